import { z } from 'zod';

/** What every part of the forum's contract uses: display constants, limits and the small shared shapes. */

/** Shown instead of the title of a topic the viewer may not see (the card stays in lists, masked). */
export const FORUM_PRIVACY_TITLE = '【私密】该主题仅对指定成员可见';
/** Shown instead of the content of a comment hidden by a moderator. */
export const FORUM_HIDDEN_COMMENT = '该评论已被管理员隐藏';
/** Shown instead of the content of a deleted comment whose replies remain. */
export const FORUM_DELETED_COMMENT = '该评论已删除';

export const TITLE_MIN = 3;
export const TITLE_MAX = 40;
export const CONTENT_MIN = 10;
export const CONTENT_MAX = 100_000;
export const COMMENT_MAX = 1000;

/** public: everyone; self: only the author; users: the listed members; roles: holders of the listed roles. Staff always see. */
export const TopicVisibility = z.enum(['public', 'self', 'users', 'roles']);
export type TopicVisibility = z.infer<typeof TopicVisibility>;

/** Board tabs: new (time), recommend (likes), hot (views). */
export const DiscussTab = z.enum(['new', 'recommend', 'hot']);
export type DiscussTab = z.infer<typeof DiscussTab>;

/** A member as the forum shows them: never phone, email or IP. `icon` is the avatar's file id (null: default avatar). */
export const ForumUser = z.object({
  id: z.string(),
  userName: z.string(),
  nick: z.string(),
  icon: z.string().nullable(),
  /** The author's level badge ("{level}-{levelName}") on topics, articles and comments. */
  level: z.number().int().optional(),
  levelName: z.string().optional(),
  /** The title in English ('' when staff gave none: show the Chinese). */
  levelNameEn: z.string().optional(),
});
export type ForumUser = z.infer<typeof ForumUser>;

/** A table-of-contents entry: a heading of the rendered content and its anchor id. */
export const TocItem = z.object({ level: z.number().int(), text: z.string(), id: z.string() });
export type TocItem = z.infer<typeof TocItem>;
