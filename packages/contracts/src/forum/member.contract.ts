import { z } from 'zod';
import { IdParam } from '../common.contract.js';
import { defineRoute } from '../route.js';
import { adminTags, moderate, tags } from './fields.js';

/** Members as the forum needs them: the visibility picker's search and roles, and write bans (staff). */

export const MemberPick = z.object({ id: z.string(), nick: z.string(), icon: z.string().nullable() });

export const memberSearchRoute = defineRoute({
  method: 'GET',
  path: '/forum/member-search',
  summary: 'Members whose user name starts with the text, for the visibility picker (id, nick, avatar only)',
  tags,
  access: 'member',
  query: z.object({ userName: z.string().trim().min(1, '请输入用户名').max(64) }),
  response: z.object({ items: z.array(MemberPick) }),
});

/** At most this many members are suggested for one `@` typed in the editor. */
export const MENTION_SUGGEST_LIMIT = 8;

/** A member the editor offers after `@`: public handle, nick and avatar only (never phone or e-mail). */
export const MentionSuggestion = z.object({
  userName: z.string(),
  nick: z.string(),
  icon: z.string().nullable(),
});
export type MentionSuggestion = z.infer<typeof MentionSuggestion>;

export const mentionSuggestRoute = defineRoute({
  method: 'GET',
  path: '/forum/mention-suggest',
  summary: `Members whose user name starts with the keyword, for \`@\` in the editor (at most ${MENTION_SUGGEST_LIMIT}; user name, nick, avatar)`,
  tags,
  access: 'member',
  query: z.object({
    keyword: z
      .string()
      .trim()
      .min(1, '请输入用户名')
      .max(20, '用户名最多 20 位')
      .regex(/^[A-Za-z0-9]+$/, '用户名只含字母和数字'),
  }),
  response: z.object({ items: z.array(MentionSuggestion) }),
});

export const forumRolesRoute = defineRoute({
  method: 'GET',
  path: '/forum/roles',
  summary: 'Roles a topic can be limited to, for the visibility picker',
  tags,
  access: 'member',
  response: z.object({ items: z.array(z.object({ code: z.string(), name: z.string() })) }),
});

export const ForumBanResult = z.object({
  id: z.string(),
  userName: z.string(),
  nick: z.string(),
  status: z.enum(['active', 'banned', 'disabled']),
  banReason: z.string().nullable(),
});

/** Banning or unbanning a member from writing in the forum, with the reason they are shown. */
export const ForumBanBody = z.object({ banned: z.boolean(), reason: z.string().trim().max(500).optional() });

export const forumBanRoute = defineRoute({
  method: 'PUT',
  path: '/admin/forum/members/:id/ban',
  summary: 'Ban a member from writing (they keep reading) or lift the ban (staff; audited)',
  tags: adminTags,
  access: moderate,
  params: IdParam,
  body: ForumBanBody,
  response: ForumBanResult,
});
