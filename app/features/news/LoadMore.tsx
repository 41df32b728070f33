import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonVariants } from '~/app/ui/button';

/** The spec's pause before more articles appear. */
export const LOAD_MORE_DELAY_MS = 500;

/** Load More: a link to the longer list (works without JavaScript), with the spec's 500 ms pause. */
export function LoadMore({ to }: { to: string }) {
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);
  return (
    <Link
      to={to}
      preventScrollReset
      aria-disabled={loading}
      onClick={(event) => {
        event.preventDefault();
        if (loading) return;
        setLoading(true);
        window.setTimeout(() => {
          void Promise.resolve(navigate(to, { preventScrollReset: true })).finally(() => setLoading(false));
        }, LOAD_MORE_DELAY_MS);
      }}
      className={buttonVariants({ variant: 'outline', size: 'lg' })}
    >
      {loading ? 'Loading…' : 'Load More'}
    </Link>
  );
}
