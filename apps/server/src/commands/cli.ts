import { join, resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { createLocalDiskStorage } from '../shared/file-storage.js';
import { createFileStorage } from '../shared/storage-config.js';
import { CHECKSUMS_FILE, MANIFEST_FILE, createBackup } from './backup.js';
import { count, formatBytes } from './report.js';
import { RestoreRefused, restoreBackup } from './restore.js';
import { migrateStorage } from './storage-migrate.js';

/**
 * The operators' commands, configured from the environment exactly as the server is (run them with the
 * servers' DATABASE_URL, DATA_DIR and S3_* variables):
 *
 *   npm run backup -- <folder>                 database and files into a new folder
 *   npm run restore -- <folder> [--force]      a backup into an empty installation
 *   npm run storage:migrate [-- --from <folder>] [--dry-run]
 *                                              DATA_DIR/uploads (or <folder>) into the S3_* bucket
 *
 * Exit codes: 0 done, 1 failed, 2 refused (wrong use, a restore into a full installation).
 */
const USAGE = `usage:
  npm run backup -- <folder>
  npm run restore -- <folder> [--force]
  npm run storage:migrate [-- --from <folder>] [--dry-run]`;

class UsageError extends Error {}

const out = (line: string) => process.stdout.write(`${line}\n`);
const log = (line: string) => process.stderr.write(`  ${line}\n`);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function parse(argv: string[]) {
  const [command, ...rest] = argv;
  const flags = new Set<string>();
  const values = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i]!;
    if (arg === '--from') {
      const value = rest[++i];
      if (!value) throw new UsageError('--from needs a folder');
      values.set('from', value);
    } else if (arg.startsWith('--')) flags.add(arg.slice(2));
    else positional.push(arg);
  }
  return { command, flags, values, positional };
}

async function main(argv: string[]): Promise<number> {
  const { command, flags, values, positional } = parse(argv);
  const allowed: Record<string, string[]> = { backup: [], restore: ['force'], 'storage-migrate': ['dry-run'] };
  if (!command || !(command in allowed)) throw new UsageError(`unknown command: ${command ?? '(none)'}`);
  const unknown = [...flags].filter((f) => !allowed[command]!.includes(f));
  if (unknown.length > 0) throw new UsageError(`unknown option: --${unknown.join(', --')}`);

  const config = loadConfig();
  const location = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  const started = Date.now();

  if (command === 'storage-migrate') {
    if (config.storage.kind !== 's3') {
      throw new UsageError(
        'storage:migrate copies files into a bucket: set S3_BUCKET (and S3_ENDPOINT, S3_REGION, the keys) as the ' +
          'servers will have them.',
      );
    }
    const from = createLocalDiskStorage(resolve(values.get('from') ?? join(config.dataDir, 'uploads')));
    const to = createFileStorage(config.storage);
    try {
      const dryRun = flags.has('dry-run');
      out(`storage:migrate${dryRun ? ' (dry run)' : ''}: ${from.description} → ${to.description}`);
      const s = await migrateStorage({ from, to, dryRun, log });
      out(`  ${dryRun ? 'to copy ' : 'copied  '} ${count(s.copied)} files (${formatBytes(s.bytes)})`);
      out(`  skipped  ${count(s.skipped)} already in the bucket with the same size`);
      out(`  failed   ${count(s.failed.length)}`);
      for (const f of s.failed.slice(0, 20)) out(`    ${f.key}: ${f.error}`);
      if (!dryRun) out(`  verified ${count(s.verified)} of ${count(s.total)} files are in the bucket with their size`);
      out(`  in ${seconds(started)}; the data folder is left as it was. Run it again at any time: it carries on.`);
      return s.failed.length > 0 || (!dryRun && s.verified < s.total) ? 1 : 0;
    } finally {
      await to.close();
    }
  }

  const folder = positional[0];
  if (!folder || positional.length > 1) throw new UsageError(`${command} takes one folder`);
  const storage = createFileStorage(config.storage);
  try {
    if (command === 'backup') {
      const m = await createBackup({ location, storage, folder, version: config.version, log });
      const rows = Object.values(m.counts).reduce((a, b) => a + b, 0);
      const where = resolve(folder);
      out(`Backup written to ${where} in ${seconds(started)}`);
      out(
        `  database  ${m.engine}, ${count(Object.keys(m.counts).length)} tables, ${count(rows)} rows, ${formatBytes(m.database.bytes)}`,
      );
      out(
        `  files     ${count(m.files.count)} (${formatBytes(m.files.bytes)}) from ${m.files.storage}; picture variants are made again when asked for`,
      );
      if (m.files.missing.length > 0)
        out(`  missing   ${count(m.files.missing.length)} files the database names were not in the storage`);
      out(`  manifest  ${join(where, MANIFEST_FILE)}; check by hand: cd ${where} && sha256sum -c ${CHECKSUMS_FILE}`);
      return 0;
    }
    const r = await restoreBackup({ location, storage, folder, force: flags.has('force'), log });
    const rows = Object.values(r.counts).reduce((a, b) => a + b, 0);
    out(`Restored the backup of ${r.manifest.createdAt} (version ${r.manifest.version}) in ${seconds(started)}`);
    out(
      `  database  ${r.manifest.engine}${r.replaced ? ', replacing what it held' : ''}: ${count(Object.keys(r.counts).length)} tables, ${count(rows)} rows, as in the backup`,
    );
    out(
      `  files     ${count(r.files.copied)} written (${formatBytes(r.files.bytes)}), ${count(r.files.skipped)} already there, in ${storage.description}`,
    );
    out('Start the servers: they migrate the database when this version is newer than the backup. Sessions stay');
    out('valid only where JWT_SECRET is the one the backed-up installation used.');
    return 0;
  } finally {
    await storage.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n${USAGE}\n`);
      process.exit(2);
    }
    if (error instanceof RestoreRefused) {
      process.stderr.write(`Refused: ${error.message}\n`);
      process.exit(2);
    }
    process.stderr.write(`Failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
