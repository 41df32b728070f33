import { data } from 'react-router';
import { ARCHIVE_PAGE_SIZE, parseArchiveQuery, type ArchivePage, type ArchiveQuery } from '~/core/edition-archive';
import { servicesContext } from '~/app/context.server';
import type { Route } from './+types/newsletter-archive';

export type ArchiveLoaderData =
  | ({ status: 'ok'; query: ArchiveQuery; pageCount: number } & ArchivePage)
  | { status: 'refused'; parameter: string; message: string }
  | { status: 'not-found' };

/**
 * The sent editions, newest first, ARCHIVE_PAGE_SIZE a page, of one kind or all. A ?page= or
 * ?kind= with a mistake is refused naming it (400); a page past the last is not found (404).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { editionArchive } = context.get(servicesContext);
  const parsed = parseArchiveQuery(new URL(request.url).searchParams);
  if (!parsed.ok) {
    return data<ArchiveLoaderData>({ status: 'refused', parameter: parsed.parameter, message: parsed.message }, { status: 400 });
  }
  const { query } = parsed;
  const page = await editionArchive.list({
    limit: ARCHIVE_PAGE_SIZE,
    offset: (query.page - 1) * ARCHIVE_PAGE_SIZE,
    kind: query.kind,
  });
  const pageCount = Math.max(1, Math.ceil(page.total / ARCHIVE_PAGE_SIZE));
  // Page 1 always exists (it says when nothing has been sent yet); later pages only while there are editions.
  if (query.page > pageCount) return data<ArchiveLoaderData>({ status: 'not-found' }, { status: 404 });
  return data<ArchiveLoaderData>({ status: 'ok', query, pageCount, ...page }, { status: 200 });
}
