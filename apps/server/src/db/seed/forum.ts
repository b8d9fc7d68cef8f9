import { randomBytes } from 'node:crypto';
import { ROLE_MEMBER, ROLE_MODERATOR } from '@clearsight/contracts';
import { sql } from 'kysely';
import type { Db } from '../database.js';
import type { Database } from '../schema/index.js';
import { hashPassword } from '../../shared/password.js';
import {
  DEMO_BOARDS,
  DEMO_COMMENTS,
  DEMO_MEMBERS,
  DEMO_MENTIONS,
  DEMO_REPLIES,
  DEMO_TOPICS,
  type DemoArticle,
} from './forum-content.js';
import { newId } from '../../shared/ids.js';
import { recountTopics } from '../../features/forum/topic-count.repository.js';

/**
 * Demo content of the community forum (see docs/product.md): 6 boards, a dozen members, 60 topics with
 * article trees, comments with replies, likes and views, and the home page's curated list. Seeded once per
 * tenant (when it has no topic yet), in one transaction, so a restart never duplicates what staff kept. The
 * boards themselves are a default every tenant gets (tenant-defaults.ts); the demo reuses them by code and
 * adds only those missing.
 * Demo members get a random password nobody knows (hashed once for all of them): they author content and
 * cannot be signed into until an administrator resets a password.
 */
export async function seedForum(db: Db, tenantId: string, now: Date = new Date()): Promise<void> {
  const existing = await db
    .selectFrom('forum_discusses')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  await db.transaction().execute(async (trx) => {
    await seedInto(trx, tenantId, now, passwordHash);
  });
}

