#!/usr/bin/env node
// `npm test`: the unit suites (contracts, tools, web) and then the server integration suite, both every time.
// Chained with `&&`, a failing unit test hid the server suite's result; here each suite runs to its end, a
// summary names both outcomes, and the exit code is non-zero when either failed. Arguments after `--` go to
// both suites (vitest filters), which is why each is told to pass when a filter leaves it nothing to run.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const SUITES = [
  { name: 'unit (contracts, tools, web)', script: 'test:unit' },
  { name: 'server integration', script: 'test:server' },
];

/** Runs every suite in turn whatever the previous one gave; `run` returns the exit code. */
export function runSuites(suites, run) {
  return suites.map((suite) => {
    const started = Date.now();
    const code = run(suite);
    return { name: suite.name, code, seconds: Math.round((Date.now() - started) / 1000) };
  });
}

export function summary(results) {
  const lines = results.map(
    (r) => `  ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`}  ${r.name}  ${r.seconds}s`,
  );
  const failed = results.filter((r) => r.code !== 0).length;
  lines.push(failed === 0 ? 'All suites passed.' : `${failed} of ${results.length} suites failed.`);
  return lines.join('\n');
}

export const exitCode = (results) => (results.every((r) => r.code === 0) ? 0 : 1);

function main() {
  const extra = process.argv.slice(2);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const results = runSuites(SUITES, (suite) => {
    const args = ['run', suite.script];
    if (extra.length > 0) args.push('--', '--passWithNoTests', ...extra);
    console.log(`\n=== ${suite.name}: npm ${args.join(' ')}`);
    const result = spawnSync(npm, args, { stdio: 'inherit' });
    return result.status ?? 1;
  });
  console.log(`\n=== npm test\n${summary(results)}`);
  process.exit(exitCode(results));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
