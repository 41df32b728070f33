import { createContext } from 'react-router';
import type { AppServices } from '~/server/services';

/**
 * The server services in React Router's request context. The server reads this very key from the
 * build (entry.server re-exports it) so both sides share one context object.
 */
export const servicesContext = createContext<AppServices>();
