import type { TopicVisibility } from '@clearsight/contracts';
import { expressionBuilder, type Expression, type Selectable, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ForumDiscussesTable } from '../../db/schema/forum.js';
import type { UsersTable } from '../../db/schema/spine.js';
import type { Database } from '../../db/schema/index.js';
import { bool, iso, isoOrNull, json, num } from '../../shared/values.js';
import type { TopicRecord } from './discuss.records.js';
import type { Viewer } from './forum.access.js';

/**
 * The SQL pieces every topic query shares: the visibility rule as predicates, the card columns and their
 * mapping to a TopicRecord. The topic, comment and search reads build on them.
 */

type DiscussDb = Database & { d: ForumDiscussesTable };
const eb = expressionBuilder<DiscussDb, 'd'>();

/** Escapes LIKE wildcards; used with `escape '\'`. */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The visibility rule of forum.access.ts as SQL, for the read paths that must leave invisible topics out
 * entirely (title search, profile lists, the top list). null: no restriction (staff).
 */
export function visibleTopicExpr(viewer: Viewer | null): Expression<SqlBool> | null {
  if (viewer?.isStaff) return null;
  const publicLive = eb.and([eb('d.is_hidden', '=', false), eb('d.visibility', '=', 'public')]);
  if (!viewer) return publicLive;
  return eb.or([
    eb('d.user_id', '=', viewer.id),
    publicLive,
    eb.and([
      eb('d.is_hidden', '=', false),
      eb('d.visibility', '=', 'users'),
      eb.exists(
        eb
          .selectFrom('forum_discuss_grants as g')
          .select('g.discuss_id')
          .whereRef('g.discuss_id', '=', 'd.id')
          .where('g.kind', '=', 'user')
          .where('g.value', '=', viewer.id),
      ),
    ]),
    eb.and([
      eb('d.is_hidden', '=', false),
      eb('d.visibility', '=', 'roles'),
      eb.exists(
        eb
          .selectFrom('forum_discuss_grants as g')
          .select('g.discuss_id')
          .whereRef('g.discuss_id', '=', 'd.id')
          .where('g.kind', '=', 'role')
          .where('g.value', 'in', viewer.roleCodes.length > 0 ? viewer.roleCodes : ['-']),
      ),
    ]),
  ]);
}

/** Hidden topics stay out of lists except for staff and their author (masking handles the rest). */
export function notHiddenFor(viewer: Viewer | null): Expression<SqlBool> | null {
  if (viewer?.isStaff) return null;
  if (!viewer) return eb('d.is_hidden', '=', false);
  return eb.or([eb('d.is_hidden', '=', false), eb('d.user_id', '=', viewer.id)]);
}

/** The columns of a topic card (content is added where a read needs it). */
export const CARD_COLUMNS = [
  'd.id',
  'd.tenant_id',
  'd.plate_id',
  'p.name as plate_name',
  'p.name_en as plate_name_en',
  'p.code as plate_code',
  'd.user_id',
  'd.title',
  'd.introduction',
  'd.cover',
  'd.tags',
  'd.color',
  'd.visibility',
  'd.is_hidden',
  'd.hidden_reason',
  'd.is_pinned',
  'd.order_num',
  'd.comments_disabled',
  'd.like_count',
  'd.view_count',
  'd.comment_count',
  'd.revision',
  'd.solved_comment_id',
  'p.is_question_board',
  'd.created_at',
  'd.updated_at',
  'd.deleted_at',
  'u.user_name',
  'u.nick',
  'u.icon',
] as const;

/** A row of CARD_COLUMNS: the topic's columns but its content (added where a read needs it), its board's and author's names. */
type CardRow = Omit<
  Selectable<ForumDiscussesTable>,
  'content' | 'root_count' | 'answer_paid_user_id' | 'answer_paid_cents'
> &
  Pick<Selectable<UsersTable>, 'user_name' | 'nick' | 'icon'> & {
    plate_name: string;
    plate_name_en: string;
    plate_code: string;
    is_question_board: boolean | number;
    content?: string;
  };

export function toTopic(r: CardRow): TopicRecord {
  return {
    id: r.id,
    tenantId: r.tenant_id,
    plateId: r.plate_id,
    plateName: r.plate_name,
    plateNameEn: r.plate_name_en,
    plateCode: r.plate_code,
    userId: r.user_id,
    title: r.title,
    introduction: r.introduction,
    content: r.content ?? '',
    cover: r.cover,
    tags: json<string[]>(r.tags, []),
    color: r.color,
    visibility: r.visibility as TopicVisibility,
    isHidden: bool(r.is_hidden),
    hiddenReason: r.hidden_reason,
    isPinned: bool(r.is_pinned),
    orderNum: num(r.order_num),
    commentsDisabled: bool(r.comments_disabled),
    likeCount: num(r.like_count),
    viewCount: num(r.view_count),
    commentCount: num(r.comment_count),
    revision: num(r.revision),
    isQuestionBoard: bool(r.is_question_board),
    solvedCommentId: r.solved_comment_id,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    deletedAt: isoOrNull(r.deleted_at),
    author: { id: r.user_id, userName: r.user_name, nick: r.nick, icon: r.icon },
  };
}

/** Live and deleted topics of a tenant joined with their board and author: the base of every card read. */
export function selectCards(db: Db, tenantId: string) {
  return db
    .selectFrom('forum_discusses as d')
    .innerJoin('forum_plates as p', 'p.id', 'd.plate_id')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .where('d.tenant_id', '=', tenantId);
}
