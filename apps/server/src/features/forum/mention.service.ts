import { findMentions, type MentionMatch } from '@clearsight/contracts';
import {
  markdownMentions,
  markdownToText,
  renderMarkdown,
  type MentionTargets,
  type Rendered,
} from '../../shared/markdown.js';
import type { SessionUser } from '../../shared/request-context.js';
import type { TopicRecord } from './discuss.records.js';
import { canSeeTopic } from './forum.access.js';
import type { ForumDeps } from './forum.deps.js';
import { excerpt } from './forum.mappers.js';
import type { MentionItemType } from './mention.repository.js';

/**
 * At most this many members are told of mentions in one item (a topic, an article or a comment), counted over
 * all its edits: a long list of names is not an error, the names past the cap are only not notified (they are
 * still linked). Ten covers every ordinary "@ the people who should see this" and keeps one post from ringing a
 * crowd's bells.
 */
export const MENTION_NOTICE_CAP = 10;

/** Names a markdown item mentions, kept per content revision (parsing on every view would repeat the work). */
const NAMES_CACHE_SIZE = 500;

export interface MentionedItem {
  type: MentionItemType;
  id: string;
  /** The topic the item belongs to, as it is after the write (its visibility decides who may be told). */
  topic: TopicRecord;
  /** Markdown for topics and articles, plain text for comments. */
  content: string;
  /** Where the notice leads. */
  link: string;
  /** The item's name in the notice (the topic's title, the chapter's name). */
  title: string;
}

/** A comment's mentions of members, where they are in its text (the browser cuts the text there). */
export type CommentMention = MentionMatch;

const uniqueNames = (matches: MentionMatch[]) => [...new Set(matches.map((m) => m.userName))];

/** `@userName` mentions: profile links when rendering, and a notice to each member mentioned (decision 0032). */
export function createMentionService(deps: ForumDeps) {
  const { mentions, discusses, notices, transactor, clock, render } = deps;
  const namesByKey = new Map<string, string[]>();

  function namesOf(key: string, source: string): string[] {
    const hit = namesByKey.get(key);
    if (hit) return hit;
    const names = markdownMentions(source);
    namesByKey.set(key, names);
    if (namesByKey.size > NAMES_CACHE_SIZE) namesByKey.delete(namesByKey.keys().next().value!);
    return names;
  }

  /** Lower-case name → user name, for the names that are members of the tenant. */
  async function targets(tenantId: string, names: readonly string[]): Promise<MentionTargets> {
    const found = await mentions.membersNamed(tenantId, names);
    return new Map(found.map((m) => [m.userName.toLowerCase(), m.userName]));
  }

  return {
    /**
     * Renders a topic's or an article's markdown with its mentions of members as profile links. Links are
     * resolved now, not when the item was written, so the cache key names the members they point to as well
     * as the revision.
     */
    async render(tenantId: string, key: string, source: string): Promise<Rendered> {
      const names = namesOf(key, source);
      if (names.length === 0) return render.render(key, source);
      const found = await targets(tenantId, names);
      return render.render(`${key}:@${[...found.values()].sort().join(',')}`, source, found);
    },

    /** The editor's preview: rendered as the page will render it, without the cache (drafts change by the key). */
    async preview(tenantId: string, source: string): Promise<Rendered> {
      const names = markdownMentions(source);
      return renderMarkdown(source, names.length > 0 ? await targets(tenantId, names) : undefined);
    },

    /** For each comment's text, its mentions of members (absent when none), in one look-up for the page. */
    async ofComments(tenantId: string, texts: ReadonlyMap<string, string>): Promise<Map<string, CommentMention[]>> {
      const matches = new Map([...texts].map(([id, text]) => [id, text.includes('@') ? findMentions(text) : []]));
      const names = uniqueNames([...matches.values()].flat());
      const out = new Map<string, CommentMention[]>();
      if (names.length === 0) return out;
      const found = await targets(tenantId, names);
      for (const [id, list] of matches) {
        const known = list.flatMap((m) => {
          const userName = found.get(m.userName.toLowerCase());
          return userName ? [{ ...m, userName }] : [];
        });
        if (known.length > 0) out.set(id, known);
      }
      return out;
    },

    /**
     * Tells the members an item mentions, once per item and member, after the item was written: only members
     * of the tenant who may read the topic, who have not blocked the author nor been blocked by them, never
     * the author, and at most MENTION_NOTICE_CAP members per item. The rows and the notices commit together.
     */
    async notify(tenantId: string, author: SessionUser, item: MentionedItem): Promise<string[]> {
      if (!item.content.includes('@')) return [];
      const names = item.type === 'comment' ? uniqueNames(findMentions(item.content)) : markdownMentions(item.content);
      if (names.length === 0) return [];
      const order = new Map(names.map((n, i) => [n.toLowerCase(), i]));
      const named = (await mentions.membersNamed(tenantId, names))
        .filter((m) => m.id !== author.id)
        .sort((a, b) => order.get(a.userName.toLowerCase())! - order.get(b.userName.toLowerCase())!);
      if (named.length === 0) return [];
      const ids = named.map((m) => m.id);
      const [grants, viewers, blocked] = await Promise.all([
        discusses.grantsOf(tenantId, [item.topic.id]),
        mentions.viewers(tenantId, ids),
        deps.blocks ? deps.blocks.blockedEitherWay(tenantId, author.id, ids) : Promise.resolve(new Set<string>()),
      ]);
      const g = grants.get(item.topic.id);
      const facts = {
        userId: item.topic.userId,
        visibility: item.topic.visibility,
        isHidden: item.topic.isHidden,
        grantUserIds: g?.userIds ?? [],
        grantRoleCodes: g?.roleCodes ?? [],
      };
      const allowed = named.filter((m) => !blocked.has(m.id) && canSeeTopic(viewers.get(m.id)!, facts));
      if (allowed.length === 0) return [];
      const at = clock.now().toISOString();
      // The notice quotes what the reader sees: a comment's text, a topic's or article's text without its markup.
      const text = excerpt(item.type === 'comment' ? item.content : markdownToText(item.content), 60);
      const where = excerpt(item.title);
      return transactor.run(async (tx) => {
        const already = await mentions.notifiedIds(tx, tenantId, item.type, item.id);
        const room = Math.max(0, MENTION_NOTICE_CAP - already.size);
        const fresh = allowed.filter((m) => !already.has(m.id)).slice(0, room);
        const told: string[] = [];
        for (const member of fresh) {
          const row = { tenantId, itemType: item.type, itemId: item.id, discussId: item.topic.id, authorId: author.id };
          if (!(await mentions.record(tx, { ...row, userId: member.id, at }))) continue;
          await notices.notify(
            {
              tenantId,
              userId: member.id,
              actorId: author.id,
              kind: 'forum.mention',
              link: item.link,
              message: `${author.nick} 在《${where}》中提到了你：${text}`,
            },
            tx,
          );
          told.push(member.id);
        }
        return told;
      });
    },
  };
}
export type MentionService = ReturnType<typeof createMentionService>;
