import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * A small outlined label saying that what it sits beside is not the real thing (a fallback
 * article, sample quotes); `title` explains why on hover.
 */
export function NoticeLabel({ children, title, className }: { children: ReactNode; title: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border border-tan-400 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-brown-800 dark:border-tan-300 dark:text-tan-200',
        className,
      )}
      title={title}
    >
      {children}
    </span>
  );
}
