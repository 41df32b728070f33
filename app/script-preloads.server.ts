import { Transform } from 'node:stream';

/** A head longer than this is passed on unchanged (ours is about 10 KB). */
const MAX_HEAD_BYTES = 256 * 1024;
const HEAD_END = '</head>';

/**
 * Marks the page's script preloads (React Router's `<link rel="modulepreload">`, which React
 * writes into the head) `fetchpriority="low"`. The server's HTML is complete without JavaScript:
 * the scripts only hydrate it, so on a slow phone connection the stylesheet and the page's images
 * should have the bandwidth first and the first paint should not wait for the scripts. Chrome
 * fetches module preloads at high priority otherwise, and Lighthouse counts them as blocking the
 * first paint whenever they arrive before it.
 *
 * Only the head is rewritten: the stream is held until `</head>` (the first chunk, in practice),
 * then passed through untouched.
 */
export function lowPriorityScriptPreloads(): Transform {
  let head: Buffer[] | null = [];
  let headBytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!head) return callback(null, chunk);
      head.push(chunk);
      headBytes += chunk.length;
      const bytes = Buffer.concat(head);
      // Found in bytes, so that a character cut between chunks is never decoded half.
      const end = bytes.indexOf(HEAD_END);
      if (end === -1 && headBytes < MAX_HEAD_BYTES) return callback();
      head = null;
      if (end === -1) return callback(null, bytes);
      const rewritten = bytes
        .subarray(0, end)
        .toString('utf8')
        .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
      callback(null, Buffer.concat([Buffer.from(rewritten), bytes.subarray(end)]));
    },
    flush(callback) {
      callback(null, head ? Buffer.concat(head) : undefined);
    },
  });
}
