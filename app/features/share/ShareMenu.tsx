import { AtSign, Briefcase, Link2, Mail, Share2, Users } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { copyLinkText, emailShareUrl, facebookShareUrl, linkedInShareUrl, xShareUrl, type Shareable } from '../../../core/share';
import { buttonClasses } from '../../ui/button';
import { useDismiss } from '../../ui/use-dismiss';
import { notify } from '../toast/notify';
import { copyToClipboard, openSharePopup } from './share-actions';

/** The share menu: professional network, microblog, social network, e-mail and Copy Link. */
export function ShareMenu({ item, label = 'Share' }: { item: Shareable; label?: string }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useDismiss(rootRef, open, () => setOpen(false));

  const choose = (action: () => void) => () => {
    action();
    setOpen(false);
  };
  const options = [
    { label: 'LinkedIn', icon: Briefcase, action: () => openSharePopup(linkedInShareUrl(item)) },
    { label: 'X (Twitter)', icon: AtSign, action: () => openSharePopup(xShareUrl(item)) },
    { label: 'Facebook', icon: Users, action: () => openSharePopup(facebookShareUrl(item)) },
    { label: 'Email', icon: Mail, action: () => window.location.assign(emailShareUrl(item)) },
    {
      label: 'Copy Link',
      icon: Link2,
      action: () => void copyToClipboard(copyLinkText(item)).then((ok) => ok && notify('success', { title: 'Link copied' })),
    },
  ];

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        className={buttonClasses('outline', 'sm')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        <Share2 aria-hidden="true" />
        {label}
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label="Share" className="card absolute right-0 z-30 mt-2 w-44 p-1 text-sm">
          {options.map(({ label: text, icon: Icon, action }) => (
            <li key={text} role="none">
              <button
                type="button"
                role="menuitem"
                onClick={choose(action)}
                className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left hover:bg-tan-100 dark:hover:bg-night-700"
              >
                <Icon className="size-4" aria-hidden="true" />
                {text}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
