import { TEXT } from '~/core/messages';

/** The phone's loading state: five placeholder cards while a list loads. */
export function PlaceholderCards({ count = 5 }: { count?: number }) {
  return (
    <div role="status" aria-label={TEXT.loadingNews} className="flex flex-col gap-4">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="card flex animate-pulse flex-col gap-3 p-5" aria-hidden="true">
          <div className="h-4 w-1/3 rounded bg-muted" />
          <div className="h-5 w-11/12 rounded bg-muted" />
          <div className="h-4 w-full rounded bg-muted" />
          <div className="h-4 w-2/3 rounded bg-muted" />
        </div>
      ))}
    </div>
  );
}
