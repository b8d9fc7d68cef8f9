import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { FileStorage } from '../shared/file-storage.js';
import { createS3Storage } from '../shared/s3-storage.js';

/** The credentials s3rver checks request signatures against. */
const ACCESS_KEY = 'S3RVER';
/** The same server as a process of its own (the storage benchmark uses it too). */
const RUNNER = new URL('../../../../scripts/bench/lib/s3-server.mjs', import.meta.url).pathname;

export interface TestS3Server {
  /** The S3_* variables that point a server (in this process or a child) at the bucket. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  /** A storage of its own on the bucket, to look at or change what the server under test wrote. */
  storage: FileStorage;
  close(): Promise<void>;
}

export interface S3ServerOptions {
  bucket?: string;
  /** The address to listen on: 127.0.0.1 by default; another one for servers in other network namespaces. */
  host?: string;
  port?: number;
  /**
   * In a process of its own: for tests that load servers hard (a cluster under load), so that neither its work
   * nor the test's waits on the other. In this process otherwise, and then the test must not block its event
   * loop (spawnSync, execSync) while a server talks to the bucket.
   */
  separateProcess?: boolean;
}

/**
 * A real S3-protocol server (s3rver, pure Node: signatures, ranges, listings) on a free port with one empty
 * bucket, its objects in a temporary folder. `env` is what to pass to `loadConfig` or a child process; several
 * servers under test may share one bucket, as instances behind a balancer do.
 */
export async function startS3Server(options: S3ServerOptions = {}): Promise<TestS3Server> {
  const bucket = options.bucket ?? 'clearsight-test';
  const host = options.host ?? '127.0.0.1';
  const directory = mkdtempSync(join(tmpdir(), 'cs-s3-'));
  const running = options.separateProcess
    ? await inChildProcess(directory, bucket, host, options.port ?? 0)
    : await inThisProcess(directory, bucket, host, options.port ?? 0);
  const endpoint = `http://${host.includes(':') ? `[${host}]` : host}:${running.port}`;
  const env = {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    S3_FORCE_PATH_STYLE: '1',
  };
  const storage = createS3Storage({
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    forcePathStyle: true,
  });
  return {
    env,
    endpoint,
    bucket,
    storage,
    async close() {
      await storage.close();
      await running.stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function inThisProcess(directory: string, bucket: string, host: string, port: number) {
  const server = new S3rver({ address: host, port, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = await server.run();
  return { port: address.port, stop: () => server.close() };
}

async function inChildProcess(directory: string, bucket: string, host: string, port: number) {
  const child = spawn(process.execPath, [RUNNER, directory, bucket, host, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const listening = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the S3 server exited with ${code}`)));
    child.stdout.once('data', (chunk: Buffer) =>
      resolve((JSON.parse(chunk.toString().split('\n')[0]!) as { port: number }).port),
    );
  });
  return {
    port: listening,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
