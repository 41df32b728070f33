import { AtSign, Briefcase, Link2, Share2 } from '~/app/ui/icons';
import type { Article } from '~/core/article';
import { copyLinkText, linkedInShareUrl, xShareUrl } from '~/core/share';
import { notify } from '~/app/ui/notify';
import { copyToClipboard, openSharePopup } from './share-actions';
import { shareNatively, useNativeShare } from './ShareButton';

// 44 px touch targets on a phone, 36 px with a mouse.
const ICON_BUTTON = 'grid size-11 place-items-center rounded-md text-soft-foreground hover:bg-accent md:size-9 [&_svg]:size-4';

/** The card's share buttons: LinkedIn, X and copy link, and the device's share sheet where there is one. */
export function ArticleShareButtons({ article }: { article: Pick<Article, 'url' | 'title' | 'summary'> }) {
  const native = useNativeShare();
  return (
    <div className="-ml-2 flex items-center gap-1">
      {native && (
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={`Share: ${article.title}`}
          onClick={() => void shareNatively(article)}
        >
          <Share2 aria-hidden="true" />
        </button>
      )}
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
