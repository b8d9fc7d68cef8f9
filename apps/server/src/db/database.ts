import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  OperationNodeTransformer,
  PostgresDialect,
  SqliteDialect,
  sql,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
  type PrimitiveValueListNode,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema/index.js';

export type DbKind = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** A round trip to the database (`select 1`); rejects when it is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

function handle(db: Db, kind: DbKind): DbHandle {
  return {
    db,
    kind,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

/** better-sqlite3 cannot bind JS booleans; store them as 0/1 like SQLite itself does. */
class BooleanToIntegerTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const value = typeof node.value === 'boolean' ? (node.value ? 1 : 0) : node.value;
    return super.transformValue({ ...node, value });
  }
  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return super.transformPrimitiveValueList({
      ...node,
      values: node.values.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v)),
    });
  }
}

class SqliteBooleanPlugin implements KyselyPlugin {
  private readonly transformer = new BooleanToIntegerTransformer();
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node);
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

let pgTypesConfigured = false;
function configurePgTypes(): void {
  if (pgTypesConfigured) return;
  pgTypesConfigured = true;
  // Same JavaScript shapes as SQLite: int8 and numeric as numbers, timestamps as ISO strings.
  pg.types.setTypeParser(20, (v) => Number(v));
  pg.types.setTypeParser(1700, (v) => Number(v));
  pg.types.setTypeParser(1184, (v) => new Date(v).toISOString());
  pg.types.setTypeParser(1114, (v) => new Date(`${v}Z`).toISOString());
}

export function createDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): DbHandle {
  if (options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    configurePgTypes();
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, a test dropping its database) is discarded by
    // the pool and replaced on next use; unheard, its 'error' event would crash the whole process.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return handle(db, 'postgres');
  }
  const file =
    options.databaseUrl && options.databaseUrl.startsWith('sqlite:')
      ? options.databaseUrl.slice('sqlite:'.length)
      : join(options.dataDir, 'app.db');
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new SqliteBooleanPlugin()],
  });
  return handle(db, 'sqlite');
}