/** A small deterministic generator: the same demo content on every install. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

async function insertChunks<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: Array<Record<string, unknown>>,
  size = 200,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    // Rows are built to the table's shape above; the generic insert cannot check that per table.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

async function seedInto(db: Db, tenantId: string, now: Date, passwordHash: string): Promise<void> {
  const rnd = generator(20_260_401);
  const nowMs = now.getTime();
  const DAY = 86_400_000;
  const iso = (ms: number) => new Date(Math.min(ms, nowMs)).toISOString();
  const at = now.toISOString();

  // Boards: the tenant's default ones by code, the missing ones added.
  const present = await db
    .selectFrom('forum_plates')
    .select(['id', 'code'])
    .where('tenant_id', '=', tenantId)
    .execute();
  const plateIds = new Map<string, string>(present.map((p) => [p.code, p.id]));
  await insertChunks(
    db,
    'forum_plates',
    DEMO_BOARDS.filter((b) => !plateIds.has(b.code)).map((b, i) => {
      const id = newId(nowMs - 90 * DAY + i);
      plateIds.set(b.code, id);
      return {
        id,
        tenant_id: tenantId,
        name: b.name,
        code: b.code,
        logo: null,
        introduction: b.introduction,
        name_en: b.nameEn,
        introduction_en: b.introductionEn,
        order_num: i + 1,
        is_posting_disabled: false,
        created_at: iso(nowMs - 90 * DAY),
        updated_at: iso(nowMs - 90 * DAY),
      };
    }),
  );

  // Members: reuse an account that already has a demo user name, create the others.
  const roles = await db.selectFrom('roles').select(['id', 'code']).where('tenant_id', '=', tenantId).execute();
  const roleId = (code: string) => roles.find((r) => r.code === code)?.id;
  const found = await db
    .selectFrom('users')
    .select(['id', 'user_name_key'])
    .where('tenant_id', '=', tenantId)
    .where(
      'user_name_key',
      'in',
      DEMO_MEMBERS.map((m) => m.userName.toLowerCase()),
    )
    .execute();
  const userIds = new Map<string, string>(found.map((u) => [u.user_name_key, u.id]));
  const newUsers: Array<Record<string, unknown>> = [];
  const newRoles: Array<Record<string, unknown>> = [];
  for (const [i, m] of DEMO_MEMBERS.entries()) {
    if (userIds.has(m.userName)) continue;
    const id = newId(nowMs - 80 * DAY + i);
    userIds.set(m.userName, id);
    const joined = iso(nowMs - (80 - i * 3) * DAY);
    newUsers.push({
      id,
      tenant_id: tenantId,
      user_name: m.userName,
      user_name_key: m.userName.toLowerCase(),
      nick: m.nick,
      password_hash: passwordHash,
      phone: null,
      email: null,
      sex: 'unknown',
      introduction: m.introduction,
      icon: null,
      status: 'active',
      ban_reason: null,
      money_cents: rnd.int(20, 300) * 100,
      experience: rnd.int(10, 400),
      topic_count: 0,
      comment_count: 0,
      like_received_count: 0,
      created_at: joined,
      updated_at: joined,
      last_login_at: null,
      last_login_ip: null,
    });
    for (const code of m.moderator ? [ROLE_MEMBER, ROLE_MODERATOR] : [ROLE_MEMBER]) {
      const rid = roleId(code);
      if (rid) newRoles.push({ user_id: id, role_id: rid });
    }
  }
  await insertChunks(db, 'users', newUsers);
  await insertChunks(db, 'user_roles', newRoles);
  const uid = (userName: string) => userIds.get(userName)!;
  const everyone = DEMO_MEMBERS.map((m) => m.userName);
  const moderators = DEMO_MEMBERS.filter((m) => m.moderator).map((m) => m.userName);

  const topics: Array<Record<string, unknown>> = [];
  const mentions: Array<Record<string, unknown>> = [];
  let rootCount = 0;
  const grants: Array<Record<string, unknown>> = [];
  const articles: Array<Record<string, unknown>> = [];
  const comments: Array<Record<string, unknown> & { id: string; like_count: number; reply_count: number }> = [];
  const agrees: Array<Record<string, unknown>> = [];
  const commentLikes: Array<Record<string, unknown>> = [];
  const tops: string[] = [];
  const topIndexes = new Set([1, 11, 21, 32, 41, 52]);
  const topicModels: Array<{ discussId: string; modelNumbers: string[]; at: string }> = [];

  for (const [index, topic] of DEMO_TOPICS.entries()) {
    const createdMs = nowMs - 60 * DAY + index * DAY + rnd.int(0, 20 * 3_600_000);
    const id = newId(createdMs);
    const authorId = uid(topic.author);
    // Who may see (and so comment on and like) the topic.
    const audience =
      topic.visibility === 'roles'
        ? moderators
        : topic.visibility === 'users'
          ? [topic.author, ...(topic.grants ?? [])]
          : everyone;
    if (topic.visibility === 'users') {
      for (const g of topic.grants ?? [])
        grants.push({ discuss_id: id, tenant_id: tenantId, kind: 'user', value: uid(g) });
    }
    if (topic.visibility === 'roles') {
      for (const g of topic.grants ?? []) grants.push({ discuss_id: id, tenant_id: tenantId, kind: 'role', value: g });
    }

    // Comments: roots and replies flattened under their root.
    const topicComments: typeof comments = [];
    const authorOf = new Map<string, string>();
    const count = topic.pinned ? rnd.int(0, 1) : audience.length < 3 ? rnd.int(1, 2) : rnd.int(2, 9);
    let t = createdMs;
    for (let c = 0; c < count; c += 1) {
      t += rnd.int(10, 600) * 60_000;
      const author = rnd.pick(audience);
      const parent = topicComments.length > 0 && rnd.next() < 0.35 ? rnd.pick(topicComments) : null;
      // Every fifth root comment asks another reader of the topic by name (no draw from `rnd`: the rest of the demo
      // stays as it was). The mention is recorded as the forum records one, so an edit does not notify again.
      rootCount += parent ? 0 : 1;
      const asked = parent || rootCount % 5 !== 0 ? null : audience.find((m) => m !== author && m !== topic.author);
      const row = {
        id: newId(Math.min(t, nowMs)),
        tenant_id: tenantId,
        discuss_id: id,
        user_id: uid(author),
        root_id: parent ? ((parent['root_id'] as string | null) ?? parent.id) : null,
        parent_id: parent ? parent.id : null,
        reply_to_user_id: parent ? (parent['user_id'] as string) : null,
        content: parent
          ? rnd.pick(DEMO_REPLIES)
          : `${asked ? `@${asked} ${DEMO_MENTIONS[rootCount % DEMO_MENTIONS.length]} ` : ''}${rnd.pick(DEMO_COMMENTS[topic.board] ?? DEMO_REPLIES)}`,
        like_count: 0,
        reply_count: 0,
        is_hidden: false,
        hidden_reason: null,
        created_at: iso(t),
        deleted_at: null,
      };
      if (row.root_id) {
        const root = topicComments.find((x) => x.id === row.root_id);
        if (root) root.reply_count += 1;
      }
      topicComments.push(row);
      authorOf.set(row.id, author);
      if (asked) {
        mentions.push({
          tenant_id: tenantId,
          item_type: 'comment',
          item_id: row.id,
          user_id: uid(asked),
          discuss_id: id,
          author_id: uid(author),
          created_at: row.created_at,
        });
      }
    }
    for (const c of topicComments) {
      const likers = new Set<string>();
      const wanted = rnd.next() < 0.4 ? rnd.int(1, 3) : 0;
      for (let k = 0; k < wanted; k += 1) likers.add(rnd.pick(audience));
      likers.delete(authorOf.get(c.id) ?? '');
      for (const liker of likers)
        commentLikes.push({ comment_id: c.id, user_id: uid(liker), tenant_id: tenantId, created_at: c['created_at'] });
      c.like_count = likers.size;
    }
    comments.push(...topicComments);

    // Likes on the topic.
    const topicLikers = new Set<string>();
    const wantedLikes = topic.pinned ? rnd.int(0, 2) : rnd.int(0, Math.min(10, audience.length));
    for (let k = 0; k < wantedLikes; k += 1) topicLikers.add(rnd.pick(audience));
    topicLikers.delete(topic.author);
    for (const liker of topicLikers) {
      agrees.push({
        discuss_id: id,
        user_id: uid(liker),
        tenant_id: tenantId,
        created_at: iso(createdMs + rnd.int(1, 48) * 3_600_000),
      });
    }

    if (topic.models) topicModels.push({ discussId: id, modelNumbers: topic.models, at: iso(createdMs) });
    topics.push({
      id,
      tenant_id: tenantId,
      plate_id: plateIds.get(topic.board)!,
      user_id: authorId,
      title: topic.title,
      introduction: topic.introduction,
      content: topic.content,
      cover: null,
      tags: JSON.stringify(topic.tags),
      color: topic.color ?? null,
      visibility: topic.visibility ?? 'public',
      is_hidden: false,
      hidden_reason: null,
      is_pinned: !!topic.pinned,
      order_num: topic.pinned ? 10 : 0,
      comments_disabled: false,
      like_count: topicLikers.size,
      view_count: topicLikers.size * rnd.int(8, 20) + topicComments.length * rnd.int(5, 12) + rnd.int(15, 120),
      comment_count: topicComments.length,
      revision: 1,
      created_at: iso(createdMs),
      updated_at: iso(t),
      deleted_at: null,
    });

    // Article trees.
    let order = 0;
    const addArticles = (list: DemoArticle[], parentId: string | null, baseMs: number) => {
      for (const [i, a] of list.entries()) {
        order += 1;
        const articleMs = baseMs + (order + i) * 3_600_000;
        const articleId = newId(Math.min(articleMs, nowMs));
        articles.push({
          id: articleId,
          tenant_id: tenantId,
          discuss_id: id,
          parent_id: parentId,
          user_id: authorId,
          name: a.name,
          content: a.content,
          order_num: i + 1,
          revision: 1,
          created_at: iso(articleMs),
          updated_at: iso(articleMs),
        });
        if (a.children) addArticles(a.children, articleId, articleMs);
      }
    };
    if (topic.articles) addArticles(topic.articles, null, createdMs);

    if (topIndexes.has(index) && (topic.visibility ?? 'public') === 'public') tops.push(id);
  }

  await insertChunks(db, 'forum_discusses', topics, 100);
  await insertChunks(db, 'forum_discuss_grants', grants);
  await linkModels(db, tenantId, topicModels);
  // Parents before children: the article rows were pushed depth-first, parents first.
  await insertChunks(db, 'forum_articles', articles, 100);
  await insertChunks(db, 'forum_comments', comments);
  await insertChunks(db, 'forum_agrees', agrees);
  await insertChunks(db, 'forum_comment_likes', commentLikes);
  await insertChunks(db, 'forum_mentions', mentions);
  await insertChunks(
    db,
    'forum_tops',
    tops.map((discussId, i) => ({ tenant_id: tenantId, discuss_id: discussId, order_num: i + 1, created_at: at })),
  );

  // Member counters recounted from the rows, so they are exact whatever the accounts held before.
  const ids = [...userIds.values()];
  await sql`
    update users set
      topic_count = (select count(*) from forum_discusses d where d.user_id = users.id and d.deleted_at is null),
      comment_count = (select count(*) from forum_comments c join forum_discusses d on d.id = c.discuss_id
                       where c.user_id = users.id and c.deleted_at is null and d.deleted_at is null),
      like_received_count =
        (select count(*) from forum_agrees a join forum_discusses d on d.id = a.discuss_id
          where d.user_id = users.id and d.deleted_at is null)
        + (select count(*) from forum_comment_likes l join forum_comments c on c.id = l.comment_id
           join forum_discusses d on d.id = c.discuss_id
           where c.user_id = users.id and c.deleted_at is null and d.deleted_at is null)
    where tenant_id = ${tenantId} and id in (${sql.join(ids)})
  `.execute(db);
  // The kept counts behind the forum's list totals (boards' topics, topics' root comments), from these rows.
  await recountTopics(db, tenantId);
  await seedQuestions(db, tenantId, plateIds.get(QUESTION_BOARD));
  await seedWatches(db, tenantId, plateIds.get(QUESTION_BOARD), at);
  await seedBookmarks(db, tenantId, plateIds.get(QUESTION_BOARD), at);
}

/**
 * Bookmarks in the demo: the Q&A board's regular askers keep the other askers' solved questions and their accepted
 * answers (what a member comes back to), so each of their profiles has a bookmarks tab with something in it.
 */
