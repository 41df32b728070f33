import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '~/app/ui/button';

/**
 * What a subscriber sees after following an e-mailed link: a heading, what happened, where to go
 * next. The route puts it in the page shell.
 */
export function LinkOutcome({ title, children, ok }: { title: string; children: ReactNode; ok: boolean }) {
  return (
    <div role={ok ? 'status' : 'alert'} className="card mx-auto flex max-w-xl flex-col gap-4 p-8 text-center">
      <h1 className="font-serif text-3xl font-bold">{title}</h1>
      <div className="text-soft-foreground">{children}</div>
      <Link to="/" className={buttonVariants({ variant: 'sage', className: 'self-center' })}>
        Read today&apos;s news
      </Link>
    </div>
  );
}
