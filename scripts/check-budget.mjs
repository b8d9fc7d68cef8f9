#!/usr/bin/env node
// The JavaScript budget of public pages (docs/decisions/0016-javascript-budget.md): reads the web build's
// React Router manifest and, for every public page of the route table, adds up the gzip size of every script
// the page loads at start — the manifest itself, the client entry and its imports, the module and static
// imports of every route matched on the way down (root, layout, page), which the server also announces as
// `modulepreload` links, and the language dictionary (`lang-<lang>-<hash>.js`, the largest one counts) that
// the entry loads before hydrating. Bytes only, never timings, so the result is the same on every machine.
// The target is 150 KB a page. Until every page meets it, CI holds each page to a RATCHET: the size it had when
// the check was introduced, rounded up to the next 10 KB (with at least 4 KB to spare), so no page can grow
// while the shell is cut down; lower a page's figure whenever a change makes it smaller, and drop the ratchet
// once every page is within the target. Prints a table and exits 1 naming each page over its limit and its
// largest chunks.
//
//   node scripts/check-budget.mjs [build/client folder]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The target, in gzip bytes, for the scripts any public page loads at start. */
export const BUDGET_BYTES = 150 * 1024;

/**
 * The ratchet (KB, gzip) in force until every page meets the target: each public page's measured size when
 * the check was introduced, rounded up. A page not listed here is held to the largest figure.
 */
export const RATCHET_KB = {
  'routes/auth/oauth-bind': 370,
  'routes/auth/oauth-login': 420,
  'routes/corporate/college': 430,
  'routes/corporate/company': 420,
  'routes/corporate/compare': 430,
  'routes/corporate/contact': 440,
  'routes/corporate/contact-sales': 470,
  'routes/corporate/course-detail': 440,
  'routes/corporate/document-download': 430,
  'routes/corporate/job-detail': 450,
  'routes/corporate/jobs': 430,
  'routes/corporate/material-details': 440,
  'routes/corporate/news': 430,
  'routes/corporate/news-detail': 440,
  'routes/corporate/product-type': 430,
  'routes/corporate/search': 430,
  'routes/corporate/software-download': 440,
  'routes/corporate/solution-detail': 430,
  'routes/corporate/solution-type': 420,
  'routes/corporate/start': 430,
  'routes/forgot-password': 380,
  'routes/forum/article': 510,
  'routes/forum/discuss': 440,
  'routes/forum/profile': 470,
  'routes/home': 440,
  'routes/login': 380,
  'routes/money': 430,
  'routes/not-found': 420,
  'routes/register': 380,
  'routes/shop': 420,
};

/** The limit a page is held to: the target once it meets it, else its ratchet figure. */
export function limitOf(id, ratchet = RATCHET_KB, budget = BUDGET_BYTES) {
  const kb = ratchet[id] ?? Math.max(0, ...Object.values(ratchet));
  return Math.max(budget, kb * 1024);
}

/**
 * Route ids (`routes/…`, `layouts/…` in the manifest) whose pages are not for guests: the console, the member
 * activities, the chat room and the editor. Their subtrees are left out; every other page that has a default
 * export and no redirect is a public page.
 */
export const PRIVATE_ROUTE_IDS = [
  'layouts/admin-layout',
  'layouts/activity-layout',
  'layouts/chat-layout',
  'routes/forum/edit-art',
  // The server status page is a diagnostic for operators (not indexed, linked from nowhere).
  'routes/test',
];

/** Reads `window.__reactRouterManifest={…}` out of the build's `manifest-<hash>.js`. */
export function parseManifest(source) {
  const start = source.indexOf('{');
  const end = source.lastIndexOf('}');
  if (start < 0 || end < start) throw new Error('not a React Router manifest');
  return JSON.parse(source.slice(start, end + 1));
}

/** The chain of route ids from the root down to `id`. */
export function routeChain(routes, id) {
  const chain = [];
  for (let at = routes[id]; at; at = at.parentId ? routes[at.parentId] : undefined) chain.unshift(at.id);
  return chain;
}

/** The leaf routes a guest can open: no children, a page to render, not under a private subtree, not a redirect. */
export function publicPages(routes, privateIds = PRIVATE_ROUTE_IDS) {
  const parents = new Set(Object.values(routes).map((r) => r.parentId));
  return Object.values(routes)
    .filter((r) => !parents.has(r.id) && r.hasDefaultExport !== false)
    .filter((r) => !r.id.startsWith('redirect-'))
    .filter((r) => !routeChain(routes, r.id).some((id) => privateIds.includes(id)))
    .map((r) => r.id)
    .sort();
}

/** Chunks of which the browser loads exactly one before hydrating: one dictionary per language. */
export const STARTUP_ALTERNATIVE = /^lang-[\w-]+-[\w-]{8}\.js$/;

/** The relative static imports (`import … from "./x.js"`, `import "./x.js"`) of a built chunk. */
export function staticImportsOf(code) {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]);
}

/** A chunk and everything it imports statically, as `/assets/…` paths; `read(name)` gives a chunk's code. */
export function closureOf(name, read) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImportsOf(read(file)).forEach(visit);
  };
  visit(name);
  return [...seen].map((file) => `/assets/${file}`);
}

