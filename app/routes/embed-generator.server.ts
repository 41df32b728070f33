import { EMBED_PATH } from '~/core/embed';
import { servicesContext } from '~/app/context.server';
import type { Route } from './+types/embed-generator';

/** The embed source starts as this site's public origin plus /embed. */
export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  return { source: new URL(EMBED_PATH, config.publicUrl).href };
}
