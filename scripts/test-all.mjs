#!/usr/bin/env node
// `npm test`: the unit suites (contracts, tools, web) and then the server integration suite, both every time.
// Chained with `&&`, a failing unit test hid the server suite's result; here each suite runs to its end, a
// summary names both outcomes, and the exit code is non-zero when either failed. Arguments after `--` go to
// both suites (vitest filters), which is why each is told to pass when a filter leaves it nothing to run.
// The summary repeats the lines naming a failed test: a log read from its end (CI keeps only the tail) would
// otherwise show that the first suite failed but not which of its tests.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const SUITES = [
  { name: 'unit (contracts, tools, web)', script: 'test:unit' },
  { name: 'server integration', script: 'test:server' },
];

/** How many failure lines a suite's summary repeats; the full report stays above, in the suite's own output. */
const MAX_FAILURE_LINES = 40;

/** Runs every suite in turn whatever the previous one gave; `run` resolves to `{ code, output }`. */
export async function runSuites(suites, run) {
  const results = [];
  for (const suite of suites) {
    const started = Date.now();
    const { code, output } = await run(suite);
    results.push({
      name: suite.name,
      code,
      failures: code === 0 ? [] : failureLines(output),
      seconds: Math.round((Date.now() - started) / 1000),
    });
  }
  return results;
}

// Terminal colours and cursor codes, which vitest writes when it believes it talks to a terminal.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/**
 * The lines of a vitest report that name a failed test or file (`FAIL  project path > test`, `× test`), each
 * once and in order, at most MAX_FAILURE_LINES of them.
 */
export function failureLines(output) {
  const seen = new Set();
  for (const raw of output.split(/\r?\n/)) {
    const line = raw.replace(ANSI, '').trim();
    if (/^(FAIL|×|✗)\s/.test(line) || /^(Error|AssertionError|TypeError): /.test(line)) seen.add(line);
    if (seen.size >= MAX_FAILURE_LINES) break;
  }
  return [...seen];
}

export function summary(results) {
  const lines = [];
  for (const r of results) {
    lines.push(`  ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`}  ${r.name}  ${r.seconds}s`);
    for (const failure of r.failures ?? []) lines.push(`      ${failure}`);
  }
  const failed = results.filter((r) => r.code !== 0).length;
  lines.push(failed === 0 ? 'All suites passed.' : `${failed} of ${results.length} suites failed.`);
  return lines.join('\n');
}

export const exitCode = (results) => (results.every((r) => r.code === 0) ? 0 : 1);

/** Runs one npm script, passing its output through as it comes and keeping a copy for the summary. */
function runScript(npm, args) {
  return new Promise((resolve) => {
    // Through a pipe vitest would drop its colours; a terminal keeps them.
    const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
    const child = spawn(npm, args, { env, stdio: ['inherit', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      chunks.push(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      chunks.push(chunk);
    });
    child.on('error', () => resolve({ code: 1, output: Buffer.concat(chunks).toString('utf8') }));
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

async function main() {
  const extra = process.argv.slice(2);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const results = await runSuites(SUITES, (suite) => {
    const args = ['run', suite.script];
    if (extra.length > 0) args.push('--', '--passWithNoTests', ...extra);
    console.log(`\n=== ${suite.name}: npm ${args.join(' ')}`);
    return runScript(npm, args);
  });
  console.log(`\n=== npm test\n${summary(results)}`);
  process.exit(exitCode(results));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