async function seedBookmarks(db: Db, tenantId: string, questionBoard: string | undefined, at: string): Promise<void> {
  if (!questionBoard) return;
  const solved = await db
    .selectFrom('forum_discusses')
    .select(['id', 'user_id', 'solved_comment_id'])
    .where('tenant_id', '=', tenantId)
    .where('plate_id', '=', questionBoard)
    .where('solved_comment_id', 'is not', null)
    .where('visibility', '=', 'public')
    .where('deleted_at', 'is', null)
    .execute();
  const askers = [...new Set(solved.map((t) => t.user_id))].sort();
  const rows = askers.flatMap((userId) =>
    solved
      .filter((t) => t.user_id !== userId)
      .flatMap((t) => [
        {
          tenant_id: tenantId,
          user_id: userId,
          target_type: 'discuss',
          target_id: t.id,
          discuss_id: t.id,
          created_at: at,
        },
        {
          tenant_id: tenantId,
          user_id: userId,
          target_type: 'comment',
          target_id: t.solved_comment_id!,
          discuss_id: t.id,
          created_at: at,
        },
      ]),
  );
  await insertChunks(db, 'forum_bookmarks', rows);
}

/**
 * The demo catalogue's models the demo topics are about, by model number. A tenant without the demo catalogue
 * (or a number staff renamed) simply gets fewer links.
 */
