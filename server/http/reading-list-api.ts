/**
 * /api/v1/reading-list: a signed-in reader's bookmarks and collections (401 otherwise). GET reads
 * them; POST /merge adds or updates (JSON only); DELETE removes a bookmark (by article id) or a
 * collection. Answers are about one person: never stored by any cache.
 */
import { Hono, type Context } from 'hono';
import type { Auth } from '~/server/auth/auth';
import { currentUser } from '~/server/auth/auth';
import type { ReadingListResult, ReadingListStore } from '~/server/reading-lists/reading-lists';
import { jsonOnly } from './json-only';
import { PRIVATE } from './page-caching';

export const SIGN_IN_REQUIRED = 'Sign in to keep reading lists on the server.';

type Env = { Variables: { userId: string } };

export function createReadingListApi({ auth, readingLists }: { auth: Auth; readingLists: ReadingListStore }): Hono<Env> {
  const api = new Hono<Env>();

  api.use('*', async (c, next) => {
    c.header('Cache-Control', PRIVATE);
    const user = await currentUser(auth, c.req.raw.headers);
    if (!user) return c.json({ error: SIGN_IN_REQUIRED }, 401);
    c.set('userId', user.id);
    await next();
  });

  const answer = (c: Context<Env>, result: ReadingListResult) =>
    result.ok
      ? c.json({ ...result.lists, updatedAt: result.updatedAt })
      : c.json({ error: result.error, ...(result.field ? { field: result.field } : {}) }, result.status);

  api.get('/', async (c) => {
    const { lists, updatedAt } = await readingLists.get(c.get('userId'));
    return c.json({ ...lists, updatedAt });
  });

  api.post('/merge', jsonOnly, async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    if (body === undefined) return c.json({ error: 'The body is not JSON', field: 'body' }, 400);
    return answer(c, await readingLists.merge(c.get('userId'), body));
  });

  api.delete('/bookmarks/:articleId{.{1,200}}', async (c) =>
    answer(c, await readingLists.removeBookmark(c.get('userId'), c.req.param('articleId'))),
  );

  api.delete('/collections/:id{.{1,100}}', async (c) =>
    answer(c, await readingLists.deleteCollection(c.get('userId'), c.req.param('id'))),
  );

  api.all('*', (c) => c.json({ error: 'Not found' }, 404));
  return api;
}
