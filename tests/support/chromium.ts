/**
 * Debian's Chromium as the browser tests and Lighthouse run it: as root it needs --no-sandbox, and
 * the background-networking flags keep it from calling hosts this machine cannot reach.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
