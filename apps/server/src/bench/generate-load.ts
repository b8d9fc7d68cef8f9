/**
 * `npm run generate:load -- --topics 100000 --comments 1000000`: fills the configured database (the default
 * DATA_DIR's SQLite file, or PostgreSQL with DATABASE_URL) with boards, members, topics and comments in
 * batched inserts, for the benchmark and for reading query plans at size (docs/performance.md).
 *
 * It migrates and seeds first (like a server start), then adds:
 * - `--boards` boards (default 20), `--members` members (default 2,000, who cannot sign in);
 * - `--topics` topics spread unevenly over the boards (the first boards are the busiest), mostly public,
 *   some visible to members or roles only, 1% hidden and 1% deleted, created over the last two years;
 * - `--comments` comments: `--hot` of them (default 5%) on the newest public topic of the busiest board,
 *   the rest spread unevenly over the topics, a third of them replies.
 * - `--reads` topics each member opened, on average (default 0): their read rows (forum_topic_reads), most of
 *   them on the newest topics, each read up to a time between the topic's start and now; and every tenth
 *   member's "mark all read" a few days ago (forum_board_reads), as the unread benchmark needs them.
 * Counters stay exact (topics' comments, roots' replies, members' topics and comments, the boards' kept
 * topic counts), and the statistics are refreshed the way the server does it. Run it with the server stopped;
 * generated topics are not added to the site search's index.
 */
import { randomBytes } from 'node:crypto';
import { createTransactor } from '../db/transaction.js';
import { ROLE_MEMBER } from '@clearsight/contracts';
import { loadConfig } from '../config.js';
import { createDatabase, type Db, type DbKind } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/index.js';
import type { Database } from '../db/schema/index.js';
import { seedDatabase } from '../db/seed/index.js';
import { createTopicCountRepository } from '../features/forum/topic-count.repository.js';
import { newId } from '../shared/ids.js';
import { hashPassword } from '../shared/password.js';

interface Options {
  topics: number;
  comments: number;
  boards: number;
  members: number;
  hot: number;
  seed: number;
  /** 1: refresh the planner's statistics at the end (0 leaves a database as an old server would have it). */
  analyze: number;
  /** Topics each member opened, on average: their read rows. */
  reads: number;
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    topics: 100_000,
    comments: 1_000_000,
    boards: 20,
    members: 2_000,
    hot: 0.05,
    seed: 7,
    analyze: 1,
    reads: 0,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(argv[i]!);
    if (!match) throw new Error(`Unexpected argument: ${argv[i]}`);
    const key = match[1] as keyof Options;
    if (!(key in options)) throw new Error(`Unknown option --${key}`);
    const raw = match[2] ?? argv[++i];
    const value = Number(raw?.replace(/_/g, ''));
    if (!Number.isFinite(value) || value < 0) throw new Error(`--${key} needs a number, not ${raw}`);
    options[key] = value;
  }
  return options;
}

/** A small deterministic generator, so two runs with the same options build the same shape. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

const WORDS = [
  '相机',
  '镜头',
  '光源',
  '标定',
  '曝光',
  '触发',
  '条码',
  '缺陷检测',
  '尺寸测量',
  '定位',
  '深度学习',
  '点云',
  '线扫',
  '三维',
  '帧率',
  '畸变',
  '偏振',
  '远心',
  '频闪',
  'SDK',
  'GigE',
  'USB3',
  'ROI',
  'OCR',
];

function sentence(rnd: ReturnType<typeof random>, words: number): string {
  const parts: string[] = [];
  for (let i = 0; i < words; i += 1) parts.push(WORDS[rnd.int(0, WORDS.length - 1)]!);
  return parts.join('');
}

function topicContent(rnd: ReturnType<typeof random>): string {
  const paragraphs: string[] = [];
  for (let p = rnd.int(2, 5); p > 0; p -= 1) paragraphs.push(`${sentence(rnd, rnd.int(12, 40))}。`);
  return `## ${sentence(rnd, 3)}\n\n${paragraphs.join('\n\n')}\n\n- ${sentence(rnd, 4)}\n- ${sentence(rnd, 5)}\n`;
}

/** Inserts rows in statements of `size` rows, `perTransaction` rows to a transaction. */
async function insertBatched<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: Array<Record<string, unknown>>,
  size: number,
): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += size) {
      // Rows are built to the table's shape here; the generic insert cannot check that per table.
      await trx
        .insertInto(table)
        .values(rows.slice(i, i + size) as never)
        .execute();
    }
  });
}

