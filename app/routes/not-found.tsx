import { NotFoundPage, notFoundMeta } from '~/app/shell/NotFoundPage';
import type { Route } from './+types/not-found';
export { loader } from './not-found.server';

export const meta: Route.MetaFunction = ({ matches, location }) => notFoundMeta(location.pathname, matches);

export default function NotFound() {
  return <NotFoundPage />;
}
