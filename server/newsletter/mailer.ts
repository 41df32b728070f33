/**
 * Sending e-mail: over SMTP (SMTP_URL) with a small connection pool that also paces delivery
 * (MAIL_RATE_PER_SECOND), or, when no SMTP server is configured, as .eml files in DATA_DIR/outbox
 * that the admin can list and open.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '~/server/config';
import { createSmtpPool, type SmtpFailure } from './smtp-pool';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  /** `clearance`: the guard's lookup for a batch this recipient is in (see suppressions.ts). */
  send(mail: OutgoingMail, clearance?: Clearance): Promise<{ messageId: string }>;
  /**
   * The suppression guard's lookup of several recipients in one query, handed back to `send` for
   * each of them; absent on a transport without the guard.
   */
  clearance?(addresses: readonly string[]): Promise<Clearance>;
  close(): void;
}

/** Which of some addresses were suppressed, looked up together at `checkedAt` (ms since epoch). */
export interface Clearance {
  checked: ReadonlySet<string>;
  suppressed: ReadonlyMap<string, string>;
  checkedAt: number;
}

/** A delivery failure and whether trying again later could help. */
export class MailError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export function outboxDir(config: Config): string {
  return path.join(config.dataDir, 'outbox');
}

/** SMTP 5xx replies (bad address, refused) are permanent; 4xx and network errors are worth a retry. */
function classify(error: unknown): MailError {
  const e = error as Partial<SmtpFailure>;
  const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500;
  const detail = e.response ?? e.message ?? String(error);
  return new MailError(e.responseCode ? `SMTP ${e.responseCode}: ${detail}` : `${e.code ?? 'Error'}: ${detail}`, permanent);
}

export function createMailer(config: Config): Mailer {
  if (config.smtpUrl) {
    // Pooling, timeouts and the delivery pace: the pool hands the SMTP server at most
    // MAIL_RATE_PER_SECOND messages a second, whichever code sends them (editions, confirmations,
    // invitations). Options written on SMTP_URL (e.g. ?maxConnections=2) take precedence. The pool
    // runs on a thread of its own (smtp-pool.ts).
    const pool = createSmtpPool({
      url: config.smtpUrl,
      pool: true,
      maxConnections: 4,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      rateDelta: 1000,
      rateLimit: config.mailRatePerSecond,
    });
    return {
      kind: 'smtp',
      async send(mail) {
        try {
          return await pool.send({ from: config.mailFrom, ...mail });
        } catch (error) {
          throw classify(error);
        }
      },
      close: () => pool.close(),
    };
  }

  const dir = outboxDir(config);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      fs.writeFileSync(path.join(dir, name), info.message as Buffer, { mode: 0o600 });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

export interface OutboxEntry {
  name: string;
  size: number;
  createdAt: string;
}

/** The newest messages in the outbox (file names are generated, never taken from input). */
export function listOutbox(config: Config, limit = 50): OutboxEntry[] {
  const dir = outboxDir(config);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()
    .slice(0, limit)
    .map((name) => {
      const stat = fs.statSync(path.join(dir, name));
      return { name, size: stat.size, createdAt: stat.mtime.toISOString() };
    });
}

/** One outbox message by name, or null; names that are not plain outbox file names are refused. */
export function readOutboxMessage(config: Config, name: string): string | null {
  if (!/^[\w-]+\.eml$/.test(name)) return null;
  const file = path.join(outboxDir(config), name);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}
