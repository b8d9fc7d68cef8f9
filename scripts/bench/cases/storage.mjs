// The cost of keeping files in an S3 bucket rather than on local disk, for what members do with files: upload a
// 256 KB document and a photograph (a 1200 × 800 JPEG, re-encoded on upload), download each whole, download
// 4 MB whole, fetch a 64 KB range (a video seek), and revalidate (If-None-Match, 304: no read from the store).
// The same app runs twice from source (apps/server/src/bench/storage-instance.ts), once on DATA_DIR and once on
// a bucket of s3rver, the pure-Node S3 server the tests use, in a process of its own on loopback. The app's CPU
// per request is its own cost of the store; the S3 server's is reported beside it, since on loopback its speed
// bounds the throughput (a real bucket's is the network's). See docs/performance.md.
//
// Options: --duration ms (5000 per case) --warmup ms (1000) --concurrency n (10 downloads, uploads at most 4)
// --json file.
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, probe, runLoad } from '../lib/load.mjs';
import { cpuMs } from '../lib/proc.mjs';
import { ROOT, createThrowawayData } from '../lib/server.mjs';

export const description = 'File storage: local disk against an S3 bucket (s3rver) for uploads and downloads';

const INSTANCE = join(ROOT, 'apps/server/src/bench/storage-instance.ts');
const BUCKET = 'clearsight-bench';
const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

/** A PDF as file-type recognises one: the header, then random bytes (nothing to re-encode, unlike pictures). */
const pdf = (bytes) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(bytes - 9)]);

/** A photograph-like JPEG (noise compresses as badly as a photo does), 1200 × 800, made with the server's sharp. */
const photo = () =>
  createRequire(join(ROOT, 'apps/server/package.json'))('sharp')({
    create: { width: 1200, height: 800, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

function form(bytes, name, type = 'application/pdf') {
  const boundary = `----csbench${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

function post(agent, url, token, { body, type }) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { authorization: `Bearer ${token}`, 'content-type': type, 'content-length': body.length },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: Number(process.hrtime.bigint() - started) / 1e6,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on('error', () => resolve({ status: 0, ms: 0, body: '' }));
    request.end(body);
  });
}

async function startS3() {
  const directory = mkdtempSync(join(tmpdir(), 'cs-bench-s3-'));
  const child = spawn(process.execPath, [join(ROOT, 'scripts/bench/lib/s3-server.mjs'), directory, BUCKET], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
    child.stdout.once('data', (chunk) => resolve(JSON.parse(String(chunk).split('\n')[0]).port));
  });
  return {
    pid: child.pid,
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(directory, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

async function startInstance(env) {
  const child = fork(INSTANCE, [], {
    cwd: ROOT,
    execArgv: ['--conditions=source', '--import', 'tsx'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_DISABLED: '1',
      OVERLOAD_GUARD: 'off',
      REDIS_URL: '',
      JWT_SECRET: 'bench-storage-'.padEnd(48, 'x'),
      UPLOAD_MAX_BYTES: String(8 * 1024 * 1024),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the instance exited with ${code}`)));
    child.on('message', (m) => m.type === 'ready' && resolve(m));
  });
  return {
    url: `http://127.0.0.1:${ready.port}`,
    token: ready.token,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.send({ type: 'stop' });
        setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
      }),
  };
}

/** Uploads as fast as the answers come, `concurrency` at a time, for `durationMs` after a warm-up. */
async function uploadLoad({ url, token, bytes, name = 'bench.pdf', type, concurrency, durationMs, warmupMs, pids }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const body = form(bytes, name, type);
  const loop = async (until, record) => {
    while (process.hrtime.bigint() < until) record(await post(agent, `${url}/prod-api/file`, token, body));
  };
  const at = (ms) => process.hrtime.bigint() + BigInt(Math.round(ms * 1e6));
  try {
    await Promise.all(Array.from({ length: concurrency }, () => loop(at(warmupMs), () => {})));
    const latencies = [];
    let errors = 0;
    let last = null;
    const cpu0 = pids.map(cpuMs);
    const started = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: concurrency }, () =>
        loop(at(durationMs), (r) => {
          latencies.push(r.ms);
          if (r.status !== 201) errors += 1;
          else last = r.body;
        }),
      ),
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const cpu = pids.map((pid, i) => cpuMs(pid) - cpu0[i]);
    latencies.sort((a, b) => a - b);
    return {
      requests: latencies.length,
      rps: latencies.length / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      errors,
      appCpu: cpu[0] / Math.max(1, latencies.length),
      storeCpu: cpu[1] === undefined ? null : cpu[1] / Math.max(1, latencies.length),
      last: last ? JSON.parse(last) : null,
    };
  } finally {
    agent.destroy();
  }
}

