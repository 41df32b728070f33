/**
 * Industry polls: the active and closed polls, their results, votes (one per poll per voter, see
 * voter.ts) and the admins' changes. Results come from one SQL statement per request that lists
 * every option of each poll in the poll's order, those without votes included. A vote is one
 * INSERT that checks in the same statement that the poll is open and lists the option, and leaves
 * a repeat to the unique (poll_id, user_session) index: ON CONFLICT DO NOTHING, so a repeat, a
 * replayed cookie or twenty parallel requests change no count.
 */
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AuditActor } from '~/core/audit';
import { POLL_TEXT } from '~/core/messages';
import {
  isPollId,
  pollOptionsOf,
  pollResults,
  sameOptions,
  type ManagedPoll,
  type Poll,
  type PollCard,
  type PollResults,
} from '~/core/polls';
import { pollDraftSchema, voteSchema } from '~/core/polls-input';
import type { Db } from '~/server/db/client';
import { recordChange } from '~/server/admin/audit-log';
import type { RateLimiter } from '~/server/limits/rate-limiter';
import { pollResponses, polls } from '~/server/db/schema';

export interface PollsDeps {
  db: Db;
  /** Votes per client address (VOTE_LIMIT), shared by every instance. */
  votes: RateLimiter;
  now: () => Date;
}

export type VoteOutcome =
  | { ok: true; status: 201; message: string; results: PollResults }
  | {
      ok: false;
      reason: 'not-found' | 'invalid' | 'rate-limited' | 'closed' | 'unknown-option' | 'already-voted';
      status: 400 | 404 | 409 | 429;
      field?: 'option' | 'poll';
      message: string;
      results?: PollResults;
    };

export type PollChange = { ok: true } | { ok: false; status: 400 | 404 | 409; field?: 'question' | 'options'; message: string };

export interface PollStats {
  totalPolls: number;
  activePolls: number;
  totalResponses: number;
}

type PollRow = typeof polls.$inferSelect;

const pollOf = (row: PollRow): Poll => ({
  id: row.id,
  question: row.question,
  options: pollOptionsOf(row.options),
  active: row.isActive,
});

export type Polls = ReturnType<typeof createPolls>;

