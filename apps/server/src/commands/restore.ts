import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { databaseKindOf } from '../db/database.js';
import { inspectDatabase, restoreDatabase, type DatabaseLocation } from '../db/snapshot.js';
import { createLocalDiskStorage, type FileStorage } from '../shared/file-storage.js';
import { copyObjects } from '../shared/storage-copy.js';
import {
  BACKUP_FORMAT,
  CHECKSUMS_FILE,
  FILES_FOLDER,
  MANIFEST_FILE,
  isDerivedObject,
  sha256OfFile,
  type BackupManifest,
} from './backup.js';
import { count, formatBytes, progress } from './report.js';

export interface RestoreSummary {
  manifest: BackupManifest;
  /** Files written to the storage, and those it already held (a restore run again after a failure). */
  files: { copied: number; skipped: number; bytes: number };
  /** Rows per table found after the restore (equal to the manifest's). */
  counts: Record<string, number>;
  /** Whether an installation that was not empty was replaced (`--force`). */
  replaced: boolean;
}

/** A refusal the person running the command can act on (exit code 2 rather than a stack trace). */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

/**
 * `npm run restore -- <folder> [--force]`: brings a backup back into an empty installation — a database no
 * server has started on (for SQLite, no file yet) and a storage holding none but this backup's files. `force`
 * replaces a database that is not empty and leaves other stored files where they are. Every check comes
 * before any write: the manifest, the dump's checksum, the engine; then the files (each checked against its
 * checksum as it is written), and the database last, so that a restore that stopped can be run again. Every
 * server of the installation must be stopped.
 */
export async function restoreBackup(input: {
  location: DatabaseLocation;
  storage: FileStorage;
  folder: string;
  force: boolean;
  log: (line: string) => void;
}): Promise<RestoreSummary> {
  const folder = resolve(input.folder);
  const manifest = await readManifest(folder);
  const engine = databaseKindOf(input.location.databaseUrl);
  if (manifest.engine !== engine) {
    throw new RestoreRefused(
      `This backup holds a ${manifest.engine} database; this installation uses ${engine}` +
        ` (${engine === 'postgres' ? 'DATABASE_URL is set' : 'DATABASE_URL is not a postgres:// address'}).`,
    );
  }
  const checksums = await readChecksums(folder);
  const dump = join(folder, manifest.database.file);
  if ((await sha256OfFile(dump)) !== manifest.database.sha256) {
    throw new RestoreRefused(`${dump} does not match the checksum in the manifest: the backup is damaged.`);
  }

  const target = await inspectDatabase(input.location);
  const rows = Object.values(target.counts).reduce((a, b) => a + b, 0);
  if (!target.empty && !input.force) {
    throw new RestoreRefused(
      `The database is not empty (${count(Object.keys(target.counts).length)} tables, ${count(rows)} rows): a ` +
        'restore goes into an empty installation. Stop every server and run it again with --force to replace ' +
        'what the database holds.',
    );
  }
  const inBackup = new Set(checksums.keys());
  let strangers = 0;
  for await (const object of input.storage.list()) if (!inBackup.has(object.key)) strangers += 1;
  if (strangers > 0 && !input.force) {
    throw new RestoreRefused(
      `The file storage (${input.storage.description}) holds ${count(strangers)} files that are not in this ` +
        'backup: a restore goes into an empty installation. Run it again with --force to restore beside them.',
    );
  }

  input.log(
    `files: ${count(manifest.files.count)} (${formatBytes(manifest.files.bytes)}) to ${input.storage.description}`,
  );
  const copy = await copyObjects(createLocalDiskStorage(join(folder, FILES_FOLDER)), input.storage, {
    expected: checksums,
    onProgress: progress(input.log, 'files'),
  });
  if (copy.failed.length > 0) {
    const lines = copy.failed.slice(0, 10).map((f) => `  ${f.key}: ${f.error}`);
    throw new Error(
      `${copy.failed.length} files could not be restored; the database was left as it was:\n${lines.join('\n')}`,
    );
  }

  input.log(`database (${engine}): ${formatBytes(manifest.database.bytes)}`);
  await restoreDatabase(input.location, dump, { replace: !target.empty });
  const restored = await inspectDatabase(input.location);
  const differences = Object.keys({ ...manifest.counts, ...restored.counts })
    .filter((table) => manifest.counts[table] !== restored.counts[table])
    .map(
      (table) => `${table}: ${manifest.counts[table] ?? 'none'} in the backup, ${restored.counts[table] ?? 'none'} now`,
    );
  if (differences.length > 0) {
    throw new Error(`The restored database differs from the backup:\n  ${differences.join('\n  ')}`);
  }
  const stored = new Set<string>();
  for await (const object of input.storage.list()) stored.add(object.key);
  const absent = restored.storageKeys.filter((key) => !isDerivedObject(key) && !stored.has(key));
  const knownMissing = new Set(manifest.files.missing);
  const lost = absent.filter((key) => !knownMissing.has(key));
  if (lost.length > 0) {
    throw new Error(`${lost.length} files the database names are not in the storage after the restore: ${lost[0]}…`);
  }
  if (absent.length > 0) {
    input.log(`warning: ${absent.length} files were already missing when the backup was made (see its manifest)`);
  }
  return {
    manifest,
    files: { copied: copy.copied, skipped: copy.skipped, bytes: copy.bytes },
    counts: restored.counts,
    replaced: !target.empty,
  };
}

async function readManifest(folder: string): Promise<BackupManifest> {
  const file = join(folder, MANIFEST_FILE);
  if (!existsSync(file)) {
    throw new RestoreRefused(`${folder} has no ${MANIFEST_FILE}: not a backup, or one that did not finish.`);
  }
  const manifest = JSON.parse(await readFile(file, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) {
    throw new RestoreRefused(`${file} is not a backup this version reads (format ${String(manifest.format)}).`);
  }
  return manifest;
}

/** The files' checksums by storage key (the dump's line is checked through the manifest). */
async function readChecksums(folder: string): Promise<Map<string, string>> {
  const sums = new Map<string, string>();
  for (const line of (await readFile(join(folder, CHECKSUMS_FILE), 'utf8')).split('\n')) {
    const m = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (m && m[2]!.startsWith(`${FILES_FOLDER}/`)) sums.set(m[2]!.slice(FILES_FOLDER.length + 1), m[1]!);
  }
  return sums;
}