async function measureStore(store, settings, s3) {
  const data = await createThrowawayData();
  const instance = await startInstance({ ...data.env, DATABASE_URL: data.env.DATABASE_URL, ...(s3 ? s3.env : {}) });
  const pids = [instance.pid, ...(s3 ? [s3.pid] : [])];
  try {
    const rows = [];
    const upload = await uploadLoad({
      url: instance.url,
      token: instance.token,
      bytes: pdf(256 * 1024),
      concurrency: Math.min(4, settings.concurrency),
      durationMs: settings.duration,
      warmupMs: settings.warmup,
      pids,
    });
    rows.push({ name: 'upload 256 KB', ...upload });
    const small = upload.last;
    // A member's picture: re-encoded on upload (its metadata dropped), then stored; the downloads below read it.
    const picture = await photo();
    const pictureUpload = await uploadLoad({
      url: instance.url,
      token: instance.token,
      bytes: picture,
      name: 'photo.jpg',
      type: 'image/jpeg',
      concurrency: Math.min(4, settings.concurrency),
      durationMs: settings.duration,
      warmupMs: settings.warmup,
      pids,
    });
    rows.push({ name: `upload picture ${Math.round(picture.length / 1024)} KB`, ...pictureUpload });
    const big = JSON.parse(
      (await post(undefined, `${instance.url}/prod-api/file`, instance.token, form(pdf(4 * 1024 * 1024), 'big.pdf')))
        .body,
    );
    const etag = (await probe(`${instance.url}${small.url}`)).headers.etag;
    const downloads = [
      { name: 'download 256 KB', path: small.url, headers: {} },
      { name: 'download the picture', path: pictureUpload.last.url, headers: {} },
      { name: 'download 4 MB', path: big.url, headers: {}, concurrency: Math.min(4, settings.concurrency) },
      { name: 'range 64 KB of 4 MB', path: big.url, headers: { range: 'bytes=1048576-1114111' } },
      { name: 'revalidate (304)', path: small.url, headers: { 'if-none-match': etag } },
    ];
    for (const d of downloads) {
      let cpu0 = [];
      let cpu = [];
      const result = await runLoad({
        urls: `${instance.url}${d.path}`,
        headers: d.headers,
        concurrency: d.concurrency ?? settings.concurrency,
        durationMs: settings.duration,
        warmupMs: settings.warmup,
        onMeasureStart: () => {
          cpu0 = pids.map(cpuMs);
        },
        onMeasureEnd: () => {
          cpu = pids.map((pid, i) => cpuMs(pid) - cpu0[i]);
        },
      });
      const per = (ms) => (ms === undefined ? null : ms / Math.max(1, result.requests));
      rows.push({ name: d.name, ...result, appCpu: per(cpu[0]), storeCpu: per(cpu[1]) });
    }
    return { store, engine: data.engine, rows };
  } finally {
    await instance.stop();
    await data.dispose();
  }
}

export async function run(options = {}) {
  const settings = {
    duration: Number(options.duration ?? 5000),
    warmup: Number(options.warmup ?? 1000),
    concurrency: Number(options.concurrency ?? 10),
  };
  console.log(
    `${cpus().length} cores (${cpus()[0]?.model ?? '?'}); ${settings.duration} ms per case, ` +
      `${settings.concurrency} connections (uploads and 4 MB: at most 4)`,
  );
  const local = await measureStore('local disk', settings, null);
  const s3 = await startS3();
  let bucket;
  try {
    bucket = await measureStore('S3 (s3rver)', settings, s3);
  } finally {
    await s3.stop();
  }
  const header = [
    'case',
    'disk req/s',
    'p50',
    'p99',
    'app CPU',
    'S3 req/s',
    'p50',
    'p99',
    'app CPU',
    'S3 server CPU',
    'S3/disk',
    'errors',
  ];
  const table = local.rows.map((l, i) => {
    const b = bucket.rows[i];
    return [
      l.name,
      fmt(l.rps),
      fmt(l.p50),
      fmt(l.p99),
      fmt(l.appCpu, 2),
      fmt(b.rps),
      fmt(b.p50),
      fmt(b.p99),
      fmt(b.appCpu, 2),
      fmt(b.storeCpu, 2),
      `${fmt((b.rps / l.rps) * 100, 0)}%`,
      String(l.errors + b.errors),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(`database ${local.engine}; latencies in ms; CPU in ms per request, of the app and of the S3 server`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of table) console.log(line(row));
  if (options.json) writeFileSync(options.json, JSON.stringify({ settings, local, bucket }, null, 2));
}
