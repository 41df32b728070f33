import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, RouterContextProvider, ServerRouter } from 'react-router';
import { isFrameablePath } from '~/core/embed';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '~/server/db/unavailable';
import { logger } from '~/server/logger';
import { RequestIdContext } from './ui/error-reference';
import { contentSecurityPolicy } from './content-security-policy';
import { requestIdContext } from './context.server';
import { scriptPreloadsAfterPaint } from './script-preloads.server';

// The server (server/main.ts) takes the context keys from the build so that both share the objects.
export { clientAddressContext, requestIdContext, servicesContext } from './context.server';

export const streamTimeout = 5_000;

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

export default function handleRequest(
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

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the complete document in one piece; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const page = (
      <RequestIdContext value={loadContext.get(requestIdContext)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </RequestIdContext>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      // A Suspense boundary that is ready is written in place, however long the page: by default
      // React moves every boundary after the first 12.8 KB to the end of the stream and reveals it
      // by script, which shifts the layout and hides the islands (app/ui/island) from readers and
      // crawlers without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        const html = body.pipe(scriptPreloadsAfterPaint(nonce));
        resolve(new Response(createReadableStreamFromReadable(html), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) logger.error({ err: error, path: new URL(request.url).pathname }, 'page rendering failed');
      },
    });
  });
}
