import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One writer per table (decision 0018). The import rule (decision 0009) keeps features out of each other's
 * repositories, but it cannot see tables: a feature could still `insertInto('users')` from its own repository
 * and re-implement what the account feature does (registration through a third-party login once did). This
 * test reads every server source file, finds each statement that writes a table (Kysely's `insertInto`,
 * `updateTable`, `deleteFrom`, and INSERT/UPDATE/DELETE in raw SQL) and holds the result to this list.
 *
 * A table written by more than one feature is listed with a reason: each writer owns different columns.
 */
const WRITERS: Record<string, readonly string[]> = {
  audit_logs: ['audit'],
  bank_cards: ['bank'],
  bank_rates: ['bank'],
  banners: ['banner'],
  captcha_challenges: ['account'],
  chat_blocks: ['chat'],
  chat_messages: ['chat'],
  chat_mutes: ['chat'],
  chat_reads: ['chat'],
  company_sections: ['company'],
  course_lessons: ['college'],
  courses: ['college'],
  documents: ['download'],
  draw_games: ['draw'],
  draws: ['draw'],
  files: ['file'],
  forum_agrees: ['forum'],
  forum_articles: ['forum'],
  forum_bookmarks: ['forum'],
  forum_mentions: ['forum'],
  forum_watches: ['forum'],
  forum_comment_likes: ['forum'],
  forum_comments: ['forum'],
  forum_discuss_grants: ['forum'],
  forum_discuss_models: ['forum'],
  forum_discusses: ['forum'],
  forum_drafts: ['forum'],
  forum_plates: ['forum'],
  forum_reports: ['forum'],
  forum_revisions: ['forum'],
  forum_topic_counts: ['forum'],
  forum_topic_reads: ['forum'],
  forum_board_reads: ['forum'],
  forum_tops: ['forum'],
  forum_views: ['forum'],
  job_applications: ['career'],
  jobs: ['career'],
  leads: ['lead'],
  lesson_progress: ['college'],
  levels: ['level'],
  member_tasks: ['task'],
  money_ledger: ['wallet'],
  news: ['news'],
  notices: ['notice'],
  notice_settings: ['notice'],
  notice_days: ['notice'],
  oauth_identities: ['oauth'],
  product_models: ['catalog'],
  product_series: ['catalog'],
  product_spec_fields: ['catalog'],
  product_spec_values: ['catalog'],
  product_types: ['catalog'],
  profile_changes: ['account'],
  role_permissions: ['account'],
  roles: ['account'],
  search_documents: ['search'],
  search_fts: ['search'],
  search_generations: ['search'],
  sessions: ['account'],
  sign_ins: ['sign-in'],
  site_configs: ['site-config'],
  site_notices: ['site-notice'],
  sms_codes: ['account'],
  sms_outbox: ['sms'],
  software_files: ['download'],
  software_packages: ['download'],
  software_versions: ['download'],
  solution_types: ['solution'],
  solutions: ['solution'],
  task_definitions: ['task'],
  tenants: ['tenant'],
  user_roles: ['account'],
  /**
   * The account feature owns accounts (identity, password, profile, standing); the others each own a column
   * the account does not touch: the wallet the balance (with its ledger row), the level feature experience,
   * the forum its activity counters (topics, comments, likes received, kept with the rows they count).
   */
  users: ['account', 'forum', 'level', 'wallet'],
};

/**
 * Places that write tables without being a feature: migrations, the demo seed and a new tenant's defaults
 * (db/), the load generator and benchmarks (bench/), and tests' fixtures (test/, and `*.test-support.ts` beside a
 * feature's tests).
 */
const NOT_FEATURES = ['db', 'bench', 'test'];

const SOURCE = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    // Tests and their support files (fixtures beside a feature's tests) write what they set up.
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.test-support.ts') ? [path] : [];
  });
}

const WRITE = [
  /\b(?:insertInto|updateTable|deleteFrom)\(\s*['"]([a-z_]+)/g,
  /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+([a-z_]+)\b/g,
];

/** Which tables each feature writes (a feature is the folder under features/). */
function writersFound(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const file of sourceFiles(SOURCE)) {
    const [top, feature] = relative(SOURCE, file).split(sep);
    if (!top || NOT_FEATURES.includes(top)) continue;
    const owner = top === 'features' ? feature! : top;
    const text = readFileSync(file, 'utf8');
    for (const pattern of WRITE) {
      for (const match of text.matchAll(pattern)) {
        const table = match[1]!;
        if (!found.has(table)) found.set(table, new Set());
        found.get(table)!.add(owner);
      }
    }
  }
  return found;
}

describe('one writer per table', () => {
  it('finds every write in the places the list allows, and nowhere else', () => {
    const found = writersFound();
    const unexpected: string[] = [];
    for (const [table, owners] of found) {
      const allowed = WRITERS[table];
      for (const owner of owners) {
        if (!allowed?.includes(owner)) unexpected.push(`${owner} writes ${table}`);
      }
    }
    expect(unexpected).toEqual([]);
  });

  it('lists no writer that no longer writes (the list stays true)', () => {
    const found = writersFound();
    const stale: string[] = [];
    for (const [table, owners] of Object.entries(WRITERS)) {
      for (const owner of owners) if (!found.get(table)?.has(owner)) stale.push(`${owner} → ${table}`);
    }
    expect(stale).toEqual([]);
  });

  it('sees a write in either spelling', () => {
    expect([..."await trx.insertInto('users').values({})".matchAll(WRITE[0]!)].map((m) => m[1])).toEqual(['users']);
    expect([...'sql`UPDATE search_documents SET tsv = 1`'.matchAll(WRITE[1]!)].map((m) => m[1])).toEqual([
      'search_documents',
    ]);
  });
});
