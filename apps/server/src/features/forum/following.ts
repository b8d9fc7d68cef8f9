import { commentHref, findMentions, topicHref, type WatchLevel } from '@clearsight/contracts';
import { markdownMentions } from '../../shared/markdown.js';
import type { SessionUser } from '../../shared/request-context.js';
import type { Tx } from '../../shared/transaction.js';
import { canSeeTopic, type TopicAccessFacts } from './forum.access.js';
import type { ForumDeps } from './forum.deps.js';
import { excerpt } from './forum.mappers.js';
import type { WatchRow } from './watch.repository.js';

/** The group a topic's "new replies" notice belongs to while the member has it unread. */
export const repliesGroup = (topicId: string) => `topic:${topicId}`;

/** Who hears of a new comment or topic through what they watch, decided before its unit of work opens. */
export interface FollowPlan {
  /** Members to tell through a watching notice. */
  watchers: string[];
  /** Members who muted the topic (or its board): no notice of theirs from it, mentions aside. */
  muted: Set<string>;
}

/**
 * The level that applies to each member: the topic's own, else the board's (Discourse's rule: a topic's level
 * overrides its category's).
 */
export function resolveLevels(rows: readonly WatchRow[]): Map<string, WatchLevel> {
  const out = new Map<string, WatchLevel>();
  for (const r of rows) if (r.targetType === 'plate') out.set(r.userId, r.level);
  for (const r of rows) if (r.targetType === 'discuss') out.set(r.userId, r.level);
  return out;
}

/**
 * Following (decision 0034): who watches what a comment or a topic is written in, the notices that raise, and
 * the default watching of one's own and replied topics. Reads happen before the writer's unit of work (the
 * topic rule needs members' roles and the chat's blocks); the writes join it, so the comment or topic and its
 * notices commit together.
 */
export function createFollowing(deps: ForumDeps) {
  const { watches, mentions, notices, clock } = deps;

  /** Members the item names with `@` (they hear of it through their mention notice, not a second one). */
  async function mentioned(tenantId: string, content: string, markdown: boolean): Promise<Set<string>> {
    if (!content.includes('@')) return new Set();
    const names = markdown ? markdownMentions(content) : [...new Set(findMentions(content).map((m) => m.userName))];
    if (names.length === 0) return new Set();
    return new Set((await mentions.membersNamed(tenantId, names)).map((m) => m.id));
  }

  /** Of the candidates, those who may read the topic and are not blocked by, nor blocking, the author. */
  async function allowed(
    tenantId: string,
    authorId: string,
    facts: TopicAccessFacts,
    candidates: string[],
  ): Promise<string[]> {
    if (candidates.length === 0) return [];
    const [viewers, blocked] = await Promise.all([
      mentions.viewers(tenantId, candidates),
      deps.blocks ? deps.blocks.blockedEitherWay(tenantId, authorId, candidates) : Promise.resolve(new Set<string>()),
    ]);
    return candidates.filter((id) => !blocked.has(id) && canSeeTopic(viewers.get(id)!, facts));
  }

  async function plan(
    tenantId: string,
    author: SessionUser,
    where: { topicId: string | null; plateId: string; facts: TopicAccessFacts },
    exclude: Set<string>,
  ): Promise<FollowPlan> {
    const levels = resolveLevels(await watches.levelsOn(tenantId, where.topicId, where.plateId));
    const muted = new Set([...levels].filter(([, level]) => level === 'muted').map(([id]) => id));
    const candidates = [...levels]
      .filter(([id, level]) => level === 'watching' && id !== author.id && !exclude.has(id))
      .map(([id]) => id);
    return { watchers: await allowed(tenantId, author.id, where.facts, candidates), muted };
  }

  /** Watches the topic for its writer when their settings ask for it (a level they set themselves wins). */
  async function watchByDefault(
    tx: Tx,
    tenantId: string,
    userId: string,
    topicId: string,
    setting: 'watchOwnTopics' | 'watchRepliedTopics',
  ): Promise<void> {
    const settings = await notices.settingsOf(tenantId, userId, tx);
    if (settings[setting]) await watches.watchByDefault(tx, tenantId, userId, topicId, clock.now().toISOString());
  }

  return {
    /**
     * Before a comment's unit of work: the watchers to tell, leaving out its author, the members told directly
     * (the one replied to, the topic's author) and those it mentions — nobody hears of one comment twice.
     */
    async planComment(
      tenantId: string,
      author: SessionUser,
      topic: { id: string; plateId: string; facts: TopicAccessFacts },
      comment: { content: string; toldDirectly: string[] },
    ): Promise<FollowPlan> {
      const exclude = await mentioned(tenantId, comment.content, false);
      for (const id of comment.toldDirectly) exclude.add(id);
      return plan(tenantId, author, { topicId: topic.id, plateId: topic.plateId, facts: topic.facts }, exclude);
    },

    /**
     * In the comment's unit of work: its writer watches the topic (their setting), and each watcher's unread
     * "new replies" notice of the topic counts one more — or starts at this comment, which it then links to.
     */
    async afterComment(
      tx: Tx,
      tenantId: string,
      author: SessionUser,
      topic: { id: string; title: string },
      comment: { id: string; content: string },
      followPlan: FollowPlan,
    ): Promise<void> {
      await watchByDefault(tx, tenantId, author.id, topic.id, 'watchRepliedTopics');
      const title = excerpt(topic.title);
      const text = excerpt(comment.content, 60);
      for (const userId of followPlan.watchers) {
        await notices.notifyGrouped(
          {
            tenantId,
            userId,
            actorId: author.id,
            kind: 'forum.watching',
            groupKey: repliesGroup(topic.id),
            link: commentHref(topic.id, comment.id),
            message: (count) =>
              count === 1
                ? `${author.nick} 回复了你关注的主题《${title}》：${text}`
                : `你关注的主题《${title}》有 ${count} 条新回复`,
          },
          tx,
        );
      }
    },

    /** Before a topic's unit of work: its board's watchers who may read it (those it mentions aside). */
    async planTopic(
      tenantId: string,
      author: SessionUser,
      topic: { plateId: string; content: string; facts: TopicAccessFacts },
    ): Promise<FollowPlan> {
      const exclude = await mentioned(tenantId, topic.content, true);
      return plan(tenantId, author, { topicId: null, plateId: topic.plateId, facts: topic.facts }, exclude);
    },

    /** In the topic's unit of work: its author watches it (their setting), the board's watchers hear of it. */
    async afterTopic(
      tx: Tx,
      tenantId: string,
      author: SessionUser,
      topic: { id: string; title: string; plateName: string },
      followPlan: FollowPlan,
    ): Promise<void> {
      await watchByDefault(tx, tenantId, author.id, topic.id, 'watchOwnTopics');
      for (const userId of followPlan.watchers) {
        await notices.notify(
          {
            tenantId,
            userId,
            actorId: author.id,
            kind: 'forum.watching.topic',
            link: topicHref(topic.id),
            message: `${author.nick} 在你关注的板块「${topic.plateName}」发布了新主题《${excerpt(topic.title)}》`,
          },
          tx,
        );
      }
    },
  };
}
export type Following = ReturnType<typeof createFollowing>;
