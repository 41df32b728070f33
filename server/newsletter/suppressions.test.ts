import { describe, expect, it } from 'vitest';
import { MailError, type Mailer, type OutgoingMail } from './mailer';
import { CLEARANCE_MAX_AGE_MS, isHardBounce, withSuppressions, type Suppression, type SuppressionList } from './suppressions';

/** The list in memory: what the mailer guard asks of it. */
function memoryList(): SuppressionList & { rows: Map<string, Suppression>; lookups: number } {
  const rows = new Map<string, Suppression>();
  return {
    rows,
    lookups: 0,
    async suppress(email, reason, detail) {
      if (!rows.has(email.toLowerCase()))
        rows.set(email.toLowerCase(), { email: email.toLowerCase(), reason, detail, createdAt: new Date() });
    },
    async find(email) {
      this.lookups++;
      return rows.get(email.toLowerCase()) ?? null;
    },
    async findAmong(emails) {
      this.lookups++;
      const found = new Map<string, Suppression['reason']>();
      for (const email of emails) {
        const row = rows.get(email.toLowerCase());
        if (row) found.set(row.email, row.reason);
      }
      return found;
    },
    async list() {
      return [...rows.values()];
    },
    async lift(email) {
      return rows.delete(email.toLowerCase());
    },
  };
}

function failingMailer(error: Error | null): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    kind: 'smtp',
    sent,
    close: () => undefined,
    async send(mail) {
      if (error) throw error;
      sent.push(mail);
      return { messageId: 'x' };
    },
  };
}

const mail = (to: string): OutgoingMail => ({ to, subject: 's', html: '<p>h</p>', text: 'h' });

describe('isHardBounce', () => {
  it('is a bad mailbox (550, 551, 553, 5.1.x, 5.2.1), not any refusal', () => {
    expect(isHardBounce('SMTP 550: 550 Mailbox unavailable')).toBe(true);
    expect(isHardBounce('SMTP 553: 553 mailbox name not allowed')).toBe(true);
    expect(isHardBounce('SMTP 554: 554 5.1.1 <x@y.test>: Recipient address rejected')).toBe(true);
    expect(isHardBounce('SMTP 552: 552 5.2.1 The email account that you tried to reach is disabled')).toBe(true);
    expect(isHardBounce('SMTP 552: 552 5.3.4 Message size exceeds fixed limit')).toBe(false);
    expect(isHardBounce('SMTP 554: 554 5.7.1 Message rejected as spam')).toBe(false);
    expect(isHardBounce('SMTP 451: 451 4.1.1 try again later')).toBe(false);
  });
});

describe('withSuppressions', () => {
  it('refuses a suppressed address without handing anything to the transport', async () => {
    const list = memoryList();
    await list.suppress('Gone@Operators.test', 'complaint', 'reported as spam');
    const inner = failingMailer(null);
    const guarded = withSuppressions(inner, list);
    await expect(guarded.send(mail('gone@operators.test'))).rejects.toMatchObject({
      permanent: true,
      message: /suppressed \(complaint\)/,
    });
    await guarded.send(mail('here@operators.test'));
    expect(inner.sent.map((m) => m.to)).toEqual(['here@operators.test']);
  });

  it('suppresses a hard bounce, and only a hard bounce', async () => {
    const list = memoryList();
    await expect(
      withSuppressions(failingMailer(new MailError('SMTP 550: 550 no such user', true)), list).send(mail('a@x.test')),
    ).rejects.toThrow();
    await expect(
      withSuppressions(failingMailer(new MailError('SMTP 552: 552 5.3.4 too big', true)), list).send(mail('b@x.test')),
    ).rejects.toThrow();
    await expect(
      withSuppressions(failingMailer(new MailError('SMTP 450: busy', false)), list).send(mail('c@x.test')),
    ).rejects.toThrow();
    expect([...list.rows.keys()]).toEqual(['a@x.test']);
    expect(list.rows.get('a@x.test')).toMatchObject({ reason: 'bounce', detail: 'SMTP 550: 550 no such user' });
  });

  it('looks up a batch once through its clearance, and falls back to a lookup when the clearance does not cover', async () => {
    const list = memoryList();
    await list.suppress('gone@operators.test', 'bounce', '550');
    const inner = failingMailer(null);
    const guarded = withSuppressions(inner, list);
    const batch = ['a@operators.test', 'Gone@Operators.test', 'b@operators.test'];
    const clearance = await guarded.clearance!(batch);
    list.lookups = 0;
    const results = await Promise.allSettled(batch.map((to) => guarded.send(mail(to), clearance)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(list.lookups).toBe(0);
    // An address the clearance did not check, or a clearance too old, is looked up on its own.
    await guarded.send(mail('c@operators.test'), clearance);
    await guarded.send(mail('a@operators.test'), { ...clearance, checkedAt: Date.now() - CLEARANCE_MAX_AGE_MS - 1 });
    expect(list.lookups).toBe(2);
    expect(inner.sent.map((m) => m.to)).toEqual(['a@operators.test', 'b@operators.test', 'c@operators.test', 'a@operators.test']);
  });
});