/** Rows per INSERT: under both engines' bind-parameter limits for the widest table (24 columns). */
const rowsPerStatement = (kind: DbKind) => (kind === 'postgres' ? 1000 : 500);

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { db, kind } = database;
  const started = Date.now();
  const log = (message: string) =>
    process.stdout.write(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${message}\n`);
  const size = rowsPerStatement(kind);
  log(`${kind === 'sqlite' ? `SQLite ${config.dataDir}/app.db` : 'PostgreSQL'}: migrating and seeding`);
  await migrateToLatest(db, kind);
  const seeded = await seedDatabase(db, { adminPassword: config.adminPassword });
  if (seeded.generatedAdminPassword) log(`administrator "admin" created, password ${seeded.generatedAdminPassword}`);

  const tenant = await db.selectFrom('tenants').select('id').where('is_default', '=', true).executeTakeFirstOrThrow();
  const tenantId = tenant.id;
  const rnd = random(options.seed);
  const run = Date.now().toString(36);
  const nowMs = Date.now();
  const spanMs = 730 * 86_400_000;

  // Members (one password hash nobody knows, as the demo members have).
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const memberRole = await db
    .selectFrom('roles')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('code', '=', ROLE_MEMBER)
    .executeTakeFirstOrThrow();
  const memberIds: string[] = [];
  const users: Array<Record<string, unknown>> = [];
  for (let i = 0; i < options.members; i += 1) {
    const id = newId(nowMs - spanMs - 86_400_000 + i);
    memberIds.push(id);
    const name = `load${run}u${i}`;
    const joined = new Date(nowMs - spanMs - 86_400_000).toISOString();
    users.push({
      id,
      tenant_id: tenantId,
      user_name: name,
      user_name_key: name.toLowerCase(),
      nick: `测试用户${i}`,
      password_hash: passwordHash,
      phone: null,
      email: null,
      sex: 'unknown',
      introduction: '',
      icon: null,
      status: 'active',
      ban_reason: null,
      money_cents: 0,
      experience: 0,
      topic_count: 0,
      comment_count: 0,
      like_received_count: 0,
      created_at: joined,
      updated_at: joined,
      last_login_at: null,
      last_login_ip: null,
    });
  }
  await insertBatched(db, 'users', users, size);
  await insertBatched(
    db,
    'user_roles',
    memberIds.map((id) => ({ user_id: id, role_id: memberRole.id })),
    size,
  );
  log(`${options.members} members`);

  // Boards.
  const boardIds: string[] = [];
  const boards: Array<Record<string, unknown>> = [];
  for (let i = 0; i < options.boards; i += 1) {
    const id = newId(nowMs - spanMs - 3_600_000 + i);
    boardIds.push(id);
    const at = new Date(nowMs - spanMs).toISOString();
    boards.push({
      id,
      tenant_id: tenantId,
      name: `压测板块${i + 1}`,
      code: `load-${run}-${i + 1}`,
      logo: null,
      introduction: `生成的压测数据（${run}）`,
      order_num: 100 + i,
      is_posting_disabled: false,
      created_at: at,
      updated_at: at,
    });
  }
  await insertBatched(db, 'forum_plates', boards, size);

  // Topics: board k gets a share proportional to 1/(k+1); times increase with the index.
  const weights = boardIds.map((_, k) => 1 / (k + 1));
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const pickBoard = () => {
    let r = rnd.next() * totalWeight;
    for (let k = 0; k < weights.length; k += 1) {
      r -= weights[k]!;
      if (r <= 0) return k;
    }
    return weights.length - 1;
  };
  interface TopicInfo {
    id: string;
    createdMs: number;
    userIndex: number;
    board: number;
    visibility: string;
    hidden: boolean;
    deleted: boolean;
    comments: number;
  }
  // First what each topic is, then how many comments it gets, so topic rows are written with their counts.
  const topicInfo: TopicInfo[] = [];
  const topicsPerUser = new Map<number, number>();
  for (let i = 0; i < options.topics; i += 1) {
    const createdMs = nowMs - spanMs + Math.floor((i / Math.max(1, options.topics)) * spanMs) + rnd.int(0, 60_000);
    const roll = rnd.next();
    const info: TopicInfo = {
      id: newId(createdMs),
      createdMs,
      userIndex: rnd.int(0, Math.max(0, memberIds.length - 1)),
      board: pickBoard(),
      visibility: roll < 0.96 ? 'public' : roll < 0.98 ? 'self' : roll < 0.99 ? 'users' : 'roles',
      hidden: rnd.next() < 0.01,
      deleted: rnd.next() < 0.01,
      comments: 0,
    };
    topicInfo.push(info);
    if (!info.deleted) topicsPerUser.set(info.userIndex, (topicsPerUser.get(info.userIndex) ?? 0) + 1);
  }

  // How many comments each topic gets: the hot topic its share, the rest skewed towards a few topics.
  const liveTopics = topicInfo.filter((t) => !t.deleted);
  if (liveTopics.length > 0 && options.comments > 0) {
    const hot =
      [...liveTopics].reverse().find((t) => t.visibility === 'public' && !t.hidden && t.board === 0) ??
      liveTopics.at(-1);
    let rest = options.comments;
    if (hot) {
      hot.comments = Math.floor(options.comments * options.hot);
      rest -= hot.comments;
    }
    for (let c = 0; c < rest; c += 1) {
      // x³ puts most comments on a few topics and a few comments on most.
      const t = liveTopics[Math.floor(rnd.next() ** 3 * liveTopics.length)];
      if (t) t.comments += 1;
    }
  }

  let batch: Array<Record<string, unknown>> = [];
  let grants: Array<Record<string, unknown>> = [];
  const flushTopics = async () => {
    await insertBatched(db, 'forum_discusses', batch, size);
    await insertBatched(db, 'forum_discuss_grants', grants, size);
    batch = [];
    grants = [];
  };
  for (const [i, info] of topicInfo.entries()) {
    if (info.visibility === 'users') {
      grants.push({
        discuss_id: info.id,
        tenant_id: tenantId,
        kind: 'user',
        value: memberIds[rnd.int(0, memberIds.length - 1)],
      });
    }
    if (info.visibility === 'roles') {
      grants.push({ discuss_id: info.id, tenant_id: tenantId, kind: 'role', value: ROLE_MEMBER });
    }
    const at = new Date(info.createdMs).toISOString();
    batch.push({
      id: info.id,
      tenant_id: tenantId,
      plate_id: boardIds[info.board],
      user_id: memberIds[info.userIndex],
      title: `${sentence(rnd, 3)} #${run}-${i}`,
      introduction: sentence(rnd, 10),
      content: topicContent(rnd),
      cover: null,
      tags: JSON.stringify([WORDS[rnd.int(0, WORDS.length - 1)]]),
      color: null,
      visibility: info.visibility,
      is_hidden: info.hidden,
      hidden_reason: info.hidden ? '生成数据：隐藏' : null,
      is_pinned: false,
      order_num: 0,
      comments_disabled: false,
      like_count: rnd.int(0, 50),
      view_count: rnd.int(0, 5000),
      comment_count: info.comments,
      // Recounted from the comments at the end.
      root_count: 0,
      revision: 1,
      created_at: at,
      updated_at: at,
      deleted_at: info.deleted ? at : null,
    });
    if (batch.length >= 10_000) {
      await flushTopics();
      log(`${i + 1} topics`);
    }
  }
  await flushTopics();
  log(`${options.topics} topics`);

  // Comments, topic by topic: roots first, a third of them replies under an earlier root of the same topic.
  const commentsPerUser = new Map<number, number>();
  let comments: Array<Record<string, unknown> & { reply_count: number }> = [];
  let written = 0;
  const flushComments = async () => {
    await insertBatched(db, 'forum_comments', comments, size);
    written += comments.length;
    comments = [];
  };
  for (const topic of topicInfo) {
    if (topic.comments === 0) continue;
    const roots: Array<Record<string, unknown> & { reply_count: number }> = [];
    let t = topic.createdMs;
    const step = Math.max(1, Math.floor((nowMs - topic.createdMs) / (topic.comments + 1)));
    for (let c = 0; c < topic.comments; c += 1) {
      t += rnd.int(1, step);
      const userIndex = rnd.int(0, memberIds.length - 1);
      const parent = roots.length > 0 && rnd.next() < 0.33 ? roots[rnd.int(0, roots.length - 1)]! : null;
      const row = {
        id: newId(Math.min(t, nowMs)),
        tenant_id: tenantId,
        discuss_id: topic.id,
        user_id: memberIds[userIndex],
        root_id: parent ? (parent['id'] as string) : null,
        parent_id: parent ? (parent['id'] as string) : null,
        reply_to_user_id: parent ? (parent['user_id'] as string) : null,
        content: `${sentence(rnd, rnd.int(4, 30))}。`,
        like_count: 0,
        reply_count: 0,
        is_hidden: false,
        hidden_reason: null,
        created_at: new Date(Math.min(t, nowMs)).toISOString(),
        deleted_at: null,
      };
      if (parent) parent.reply_count += 1;
      else roots.push(row);
      comments.push(row);
      commentsPerUser.set(userIndex, (commentsPerUser.get(userIndex) ?? 0) + 1);
    }
    if (comments.length >= 20_000) {
      await flushComments();
      log(`${written} comments`);
    }
  }
  if (comments.length > 0) {
    await flushComments();
    log(`${written} comments`);
  }

  // Read rows: each member opened about `reads` topics, mostly the newest (x³ from the end), read up to a
  // time between the topic's start and now; every tenth member marked everything read a few days ago.
  if (options.reads > 0 && liveTopics.length > 0) {
    let reads: Array<Record<string, unknown>> = [];
    let readRows = 0;
    const marks: Array<Record<string, unknown>> = [];
    const flushReads = async () => {
      await insertBatched(db, 'forum_topic_reads', reads, size);
      readRows += reads.length;
      reads = [];
    };
    for (const [m, userId] of memberIds.entries()) {
      const opened = new Set<number>();
      const count = rnd.int(0, Math.max(0, Math.round(options.reads * 2)));
      for (let r = 0; r < count; r += 1) {
        const index = liveTopics.length - 1 - Math.floor(rnd.next() ** 3 * liveTopics.length);
        if (opened.has(index)) continue;
        opened.add(index);
        const topic = liveTopics[index]!;
        const readMs = topic.createdMs + Math.floor(rnd.next() * (nowMs - topic.createdMs));
        reads.push({
          tenant_id: tenantId,
          user_id: userId,
          discuss_id: topic.id,
          last_comment_at: topic.comments > 0 ? new Date(readMs).toISOString() : null,
          last_comment_id: topic.comments > 0 ? newId(readMs) : null,
          read_at: new Date(readMs).toISOString(),
        });
      }
      if (reads.length >= 20_000) await flushReads();
      if (m % 10 === 0) {
        const at = new Date(nowMs - rnd.int(1, 7) * 86_400_000).toISOString();
        marks.push({ tenant_id: tenantId, user_id: userId, plate_id: '', read_at: at });
      }
    }
    await flushReads();
    await insertBatched(db, 'forum_board_reads', marks, size);
    log(`${readRows} read rows, ${marks.length} members who marked everything read`);
  }

  // Counters: members' topic and comment counts, then the kept counts (boards' topics, topics' roots).
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < memberIds.length; i += 1) {
      const topics = topicsPerUser.get(i) ?? 0;
      const commentsWritten = commentsPerUser.get(i) ?? 0;
      if (topics === 0 && commentsWritten === 0) continue;
      await trx
        .updateTable('users')
        .set({ topic_count: topics, comment_count: commentsWritten })
        .where('id', '=', memberIds[i]!)
        .execute();
    }
  });
  await createTransactor(db).run((tx) => createTopicCountRepository(db).recount(tx, tenantId));
  log('counters');
  if (options.analyze) {
    await database.optimize({ full: true });
    log('statistics refreshed');
  }
  log('done');
  await database.close();
}

main().catch((error: unknown) => {
  process.stderr.write(
    `generate-load failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
