import { data } from 'react-router';
import { logger } from '~/server/logger';
import type { Route } from './+types/not-found';

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  // Scanners ask for thousands of missing pages: a debug line, not a warning each.
  logger.debug({ path }, 'page not found');
  return data({ path }, { status: 404 });
}
