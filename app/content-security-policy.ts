import { createHash } from 'node:crypto';
import { FONT_SIZE_BOOT_SCRIPT } from '~/core/preferences';
import { THEME_BOOT_SCRIPT } from './features/theme/theme';

/** The theme and font-size scripts run before any bundle, inline; the policy allows exactly their content. */
const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const BOOT_SCRIPT_HASHES = `${scriptHash(THEME_BOOT_SCRIPT)} ${scriptHash(FONT_SIZE_BOOT_SCRIPT)}`;

/**
 * The Content-Security-Policy of every server-rendered page: scripts only from this origin, the
 * theme script by hash and React Router's inline data by a per-response nonce. Inline styles stay
 * allowed (toasts and React style attributes use them); images may come from publishers over https.
 * Only a frameable page (/embed, core/embed.ts) may be put in a frame by any site; every other page
 * by our own pages only (the embed generator's preview frames /embed).
 */
export function contentSecurityPolicy(nonce: string, { frameable = false }: { frameable?: boolean } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${BOOT_SCRIPT_HASHES}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    // The service worker (/sw.js) and the web app manifest come from this origin only.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    frameable ? 'frame-ancestors *' : "frame-ancestors 'self'",
  ].join('; ');
}
