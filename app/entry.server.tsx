import './preact-props';
import { randomBytes } from 'node:crypto';
import { renderToStringAsync } from 'preact-render-to-string';
import type { EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, RouterContextProvider, ServerRouter } from 'react-router';
import { isFrameablePath } from '~/core/embed';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '~/server/db/unavailable';
import { logger } from '~/server/logger';
import { RequestIdContext } from './ui/error-reference';
import { contentSecurityPolicy } from './content-security-policy';
import { requestIdContext } from './context.server';
import { scriptPreloadsAfterPaint } from './script-preloads.server';

// The server (server/main.ts) takes the context keys from the build so that both share the objects,
// and React Router's request handler and context class too: the copy bundled with the pages is then
// the only one in the process (11 MB for a second copy from node_modules, decision 0115).
export { clientAddressContext, requestIdContext, servicesContext } from './context.server';
export { createRequestHandler, RouterContextProvider } from 'react-router';

export const streamTimeout = 5_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`page rendering took over ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Errors of loaders, actions and rendering, as one structured log line each. A refusal (a POST to a
 * page without an action, a missing page) is the client's mistake: one info line, no stack trace.
 * A request the client gave up on is not an error at all.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const requestId = context instanceof RouterContextProvider ? context.get(requestIdContext) : null;
  const where = { method: request.method, path: new URL(request.url).pathname, requestId };
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.info({ ...where, status: error.status }, 'request refused');
    return;
  }
  logger.error({ ...where, err: error }, 'page request failed');
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // A loader that could not reach the database: the request was fine and the next one succeeds once
  // it is back, so the error page says 503 and when to retry, as the API does (server/db/unavailable.ts).
  if (Object.values(routerContext.staticHandlerContext.errors ?? {}).some(isDatabaseUnavailable)) {
    responseStatusCode = 503;
    responseHeaders.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  }

  // A fresh nonce per response: React Router's inline scripts carry it, injected ones cannot.
  const nonce = randomBytes(16).toString('base64');
  responseHeaders.set(
    'Content-Security-Policy',
    contentSecurityPolicy(nonce, { frameable: isFrameablePath(new URL(request.url).pathname) }),
  );

  const page = (
    <RequestIdContext value={loadContext.get(requestIdContext)}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </RequestIdContext>
  );
  // The whole page at once: React Router's loader data is already resolved (no deferred data), so
  // streaming would only split the same bytes; Preact's streamed boundaries also cannot reach the
  // data scripts React Router writes after </html>.
  const html = await withTimeout(Promise.resolve(renderToStringAsync(page)), streamTimeout + 1000);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(scriptPreloadsAfterPaint(`<!DOCTYPE html>${html}`, nonce), {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
