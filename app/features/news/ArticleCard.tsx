import { Clock, ExternalLink } from '~/app/ui/icons';
import { PublisherLink } from '~/app/ui/publisher-link';
import type { MouseEvent, ReactNode } from 'react';
import { articleReadingMinutes, type Article } from '~/core/article';
import { checkArticleLink } from '~/core/links';
import { MESSAGES, TEXT } from '~/core/messages';
import { relativeTime } from '~/core/time';
import { buttonVariants } from '~/app/ui/button';
import { CategoryBadge } from '~/app/components/category/CategoryBadge';
import { FallbackLabel } from '~/app/components/fallback/FallbackLabel';
import { ArticleShareButtons } from '~/app/components/share/ArticleShareButtons';
import { Highlighted } from './Highlighted';

/** Links were checked when stored; this second check guards the click, as the spec asks. */
function guardLink(event: MouseEvent<HTMLAnchorElement>, article: Article) {
  if (!checkArticleLink(article.url).ok) {
    event.preventDefault();
    window.alert(`${MESSAGES.invalidArticleLink.title}\n${article.title}`);
  }
}

/** One link per other outlet (an outlet may have carried the story more than once). */
function otherOutlets(article: Article): Article['alsoReportedBy'] {
  const seen = new Set([article.source]);
  return article.alsoReportedBy.filter((report) => !seen.has(report.source) && seen.add(report.source));
}

export function ArticleCard({
  article,
  now,
  query = '',
  actions,
}: {
  article: Article;
  now: Date;
  query?: string;
  /** More controls beside the share buttons (the page puts the Bookmark button here). */
  actions?: ReactNode;
}) {
  const minutes = articleReadingMinutes(article);
  const headingId = `article-${article.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="card render-near-viewport flex flex-col gap-3 p-5 transition-shadow hover:shadow-md"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <CategoryBadge category={article.category} />
        <FallbackLabel article={article} />
        <time dateTime={article.publishedAt}>{relativeTime(article.publishedAt, now)}</time>
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden="true" />
          {minutes} min read
        </span>
      </div>
      <h3 id={headingId} className="font-serif text-xl font-bold leading-snug text-card-foreground">
        <Highlighted text={article.title} query={query} />
      </h3>
      <p className="line-clamp-3 text-[0.95rem] leading-relaxed text-soft-foreground">
        <Highlighted text={article.summary} query={query} />
      </p>
      <p className="text-sm font-medium text-sage-800 dark:text-sage-200">
        <Highlighted text={article.source} query={query} />
        {article.alsoReportedBy.length > 0 && (
          <span className="font-normal text-muted-foreground">
            {' '}
            · also reported by{' '}
            {otherOutlets(article).map((report, index) => (
              <span key={report.url}>
                {index > 0 && ', '}
                <PublisherLink href={report.url} className="underline hover:text-brown-950 dark:hover:text-cream-50">
                  {report.source}
                </PublisherLink>
              </span>
            ))}
          </span>
        )}
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-tan-100 pt-3 dark:border-night-700">
        <div className="flex items-center">
          <ArticleShareButtons article={article} />
          {actions}
        </div>
        <PublisherLink
          href={article.url}
          onClick={(event) => guardLink(event, article)}
          className={buttonVariants({ variant: 'sage', size: 'sm', className: 'max-md:h-11' })}
        >
          {TEXT.readArticle}
          <ExternalLink aria-hidden="true" />
          <span className="sr-only">: {article.title} (opens in a new tab)</span>
        </PublisherLink>
      </div>
    </article>
  );
}
