import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** The cluster proof's processes: the instances (cluster/instance.ts) and nginx in front of them. */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const log = (message: string) => process.stdout.write(`[cluster] ${message}\n`);

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface Instance {
  name: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** The exit code, or the signal's name when a signal ended it. */
  exited: Promise<number | string | null>;
  /** The lifetime's final metrics text, sent after a SIGTERM once every request was answered; null otherwise. */
  finalMetrics: Promise<string | null>;
  startedInMs: number;
}

export function startInstance(
  name: string,
  port: number,
  dataDir: string,
  env: Record<string, string>,
): Promise<Instance> {
  const entry = new URL('./instance.ts', import.meta.url).pathname;
  const begun = Date.now();
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', entry], {
    // NODE_NO_WARNINGS: the AWS SDK's notice about future Node versions, three times per start, hides the report.
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, NODE_NO_WARNINGS: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const finalMetrics = new Promise<string | null>((resolve) => {
    child.on('message', (message: { type?: string; text?: string }) => {
      if (message.type === 'metrics') resolve(message.text ?? null);
    });
    void exited.then(() => resolve(null));
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within 90 s`)), 90_000);
    child.on('message', (message: { type?: string }) => {
      if (message.type !== 'ready') return;
      clearTimeout(timer);
      resolve({ name, port, dataDir, child, exited, finalMetrics, startedInMs: Date.now() - begun });
    });
    void exited.then((code) => reject(new Error(`${name} exited with ${code} while starting`)));
  });
}

/** nginx's configuration: the temporary paths of a throwaway prefix, then README.md's "Several instances". */
function nginxConfig(dir: string, listen: number, ports: number[], down: number[] = []): string {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 25m;
  # From here on as README.md's "Several instances" shows.
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream clearsight { ${ports.map((p) => `server 127.0.0.1:${p}${down.includes(p) ? ' down' : ''};`).join(' ')} }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://clearsight;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 120s;
    }
  }
}
`;
}

export interface Nginx {
  /** http://127.0.0.1:<port> */
  front: string;
  /**
   * Rewrites the upstream and reloads (SIGHUP): new requests go to these instances only, not to those marked
   * `down`; the old worker finishes the requests it holds.
   */
  upstream(ports: number[], down?: number[]): Promise<void>;
  /** The error log's lines about upstreams (what nginx saw of an instance going away). */
  errors(): string;
  stop(): Promise<void>;
}

export async function startNginx(binary: string, work: string, ports: number[]): Promise<Nginx> {
  const dir = join(work, 'nginx');
  mkdirSync(dir, { recursive: true });
  const listen = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, listen, ports));
  const proc = spawn(binary, ['-p', dir, '-c', conf, '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const front = `http://127.0.0.1:${listen}`;
  for (let i = 0; ; i++) {
    const ok = await fetch(`${front}/prod-api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 50) throw new Error(`nginx did not answer: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    await sleep(100);
  }
  return {
    front,
    async upstream(next, down = []) {
      writeFileSync(conf, nginxConfig(dir, listen, next, down));
      proc.kill('SIGHUP');
      // The old worker finishes its connections while a new one starts with the new upstream.
      await sleep(1000);
    },
    errors() {
      return readFileSync(join(dir, 'error.log'), 'utf8')
        .split('\n')
        .filter((line) => line.includes('upstream'))
        .slice(0, 20)
        .join('\n');
    },
    async stop() {
      if (proc.exitCode !== null) return;
      proc.kill('SIGQUIT');
      await exited;
    },
  };
}
