/**
 * The SMTP pool, on a thread of its own (see mailer.ts for why). It owns one nodemailer pool built
 * from `workerData`, answers each `{ id, mail }` with `{ id, messageId }` or `{ id, failure }`, and
 * closes the pool, then the thread, on `{ close: true }`.
 *
 * Plain JavaScript on purpose: Node loads it as it is in every way this code runs (`tsx`, Vitest,
 * the benchmarks), with no TypeScript loader in the thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import nodemailer from 'nodemailer';

const transport = nodemailer.createTransport(workerData);
const port = parentPort;
if (!port) throw new Error('smtp-thread.mjs runs only as a worker thread');

port.on('message', async (request) => {
  if (request.close) {
    transport.close();
    port.close();
    return;
  }
  try {
    const info = await transport.sendMail(request.mail);
    port.postMessage({ id: request.id, messageId: info.messageId });
  } catch (error) {
    // Only what classify() reads crosses back; an Error's own fields do not survive the copy.
    const { message, code, responseCode, response } = /** @type {Record<string, unknown>} */ (error ?? {});
    port.postMessage({ id: request.id, failure: { message: String(message ?? error), code, responseCode, response } });
  }
});
