import { createHash } from 'node:crypto';
import { THEME_BOOT_SCRIPT } from './features/theme/theme';

/** The theme script runs before any bundle, inline; the policy allows exactly its content. */
const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')}'`;

/**
 * The Content-Security-Policy of every server-rendered page: scripts only from this origin, the
 * theme script by hash and React Router's inline data by a per-response nonce. Inline styles stay
 * allowed (toasts and React style attributes use them); images may come from publishers over https.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${THEME_SCRIPT_HASH}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
