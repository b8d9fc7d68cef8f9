import { fileURLToPath } from 'node:url';
import { sql, type TableMetadata } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import type { DbHandle, DbKind } from '../database.js';
import { migrateToLatest } from '../migrations/index.js';

/**
 * The hand-written table types of db/schema against the database the migrations build. Kysely trusts the
 * types completely: a column the types name but the database lacks, a nullable column typed as never null, or
 * a boolean typed as a string compiles and fails only at run time. This test reads the `Database` interface
 * with the TypeScript compiler (so it follows every change to the types) and compares each table with what a
 * freshly migrated database reports, on SQLite and, when DATABASE_URL is set, on PostgreSQL.
 */

/** What a column holds, as far as the types and both engines can agree. */
type Kind = 'text' | 'number' | 'boolean' | 'timestamp' | 'json';

interface DeclaredColumn {
  kind: Kind;
  nullable: boolean;
}

/** The aliases of column-kinds.ts, by name. */
const ALIAS_KINDS: Record<string, Kind> = { Bool: 'boolean', Timestamp: 'timestamp', Json: 'json' };

/**
 * Columns one engine has that Kysely never sees, with the reason. Everything else must match exactly.
 */
const ENGINE_ONLY_COLUMNS: Record<DbKind, Record<string, string[]>> = {
  // The FTS5 table's rowid for each document, written and read only in raw SQL by the search repository.
  sqlite: { search_documents: ['seq'] },
  // The full-text vector is written and queried only in raw SQL by the search repository.
  postgres: { search_documents: ['tsv'] },
};

/** Tables the migrations create that are no application data: Kysely's bookkeeping and SQLite FTS5 tables. */
function isInternalTable(name: string): boolean {
  return name.startsWith('kysely_') || name === 'search_fts' || name.startsWith('search_fts_');
}

const SCHEMA_INDEX = fileURLToPath(new URL('./index.ts', import.meta.url));
const COLUMN_KINDS = fileURLToPath(new URL('./column-kinds.ts', import.meta.url));

/** Reads every table of the `Database` interface (all its merged declarations) and its columns. */
function declaredTables(): Map<string, Map<string, DeclaredColumn>> {
  const program = ts.createProgram({
    rootNames: [SCHEMA_INDEX],
    options: {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
    },
  });
  const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  if (problems.length > 0) throw new Error(`db/schema does not compile:\n${problems.join('\n')}`);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(SCHEMA_INDEX);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  const database = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === 'Database');
  if (!database) throw new Error('db/schema/index.ts exports no Database interface');

  const tables = new Map<string, Map<string, DeclaredColumn>>();
  for (const table of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(database))) {
    const columns = new Map<string, DeclaredColumn>();
    const rowType = checker.getTypeOfSymbol(table);
    for (const column of checker.getPropertiesOfType(rowType)) {
      const declaration = column.valueDeclaration;
      if (!declaration || !ts.isPropertySignature(declaration) || !declaration.type) {
        throw new Error(`${table.name}.${column.name}: declare columns as typed interface properties`);
      }
      columns.set(column.name, classify(checker, declaration.type, `${table.name}.${column.name}`));
    }
    tables.set(table.name, columns);
  }
  return tables;
}

/** The kind and nullability a column's type node declares: `T` or `T | null`, T a keyword or a kind alias. */
function classify(checker: ts.TypeChecker, node: ts.TypeNode, where: string): DeclaredColumn {
  const parts = ts.isUnionTypeNode(node) ? [...node.types] : [node];
  const isNull = (part: ts.TypeNode) => ts.isLiteralTypeNode(part) && part.literal.kind === ts.SyntaxKind.NullKeyword;
  const rest = parts.filter((part) => !isNull(part));
  const unsupported = () =>
    new Error(
      `${where}: cannot tell the kind of "${node.getText()}"; use string, number, boolean or an alias of ` +
        `column-kinds.ts (${Object.keys(ALIAS_KINDS).join(', ')}), optionally "| null"`,
    );
  if (rest.length !== 1) throw unsupported();
  const part = rest[0]!;
  let kind: Kind | undefined;
  if (part.kind === ts.SyntaxKind.StringKeyword) kind = 'text';
  else if (part.kind === ts.SyntaxKind.NumberKeyword) kind = 'number';
  else if (part.kind === ts.SyntaxKind.BooleanKeyword) kind = 'boolean';
  else if (ts.isTypeReferenceNode(part)) {
    // Follow the import to the alias's declaration in column-kinds.ts, so a local alias of the same name
    // (or an import renamed to one) cannot pass by its spelling alone.
    let symbol = checker.getSymbolAtLocation(part.typeName);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const alias = symbol?.declarations?.find(ts.isTypeAliasDeclaration);
    if (alias && alias.getSourceFile().fileName === COLUMN_KINDS) kind = ALIAS_KINDS[alias.name.text];
  }
  if (!kind) throw unsupported();
  return { kind, nullable: parts.length !== rest.length };
}

