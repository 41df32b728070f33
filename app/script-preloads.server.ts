import { Transform } from 'node:stream';

/** A head longer than this is passed on unchanged (ours is about 10 KB). */
const MAX_HEAD_BYTES = 256 * 1024;
const HEAD_END = '</head>';
const PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;

/**
 * The script that asks for the preloads once the page has painted: a frame, then a task, so the
 * request starts after the paint. A page hidden in a background tab paints no frame; its scripts
 * still load, through the imports of React Router's module script.
 */
export function preloadAfterPaintScript(hrefs: string[]): string {
  // JSON of our own asset paths; `<` escaped so no value can close the script element.
  const list = JSON.stringify(hrefs).replaceAll('<', '\\u003c');
  return `requestAnimationFrame(()=>setTimeout(()=>{for(const href of ${list}){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}}))`;
}

/** The scripts a page rewritten here preloads (for the JavaScript budget, scripts/check-budgets.ts). */
export function preloadedScripts(html: string): string[] {
  const list = /for\(const href of (\[[^\]]*\])\)/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/**
 * Moves the page's script preloads (React Router's `<link rel="modulepreload">`, which React writes
 * into the head) to just after the first paint. The server's HTML is complete without JavaScript:
 * the scripts only hydrate it. Preloads in the head start ~165 KB of downloads before the page has
 * painted, sharing a slow phone connection with the page itself, and Lighthouse's simulation then
 * counts every one of them before the largest paint (2.5–3 s on its slow 4G instead of 1 s).
 * Without preloads at all, the browser would find the module graph import by import: measured on
 * slow 4G with a 4x slower CPU, hydration came 0.7 s later. Asked for right after the paint, they
 * keep the parallel download.
 *
 * Only the head is rewritten: the stream is held until `</head>` (the first chunk, in practice),
 * then passed through untouched.
 */
export function scriptPreloadsAfterPaint(nonce: string): Transform {
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
      const hrefs: string[] = [];
      let rewritten = bytes
        .subarray(0, end)
        .toString('utf8')
        .replace(PRELOAD, (_link, href: string) => {
          hrefs.push(href);
          return '';
        });
      if (hrefs.length) rewritten += `<script nonce="${nonce}">${preloadAfterPaintScript(hrefs)}</script>`;
      callback(null, Buffer.concat([Buffer.from(rewritten), bytes.subarray(end)]));
    },
    flush(callback) {
      callback(null, head ? Buffer.concat(head) : undefined);
    },
  });
}
