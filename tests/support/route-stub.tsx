/**
 * Renders route modules in a React Router stub, the way the browser would show them but without
 * a server: each test gives the route its loader and action. A root route with id 'root' stands in
 * for app/root.tsx (its loader's `user`, the toasts), so the page shell renders as on the site.
 */
import { render } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { Toaster } from '~/app/ui/toaster';

type StubRoutes = Parameters<typeof createRoutesStub>[0];

export interface RenderRouteOptions {
  /** The signed-in user the root loader reports (asked again each time the root loader runs). */
  user?: { email: string } | null | (() => { email: string } | null);
  /** The root route's error boundary (app/root.tsx's, for a route without its own). */
  RootErrorBoundary?: StubRoutes[number]['ErrorBoundary'];
  /**
   * Action answers by route id, as after a document post (a browser without JavaScript): the page
   * renders with them from the start.
   */
  actionData?: Record<string, unknown>;
}

export function renderRoute(
  routes: StubRoutes,
  url: string,
  { user = null, RootErrorBoundary, actionData }: RenderRouteOptions = {},
) {
  const rootData = () => ({ user: typeof user === 'function' ? user() : user, siteUrl: 'http://localhost:3000' });
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: rootData,
      // Until the loaders have answered, as on a first visit: nothing (the tests wait with findBy…).
      HydrateFallback: () => null,
      Component: () => (
        <>
          <Outlet />
          <Toaster />
        </>
      ),
      ErrorBoundary: RootErrorBoundary,
      children: routes,
    },
  ]);
  const hydrationData = actionData ? { loaderData: { root: rootData() }, actionData } : undefined;
  return render(<Stub initialEntries={[url]} hydrationData={hydrationData} />);
}
