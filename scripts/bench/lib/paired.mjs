// CPU per page of two builds measured in alternation, for comparisons on a busy machine: one request at a time,
// in blocks of `block` requests of one case on one build, then the same case on the other build (which build
// goes first alternates by round), `rounds` times over every case. Each block's CPU is read from /proc before and
// after it (all the server's threads: the thread pool's compression too), so load that comes and goes falls on
// both builds alike, and no queueing inflates the figures as ten concurrent connections do on two busy cores.
import { probe } from './load.mjs';
import { cpuMs } from './proc.mjs';

/** The server's threads finish what a request left (compression on the thread pool) before CPU is read. */
const SETTLE_MS = 30;

/**
 * `builds`: [{ label, server: { url, pid }, cases: [{ name, path, headers }] }], the same cases in the same
 * order on each. Answers one row per case and build: { name, label, cpuPerRequest, requests, bytes, errors }.
 */
export async function measurePaired(builds, { rounds, block, only, warmup = 8 }) {
  const picked = builds[0].cases.map((c, i) => i).filter((i) => !only || builds[0].cases[i].name.includes(only));
  for (const build of builds) {
    for (const i of picked) {
      const c = build.cases[i];
      for (let n = 0; n < warmup; n += 1) await probe(build.server.url + c.path, c.headers);
    }
  }
  const totals = new Map();
  const total = (build, i) => {
    const key = `${build.label} ${i}`;
    if (!totals.has(key)) totals.set(key, { cpu: 0, requests: 0, bytes: 0, errors: 0 });
    return totals.get(key);
  };
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? builds : [...builds].reverse();
    for (const i of picked) {
      for (const build of order) {
        const c = build.cases[i];
        const sum = total(build, i);
        const before = cpuMs(build.server.pid);
        for (let n = 0; n < block; n += 1) {
          const answer = await probe(build.server.url + c.path, c.headers);
          if (answer.status !== 200) sum.errors += 1;
          sum.bytes += answer.bytes;
        }
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        sum.cpu += cpuMs(build.server.pid) - before;
        sum.requests += block;
      }
    }
    process.stdout.write(`  round ${round + 1} of ${rounds}\n`);
  }
  const rows = [];
  for (const i of picked) {
    for (const build of builds) {
      const sum = total(build, i);
      rows.push({
        name: build.cases[i].name,
        label: build.label,
        cpuPerRequest: sum.cpu / sum.requests,
        requests: sum.requests,
        bytes: sum.bytes / sum.requests,
        errors: sum.errors,
      });
    }
  }
  return rows;
}
