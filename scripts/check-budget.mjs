#!/usr/bin/env node
// The JavaScript budget of public pages (docs/decisions/0016-javascript-budget.md, 0017-light-public-pages.md):
// reads the web build's React Router manifest and, for every public page of the route table, adds up the gzip size
// of every script the page loads at start: the client entry and its imports, the module and static imports of
// every route matched on the way down (root, layout, page; the same files the server announces as
// `modulepreload`), the string areas the entry loads before hydrating (`i18n-base-<lang>` and the areas the
// matched routes declare in `handle.i18n`; the heavier language counts), and the part of the route manifest the
// page carries inline (React Router discovers the other routes lazily, so the manifest file is never loaded).
// Bytes only, never timings, so the result is the same on every machine. Every page is held to 150 KB. Prints a
// table and exits 1 naming each page over the budget and its largest chunks. It also checks that the heaviest code
// (ECharts, the markdown editor) is loaded by no route at start, and that the ECharts chunk holds only the parts the
// bank's chart draws (`onDemandProblems`), and exits 1 naming what is out of place.
//
//   node scripts/check-budget.mjs [build/client folder]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The target, in gzip bytes, for the scripts any public page loads at start. */
export const BUDGET_BYTES = 150 * 1024;

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

/** A string area's chunk, by area and language (apps/web/vite.config.ts names them). */
export const DICTIONARY_CHUNK = /^i18n-([\w-]+?)-(zh-CN|en)-[\w-]{8}\.js$/;

