import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { FileStorage } from '../shared/file-storage.js';
import { createS3Storage } from '../shared/s3-storage.js';

/** The credentials s3rver checks request signatures against. */
const ACCESS_KEY = 'S3RVER';

export interface TestS3Server {
  /** The S3_* variables that point a server (in this process or a child) at the bucket. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  /** A storage of its own on the bucket, to look at or change what the server under test wrote. */
  storage: FileStorage;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver, pure Node: signatures, ranges, listings) on a free port with one empty
 * bucket, its objects in a temporary folder. `env` is what to pass to `loadConfig` or a child process; several
 * servers under test may share one bucket, as instances behind a balancer do.
 */
export async function startS3Server(
  options: { bucket?: string; host?: string; port?: number } = {},
): Promise<TestS3Server> {
  const bucket = options.bucket ?? 'clearsight-test';
  const host = options.host ?? '127.0.0.1';
  const directory = mkdtempSync(join(tmpdir(), 'cs-s3-'));
  const server = new S3rver({
    address: host,
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
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
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