/**
 * Every script (absolute URL path) a page matched by `chain` loads at start, in first-seen order.
 * `alternatives` are script sets of which the page loads one (the dictionaries); the one adding most counts.
 */
export function initialScripts(manifest, chain, alternatives = [], sizeOf = () => 0) {
  const seen = new Set();
  const add = (url) => url && seen.add(url);
  if (manifest.url) add(manifest.url);
  add(manifest.entry.module);
  manifest.entry.imports.forEach(add);
  for (const id of chain) {
    const route = manifest.routes[id];
    add(route.module);
    (route.imports ?? []).forEach(add);
  }
  const extra = (set) => set.filter((url) => !seen.has(url)).reduce((sum, url) => sum + sizeOf(url), 0);
  const heaviest = [...alternatives].sort((a, b) => extra(b) - extra(a))[0];
  (heaviest ?? []).forEach(add);
  return [...seen];
}

/** The address a person types for a route: its paths joined, optional segments dropped, parameters kept. */
export function routePath(routes, id) {
  const parts = routeChain(routes, id)
    .map((r) => (routes[r].index ? '' : (routes[r].path ?? '')))
    .flatMap((p) => p.split('/'))
    .filter((p) => p && !p.endsWith('?'));
  return '/' + parts.join('/');
}

/**
 * Measures every public page: `sizeOf(url)` gives a script's gzip bytes. Returns the pages, largest first,
 * each with its total, its scripts (largest first), its limit (the target, or its ratchet figure), whether it
 * is over that limit (`over`, which fails the check) and whether it is over the target (`overTarget`).
 */
export function measure(
  manifest,
  sizeOf,
  { budget = BUDGET_BYTES, ratchet = RATCHET_KB, privateIds = PRIVATE_ROUTE_IDS, alternatives = [] } = {},
) {
  return publicPages(manifest.routes, privateIds)
    .map((id) => {
      const scripts = initialScripts(manifest, routeChain(manifest.routes, id), alternatives, sizeOf)
        .map((url) => ({ url, bytes: sizeOf(url) }))
        .sort((a, b) => b.bytes - a.bytes);
      const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
      const limit = limitOf(id, ratchet, budget);
      const path = routePath(manifest.routes, id);
      return { id, path, total, scripts, limit, over: total > limit, overTarget: total > budget };
    })
    .sort((a, b) => b.total - a.total || a.id.localeCompare(b.id));
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6) + ' KB';

/** The report: one line per page with its limit, then, for each page over its limit, its ten largest scripts. */
export function report(pages, budget = BUDGET_BYTES) {
  const lines = [
    `Initial JavaScript per public page (gzip). Target ${kb(budget).trim()}; pages above it are held to`,
    'their RATCHET figure (the size when the check was introduced, rounded up) until they meet it.',
    '',
  ];
  const width = Math.max(...pages.map((p) => p.path.length), 4);
  for (const page of pages) {
    const state = page.over ? 'OVER' : page.overTarget ? 'ratchet' : 'ok';
    const limit = page.limit > budget ? `ratchet ${kb(page.limit).trim()}` : `target ${kb(budget).trim()}`;
    lines.push(
      `${state.padStart(7)}  ${page.path.padEnd(width)}  ${kb(page.total)}  ${String(page.scripts.length).padStart(3)} scripts  limit ${limit}  (${page.id})`,
    );
  }
  const over = pages.filter((p) => p.over);
  for (const page of over) {
    lines.push('', `${page.path} is ${kb(page.total - page.limit).trim()} over its limit; largest scripts:`);
    for (const s of page.scripts.slice(0, 10)) lines.push(`  ${kb(s.bytes)}  ${s.url}`);
  }
  const aboveTarget = pages.filter((p) => p.overTarget).length;
  lines.push(
    '',
    over.length
      ? `${over.length} of ${pages.length} public pages over their limit.`
      : `All ${pages.length} public pages within their limits; ${aboveTarget} still above the ${kb(budget).trim()} target (ratchet).`,
  );
  return lines.join('\n');
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const client = process.argv[2] ?? join(root, 'apps/web/build/client');
  const assets = join(client, 'assets');
  let names;
  try {
    names = readdirSync(assets);
  } catch {
    console.error(`No web build at ${client}: run \`npm run build\` first.`);
    process.exit(2);
  }
  const manifestName = names.find((n) => /^manifest-[\w-]+\.js$/.test(n));
  if (!manifestName) {
    console.error(`No React Router manifest in ${assets}.`);
    process.exit(2);
  }
  const manifest = parseManifest(readFileSync(join(assets, manifestName), 'utf8'));
  manifest.url = `/assets/${manifestName}`;
  const cache = new Map();
  const sizeOf = (url) => {
    if (!cache.has(url)) cache.set(url, gzipSync(readFileSync(join(client, url)), { level: 9 }).length);
    return cache.get(url);
  };
  const read = (file) => readFileSync(join(assets, file), 'utf8');
  const alternatives = names.filter((n) => STARTUP_ALTERNATIVE.test(n)).map((n) => closureOf(n, read));
  const pages = measure(manifest, sizeOf, { alternatives });
  console.log(report(pages));
  process.exit(pages.some((p) => p.over) ? 1 : 0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
