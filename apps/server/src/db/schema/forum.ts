import type { Bool, Json, Timestamp } from './column-kinds.js';

/**
 * Forum tables: boards, topics with visibility grants, article trees, comments, likes, drafts, edit history,
 * reports, view de-duplication and the curated top list. Column kinds are spelled as column-kinds.ts
 * describes; repositories normalise rows.
 */

export interface ForumPlatesTable {
  id: string;
  tenant_id: string;
  name: string;
  code: string;
  /** File id of the board's logo image. */
  logo: string | null;
  introduction: string;
  /** English name and introduction, '' when none: English mode falls back to the Chinese (migration 0019). */
  name_en: string;
  introduction_en: string;
  order_num: number;
  /** Only holders of the moderator permission (or *:*:*) may post when set. */
  is_posting_disabled: Bool;
  /** A Q&A board: a topic's author or staff mark one comment as the answer. */
  is_question_board: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ForumDiscussesTable {
  id: string;
  tenant_id: string;
  plate_id: string;
  user_id: string;
  title: string;
  introduction: string;
  /** Markdown source. */
  content: string;
  /** File id of the cover image. */
  cover: string | null;
  /** JSON array of strings. */
  tags: Json;
  color: string | null;
  /** public | self | users | roles */
  visibility: string;
  is_hidden: Bool;
  hidden_reason: string | null;
  is_pinned: Bool;
  order_num: number;
  comments_disabled: Bool;
  like_count: number;
  view_count: number;
  comment_count: number;
  /** Root comments the comment list shows (live, or deleted with live replies): the list's kept total. */
  root_count: number;
  /** Bumped on every content edit; the rendered-HTML cache is keyed by it. */
  revision: number;
  /** The comment marked as the answer (Q&A boards). */
  solved_comment_id: string | null;
  /** Who holds the answer reward for this topic and how much (0: nobody), so a move reverses exactly that. */
  answer_paid_user_id: string | null;
  answer_paid_cents: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

/** Who may see a topic whose visibility is `users` (kind user, value user id) or `roles` (kind role, value role code). */
export interface ForumDiscussGrantsTable {
  discuss_id: string;
  tenant_id: string;
  kind: string;
  value: string;
}

export interface ForumArticlesTable {
  id: string;
  tenant_id: string;
  discuss_id: string;
  parent_id: string | null;
  user_id: string;
  name: string;
  content: string;
  order_num: number;
  revision: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ForumCommentsTable {
  id: string;
  tenant_id: string;
  discuss_id: string;
  user_id: string;
  /** The root comment of a reply; null for a root comment. */
  root_id: string | null;
  /** The comment replied to (a root or another reply); null for a root comment. */
  parent_id: string | null;
  reply_to_user_id: string | null;
  content: string;
  like_count: number;
  /** On a root: number of its live replies. */
  reply_count: number;
  is_hidden: Bool;
  hidden_reason: string | null;
  created_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface ForumAgreesTable {
  discuss_id: string;
  user_id: string;
  tenant_id: string;
  created_at: Timestamp;
}

/** A member's bookmark on a topic (`discuss`) or a comment; `discuss_id` is the topic either belongs to. */
export interface ForumBookmarksTable {
  tenant_id: string;
  user_id: string;
  /** discuss | comment */
  target_type: string;
  target_id: string;
  discuss_id: string;
  created_at: Timestamp;
}

/** A member's watch level on a topic (`discuss`) or a board (`plate`): watching, normal or muted (migration 0022). */
export interface ForumWatchesTable {
  tenant_id: string;
  user_id: string;
  target_type: string;
  target_id: string;
  level: string;
  updated_at: Timestamp;
}

/** A member an item's author notified of a mention: once per item (`discuss`, `article` or `comment`). */
export interface ForumMentionsTable {
  tenant_id: string;
  /** discuss | article | comment */
  item_type: string;
  item_id: string;
  /** The member mentioned. */
  user_id: string;
  /** The topic the item belongs to. */
  discuss_id: string;
  author_id: string;
  created_at: Timestamp;
}

export interface ForumCommentLikesTable {
  comment_id: string;
  user_id: string;
  tenant_id: string;
  created_at: Timestamp;
}

export interface ForumDraftsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  editor_key: string;
  /** JSON object: what the editor had typed. */
  payload: Json;
  updated_at: Timestamp;
}

export interface ForumRevisionsTable {
  id: string;
  tenant_id: string;
  /** discuss | article */
  target_type: string;
  target_id: string;
  /** The revision number the saved content had before the edit. */
  revision: number;
  title: string;
  content: string;
  editor_id: string | null;
  created_at: Timestamp;
}

export interface ForumReportsTable {
  id: string;
  tenant_id: string;
  /** discuss | comment */
  target_type: string;
  target_id: string;
  discuss_id: string;
  reporter_id: string;
  reason: string;
  detail: string;
  /** open | resolved | dismissed */
  status: string;
  resolver_id: string | null;
  resolution_note: string | null;
  created_at: Timestamp;
  resolved_at: Timestamp | null;
}

/** A product model a topic is about (migration 0020): at most five per topic, in the author's order. */
export interface ForumDiscussModelsTable {
  discuss_id: string;
  model_id: string;
  tenant_id: string;
  order_num: number;
  created_at: Timestamp;
}

/** One row per viewer per topic per hour: a view counts once an hour. */
export interface ForumViewsTable {
  discuss_id: string;
  viewer_key: string;
  hour_bucket: number;
  tenant_id: string;
}

/** The curated list of the home page (`/discuss/top`). */
export interface ForumTopsTable {
  tenant_id: string;
  discuss_id: string;
  order_num: number;
  created_at: Timestamp;
}

/**
 * Kept topic counts: how many topics of a board are in each state. Moved by the forum repository in the same
 * transaction as the topic write; list totals and the boards' counts are sums of these rows.
 */
export interface ForumTopicCountsTable {
  tenant_id: string;
  plate_id: string;
  /** public | self | users | roles */
  visibility: string;
  is_hidden: Bool;
  is_deleted: Bool;
  n: number;
}

/** How far a member read a topic they opened (migration 0023): the newest comment read, by time and id. */
export interface ForumTopicReadsTable {
  tenant_id: string;
  user_id: string;
  discuss_id: string;
  /** null: opened while the topic had no comments. */
  last_comment_at: Timestamp | null;
  last_comment_id: string | null;
  /** When the member last opened it. */
  read_at: Timestamp;
}

/** A member's "mark all read" on one board ('' for every board): what was created before `read_at` is read. */
export interface ForumBoardReadsTable {
  tenant_id: string;
  user_id: string;
  plate_id: string;
  read_at: Timestamp;
}

export interface ForumTables {
  forum_plates: ForumPlatesTable;
  forum_discusses: ForumDiscussesTable;
  forum_discuss_grants: ForumDiscussGrantsTable;
  forum_discuss_models: ForumDiscussModelsTable;
  forum_articles: ForumArticlesTable;
  forum_comments: ForumCommentsTable;
  forum_agrees: ForumAgreesTable;
  forum_comment_likes: ForumCommentLikesTable;
  forum_bookmarks: ForumBookmarksTable;
  forum_mentions: ForumMentionsTable;
  forum_watches: ForumWatchesTable;
  forum_drafts: ForumDraftsTable;
  forum_revisions: ForumRevisionsTable;
  forum_reports: ForumReportsTable;
  forum_views: ForumViewsTable;
  forum_tops: ForumTopsTable;
  forum_topic_counts: ForumTopicCountsTable;
  forum_topic_reads: ForumTopicReadsTable;
  forum_board_reads: ForumBoardReadsTable;
}
