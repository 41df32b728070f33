/**
 * Date and number formatters built on first use. Building an Intl formatter loads locale data: on a
 * phone (Lighthouse's 4x slower CPU) one costs up to 60 ms, and formatters declared at module level
 * were all built while the page's scripts evaluated, in one long task before hydration, though
 * most are never used on the page at hand.
 */
function lazy<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

/**
 * Formatters already built, by locale and options: modules that declare the same one (the home page
 * had "Nov 25" in two) share it rather than build it twice. Keys are a few dozen, fixed by the code.
 */
const built = new Map<string, unknown>();

function shared<T>(key: string, build: () => T): T {
  if (!built.has(key)) built.set(key, build());
  return built.get(key) as T;
}

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Pick<Intl.DateTimeFormat, 'format' | 'formatToParts'> {
  const formatter = lazy(() =>
    shared(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options)),
  );
  return {
    format: (date) => formatter().format(date),
    formatToParts: (date) => formatter().formatToParts(date),
  };
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Pick<Intl.NumberFormat, 'format'> {
  const formatter = lazy(() =>
    shared(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)),
  );
  return { format: (value) => formatter().format(value) };
}

/**
 * Builds a formatter of `locale` and drops it: the first one loads the locale's data, the costly
 * part, so that the formatters built while the page hydrates come cheap (app/entry.client.tsx).
 */
export function loadLocaleData(locale: string, timeZone: string): void {
  new Intl.DateTimeFormat(locale, { timeZone }).format(0);
  new Intl.NumberFormat(locale).format(0);
}