/** The string areas a route module declares (`export const handle = { i18n: ['forum'] }`), read from its chunk. */
export function declaredAreas(code) {
  const found = /\bi18n\s*:\s*\[([^\]]*)\]/.exec(code);
  if (!found) return [];
  return [...found[1].matchAll(/["'`]([\w-]+)["'`]/g)].map((m) => m[1]);
}

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
 * `dictionaries(areas)` gives, per language, the scripts of those string areas; the language adding most counts.
 * `areasOf(routeId)` gives the areas a route declares.
 */
export function initialScripts(
  manifest,
  chain,
  { dictionaries = () => [], areasOf = () => [], sizeOf = () => 0 } = {},
) {
  const seen = new Set();
  const add = (url) => url && seen.add(url);
  add(manifest.entry.module);
  manifest.entry.imports.forEach(add);
  for (const id of chain) {
    const route = manifest.routes[id];
    add(route.module);
    (route.imports ?? []).forEach(add);
  }
  const areas = ['base', ...new Set(chain.flatMap((id) => areasOf(id)))];
  const extra = (set) => set.filter((url) => !seen.has(url)).reduce((sum, url) => sum + sizeOf(url), 0);
  const heaviest = [...dictionaries(areas)].sort((a, b) => extra(b) - extra(a))[0];
  (heaviest ?? []).forEach(add);
  return [...seen];
}

/** The route manifest a page carries inline (its own routes only), gzip bytes. */
export function inlineManifestBytes(manifest, chain) {
  const routes = Object.fromEntries(chain.map((id) => [id, manifest.routes[id]]));
  return gzipSync(JSON.stringify({ entry: manifest.entry, routes, version: manifest.version }), { level: 9 }).length;
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
 * Measures every public page: `sizeOf(url)` gives a script's gzip bytes. Returns the pages, largest first, each
 * with its total, its scripts (largest first) and whether it is over the budget (`over`, which fails the check).
 */
export function measure(
  manifest,
  sizeOf,
  { budget = BUDGET_BYTES, privateIds = PRIVATE_ROUTE_IDS, dictionaries, areasOf } = {},
) {
  return publicPages(manifest.routes, privateIds)
    .map((id) => {
      const chain = routeChain(manifest.routes, id);
      const scripts = initialScripts(manifest, chain, { dictionaries, areasOf, sizeOf })
        .map((url) => ({ url, bytes: sizeOf(url) }))
        .concat([{ url: '(route manifest, inline)', bytes: inlineManifestBytes(manifest, chain) }])
        .sort((a, b) => b.bytes - a.bytes);
      const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
      const path = routePath(manifest.routes, id);
      return { id, path, total, scripts, over: total > budget };
    })
    .sort((a, b) => b.total - a.total || a.id.localeCompare(b.id));
}

/**
 * The heaviest browser code, which loads only where it is used: ECharts with the bank's rate chart, the markdown
 * editor when a member opens it. Each is found in the build by a string its code always carries; neither may be
 * among the scripts any route loads at start (the entry, a route's module and its static imports), only behind an
 * `import()`.
 */
export const ON_DEMAND_CODE = [
  { name: 'ECharts', mark: '_echarts_instance_' },
  { name: 'the markdown editor', mark: 'w-md-editor' },
];

/**
 * What the bank's rate chart draws is a line with marks on a grid, with a tooltip. A series or component type
 * named in the ECharts chunk beyond that means a barrel (`echarts/charts`, `echarts/components`) or an unused part
 * came back. Types as the chunk declares them (`.type="legend.plain"`).
 */
/** The line, and the base every series is built on. */
export const ECHARTS_DRAWN_SERIES = ['series.__base__', 'series.line'];
export const ECHARTS_UNDRAWN_COMPONENTS = [
  'brush',
  'calendar',
  'dataZoom',
  'dataset',
  'geo',
  'graphic',
  'legend.plain',
  'legend.scroll',
  'markArea',
  'matrix',
  'parallel',
  'polar',
  'radar',
  'singleAxis',
  'thumbnail',
  'timeline',
  'title',
  'toolbox',
  'visualMap',
];

/** The series and component types a built chunk declares. */
export function declaredTypes(code) {
  return [...new Set([...code.matchAll(/\.type\s*=\s*["'`]([\w.]+)["'`]/g)].map((m) => m[1]))].sort();
}

/** ECharts parts in `code` the rate chart does not draw. */
export function undrawnEchartsParts(code) {
  return declaredTypes(code).filter((type) =>
    type.startsWith('series.') ? !ECHARTS_DRAWN_SERIES.includes(type) : ECHARTS_UNDRAWN_COMPONENTS.includes(type),
  );
}

/**
 * Problems with the heavy code in a build, as sentences (none: all is well). `read(file)` gives a chunk's code,
 * `files` every chunk's name. Every route counts, the members' included: the editor's route loads the editor only
 * when its form shows it.
 */
export function onDemandProblems(manifest, files, read, code = ON_DEMAND_CODE) {
  const problems = [];
  const holders = new Map(code.map((c) => [c.name, files.filter((file) => read(file).includes(c.mark))]));
  for (const { name } of code) {
    if (holders.get(name).length === 0) problems.push(`${name} is in no chunk of the build (its mark changed?)`);
  }
  const starts = [
    ['the client entry', [manifest.entry.module, ...manifest.entry.imports]],
    ...Object.values(manifest.routes).map((route) => [route.id, [route.module, ...(route.imports ?? [])]]),
  ];
  for (const [owner, urls] of starts) {
    const loaded = new Set(urls.flatMap((url) => closureOf(url.replace(/^\/assets\//, ''), read)));
    for (const [name, chunks] of holders) {
      for (const chunk of chunks) {
        if (loaded.has(`/assets/${chunk}`)) problems.push(`${name} (${chunk}) loads at the start of ${owner}`);
      }
    }
  }
  for (const chunk of holders.get('ECharts') ?? []) {
    const extra = undrawnEchartsParts(read(chunk));
    if (extra.length)
      problems.push(`the ECharts chunk ${chunk} carries parts the rate chart does not draw: ${extra.join(', ')}`);
  }
  return problems;
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6) + ' KB';

/** The report: one line per page, then, for each page over the budget, its ten largest scripts. */
export function report(pages, budget = BUDGET_BYTES) {
  const lines = [`Initial JavaScript per public page (gzip), each held to ${kb(budget).trim()}.`, ''];
  const width = Math.max(...pages.map((p) => p.path.length), 4);
  for (const page of pages) {
    lines.push(
      `${(page.over ? 'OVER' : 'ok').padStart(4)}  ${page.path.padEnd(width)}  ${kb(page.total)}  ${String(page.scripts.length).padStart(3)} scripts  (${page.id})`,
    );
  }
  const over = pages.filter((p) => p.over);
  for (const page of over) {
    lines.push('', `${page.path} is ${kb(page.total - budget).trim()} over the budget; largest scripts:`);
    for (const s of page.scripts.slice(0, 10)) lines.push(`  ${kb(s.bytes)}  ${s.url}`);
  }
  lines.push(
    '',
    over.length
      ? `${over.length} of ${pages.length} public pages over the budget.`
      : `All ${pages.length} public pages within the budget.`,
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
  const cache = new Map();
  const sizeOf = (url) => {
    if (!cache.has(url)) cache.set(url, gzipSync(readFileSync(join(client, url)), { level: 9 }).length);
    return cache.get(url);
  };
  const code = new Map();
  const read = (file) => {
    if (!code.has(file)) code.set(file, readFileSync(join(assets, file), 'utf8'));
    return code.get(file);
  };
  const chunks = new Map(); // "area:lang" → chunk name
  for (const name of names) {
    const found = DICTIONARY_CHUNK.exec(name);
    if (found) chunks.set(`${found[1]}:${found[2]}`, name);
  }
  const dictionaries = (areas) =>
    ['zh-CN', 'en'].map((lang) =>
      areas.flatMap((area) => {
        const name = chunks.get(`${area}:${lang}`);
        if (!name) throw new Error(`No ${lang} strings for the "${area}" area in the build`);
        return closureOf(name, read);
      }),
    );
  const areasOf = (id) => declaredAreas(read(manifest.routes[id].module.replace(/^\/assets\//, '')));
  const pages = measure(manifest, sizeOf, { dictionaries, areasOf });
  console.log(report(pages));
  const problems = onDemandProblems(
    manifest,
    names.filter((n) => n.endsWith('.js')),
    read,
  );
  console.log(
    problems.length
      ? `\nHeavy code out of place:\n${problems.map((p) => `  ${p}`).join('\n')}`
      : `\nECharts and the markdown editor load only behind import(); the ECharts chunk draws only a line.`,
  );
  process.exit(pages.some((p) => p.over) || problems.length ? 1 : 0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
