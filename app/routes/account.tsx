/**
 * Login, Register and Logout post here (a resource route: no page of its own). The header's
 * forms post through fetchers, so the page stays and the root loader re-reads the session.
 */
export { action } from './account.server';
