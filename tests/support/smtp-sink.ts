/**
 * A real SMTP server on 127.0.0.1 (smtp-server) that keeps every message, parsed, and can refuse
 * chosen recipients permanently (550) or for a while (451).
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  parsed: ParsedMail;
  raw: string;
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  /** Recipients refused with 550 on every attempt. */
  rejectPermanently: Set<string>;
  /** Recipients refused with 451 this many more times. */
  rejectTemporarily: Map<string, number>;
  /** Messages accepted so far (also counted when `keep` is false). */
  received(): number;
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/** `parse: false` keeps raw messages only; `keep: false` (benchmarks of 100,000 messages) only counts them. */
export async function startSmtpSink(options: { parse?: boolean; keep?: boolean } = {}): Promise<SmtpSink> {
  const parse = options.parse ?? true;
  const keep = options.keep ?? true;
  const messages: ReceivedMail[] = [];
  let received = 0;
  const rejectPermanently = new Set<string>();
  const rejectTemporarily = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    // Pooled client connections may still be open when a test ends; do not wait long for them.
    closeTimeout: 500,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      if (rejectPermanently.has(to)) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      const temporary = rejectTemporarily.get(to) ?? 0;
      if (temporary > 0) {
        rejectTemporarily.set(to, temporary - 1);
        return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const store = async () => {
          received += to.length;
          if (!keep) return;
          const parsed = parse ? await simpleParser(raw) : (undefined as unknown as ParsedMail);
          for (const address of to) messages.push({ to: address, parsed, raw });
        };
        store().then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    rejectPermanently,
    rejectTemporarily,
    received: () => received,
    to: (address) => messages.filter((m) => m.to === address.toLowerCase()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
