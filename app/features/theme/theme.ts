import { EMBED_PATH } from '~/core/embed';

/** Theme preference (light, dark or system), stored in localStorage under the key 'theme'. */
export const THEME_STORAGE_KEY = 'theme';
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_TRANSITION_MS = 300;

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/**
 * Runs inline in <head> before the body paints, so a server-rendered page never flashes the wrong
 * theme. Mirrors applyTheme below; kept as a string because it must run before any bundle loads.
 * The embedded feed (/embed) takes the theme its host chose in the query (light, dark, auto as the
 * system's), never the reader's choice saved on our own site.
 */
export const THEME_BOOT_SCRIPT = `(function(){try{var e=location.pathname==='${EMBED_PATH}',q=e?new URLSearchParams(location.search).get('theme'):null;var t=e?(q==='auto'?'system':q):localStorage.getItem('${THEME_STORAGE_KEY}');var d=t==='dark'||(t==='system'&&window.matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.toggle('dark',d);}catch(e){}})();`;

export function readTheme(): Theme {
  try {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(saved) ? saved : 'light';
  } catch (error) {
    console.warn('Could not read the saved theme', error);
    return 'light';
  }
}

/** Applies a mode at once: dark adds the class, light removes it, system follows the OS right now. */
export function applyTheme(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  const root = document.documentElement;
  root.classList.add('theme-transition');
  root.classList.toggle('dark', dark);
  window.setTimeout(() => root.classList.remove('theme-transition'), THEME_TRANSITION_MS);
}

export function saveTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch (error) {
    console.warn('Could not save the theme', error);
  }
}

const listeners = new Set<() => void>();

/** Subscribes to theme changes made here or in another tab (for useSyncExternalStore). */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Chooses a mode: applies it at once, saves it and tells every subscriber. */
export function chooseTheme(theme: Theme): void {
  applyTheme(theme);
  saveTheme(theme);
  for (const listener of listeners) listener();
}
