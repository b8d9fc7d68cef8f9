import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exitCode, failureLines, runSuites, summary, SUITES } from '../scripts/test-all.mjs';
import config from '../vitest.config';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('npm test', () => {
  it('is the script that runs every suite, and each suite it names exists', () => {
    expect(pkg.scripts.test).toBe('node scripts/test-all.mjs');
    for (const suite of SUITES) expect(pkg.scripts[suite.script]).toMatch(/^vitest run /);
    // Between them the suites cover every vitest project.
    const projects = SUITES.flatMap((s) => [...pkg.scripts[s.script].matchAll(/--project ([\w-]+)/g)].map((m) => m[1]));
    const configured = ((config as { test?: { projects?: Array<{ test?: { name?: string } }> } }).test?.projects ?? [])
      .map((project) => project.test?.name)
      .sort();
    expect(configured).toEqual(['contracts', 'server', 'server-isolated', 'tools', 'web']);
    expect(projects.sort()).toEqual(configured);
  });

  it('runs the server suite even when the unit suite fails, and fails overall', async () => {
    const ran: string[] = [];
    const results = await runSuites(SUITES, async (suite) => {
      ran.push(suite.script);
      return suite.script === 'test:unit' ? { code: 1, output: '' } : { code: 0, output: '' };
    });
    expect(ran).toEqual(['test:unit', 'test:server']);
    expect(exitCode(results)).toBe(1);
    const text = summary(results);
    expect(text).toMatch(/FAILED \(exit 1\) {2}unit/);
    expect(text).toMatch(/passed {2}server integration/);
    expect(text).toMatch(/1 of 2 suites failed/);
  });

  it('fails when only the last suite fails, and passes when both pass', async () => {
    const lastFails = await runSuites(SUITES, async (suite) => ({
      code: suite.script === 'test:server' ? 2 : 0,
      output: '',
    }));
    expect(exitCode(lastFails)).toBe(1);
    const allPass = await runSuites(SUITES, async () => ({ code: 0, output: ' FAIL  not a failure of a passing run' }));
    expect(exitCode(allPass)).toBe(0);
    expect(summary(allPass)).toMatch(/All suites passed/);
  });

  it('repeats in its summary the lines naming a failed test, colours stripped, each once', async () => {
    const report = [
      ' \u001b[32m✓\u001b[39m web apps/web/app/a.test.tsx (3 tests) 120ms',
      ' \u001b[31m❯\u001b[39m web apps/web/app/b.test.tsx (2 tests | 1 failed) 900ms',
      '   \u001b[31m×\u001b[39m b > opens the menu 850ms',
      ' FAIL  web  apps/web/app/b.test.tsx > b > opens the menu',
      'AssertionError: expected false to be true',
      ' FAIL  web  apps/web/app/b.test.tsx > b > opens the menu',
    ].join('\n');
    expect(failureLines(report)).toEqual([
      '× b > opens the menu 850ms',
      'FAIL  web  apps/web/app/b.test.tsx > b > opens the menu',
      'AssertionError: expected false to be true',
    ]);
    const results = await runSuites(SUITES, async (suite) =>
      suite.script === 'test:unit' ? { code: 1, output: report } : { code: 0, output: report },
    );
    const text = summary(results);
    expect(text).toContain('      FAIL  web  apps/web/app/b.test.tsx > b > opens the menu');
    // A passing suite's output is not searched: only the failed one's lines are repeated.
    expect(text.match(/opens the menu 850ms/g)).toHaveLength(1);
  });
});