async function linkModels(
  db: Db,
  tenantId: string,
  links: Array<{ discussId: string; modelNumbers: string[]; at: string }>,
): Promise<void> {
  const numbers = [...new Set(links.flatMap((l) => l.modelNumbers))];
  if (numbers.length === 0) return;
  const models = await db
    .selectFrom('product_models')
    .select(['id', 'model_number'])
    .where('tenant_id', '=', tenantId)
    .where('model_number', 'in', numbers)
    .execute();
  const idOf = new Map(models.map((m) => [m.model_number, m.id]));
  await insertChunks(
    db,
    'forum_discuss_models',
    links.flatMap((l) =>
      l.modelNumbers
        .filter((n) => idOf.has(n))
        .map((n, i) => ({
          discuss_id: l.discussId,
          model_id: idOf.get(n)!,
          tenant_id: tenantId,
          order_num: i,
          created_at: l.at,
        })),
    ),
  );
}

/** The demo's Q&A board: camera selection questions, a few answered and the others open. */
const QUESTION_BOARD = 'camera-selection';

/** How many demo questions are answered: enough that model pages show solved questions first, most stay open. */
const SOLVED_QUESTIONS = 3;

/**
 * Makes the selection board a Q&A board, and marks answers on its oldest public questions that have a live
 * root comment by someone other than the asker (questions naming a product model first, so the model pages show
 * a solved one): that comment is the answer. The demo's answers predate the reward, so no money moves
 * (answer_paid_cents stays 0): nothing is taken back when a visitor moves the mark.
 */
