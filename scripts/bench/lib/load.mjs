// A small HTTP load loop on Node's own `http`: `concurrency` keep-alive connections, each sending its next
// request as soon as the previous answer has been read in full, for a fixed time after a short warm-up.
// Latency is measured per request (send → last byte), so p50/p99 include queueing in the server.
import http from 'node:http';

/** The percentile `p` (0–100) of sorted numbers. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

function once(agent, url, headers) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const request = http.request(url, { method: 'GET', agent, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          bytes,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          headers: response.headers,
        }),
      );
      response.on('error', () => resolve({ status: 0, bytes, ms: 0, headers: {} }));
    });
    request.on('error', () => resolve({ status: 0, bytes: 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    request.end();
  });
}

/** One request, for checks before a run (status, headers, size). */
export async function probe(url, headers = {}) {
  const agent = new http.Agent({ keepAlive: false });
  try {
    return await once(agent, url, headers);
  } finally {
    agent.destroy();
  }
}

/**
 * Runs the loop and answers { requests, rps, p50, p99, mean, errors, statuses, bytes }. `urls` may be one
 * URL or several (taken in turn, e.g. many topics), `headers` are sent with each request. `onMeasureStart`
 * and `onMeasureEnd` run around the measured part (after the warm-up), e.g. to read the server's CPU time.
 */
export async function runLoad({
  urls,
  headers = {},
  concurrency = 10,
  durationMs = 5000,
  warmupMs = 1000,
  onMeasureStart = () => {},
  onMeasureEnd = () => {},
}) {
  const list = Array.isArray(urls) ? urls : [urls];
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let next = 0;
  const pick = () => list[next++ % list.length];
  const worker = async (until, record) => {
    while (process.hrtime.bigint() < until) {
      const result = await once(agent, pick(), headers);
      record(result);
    }
  };
  const now = () => process.hrtime.bigint();
  const ns = (ms) => BigInt(Math.round(ms * 1e6));
  try {
    if (warmupMs > 0) {
      const until = now() + ns(warmupMs);
      await Promise.all(Array.from({ length: concurrency }, () => worker(until, () => {})));
    }
    const latencies = [];
    const statuses = {};
    let errors = 0;
    let bytes = 0;
    onMeasureStart();
    const started = now();
    const until = started + ns(durationMs);
    await Promise.all(
      Array.from({ length: concurrency }, () =>
        worker(until, (r) => {
          latencies.push(r.ms);
          statuses[r.status] = (statuses[r.status] ?? 0) + 1;
          bytes += r.bytes;
          if (r.status < 200 || r.status >= 400) errors += 1;
        }),
      ),
    );
    const elapsed = Number(now() - started) / 1e9;
    onMeasureEnd();
    latencies.sort((a, b) => a - b);
    return {
      requests: latencies.length,
      rps: latencies.length / elapsed,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      mean: latencies.reduce((s, v) => s + v, 0) / Math.max(1, latencies.length),
      errors,
      statuses,
      bytes,
      seconds: elapsed,
    };
  } finally {
    agent.destroy();
  }
}