export function createPolls({ db, votes, now }: PollsDeps) {
  /** The results of the given polls, from one statement; a poll that does not exist is absent. */
  async function resultsOf(ids: readonly string[]): Promise<Map<string, PollResults>> {
    const wanted = ids.filter(isPollId);
    const byPoll = new Map<string, { option: string; votes: number }[]>();
    if (wanted.length === 0) return new Map();
    const { rows } = (await db.execute(sql`
      SELECT p.id AS poll_id, o.option, count(r.id)::int AS votes
      FROM ${polls} p
      LEFT JOIN LATERAL jsonb_array_elements_text(
        CASE WHEN jsonb_typeof(p.options) = 'array' THEN p.options ELSE '[]'::jsonb END
      ) WITH ORDINALITY AS o(option, position) ON true
      LEFT JOIN ${pollResponses} r ON r.poll_id = p.id AND r.selected_option = o.option
      WHERE p.id IN (${sql.join(
        wanted.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      GROUP BY p.id, o.option, o.position
      ORDER BY p.id, o.position`)) as unknown as { rows: { poll_id: string; option: string | null; votes: number }[] };
    for (const row of rows) {
      const list = byPoll.get(row.poll_id) ?? [];
      // A poll without options still has its row (the lateral join keeps it), with no option.
      if (row.option !== null) list.push({ option: row.option, votes: Number(row.votes) });
      byPoll.set(row.poll_id, list);
    }
    return new Map([...byPoll].map(([id, list]) => [id, pollResults(list)]));
  }

  /** The ids among `ids` this voter has voted in. */
  async function votedIn(voter: string | null, ids: readonly string[]): Promise<Set<string>> {
    if (!voter || ids.length === 0) return new Set();
    const rows = await db
      .select({ pollId: pollResponses.pollId })
      .from(pollResponses)
      .where(eq(pollResponses.userSession, voter));
    const wanted = new Set(ids);
    return new Set(rows.map((row) => row.pollId).filter((id) => wanted.has(id)));
  }

  async function list(active: boolean): Promise<Poll[]> {
    const rows = await db
      .select()
      .from(polls)
      .where(eq(polls.isActive, active))
      .orderBy(active ? asc(polls.createdAt) : desc(polls.createdAt), asc(polls.id));
    return rows.map(pollOf);
  }

  async function find(id: string): Promise<PollRow | null> {
    if (!isPollId(id)) return null;
    const [row] = await db.select().from(polls).where(eq(polls.id, id)).limit(1);
    return row ?? null;
  }

  return {
    /** Open polls, oldest first (the spec's order). */
    active: () => list(true),

    /** Closed polls, most recently created first: the page's past results. */
    closed: () => list(false),

    resultsOf,

    /** One poll's results; null for an unknown poll. */
    async results(id: string): Promise<PollResults | null> {
      return (await resultsOf([id])).get(id) ?? null;
    },

    /**
     * Polls as cards for one voter: open ones carry results once this voter has voted in them,
     * closed ones always (there is nothing left to vote on).
     */
    async cards(list: readonly Poll[], voter: string | null): Promise<PollCard[]> {
      const voted = await votedIn(
        voter,
        list.filter((poll) => poll.active).map((poll) => poll.id),
      );
      const shown = list.filter((poll) => !poll.active || voted.has(poll.id)).map((poll) => poll.id);
      const results = await resultsOf(shown);
      return list.map((poll) => ({ ...poll, voted: voted.has(poll.id), results: results.get(poll.id) ?? null }));
    },

    /** Casts `voter`'s vote in a poll; `client` is the address the rate limit counts. */
    async vote(pollId: string, body: unknown, voter: string, client: string): Promise<VoteOutcome> {
      if (!isPollId(pollId))
        return { ok: false, reason: 'not-found', status: 404, field: 'poll', message: POLL_TEXT.pollNotFound };
      const parsed = voteSchema.safeParse(body);
      if (!parsed.success)
        return { ok: false, reason: 'invalid', status: 400, field: 'option', message: parsed.error.issues[0]!.message };
      if (!(await votes.take(client)))
        return { ok: false, reason: 'rate-limited', status: 429, message: POLL_TEXT.voteRateLimited };
      const { option } = parsed.data;
      // FOR SHARE: an admin's edit or close that is under way finishes first, and the poll's row
      // is checked again as it then stands (PostgreSQL re-reads a row it waited for).
      const inserted = (await db.execute(sql`
        INSERT INTO ${pollResponses} (poll_id, selected_option, user_session, created_at)
        SELECT p.id, ${option}, ${voter}, ${now().toISOString()}::timestamptz
        FROM ${polls} p
        WHERE p.id = ${pollId}::uuid AND p.is_active
          AND jsonb_typeof(p.options) = 'array' AND p.options @> jsonb_build_array(${option}::text)
        FOR SHARE
        ON CONFLICT (poll_id, user_session) DO NOTHING
        RETURNING id`)) as unknown as { rows: unknown[] };
      const results = await resultsOf([pollId]);
      const current = results.get(pollId);
      if (inserted.rows.length === 1) return { ok: true, status: 201, message: POLL_TEXT.voteCounted, results: current! };
      // Nothing inserted: say why, reading the poll as it is now.
      const poll = await find(pollId);
      if (!poll || !current)
        return { ok: false, reason: 'not-found', status: 404, field: 'poll', message: POLL_TEXT.pollNotFound };
      if (!poll.isActive)
        return { ok: false, reason: 'closed', status: 409, field: 'poll', message: POLL_TEXT.pollClosed, results: current };
      if (!pollOptionsOf(poll.options).includes(option)) {
        return { ok: false, reason: 'unknown-option', status: 400, field: 'option', message: POLL_TEXT.unknownOption };
      }
      return {
        ok: false,
        reason: 'already-voted',
        status: 409,
        field: 'poll',
        message: POLL_TEXT.alreadyVoted,
        results: current,
      };
    },

    // --- the admin Polls screen ---------------------------------------------------------------

    async stats(): Promise<PollStats> {
      const { rows } = (await db.execute(sql`
        SELECT (SELECT count(*) FROM ${polls})::int AS total_polls,
               (SELECT count(*) FROM ${polls} WHERE is_active)::int AS active_polls,
               (SELECT count(*) FROM ${pollResponses})::int AS total_responses`)) as unknown as {
        rows: { total_polls: number; active_polls: number; total_responses: number }[];
      };
      const row = rows[0]!;
      return {
        totalPolls: Number(row.total_polls),
        activePolls: Number(row.active_polls),
        totalResponses: Number(row.total_responses),
      };
    },

    /** Every poll, newest first, with its results. */
    async managed(): Promise<ManagedPoll[]> {
      const rows = await db.select().from(polls).orderBy(desc(polls.createdAt), asc(polls.id));
      const results = await resultsOf(rows.map((row) => row.id));
      return rows.map((row) => ({
        ...pollOf(row),
        createdAt: row.createdAt.toISOString(),
        results: results.get(row.id) ?? { results: [], total: 0 },
      }));
    },

    async create(input: unknown, actor: AuditActor): Promise<PollChange> {
      const parsed = pollDraftSchema.safeParse(input);
      if (!parsed.success) return refusedDraft(parsed.error.issues[0]!);
      const { question, options } = parsed.data;
      const at = now();
      await db.transaction(async (tx) => {
        await tx.insert(polls).values({ question, options, isActive: true, createdAt: at });
        await recordChange(
          tx,
          actor,
          { area: 'polls', action: 'created the poll', subject: question, detail: { options: options.join(' · ') } },
          at,
        );
      });
      return { ok: true };
    },

    /** A new question and options; the options only while nobody has voted. */
    async update(id: string, input: unknown, actor: AuditActor): Promise<PollChange> {
      const parsed = pollDraftSchema.safeParse(input);
      if (!parsed.success) return refusedDraft(parsed.error.issues[0]!);
      const { question, options } = parsed.data;
      if (!isPollId(id)) return { ok: false, status: 404, message: POLL_TEXT.pollNotFound };
      const at = now();
      return db.transaction(async (tx): Promise<PollChange> => {
        // Locked, so no vote lands between counting the votes and changing the options.
        const [poll] = await tx.select().from(polls).where(eq(polls.id, id)).for('update');
        if (!poll) return { ok: false, status: 404, message: POLL_TEXT.pollNotFound };
        const before = pollOptionsOf(poll.options);
        if (!sameOptions(before, options)) {
          const [{ votes: cast } = { votes: 0 }] = await tx
            .select({ votes: count() })
            .from(pollResponses)
            .where(eq(pollResponses.pollId, id));
          if (cast > 0) return { ok: false, status: 409, field: 'options', message: POLL_TEXT.optionsLocked };
        }
        await tx.update(polls).set({ question, options }).where(eq(polls.id, id));
        const detail: Record<string, string> = {};
        if (poll.question !== question) detail.was = poll.question;
        if (!sameOptions(before, options)) detail.options = options.join(' · ');
        await recordChange(tx, actor, { area: 'polls', action: 'edited the poll', subject: question, detail }, at);
        return { ok: true };
      });
    },

    /** Opens or closes a poll; a closed poll keeps its votes and shows under the past results. */
    async setActive(id: string, active: boolean, actor: AuditActor): Promise<PollChange> {
      if (!isPollId(id)) return { ok: false, status: 404, message: POLL_TEXT.pollNotFound };
      const at = now();
      return db.transaction(async (tx): Promise<PollChange> => {
        const [poll] = await tx
          .update(polls)
          .set({ isActive: active })
          .where(eq(polls.id, id))
          .returning({ question: polls.question });
        if (!poll) return { ok: false, status: 404, message: POLL_TEXT.pollNotFound };
        await recordChange(
          tx,
          actor,
          { area: 'polls', action: active ? 'reopened the poll' : 'closed the poll', subject: poll.question },
          at,
        );
        return { ok: true };
      });
    },

    /** Deletes a poll and its votes (the responses go with it: ON DELETE CASCADE). */
    async remove(id: string, actor: AuditActor): Promise<PollChange> {
      if (!isPollId(id)) return { ok: false, status: 404, message: POLL_TEXT.pollNotFound };
      const at = now();
      return db.transaction(async (tx): Promise<PollChange> => {
        const [{ votes: cast } = { votes: 0 }] = await tx
          .select({ votes: count() })
          .from(pollResponses)
          .where(eq(pollResponses.pollId, id));
        const [poll] = await tx.delete(polls).where(eq(polls.id, id)).returning({ question: polls.question });
        if (!poll) return { ok: false, status: 404, message: POLL_TEXT.pollNotFound };
        await recordChange(
          tx,
          actor,
          { area: 'polls', action: 'deleted the poll', subject: poll.question, detail: { votes: `${cast} deleted with it` } },
          at,
        );
        return { ok: true };
      });
    },
  };
}

function refusedDraft(issue: { path: PropertyKey[]; message: string }): PollChange {
  const field = issue.path[0] === 'options' ? 'options' : 'question';
  return { ok: false, status: 400, field, message: issue.message };
}