/** The kinds a declared kind may be stored as, given the engine's own name of the column's type. */
function storedKinds(kind: DbKind, dataType: string): Kind[] {
  const type = dataType.toLowerCase();
  if (kind === 'postgres') {
    if (/^(varchar|text|bpchar|char)/.test(type)) return ['text', 'json'];
    if (/^(int[248]|numeric|float[48])$/.test(type)) return ['number'];
    if (type === 'bool') return ['boolean'];
    if (/^timestamp(tz)?$/.test(type)) return ['timestamp'];
    if (/^jsonb?$/.test(type)) return ['json'];
    return [];
  }
  // SQLite's type affinity: booleans are stored as 0/1 and timestamps as ISO text.
  if (type.includes('int')) return ['number', 'boolean'];
  if (/char|clob|text/.test(type)) return ['text', 'json', 'timestamp'];
  if (/real|floa|doub/.test(type)) return ['number'];
  return [];
}

/** Every way the declared tables and the database disagree, one line each (empty when they agree). */
function differences(
  kind: DbKind,
  declared: Map<string, Map<string, DeclaredColumn>>,
  actual: TableMetadata[],
): string[] {
  const out: string[] = [];
  const byName = new Map(actual.map((t) => [t.name, t]));
  for (const [tableName, columns] of declared) {
    const table = byName.get(tableName);
    if (!table) {
      out.push(`${tableName}: declared in db/schema but no migration creates it`);
      continue;
    }
    const engineOnly = new Set(ENGINE_ONLY_COLUMNS[kind][tableName] ?? []);
    const stored = new Map(table.columns.filter((c) => !engineOnly.has(c.name)).map((c) => [c.name, c]));
    for (const [name, column] of columns) {
      const where = `${tableName}.${name}`;
      const db = stored.get(name);
      if (!db) {
        out.push(`${where}: declared in db/schema but not in the database`);
        continue;
      }
      if (db.isNullable !== column.nullable) {
        out.push(
          `${where}: db/schema says ${column.nullable ? 'nullable' : 'never null'}, ` +
            `the database ${db.isNullable ? 'allows NULL' : 'says NOT NULL'}`,
        );
      }
      const kinds = storedKinds(kind, db.dataType);
      if (!kinds.includes(column.kind)) {
        out.push(`${where}: db/schema says ${column.kind}, the database stores ${db.dataType}`);
      }
    }
    for (const name of stored.keys()) {
      if (!columns.has(name)) out.push(`${tableName}.${name}: in the database but not declared in db/schema`);
    }
  }
  for (const table of actual) {
    if (!declared.has(table.name) && !isInternalTable(table.name)) {
      out.push(`${table.name}: created by a migration but not declared in db/schema`);
    }
  }
  return out;
}

/**
 * SQLite lets a primary-key column that is not INTEGER hold NULL (a bug kept for compatibility; see
 * https://www.sqlite.org/lang_createtable.html#the_primary_key), so it reports our `id varchar(64) primary
 * key` columns as nullable where PostgreSQL, and the SQL standard, say NOT NULL. Ids are always written by
 * the application, and the types forbid null there; rebuilding every table to add NOT NULL would buy
 * nothing. Primary-key columns are therefore compared as NOT NULL on SQLite too.
 */
async function withSqlitePrimaryKeysNotNull(database: DbHandle, tables: TableMetadata[]): Promise<TableMetadata[]> {
  const out: TableMetadata[] = [];
  for (const table of tables) {
    const keys = await sql<{ name: string }>`select name from pragma_table_info(${table.name}) where pk > 0`.execute(
      database.db,
    );
    const primary = new Set(keys.rows.map((r) => r.name));
    out.push({
      ...table,
      columns: table.columns.map((c) => (primary.has(c.name) ? { ...c, isNullable: false } : c)),
    });
  }
  return out;
}

describe('db/schema types against the migrated database', () => {
  let database: DbHandle;
  let dispose: (() => Promise<void>) | undefined;
  let declared: Map<string, Map<string, DeclaredColumn>>;
  let actual: TableMetadata[];

  beforeAll(async () => {
    declared = declaredTables();
    ({ database, dispose } = await createTestDatabase());
    await migrateToLatest(database.db, database.kind);
    actual = await database.db.introspection.getTables({ withInternalKyselyTables: false });
    if (database.kind === 'sqlite') actual = await withSqlitePrimaryKeysNotNull(database, actual);
  });
  afterAll(async () => {
    await dispose?.();
  });

  it('reads every table and column of the Database interface', () => {
    // A guard on the reader itself: the schema has dozens of tables, and a table it failed to read would
    // make every comparison below pass vacuously.
    expect(declared.size).toBeGreaterThan(30);
    expect(declared.get('users')?.get('status')).toEqual({ kind: 'text', nullable: false });
    expect(declared.get('users')?.get('last_login_at')).toEqual({ kind: 'timestamp', nullable: true });
    expect(declared.get('forum_discusses')?.get('is_hidden')).toEqual({ kind: 'boolean', nullable: false });
    expect(declared.get('audit_logs')?.get('after_json')).toEqual({ kind: 'json', nullable: true });
    // Declaration merging (a later migration's column declared beside it) is read too.
    expect(declared.get('solution_types')?.has('cover_file_id')).toBe(true);
  });

  it('declares exactly the columns the migrations create, with their nullability and kind', () => {
    expect(differences(database.kind, declared, actual)).toEqual([]);
  });
});
