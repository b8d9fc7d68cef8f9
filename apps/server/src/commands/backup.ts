import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { databaseKindOf, type DbKind } from '../db/database.js';
import { dumpDatabase, dumpFileName, type DatabaseLocation } from '../db/snapshot.js';
import { createLocalDiskStorage, type FileStorage } from '../shared/file-storage.js';
import { copyObjects } from '../shared/storage-copy.js';
import { formatBytes, progress } from './report.js';

export const BACKUP_FORMAT = 'clearsight-backup/1';
/** Written last: a folder without it is an unfinished backup, which restore refuses. */
export const MANIFEST_FILE = 'manifest.json';
/** `sha256sum -c SHA256SUMS` checks a backup by hand, in its folder. */
export const CHECKSUMS_FILE = 'SHA256SUMS';
export const FILES_FOLDER = 'files';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** The application's version that wrote it. */
  version: string;
  engine: DbKind;
  /** The last migration the database had. */
  migration: string | null;
  database: { file: string; bytes: number; sha256: string };
  /** Rows per table in the dump: a restore must find the same. */
  counts: Record<string, number>;
  files: {
    /** Where they were copied from. */
    storage: string;
    count: number;
    bytes: number;
    /** Keys the database names that the storage did not hold when the backup ran (it cannot bring them back). */
    missing: string[];
  };
}

/** Picture variants are made again on their first request, so a backup leaves them out. */
export const isDerivedObject = (key: string) => key.startsWith('variants/');

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * `npm run backup -- <folder>`: the database, then every stored file, into a new folder, with a manifest and
 * checksums. Runs beside the live servers. The order makes the pair consistent: a file's bytes are written
 * before its row is committed and no stored object is ever removed, so every file the dump names is in the
 * storage by the time the files are copied (files uploaded meanwhile come along unnamed, and do no harm).
 */
export async function createBackup(input: {
  location: DatabaseLocation;
  storage: FileStorage;
  folder: string;
  version: string;
  log: (line: string) => void;
}): Promise<BackupManifest> {
  const folder = resolve(input.folder);
  const existing = await readdir(folder).catch(() => [] as string[]);
  if (existing.length > 0) throw new Error(`${folder} is not empty: a backup goes into a new folder`);
  await mkdir(folder, { recursive: true });
  const createdAt = new Date().toISOString();

  const facts = await dumpDatabase(
    input.location,
    join(folder, dumpFileName(databaseKindOf(input.location.databaseUrl))),
  );
  const dumpName = dumpFileName(facts.kind);
  const dumpPath = join(folder, dumpName);
  const database = { file: dumpName, bytes: (await stat(dumpPath)).size, sha256: await sha256OfFile(dumpPath) };
  input.log(`database (${facts.kind}): ${formatBytes(database.bytes)}, ${Object.keys(facts.counts).length} tables`);

  const copy = await copyObjects(input.storage, createLocalDiskStorage(join(folder, FILES_FOLDER)), {
    skip: isDerivedObject,
    onProgress: progress(input.log, 'files'),
  });
  if (copy.failed.length > 0) {
    const lines = copy.failed.slice(0, 10).map((f) => `  ${f.key}: ${f.error}`);
    throw new Error(`${copy.failed.length} files could not be copied; the backup is incomplete:\n${lines.join('\n')}`);
  }
  const missing = facts.storageKeys.filter((key) => !isDerivedObject(key) && !copy.sha256.has(key)).sort();
  if (missing.length > 0) {
    input.log(`warning: ${missing.length} files named by the database are not in the storage (listed in the manifest)`);
  }

  const sums = [
    `${database.sha256}  ${dumpName}`,
    ...[...copy.sha256].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, sha]) => `${sha}  ${FILES_FOLDER}/${key}`),
  ];
  await writeFile(join(folder, CHECKSUMS_FILE), `${sums.join('\n')}\n`);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt,
    version: input.version,
    engine: facts.kind,
    migration: facts.migration,
    database,
    counts: facts.counts,
    files: { storage: input.storage.description, count: copy.copied, bytes: copy.bytes, missing },
  };
  await writeFile(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
