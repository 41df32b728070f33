import { ShieldAlert } from '~/app/ui/icons';
import { TEXT } from '~/core/messages';

/** Shown to anyone not signed in or not an admin, for every admin page. */
export function AccessDenied() {
  return (
    <div role="alert" className="card mx-auto flex max-w-xl items-center gap-3 p-6">
      <ShieldAlert className="size-6 shrink-0 text-red-700 dark:text-red-300" aria-hidden="true" />
      <p>{TEXT.accessDenied}</p>
    </div>
  );
}
