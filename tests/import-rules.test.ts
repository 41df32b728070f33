import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of eslint.config.js, each tried on a small violating fixture (and on an allowed
 * neighbour, so a rule that reports everything fails too). Fixture files need not exist: ESLint
 * lints the text as if it lived at that path; the imported modules are real.
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ ignore: false });
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.startsWith('import-x/') || m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

const cases: { rule: string; file: string; code: string; allowedFile?: string; allowedCode?: string }[] = [
  {
    rule: 'core imports nothing outside core',
    file: 'core/fixture.ts',
    code: "export { logger } from '~/server/logger';",
    allowedCode: "export { SITE } from '~/core/site';",
  },
  {
    rule: 'core uses no Node API',
    file: 'core/fixture.ts',
    code: "export { createHash } from 'node:crypto';",
  },
  {
    rule: 'server never imports app',
    file: 'server/fixture.ts',
    code: "export { TEXT } from '~/app/root';",
    allowedCode: "export { SITE } from '~/core/site';",
  },
  {
    rule: 'browser code reaches server only through *.server.ts',
    file: 'app/routes/fixture.tsx',
    code: "export { logger } from '~/server/logger';",
    allowedFile: 'app/routes/fixture.server.ts',
  },
  {
    rule: 'app/ui imports no feature',
    file: 'app/ui/fixture.tsx',
    code: "export { MustRead } from '~/app/features/news/MustRead';",
    allowedCode: "export { SITE } from '~/core/site';",
  },
  {
    rule: 'a feature imports no other feature',
    file: 'app/features/newsletter/fixture.tsx',
    code: "export { MustRead } from '~/app/features/news/MustRead';",
    allowedFile: 'app/features/news/fixture.tsx',
  },
  {
    rule: 'a feature imports no route',
    file: 'app/features/news/fixture.tsx',
    code: "export { meta } from '~/app/routes/newsletter';",
  },
  {
    rule: 'imports climb folders through ~/',
    file: 'app/features/news/fixture.tsx',
    code: "export { SITE } from '../../../core/site';",
    allowedCode: "export { SITE } from '~/core/site';",
  },
];

describe('import rules', () => {
  it.each(cases)('$rule: the violating fixture fails lint', async ({ file, code }) => {
    expect(await problems(file, code)).not.toEqual([]);
  });

  it.each(cases.filter((c) => c.allowedFile || c.allowedCode))('$rule: the allowed neighbour passes', async (c) => {
    expect(await problems(c.allowedFile ?? c.file, c.allowedCode ?? c.code)).toEqual([]);
  });

  it('an import cycle fails lint', async () => {
    const results = await eslint.lintFiles(['tests/lint-fixtures/cycle/']);
    const cycles = results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'import-x/no-cycle'));
    expect(cycles.length).toBeGreaterThan(0);
  });
});
