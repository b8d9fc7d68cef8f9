// Measuring a list of cases against a running server, each read against a bare Fastify route's requests per
// second, and printing them as a table: shared by the HTTP cases (web.mjs, member-pages.mjs).
import { probe, runLoad } from './load.mjs';
import { cpuMs, mainThreadCpuMs, watchRss } from './proc.mjs';
import { startBareServer } from './server.mjs';

/** The headers a JSON client sends (the bare route is asked as the API is). */
const API = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

export const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

export async function json(url, headers = {}) {
  const res = await fetch(url, { headers: { accept: 'application/json', ...headers } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

export function printRows(rows) {
  const header = ['case', 'req/s', 'p50 ms', 'p99 ms', '× bare', 'CPU ms/req', 'main thread', 'errors', 'note'];
  const table = rows.map((r) => [
    r.name,
    fmt(r.rps),
    fmt(r.p50),
    fmt(r.p99),
    r.ratio === undefined ? '' : `${fmt(r.ratio * 100, 1)}%`,
    r.cpuPerRequest === null || r.cpuPerRequest === undefined ? '' : fmt(r.cpuPerRequest),
    r.mainThreadPerRequest === null || r.mainThreadPerRequest === undefined ? '' : fmt(r.mainThreadPerRequest),
    r.errors ? `${r.errors} ${JSON.stringify(r.statuses)}` : '0',
    r.note ?? '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of table) console.log(line(row));
}

/** Measures each case in turn against `base`, with the bare route's req/s as the yardstick. */
export async function measure(base, pid, cases, settings, bareRps) {
  const rows = [];
  for (const c of cases) {
    const urls = (Array.isArray(c.path) ? c.path : [c.path]).map((p) => base + p);
    const first = await probe(urls[0], c.headers);
    if (first.status !== 200) console.warn(`  ${c.name}: ${c.path} answered ${first.status}`);
    const rss = pid ? watchRss(pid) : null;
    let cpuBefore = null;
    let cpuAfter = null;
    let mainBefore = null;
    let mainAfter = null;
    const result = await runLoad({
      urls,
      headers: c.headers,
      concurrency: settings.concurrency,
      durationMs: settings.duration,
      warmupMs: settings.warmup,
      onMeasureStart: () => {
        cpuBefore = pid ? cpuMs(pid) : null;
        mainBefore = pid ? mainThreadCpuMs(pid) : null;
      },
      onMeasureEnd: () => {
        cpuAfter = pid ? cpuMs(pid) : null;
        mainAfter = pid ? mainThreadCpuMs(pid) : null;
      },
    });
    const peak = rss?.stop() ?? null;
    rows.push({
      ...c,
      ...result,
      headers: undefined,
      ratio: bareRps ? result.rps / bareRps : undefined,
      cpuPerRequest: cpuBefore !== null && cpuAfter !== null ? (cpuAfter - cpuBefore) / result.requests : null,
      mainThreadPerRequest:
        mainBefore !== null && mainAfter !== null ? (mainAfter - mainBefore) / result.requests : null,
      rssPeakMb: peak,
      cacheHeader: first.headers?.['x-page-cache'] ?? null,
    });
    process.stdout.write(`  ${c.name.padEnd(34)} ${fmt(result.rps).padStart(8)} req/s  p50 ${fmt(result.p50)} ms\n`);
  }
  return rows;
}

/** The bare Fastify route under the same load, in a process of its own: what this machine serves at best now. */
export async function measureBare(settings) {
  const bare = await startBareServer();
  try {
    const r = await runLoad({
      urls: `${bare.url}/bare`,
      headers: API,
      concurrency: settings.concurrency,
      durationMs: settings.duration,
      warmupMs: settings.warmup,
    });
    return { name: 'bare Fastify route', ...r, ratio: 1 };
  } finally {
    await bare.stop();
  }
}
