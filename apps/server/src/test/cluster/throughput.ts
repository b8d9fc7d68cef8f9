import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { LoadContext } from './load.js';
import { log, sleep, type Instance, type Nginx } from './processes.js';

/**
 * `npm run test:cluster -- --throughput`: requests per second through nginx with three instances behind it,
 * then with one (nginx reloaded with a one-server upstream), then with three again (to see how much the
 * machine's other work moved the figures), for guests' reads and for members' reads. A closed loop of
 * CONCURRENCY requests at a time for RUN_MS after WARM_MS; the load generator shares the two cores. Beside the
 * rate, the instances' CPU per request (from /proc), the steadier figure. Figures go in docs/performance.md;
 * nothing here is a threshold.
 */

const CONCURRENCY = 16;
const WARM_MS = 2_000;
const RUN_MS = 10_000;

type Request = () => Promise<Response>;

/** CPU time (user + system) of a process so far, in ms; Linux clock ticks are 10 ms. */
function cpuMs(pid: number | undefined): number {
  if (!pid) return 0;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function closedLoop(requests: Request[], ms: number): Promise<{ count: number; failed: number; ms: number[] }> {
  const until = Date.now() + ms;
  const latencies: number[] = [];
  let failed = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        const request = requests[next++ % requests.length]!;
        const t0 = performance.now();
        const res = await request().catch(() => null);
        if (!res || !res.ok) failed += 1;
        await res?.arrayBuffer();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { count: latencies.length, failed, ms: latencies.sort((a, b) => a - b) };
}

export async function measureThroughput(ctx: LoadContext, nginx: Nginx, instances: Instance[]): Promise<void> {
  const { front, discussId, plateId } = ctx;
  const ports = instances.map((i) => i.port);
  const token = ctx.members[0]!.token;
  const auth = { headers: { authorization: `Bearer ${token}` } };
  // What a guest's visit asks for: the page-cached sitemap, a board's list, a topic and its comments.
  const guest: Request[] = [
    () => fetch(`${front}/sitemap.xml`),
    () => fetch(`${front}/prod-api/discuss?plateId=${plateId}`),
    () => fetch(`${front}/prod-api/discuss/${discussId}`),
    () => fetch(`${front}/prod-api/comment/discuss-id/${discussId}`),
  ];
  // The same with a member's session, plus what only members read: their account and the chat room's status.
  const member: Request[] = [
    () => fetch(`${front}/prod-api/account`, auth),
    () => fetch(`${front}/prod-api/discuss?plateId=${plateId}`, auth),
    () => fetch(`${front}/prod-api/discuss/${discussId}`, auth),
    () => fetch(`${front}/prod-api/chat-message/status`, auth),
  ];
  for (const upstream of [ports, ports.slice(0, 1), ports]) {
    await nginx.upstream(upstream);
    for (const [name, requests] of [
      ['guests', guest],
      ['members', member],
    ] as const) {
      await closedLoop(requests, WARM_MS);
      const load = loadavg()[0]!.toFixed(1);
      const cpu0 = instances.map((i) => cpuMs(i.child.pid));
      const r = await closedLoop(requests, RUN_MS);
      const cpu = instances.reduce((sum, i, n) => sum + cpuMs(i.child.pid) - cpu0[n]!, 0);
      const at = (q: number) => (r.ms[Math.floor(q * (r.ms.length - 1))] ?? 0).toFixed(0);
      log(
        `${upstream.length} instance(s), ${name}: ${(r.count / (RUN_MS / 1000)).toFixed(0)} req/s, ` +
          `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, instances' CPU ${(cpu / Math.max(1, r.count)).toFixed(2)} ms/request, ` +
          `${r.failed} failed (load average before: ${load})`,
      );
      await sleep(500);
    }
  }
}
