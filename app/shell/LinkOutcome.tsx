import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '~/app/ui/button';
import { PageShell } from './PageShell';

/** The page a subscriber lands on from an e-mailed link: a heading, what happened, where to go next. */
export function LinkOutcome({ title, children, ok }: { title: string; children: ReactNode; ok: boolean }) {
  return (
    <PageShell crumb="Newsletter">
      <div role={ok ? 'status' : 'alert'} className="card mx-auto flex max-w-xl flex-col gap-4 p-8 text-center">
        <h1 className="font-serif text-3xl font-bold">{title}</h1>
        <div className="text-soft-foreground">{children}</div>
        <Link to="/" className={buttonVariants({ variant: 'sage', className: 'self-center' })}>
          Read today&apos;s news
        </Link>
      </div>
    </PageShell>
  );
}