async function seedQuestions(db: Db, tenantId: string, plateId: string | undefined): Promise<void> {
  if (!plateId) return;
  await db.updateTable('forum_plates').set({ is_question_board: true }).where('id', '=', plateId).execute();
  const candidates = await db
    .selectFrom('forum_comments as c')
    .innerJoin('forum_discusses as d', 'd.id', 'c.discuss_id')
    .select((e) => [
      'd.id as discuss_id',
      'c.id as comment_id',
      e
        .exists(e.selectFrom('forum_discuss_models as dm').select('dm.model_id').whereRef('dm.discuss_id', '=', 'd.id'))
        .as('names_model'),
    ])
    .where('d.tenant_id', '=', tenantId)
    .where('d.plate_id', '=', plateId)
    .where('d.visibility', '=', 'public')
    .where('d.deleted_at', 'is', null)
    .where('d.is_pinned', '=', false)
    .where('c.root_id', 'is', null)
    .where('c.deleted_at', 'is', null)
    .where('c.is_hidden', '=', false)
    .whereRef('c.user_id', '!=', 'd.user_id')
    .orderBy('d.created_at')
    .orderBy('c.created_at')
    .execute();
  // Each question's first answer, in question order; those naming a model first (a stable sort keeps the order).
  const firsts = new Map<string, (typeof candidates)[number]>();
  for (const c of candidates) if (!firsts.has(c.discuss_id)) firsts.set(c.discuss_id, c);
  const chosen = [...firsts.values()]
    .sort((a, b) => Number(!!b.names_model) - Number(!!a.names_model))
    .slice(0, SOLVED_QUESTIONS);
  for (const answer of chosen) {
    await db
      .updateTable('forum_discusses')
      .set({ solved_comment_id: answer.comment_id })
      .where('id', '=', answer.discuss_id)
      .where('solved_comment_id', 'is', null)
      .execute();
  }
}

/**
 * Following in the demo (decision 0034): authors watch their topics and commenters the topics they replied to, as
 * the defaults would have set; the Q&A board's regular askers watch the board, and one of them mutes another board.
 */
async function seedWatches(db: Db, tenantId: string, questionBoard: string | undefined, at: string): Promise<void> {
  const [authors, commenters] = await Promise.all([
    db
      .selectFrom('forum_discusses')
      .select(['user_id', 'id as discuss_id'])
      .where('tenant_id', '=', tenantId)
      .where('deleted_at', 'is', null)
      .execute(),
    db
      .selectFrom('forum_comments')
      .select(['user_id', 'discuss_id'])
      .distinct()
      .where('tenant_id', '=', tenantId)
      .where('deleted_at', 'is', null)
      .execute(),
  ]);
  const pairs = new Map<string, { user_id: string; discuss_id: string }>();
  for (const row of [...authors, ...commenters]) pairs.set(`${row.user_id}:${row.discuss_id}`, row);
  await insertChunks(
    db,
    'forum_watches',
    [...pairs.values()].map((p) => ({
      tenant_id: tenantId,
      user_id: p.user_id,
      target_type: 'discuss',
      target_id: p.discuss_id,
      level: 'watching',
      updated_at: at,
    })),
    200,
  );
  if (!questionBoard) return;
  const askers = await db
    .selectFrom('forum_discusses')
    .select('user_id')
    .distinct()
    .where('tenant_id', '=', tenantId)
    .where('plate_id', '=', questionBoard)
    .orderBy('user_id')
    .limit(3)
    .execute();
  const other = await db
    .selectFrom('forum_plates')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '!=', questionBoard)
    .orderBy('order_num')
    .limit(1)
    .executeTakeFirst();
  const rows = askers.map((a) => ({
    tenant_id: tenantId,
    user_id: a.user_id,
    target_type: 'plate',
    target_id: questionBoard,
    level: 'watching',
    updated_at: at,
  }));
  if (other && askers[0]) rows.push({ ...rows[0]!, target_id: other.id, level: 'muted' });
  await insertChunks(db, 'forum_watches', rows);
}
