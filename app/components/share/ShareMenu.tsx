import { AtSign, Briefcase, Link2, Mail, Share2, Users } from '~/app/ui/icons';
import { copyLinkText, emailShareUrl, facebookShareUrl, linkedInShareUrl, xShareUrl, type Shareable } from '~/core/share';
import { Menu } from '~/app/ui/menu';
import { notify } from '~/app/ui/notify';
import { copyToClipboard, openSharePopup } from './share-actions';

/** The share menu: professional network, microblog, social network, e-mail and Copy Link. */
export function ShareMenu({ item, label, className }: { item: Shareable; label?: string; className?: string }) {
  return (
    <Menu
      label="Share"
      className={className}
      trigger={
        <>
          <Share2 aria-hidden="true" />
          {label ?? <span className="sr-only">Share</span>}
        </>
      }
      items={[
        { label: 'LinkedIn', icon: Briefcase, onSelect: () => openSharePopup(linkedInShareUrl(item)) },
        { label: 'X (Twitter)', icon: AtSign, onSelect: () => openSharePopup(xShareUrl(item)) },
        { label: 'Facebook', icon: Users, onSelect: () => openSharePopup(facebookShareUrl(item)) },
        { label: 'Email', icon: Mail, onSelect: () => window.location.assign(emailShareUrl(item)) },
        {
          label: 'Copy Link',
          icon: Link2,
          onSelect: () =>
            void copyToClipboard(copyLinkText(item)).then((ok) => ok && notify('success', { title: 'Link copied' })),
        },
      ]}
    />
  );
}
