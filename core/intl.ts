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

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Pick<Intl.DateTimeFormat, 'format' | 'formatToParts'> {
  const formatter = lazy(() => new Intl.DateTimeFormat(locale, options));
  return {
    format: (date) => formatter().format(date),
    formatToParts: (date) => formatter().formatToParts(date),
  };
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Pick<Intl.NumberFormat, 'format'> {
  const formatter = lazy(() => new Intl.NumberFormat(locale, options));
  return { format: (value) => formatter().format(value) };
}
