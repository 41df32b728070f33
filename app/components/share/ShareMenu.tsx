import { AtSign, Briefcase, Link2, Mail, Share2, Users, type LucideIcon } from 'lucide-react';
import { copyLinkText, emailShareUrl, facebookShareUrl, linkedInShareUrl, xShareUrl, type Shareable } from '~/core/share';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '~/app/ui/menu';
import { notify } from '~/app/ui/notify';
import { copyToClipboard, openSharePopup } from './share-actions';

const TARGETS: { label: string; icon: LucideIcon; share: (item: Shareable) => void }[] = [
  { label: 'LinkedIn', icon: Briefcase, share: (item) => openSharePopup(linkedInShareUrl(item)) },
  { label: 'X (Twitter)', icon: AtSign, share: (item) => openSharePopup(xShareUrl(item)) },
  { label: 'Facebook', icon: Users, share: (item) => openSharePopup(facebookShareUrl(item)) },
  { label: 'Email', icon: Mail, share: (item) => window.location.assign(emailShareUrl(item)) },
  {
    label: 'Copy Link',
    icon: Link2,
    share: (item) => void copyToClipboard(copyLinkText(item)).then((ok) => ok && notify('success', { title: 'Link copied' })),
  },
];

/** The share menu: professional network, microblog, social network, e-mail and Copy Link. */
export function ShareMenu({ item, label = 'Share' }: { item: Shareable; label?: string }) {
  return (
    <Menu>
      <MenuTrigger>
        <Share2 aria-hidden="true" />
        {label}
      </MenuTrigger>
      <MenuContent label="Share">
        {TARGETS.map(({ label: text, icon: Icon, share }) => (
          <MenuItem key={text} onSelect={() => share(item)}>
            <Icon aria-hidden="true" />
            {text}
          </MenuItem>
        ))}
      </MenuContent>
    </Menu>
  );
}
