/**
 * The lint rule "no mutable module-level state in server/" (eslint.config.js) on two fixtures
 * linted as if they lived under server/: one keeping state in module variables, one holding only
 * constants.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const FIXTURES = path.resolve('tests/lint-fixtures/server');
const eslint = new ESLint({ ignore: false, overrideConfigFile: path.resolve('eslint.config.js') });

/** The module-state findings for a fixture placed at server/<name>, as [line, message] pairs. */
async function moduleStateFindings(fixture: string): Promise<[number, string][]> {
  const text = fs.readFileSync(path.join(FIXTURES, fixture), 'utf8');
  const [result] = await eslint.lintText(text, { filePath: path.resolve('server', fixture) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => [m.line, m.message]);
}

describe('no mutable module-level state in server/', () => {
  it('reports every module variable that holds process state', async () => {
    const text = fs.readFileSync(path.join(FIXTURES, 'module-state.ts'), 'utf8');
    const flaggedLines = text.split('\n').flatMap((line, index) => (line.includes('// flagged') ? [index + 1] : []));
    const findings = await moduleStateFindings('module-state.ts');
    expect(flaggedLines).toHaveLength(10);
    expect(findings.map(([line]) => line)).toEqual(flaggedLines);
    expect(findings[0]![1]).toMatch(/build it in the composition root \(server\/services\.ts\)/);
  });

  it('allows constants: lookup tables from a list, patterns, URLs, formatters, and state inside factories', async () => {
    expect(await moduleStateFindings('module-constants.ts')).toEqual([]);
  });

  it('does not apply to tests, which may keep fixtures in module variables', async () => {
    const text = fs.readFileSync(path.join(FIXTURES, 'module-state.ts'), 'utf8');
    const [result] = await eslint.lintText(text, { filePath: path.resolve('server', 'module-state.test.ts') });
    expect(result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax')).toEqual([]);
  });
});
