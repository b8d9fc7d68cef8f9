#!/usr/bin/env node
// `npm run bench [-- <case>… [--option value…]]`: performance is measured here, never asserted in tests.
//
// Each case is a file scripts/bench/cases/<name>.mjs exporting `description` and `run(options)`; a new
// case is a new file, nothing to register. Without a case name every case runs, in name order.
// `npm run bench -- list` names them. Options (`--duration 5000`, `--topics 100000`…) are handed to each
// case as { duration: '5000', … }; flags without a value are true. What the cases measure, and the figures,
// are in docs/performance.md.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const casesDir = new URL('./bench/cases/', import.meta.url).pathname;
const available = readdirSync(casesDir)
  .filter((f) => f.endsWith('.mjs'))
  .map((f) => f.slice(0, -'.mjs'.length))
  .sort();

const names = [];
const options = {};
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i += 1) {
  const arg = argv[i];
  const option = /^--([\w-]+)(?:=(.*))?$/.exec(arg);
  if (option) {
    const [, key, inline] = option;
    if (inline !== undefined) options[key] = inline;
    else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')) options[key] = argv[++i];
    else options[key] = true;
  } else {
    names.push(arg);
  }
}

if (names[0] === 'list') {
  for (const name of available) {
    const mod = await import(pathToFileURL(join(casesDir, `${name}.mjs`)).href);
    console.log(`${name.padEnd(12)} ${mod.description ?? ''}`);
  }
  process.exit(0);
}

const unknown = names.filter((n) => !available.includes(n));
if (unknown.length > 0) {
  console.error(`Unknown bench case: ${unknown.join(', ')}. Cases: ${available.join(', ')}`);
  process.exit(2);
}

let failed = false;
for (const name of names.length > 0 ? names : available) {
  const mod = await import(pathToFileURL(join(casesDir, `${name}.mjs`)).href);
  console.log(`\n=== ${name}: ${mod.description ?? ''}\n`);
  try {
    await mod.run(options);
  } catch (error) {
    failed = true;
    console.error(`bench case "${name}" failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  }
}
process.exit(failed ? 1 : 0);
