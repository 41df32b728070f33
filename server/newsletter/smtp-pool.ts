/**
 * The SMTP connection pool on a worker thread (smtp-thread.mjs).
 *
 * Building a message (MIME, quoted-printable) and speaking SMTP cost about 1.5 ms of CPU per
 * message. On the main thread an edition to 100,000 readers took that from every web request of
 * the process for minutes, and the edition's own database statements and the pool waited on each
 * other: bench/newsletter measured 0.7 of a plain nodemailer pool. On its own thread the pool
 * builds and sends while the main thread claims and records the next batch.
 *
 * The thread starts with the first message and holds the process open only while messages are in
 * flight, so a command that sends one e-mail still exits when it is done. If the thread dies, the
 * messages in flight fail as temporary errors (they may be retried) and the next send starts a new
 * thread.
 */
import { Worker } from 'node:worker_threads';

/** What nodemailer's createTransport takes; structured-cloneable (no functions). */
export type SmtpPoolOptions = Record<string, string | number | boolean>;

/** What crossed back from the thread about a failed message: the fields `classify` reads. */
export interface SmtpFailure {
  message: string;
  code?: string;
  responseCode?: number;
  response?: string;
}

export interface SmtpPool {
  /** Resolves with the message id; rejects with the thread's `SmtpFailure`. */
  send(mail: Record<string, unknown>): Promise<{ messageId: string }>;
  close(): void;
}

type Reply = { id: number; messageId: string } | { id: number; failure: SmtpFailure };

type Waiting = { resolve: (value: { messageId: string }) => void; reject: (reason: SmtpFailure) => void };

export function createSmtpPool(options: SmtpPoolOptions): SmtpPool {
  let current: { worker: Worker; inFlight: Map<number, Waiting> } | null = null;
  let nextId = 0;

  const start = () => {
    const worker = new Worker(new URL('./smtp-thread.mjs', import.meta.url), { workerData: options });
    // Each thread answers for its own messages: a closed thread's exit never fails a newer one's.
    const thread = { worker, inFlight: new Map<number, Waiting>() };
    const failAll = (message: string) => {
      if (current === thread) current = null;
      for (const { reject } of thread.inFlight.values()) reject({ message, code: 'ETHREAD' });
      thread.inFlight.clear();
    };
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const waiting = thread.inFlight.get(reply.id);
      if (!waiting) return;
      thread.inFlight.delete(reply.id);
      if (thread.inFlight.size === 0) worker.unref();
      if ('failure' in reply) waiting.reject(reply.failure);
      else waiting.resolve({ messageId: reply.messageId });
    });
    worker.on('error', (error) => failAll(`SMTP thread failed: ${error.message}`));
    worker.on('exit', () => failAll('SMTP thread stopped'));
    return thread;
  };

  return {
    send(mail) {
      const thread = (current ??= start());
      const id = nextId++;
      if (thread.inFlight.size === 0) thread.worker.ref();
      const reply = new Promise<{ messageId: string }>((resolve, reject) => thread.inFlight.set(id, { resolve, reject }));
      thread.worker.postMessage({ id, mail });
      return reply;
    },
    close() {
      current?.worker.postMessage({ close: true });
      current = null;
    },
  };
}
