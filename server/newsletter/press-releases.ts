/**
 * Press releases for the editions: an admin names a release's page, the server reads its title,
 * source and summary from the page's metadata, and the release goes into the next editions while it
 * is active and marked for the newsletter (server/newsletter/editions.ts). Every change is written to
 * the audit log (area 'press-releases') in the same transaction.
 *
 * A release is identified by its page: two addresses that differ only in tracking parameters,
 * "www.", a trailing slash or the scheme are the same release (canonicalArticleUrl), checked for the
 * address typed and for the address after redirects.
 */
import { desc, eq } from 'drizzle-orm';
import type { AuditActor } from '~/core/audit';
import { canonicalArticleUrl, withoutTracking } from '~/core/links';
import { ADMIN_TEXT, PRESS_RELEASE_TEXT } from '~/core/messages';
import type { PressReleaseRow } from '~/core/press-releases';
import { recordChange } from '~/server/admin/audit-log';
import type { Db } from '~/server/db/client';
import { pressReleases } from '~/server/db/schema';
import { fetchPage, PAGE_FETCH_LIMITS, type PageFetchLimits } from '~/server/news/fetch-page';
import { extractPageMetadata } from '~/server/news/page-metadata';
import type { HttpFetch } from '~/server/news/pinned-fetch';

export interface PressReleasesDeps {
  db: Db;
  /** The pinned fetch (server/news/pinned-fetch): only machines the address policy allows. */
  pinned: HttpFetch;
  limits?: PageFetchLimits;
  now: () => Date;
}

/** What an action tells the admin; a refusal carries the HTTP status the route answers with. */
export type PressReleaseResult =
  { ok: true; message: string } | { ok: false; status: 404 | 409 | 422; message: string; field?: 'url' };

export type PressReleaseFlag = 'isActive' | 'includedInNewsletter';

export interface PressReleaseEdit {
  title: string;
  source: string;
  summary: string;
}

export interface PressReleases {
  /** Every release, newest first (the spec's order). */
  list(): Promise<PressReleaseRow[]>;
  /** Fetches the page, reads its metadata and stores the release (active, not yet in the newsletter). */
  add(url: string, actor: AuditActor): Promise<PressReleaseResult>;
  setFlag(id: string, flag: PressReleaseFlag, value: boolean, actor: AuditActor): Promise<PressReleaseResult>;
  edit(id: string, fields: PressReleaseEdit, actor: AuditActor): Promise<PressReleaseResult>;
  remove(id: string, actor: AuditActor): Promise<PressReleaseResult>;
}

type Row = typeof pressReleases.$inferSelect;

const toRow = (row: Row): PressReleaseRow => ({ ...row, createdAt: row.createdAt.toISOString() });

const FLAG_ACTIONS: Record<PressReleaseFlag, { on: string; off: string; message: string }> = {
  isActive: { on: 'activated', off: 'deactivated', message: ADMIN_TEXT.pressReleaseUpdated },
  includedInNewsletter: {
    on: 'put in the newsletter',
    off: 'took out of the newsletter',
    message: ADMIN_TEXT.pressReleaseNewsletterUpdated,
  },
};

function identity(link: string): string | null {
  try {
    return canonicalArticleUrl(link);
  } catch {
    return null;
  }
}

const NOT_FOUND = { ok: false, status: 404, message: ADMIN_TEXT.pressReleaseNotFound } as const;

export function createPressReleases(deps: PressReleasesDeps): PressReleases {
  const { db } = deps;

  /** The stored release with the same page as any of `links`, if there is one. */
  async function sameRelease(links: readonly string[]): Promise<Row | undefined> {
    const wanted = new Set(links.map(identity).filter((id): id is string => id !== null));
    // The list an admin keeps by hand: tens of rows, read whole.
    const rows = await db.select().from(pressReleases);
    return rows.find((row) => wanted.has(identity(row.url) ?? ''));
  }

  return {
    async list() {
      const rows = await db.select().from(pressReleases).orderBy(desc(pressReleases.createdAt), desc(pressReleases.id));
      return rows.map(toRow);
    },

    async add(url, actor) {
      // Asked before the fetch, so a release already listed costs no request.
      const known = await sameRelease([url]);
      if (known) return { ok: false, status: 409, field: 'url', message: PRESS_RELEASE_TEXT.duplicateOf(known.title) };
      const page = await fetchPage(url, deps.pinned, deps.limits ?? PAGE_FETCH_LIMITS);
      if (!page.ok) return { ok: false, status: 422, field: 'url', message: page.error };
      const read = extractPageMetadata(page.html, page.url);
      if (!read.ok) return { ok: false, status: 422, field: 'url', message: PRESS_RELEASE_TEXT.noTitle };
      // Readers get the page's own address (after redirects), without tracking parameters.
      const stored = withoutTracking(page.url);
      const redirectedToKnown = await sameRelease([stored]);
      if (redirectedToKnown) {
        return { ok: false, status: 409, field: 'url', message: PRESS_RELEASE_TEXT.duplicateOf(redirectedToKnown.title) };
      }
      const now = deps.now();
      const { title, source, summary } = read.metadata;
      await db.transaction(async (tx) => {
        await tx.insert(pressReleases).values({ title, source, summary, url: stored, createdAt: now });
        await recordChange(
          tx,
          actor,
          { area: 'press-releases', action: 'added', subject: stored, detail: { title, source } },
          now,
        );
      });
      return { ok: true, message: ADMIN_TEXT.pressReleaseAdded };
    },

    async setFlag(id, flag, value, actor) {
      const now = deps.now();
      const changed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(pressReleases)
          .set({ [flag]: value })
          .where(eq(pressReleases.id, id))
          .returning();
        if (!row) return false;
        const action = value ? FLAG_ACTIONS[flag].on : FLAG_ACTIONS[flag].off;
        await recordChange(tx, actor, { area: 'press-releases', action, subject: row.url, detail: { title: row.title } }, now);
        return true;
      });
      return changed ? { ok: true, message: FLAG_ACTIONS[flag].message } : NOT_FOUND;
    },

    async edit(id, fields, actor) {
      const now = deps.now();
      const changed = await db.transaction(async (tx) => {
        const [row] = await tx.update(pressReleases).set(fields).where(eq(pressReleases.id, id)).returning();
        if (!row) return false;
        await recordChange(
          tx,
          actor,
          { area: 'press-releases', action: 'edited', subject: row.url, detail: { title: row.title, source: row.source } },
          now,
        );
        return true;
      });
      return changed ? { ok: true, message: ADMIN_TEXT.pressReleaseUpdated } : NOT_FOUND;
    },

    async remove(id, actor) {
      const now = deps.now();
      const removed = await db.transaction(async (tx) => {
        const [row] = await tx.delete(pressReleases).where(eq(pressReleases.id, id)).returning();
        if (!row) return false;
        await recordChange(
          tx,
          actor,
          { area: 'press-releases', action: 'deleted', subject: row.url, detail: { title: row.title } },
          now,
        );
        return true;
      });
      return removed ? { ok: true, message: ADMIN_TEXT.pressReleaseDeleted } : NOT_FOUND;
    },
  };
}
