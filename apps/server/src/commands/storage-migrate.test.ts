import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage, type FileStorage } from '../shared/file-storage.js';
import { startS3Server, type TestS3Server } from '../test/s3-server.js';
import { migrateStorage } from './storage-migrate.js';

const ROOT = new URL('../../../../', import.meta.url).pathname;
/** Tests that run a command as an operator does start Node on the server's sources (tsx): seconds on a busy machine. */
const CLI_TIMEOUT_MS = 120_000;

/** `npm run storage:migrate -- …` with the given environment. */
function storageMigrate(args: string[], env: Record<string, string>) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts/server-command.mjs'), 'storage-migrate', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.open(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `npm run storage:migrate`: the data folder's files into the bucket, idempotently, with a summary. */
describe('storage:migrate', () => {
  let s3: TestS3Server;
  let dataDir: string;
  const files = new Map<string, Buffer>([
    ['01tenant/2026-11/01upload.jpg', randomBytes(300_000)],
    ['01tenant/2026-11/01cv.pdf', randomBytes(2_000)],
    ['seed/datasheet/CS-GE200.pdf', randomBytes(40_000)],
    ['variants/01tenant/2026-11/01upload.jpg.w320.webp', randomBytes(9_000)],
  ]);
  const put = (key: string, bytes: Buffer) => {
    const path = join(dataDir, 'uploads', key);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
  };

  beforeAll(async () => {
    // Its own process, as a cluster test would run it.
    s3 = await startS3Server({ separateProcess: true });
    dataDir = mkdtempSync(join(tmpdir(), 'cs-migrate-'));
    for (const [key, bytes] of files) put(key, bytes);
    // A write that never finished (the local storage writes beside the name, then renames): never copied.
    put('01tenant/2026-11/01half.jpg.partial-0123456789ab', randomBytes(100));
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'copies every file into the bucket with a summary, and copies nothing the second time',
    async () => {
      const env = { DATA_DIR: dataDir, ...s3.env };
      const first = await storageMigrate([], env);
      expect(first.status, first.stderr).toBe(0);
      expect(first.stdout).toContain(`local disk ${join(dataDir, 'uploads')} → s3://${s3.bucket} at ${s3.endpoint}`);
      expect(first.stdout).toMatch(/copied {3}4 files \(343 KB\)/);
      expect(first.stdout).toMatch(/verified 4 of 4 files/);
      for (const [key, bytes] of files) expect(Buffer.compare(await readAll(s3.storage, key), bytes), key).toBe(0);
      const keys: string[] = [];
      for await (const object of s3.storage.list()) keys.push(object.key);
      expect(keys.sort()).toEqual([...files.keys()].sort());

      const second = await storageMigrate([], env);
      expect(second.status, second.stderr).toBe(0);
      expect(second.stdout).toMatch(/copied {3}0 files/);
      expect(second.stdout).toMatch(/skipped {2}4 already in the bucket/);
    },
    CLI_TIMEOUT_MS,
  );

  it('carries on with the files uploaded since, and a dry run copies nothing', async () => {
    const from = createLocalDiskStorage(join(dataDir, 'uploads'));
    const later = randomBytes(5_000);
    put('01tenant/2026-12/01later.png', later);
    const dry = await migrateStorage({ from, to: s3.storage, dryRun: true, log: () => {} });
    expect(dry).toMatchObject({ copied: 1, skipped: 4, bytes: 5_000, failed: [] });
    expect(await s3.storage.size('01tenant/2026-12/01later.png')).toBeNull();
    const run = await migrateStorage({ from, to: s3.storage, dryRun: false, log: () => {} });
    expect(run).toMatchObject({ copied: 1, skipped: 4, verified: 5, total: 5, failed: [] });
    expect(Buffer.compare(await readAll(s3.storage, '01tenant/2026-12/01later.png'), later)).toBe(0);
  });

  it('copies again a file the bucket holds with another size (a copy cut short)', async () => {
    await s3.storage.put('01tenant/2026-11/01cv.pdf', Buffer.from('truncated'));
    const run = await migrateStorage({
      from: createLocalDiskStorage(join(dataDir, 'uploads')),
      to: s3.storage,
      dryRun: false,
      log: () => {},
    });
    expect(run).toMatchObject({ copied: 1, verified: 5, total: 5 });
    expect(
      Buffer.compare(await readAll(s3.storage, '01tenant/2026-11/01cv.pdf'), files.get('01tenant/2026-11/01cv.pdf')!),
    ).toBe(0);
  });

  it(
    'refuses to run without a bucket to copy into',
    async () => {
      const res = await storageMigrate([], { DATA_DIR: dataDir });
      expect(res.status).toBe(2);
      expect(res.stderr).toMatch(/set S3_BUCKET/);
    },
    CLI_TIMEOUT_MS,
  );
});
