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
 */
export function contentSecurityPolicy(nonce: string): string {
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
    "frame-ancestors 'self'",
  ].join('; ');
}
