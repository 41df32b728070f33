/** The page a browser benchmark measures: `--path /newsletter`, or the home page. */
export function pagePathArgument(argv: readonly string[] = process.argv): string {
  const at = argv.indexOf('--path');
  const pagePath = at === -1 ? '/' : (argv[at + 1] ?? '');
  if (!pagePath.startsWith('/')) throw new Error('--path takes a path of the journal, such as /embed');
  return pagePath;
}
