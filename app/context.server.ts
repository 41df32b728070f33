import { createContext } from 'react-router';
import type { AppServices } from '~/server/services';

/**
 * What the server hands every loader and action through React Router's request context. The server
 * reads these very keys from the build (entry.server re-exports them) so both sides share the
 * objects.
 */
export const servicesContext = createContext<AppServices>();

/**
 * The client's address as the HTTP layer trusts it (the socket's peer, or the entry the trusted
 * proxy added to X-Forwarded-For: server/http/client-address.ts `requestClient`). Actions key their
 * rate limits on it and hand it to better-auth. It comes from the HTTP layer, never from a header
 * a client could send; 'unknown' when a caller (a test) gives none.
 */
export const clientAddressContext = createContext<string>('unknown');

/** The request's id (the X-Request-Id of its answer and its log lines); null when a caller gives none. */
export const requestIdContext = createContext<string | null>(null);
