import { data } from 'react-router';
import { parseEditionSlug } from '~/core/edition-archive';
import { servicesContext } from '~/app/context.server';
import type { Route } from './+types/newsletter-edition';

/**
 * One sent edition, from its stored content (never a rendered e-mail: no recipient's links). A slug
 * that names no edition, or an edition nobody has received, is the site's not-found page (404).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { editionArchive } = context.get(servicesContext);
  const named = parseEditionSlug(params.slug);
  const edition = named ? await editionArchive.edition(named.editionDate, named.kind) : null;
  return data({ edition }, { status: edition ? 200 : 404 });
}
