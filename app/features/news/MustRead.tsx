import { ExternalLink, Star } from '~/app/ui/icons';
import { PublisherLink } from '~/app/ui/publisher-link';
import { useState } from 'react';
import type { Article } from '~/core/article';
import { compactAge, HIGHLIGHTS_SHOWN, matchPercent } from '~/core/trending';
import { buttonVariants } from '~/app/ui/button';
import { CategoryBadge } from '~/app/components/category/CategoryBadge';
import { FallbackLabel } from '~/app/components/fallback/FallbackLabel';

/** Today's Must-Read Stories: 5, or all with View All Stories / Show Less (hidden on small screens). */
export function MustRead({ articles, now }: { articles: Article[]; now: Date }) {
  const [showAll, setShowAll] = useState(false);
  if (articles.length === 0) return null;
  const shown = showAll ? articles : articles.slice(0, HIGHLIGHTS_SHOWN);
  return (
    <section aria-labelledby="must-read" className="card hidden p-6 md:block">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="must-read" className="flex items-center gap-2 font-serif text-xl font-bold">
          <Star className="size-5 text-tan-600 dark:text-tan-300" aria-hidden="true" />
          Today’s Must-Read Stories
        </h2>
        {articles.length > HIGHLIGHTS_SHOWN && (
          <button
            type="button"
            className={buttonVariants({ variant: 'link', size: 'sm' })}
            onClick={() => setShowAll((v) => !v)}
            aria-expanded={showAll}
          >
            {showAll ? 'Show Less' : 'View All Stories'}
          </button>
        )}
      </div>
      <ol className="flex flex-col gap-4">
        {shown.map((article) => (
          <li key={article.id} className="flex items-start gap-4 border-t border-border pt-4 first:border-0 first:pt-0">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <CategoryBadge category={article.category} />
                <FallbackLabel article={article} />
                <span>{article.source}</span>
                <time dateTime={article.publishedAt}>{compactAge(article.publishedAt, now)}</time>
              </p>
              <h3 className="mt-1 font-serif text-base font-bold leading-snug">{article.title}</h3>
              <p className="mt-1 line-clamp-2 text-sm text-soft-foreground">{article.summary}</p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-2">
              <span
                className="rounded-full bg-sage-100 px-2 py-0.5 text-xs font-semibold text-sage-900 dark:bg-sage-900 dark:text-sage-100"
                title="How closely the story matches what this readership follows"
              >
                {matchPercent(article, now)}% match
              </span>
              <PublisherLink href={article.url} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                Read
                <ExternalLink aria-hidden="true" />
                <span className="sr-only">: {article.title} (opens in a new tab)</span>
              </PublisherLink>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
