import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import type { FileStorage, StoredObject } from './file-storage.js';

/** What a copy did. */
export interface CopySummary {
  /** Objects written to the target. */
  copied: number;
  /** Objects the target already held with the same size, left as they were. */
  skipped: number;
  /** Bytes written. */
  bytes: number;
  /** Objects that could not be copied (or whose bytes did not match `expected`), with why. */
  failed: Array<{ key: string; error: string }>;
  /** SHA-256 of every object written, by key. */
  sha256: Map<string, string>;
}

export interface CopyOptions {
  /** Only keys under this prefix. */
  prefix?: string;
  /** Keys to leave out. */
  skip?: (key: string) => boolean;
  /** Only count what would be copied. */
  dryRun?: boolean;
  /** SHA-256 each object must have (a backup's checksums): one that differs is removed from the target and failed. */
  expected?: Map<string, string>;
  /** Called after every object, for progress lines. */
  onProgress?: (done: number, total: number) => void;
}

/** Objects copied at once: the bucket answers each after a round trip. */
const COPIES_AT_ONCE = 4;

/**
 * Copies every object of one storage to another, streaming (a large package is never held in memory) and
 * hashing what it writes. Idempotent: an object the target holds with the same size is skipped, so a copy that
 * stopped halfway (or one run again after more uploads) carries on where it was. Used by `storage:migrate`
 * (data folder → bucket), `backup` (storage → folder) and `restore` (folder → storage).
 */
export async function copyObjects(from: FileStorage, to: FileStorage, options: CopyOptions = {}): Promise<CopySummary> {
  const prefix = options.prefix ?? '';
  const present = new Map<string, number>();
  for await (const object of to.list(prefix)) present.set(object.key, object.size);
  const todo: StoredObject[] = [];
  for await (const object of from.list(prefix)) {
    if (!options.skip?.(object.key)) todo.push(object);
  }
  const summary: CopySummary = { copied: 0, skipped: 0, bytes: 0, failed: [], sha256: new Map() };
  let next = 0;
  let done = 0;
  const copyOne = async (object: StoredObject) => {
    if (present.get(object.key) === object.size) {
      summary.skipped += 1;
      return;
    }
    if (options.dryRun) {
      summary.copied += 1;
      summary.bytes += object.size;
      return;
    }
    try {
      const hash = createHash('sha256');
      const source = await from.open(object.key);
      // Hashed on the way through, so the checksum is of the very bytes written.
      const hashing = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          done(null, chunk);
        },
      });
      source.on('error', (error) => hashing.destroy(error));
      await to.putStream(object.key, source.pipe(hashing), object.size);
      const sha256 = hash.digest('hex');
      const wanted = options.expected?.get(object.key);
      if (wanted !== undefined && wanted !== sha256) {
        await to.remove(object.key);
        throw new Error(`its bytes do not match the checksum (SHA-256 ${sha256}, expected ${wanted})`);
      }
      summary.sha256.set(object.key, sha256);
      summary.copied += 1;
      summary.bytes += object.size;
    } catch (error) {
      summary.failed.push({ key: object.key, error: error instanceof Error ? error.message : String(error) });
    }
  };
  const worker = async () => {
    while (next < todo.length) {
      await copyOne(todo[next++]!);
      done += 1;
      options.onProgress?.(done, todo.length);
    }
  };
  await Promise.all(Array.from({ length: COPIES_AT_ONCE }, worker));
  return summary;
}
