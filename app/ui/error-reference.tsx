import { createContext, useContext, useState } from 'react';
import { TEXT } from '~/core/messages';

/** The request id of the page being rendered on the server (entry.server provides it). */
export const RequestIdContext = createContext<string | null>(null);

/**
 * The failed request's id under an error page, as the X-Request-Id header and the server's log lines
 * carry it: what a reader can quote to the publisher, and what finds the log line. In the browser the
 * id is read back from the server's HTML, so hydration renders the same text; an error that happens
 * in the browser has no server request, and shows none.
 */
export function ErrorReference() {
  const fromServer = useContext(RequestIdContext);
  const [requestId] = useState(
    () =>
      fromServer ??
      (typeof document === 'undefined'
        ? null
        : (document.querySelector<HTMLElement>('[data-request-id]')?.dataset.requestId ?? null)),
  );
  if (!requestId) return null;
  return (
    <p className="text-xs text-muted-foreground" data-request-id={requestId}>
      {TEXT.errorReference(requestId)}
    </p>
  );
}
