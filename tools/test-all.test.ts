import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exitCode, runSuites, summary, SUITES } from '../scripts/test-all.mjs';
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

  it('runs the server suite even when the unit suite fails, and fails overall', () => {
    const ran: string[] = [];
    const results = runSuites(SUITES, (suite) => {
      ran.push(suite.script);
      return suite.script === 'test:unit' ? 1 : 0;
    });
    expect(ran).toEqual(['test:unit', 'test:server']);
    expect(exitCode(results)).toBe(1);
    const text = summary(results);
    expect(text).toMatch(/FAILED \(exit 1\) {2}unit/);
    expect(text).toMatch(/passed {2}server integration/);
    expect(text).toMatch(/1 of 2 suites failed/);
  });

  it('fails when only the last suite fails, and passes when both pass', () => {
    const lastFails = runSuites(SUITES, (suite) => (suite.script === 'test:server' ? 2 : 0));
    expect(exitCode(lastFails)).toBe(1);
    const allPass = runSuites(SUITES, () => 0);
    expect(exitCode(allPass)).toBe(0);
    expect(summary(allPass)).toMatch(/All suites passed/);
  });
});
