import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '~/tests/support/smtp-sink';
import { loadConfig } from '~/server/config';
import { createMailer, MailError } from './mailer';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink({ parse: false });
});
afterAll(async () => {
  await sink.close();
});

describe('the SMTP mailer', () => {
  it('hands the server at most MAIL_RATE_PER_SECOND messages a second, however many are sent at once', async () => {
    const mailer = createMailer(loadConfig({ SMTP_URL: sink.url, MAIL_RATE_PER_SECOND: '10' }));
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 21 }, (_, i) =>
        mailer.send({ to: `pace${i}@operators.test`, subject: 'Pace', html: '<p>x</p>', text: 'x' }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    mailer.close();
    expect(sink.messages).toHaveLength(21);
    // 10 in the first second, 10 in the second, the 21st once the second has passed.
    expect(seconds).toBeGreaterThanOrEqual(1.9);
    expect(seconds).toBeLessThan(4);
  });

  it('reports a server that refuses the connection as a temporary failure, worth a retry', async () => {
    const refused = await startSmtpSink({ parse: false });
    await refused.close();
    const mailer = createMailer(loadConfig({ SMTP_URL: refused.url }));
    const failure = await mailer.send({ to: 'nobody@operators.test', subject: 'x', html: '<p>x</p>', text: 'x' }).catch((e) => e);
    mailer.close();
    expect(failure).toBeInstanceOf(MailError);
    expect(failure).toMatchObject({ permanent: false });
    expect((failure as MailError).message).toMatch(/ECONNREFUSED/);
  });

  it('sends again after being closed, on a new pool', async () => {
    const mailer = createMailer(loadConfig({ SMTP_URL: sink.url }));
    await mailer.send({ to: 'first@operators.test', subject: 'One', html: '<p>1</p>', text: '1' });
    mailer.close();
    const { messageId } = await mailer.send({ to: 'second@operators.test', subject: 'Two', html: '<p>2</p>', text: '2' });
    mailer.close();
    expect(messageId).toMatch(/@/);
    expect(sink.messages.map((m) => m.to)).toEqual(expect.arrayContaining(['first@operators.test', 'second@operators.test']));
  });
});
