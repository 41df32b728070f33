import { AtSign, Briefcase, Link2 } from 'lucide-react';
import type { Article } from '~/core/article';
import { copyLinkText, linkedInShareUrl, xShareUrl } from '~/core/share';
import { notify } from '~/app/ui/notify';
import { copyToClipboard, openSharePopup } from './share-actions';

const ICON_BUTTON = 'grid size-9 place-items-center rounded-md text-soft-foreground hover:bg-accent [&_svg]:size-4';

/** The card's share buttons: LinkedIn, X and copy link. */
export function ArticleShareButtons({ article }: { article: Pick<Article, 'url' | 'title' | 'summary'> }) {
  return (
    <div className="-ml-2 flex items-center gap-1">
      <button
        type="button"
        className={ICON_BUTTON}
        aria-label={`Share on LinkedIn: ${article.title}`}
        onClick={() => openSharePopup(linkedInShareUrl(article))}
      >
        <Briefcase aria-hidden="true" />
      </button>
      <button
        type="button"
        className={ICON_BUTTON}
        aria-label={`Share on X: ${article.title}`}
        onClick={() => openSharePopup(xShareUrl(article))}
      >
        <AtSign aria-hidden="true" />
      </button>
      <button
        type="button"
        className={ICON_BUTTON}
        aria-label={`Copy link: ${article.title}`}
        onClick={() =>
          void copyToClipboard(copyLinkText(article)).then((ok) => ok && notify('success', { title: 'Link copied' }))
        }
      >
        <Link2 aria-hidden="true" />
      </button>
    </div>
  );
}
