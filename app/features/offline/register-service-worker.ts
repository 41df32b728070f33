/**
 * Registers the service worker at /sw.js (scope /) once the page has loaded and the browser is
 * idle, so it never competes with the page for the network. It precaches the shell and keeps the
 * pages the reader opened, so the journal opens offline.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The offline copy is not available', error);
    });
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(() => void register()) : setTimeout(register, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
