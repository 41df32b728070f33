/**
 * A counting SMTP sink in a process of its own, for the newsletter benchmark: the receiving server
 * must not share the sender's event loop, or it would slow the sender it measures. Prints its URL and
 * runs until killed.
 */
import { startSmtpSink } from '~/tests/support/smtp-sink';

const sink = await startSmtpSink({ keep: false });
console.log(sink.url);
