const HEAD_END = '</head>';
const PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;

/** Preloads asked for per task: each is a request the browser starts at once (about 1 ms on a phone). */
export const PRELOADS_PER_TASK = 6;

/**
 * The script that asks for the preloads once the page has painted: a frame, then a task per
 * PRELOADS_PER_TASK of them, so the requests start after the paint and never make one long task
 * (45 at once took 33 ms at full speed under Lighthouse, a 130 ms task on its phone). A page hidden
 * in a background tab paints no frame; its scripts still load, through the imports of React
 * Router's module script.
 */
export function preloadAfterPaintScript(hrefs: string[]): string {
  // JSON of our own asset paths; `<` escaped so no value can close the script element.
  const list = JSON.stringify(hrefs).replaceAll('<', '\\u003c');
  return `requestAnimationFrame(()=>{const hrefs=${list};const next=()=>{for(const href of hrefs.splice(0,${PRELOADS_PER_TASK})){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}if(hrefs.length)setTimeout(next)};setTimeout(next)})`;
}

/** The scripts a page rewritten here preloads (for the JavaScript budget, scripts/check-budgets.ts). */
export function preloadedScripts(html: string): string[] {
  const list = /const hrefs=(\[[^\]]*\]);/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/**
 * Moves the page's script preloads (React Router's `<link rel="modulepreload">`, written where
 * `<Scripts>` stands, at the end of the body) to a script in the head that asks for them just after
 * the first paint. The server's HTML is complete without JavaScript: the scripts only hydrate it.
 * Preloads the browser finds in the page start ~100 KB of downloads before it has painted, sharing
 * a slow phone connection with the page itself, and Lighthouse's simulation then counts every one
 * of them before the largest paint (2.5–3 s on its slow 4G instead of 1 s). Without preloads at
 * all, the browser would find the module graph import by import: measured on slow 4G with a 4x
 * slower CPU, hydration came 0.7 s later. Asked for right after the paint, they keep the parallel
 * download. A page without a head end is returned unchanged.
 */
export function scriptPreloadsAfterPaint(html: string, nonce: string): string {
  const hrefs: string[] = [];
  const without = html.replace(PRELOAD, (_link, href: string) => {
    hrefs.push(href);
    return '';
  });
  const end = without.indexOf(HEAD_END);
  if (end === -1 || !hrefs.length) return html;
  return `${without.slice(0, end)}<script nonce="${nonce}">${preloadAfterPaintScript(hrefs)}</script>${without.slice(end)}`;
}
