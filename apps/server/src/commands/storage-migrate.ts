import type { FileStorage } from '../shared/file-storage.js';
import { copyObjects, type CopySummary } from '../shared/storage-copy.js';
import { progress } from './report.js';

export interface MigrateSummary extends CopySummary {
  /** Objects of the source the target holds with the same size after the copy (all of them, when it worked). */
  verified: number;
  /** Objects of the source. */
  total: number;
}

/**
 * `npm run storage:migrate`: copies the data folder's files (uploads, picture variants, the demo's generated
 * files) into the bucket the S3_* variables name. Safe to run again at any time: what the bucket already holds
 * is skipped, so the usual move is once while the old servers still write to disk, then again after every
 * instance was switched to the bucket, for the files uploaded in between. Nothing is removed from the source.
 */
export async function migrateStorage(input: {
  from: FileStorage;
  to: FileStorage;
  dryRun: boolean;
  log: (line: string) => void;
}): Promise<MigrateSummary> {
  const summary = await copyObjects(input.from, input.to, {
    dryRun: input.dryRun,
    onProgress: progress(input.log, input.dryRun ? 'looked at' : 'copied'),
  });
  const sizes = new Map<string, number>();
  for await (const object of input.to.list()) sizes.set(object.key, object.size);
  let verified = 0;
  let total = 0;
  for await (const object of input.from.list()) {
    total += 1;
    if (sizes.get(object.key) === object.size) verified += 1;
  }
  return { ...summary, verified, total };
}
