import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createLocalDiskStorage, type FileStorage } from '../../shared/file-storage.js';
import { createHealthService } from '../../features/health/health.service.js';
import { createSeedAssetWriter, isDeferredSeedFile } from './assets.js';

describe('the seed files made in the background', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(join(tmpdir(), 'cs-seed-writer-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('says it is making them until the last is written', async () => {
    const rows = await t.database.db
      .selectFrom('files')
      .select('storage_key')
      .where('storage_key', 'like', 'seed/scene/%')
      .execute();
    const missing = rows.map((r) => r.storage_key).find(isDeferredSeedFile);
    expect(missing).toBeDefined();
    // Every other file's size and hash recorded, as after an earlier start: the background then has this one file
    // to make, not the lesson videos too (ffmpeg takes seconds a video when its cache is cold).
    await t.database.db
      .updateTable('files')
      .set({ sha256: 'recorded' })
      .where('sha256', '=', '')
      .where('storage_key', '!=', missing!)
      .execute();
    // A storage that holds every seed file but one scene picture (the one the background is left to make).
    const disk = createLocalDiskStorage(dir);
    const storage: FileStorage = {
      ...disk,
      description: disk.description,
      async *list() {
        const all = await t.database.db.selectFrom('files').select('storage_key').distinct().execute();
        for (const r of all) if (r.storage_key !== missing) yield { key: r.storage_key, size: 1 };
      },
    };
    const writer = createSeedAssetWriter(t.database.db, storage, undefined, { background: true });
    expect(writer.making()).toBe(false);
    await writer.ensure();
    expect(writer.making()).toBe(true);
    const health = createHealthService({ database: t.database, version: '1.0.0', makingSeedFiles: writer.making });
    expect((await health.check('default')).seedFiles).toBe('making');

    await writer.background();
    expect(writer.making()).toBe(false);
    expect(await disk.size(missing!)).toBeGreaterThan(1000);
    expect((await health.check('default')).seedFiles).toBe('ready');
  });

  it('stops making them when stopped, and says so', async () => {
    const writer = createSeedAssetWriter(t.database.db, createLocalDiskStorage(join(dir, 'empty')), undefined, {
      background: true,
    });
    await writer.ensure();
    expect(writer.making()).toBe(true);
    writer.stop();
    await writer.background();
    expect(writer.making()).toBe(false);
  });
});
