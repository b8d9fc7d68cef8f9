import type { ArticleRepository } from './article.repository.js';
import type { DiscussTopRepository } from './discuss-top.repository.js';
import type { TopicRecord } from './discuss.records.js';
import type { DiscussRepository } from './discuss.repository.js';
import type { DiscussModelRepository } from './discuss-model.repository.js';
import type { ModelCatalogue } from './forum.deps.js';
import { markdownToText } from '../../shared/markdown.js';
import { articleHref, topicHref, type TopicModel } from '@clearsight/contracts';

/**
 * The site search's index as the forum sees it (the search feature's service fits this shape). Topics and
 * their articles are indexed under the kind `topic`, and only while anyone may read them: public, not hidden,
 * not deleted. Everything else is removed, so the search can never show a private topic.
 */
export interface ForumSearchEntry {
  kind: 'topic';
  id: string;
  tenantId: string;
  title: string;
  body: string;
  url: string;
  keywords?: string;
  /** A question whose answer is marked. */
  solved?: boolean;
  updatedAt?: string;
}

export interface ForumSearchIndex {
  upsert(entry: ForumSearchEntry): Promise<void>;
  remove(ref: { kind: 'topic'; id: string; tenantId: string }): Promise<void>;
  addSource?(source: { kinds: Array<'topic'>; entries(tenantId: string): AsyncIterable<ForumSearchEntry[]> }): void;
}

export interface HotTopicItem {
  id: string;
  title: string;
  url: string;
  author: string;
  viewCount: number;
  likeCount: number;
  commentCount: number;
  creationTime: string;
}

/** Topics read per slice while the search index is rebuilt. */
const SEARCH_SLICE = 500;

/**
 * A topic's entry. The models it names are keywords (model number and both names), so searching "CS-A2000" finds
 * the questions asked about that camera even when their text only says "this camera".
 */
function topicEntry(t: TopicRecord, models: readonly TopicModel[]): ForumSearchEntry {
  return {
    kind: 'topic',
    id: t.id,
    tenantId: t.tenantId,
    title: t.title,
    body: `${t.introduction} ${markdownToText(t.content)}`.trim(),
    url: topicHref(t.id),
    keywords: [t.plateName, t.plateNameEn, ...t.tags, ...models.flatMap((m) => [m.modelNumber, m.name, m.nameEn])]
      .filter(Boolean)
      .join(' '),
    solved: t.solvedCommentId !== null,
    updatedAt: t.updatedAt,
  };
}

export function createForumSearch(deps: {
  index: ForumSearchIndex | null;
  discusses: DiscussRepository;
  tops: DiscussTopRepository;
  articles: ArticleRepository;
  topicModels: Pick<DiscussModelRepository, 'modelIdsOf'>;
  catalogue: ModelCatalogue;
}) {
  const { index, discusses, tops, articles, topicModels, catalogue } = deps;

  /** The published models each topic names (one query for the topics, one for the catalogue). */
  async function modelsOf(tenantId: string, topicIds: string[]): Promise<Map<string, TopicModel[]>> {
    const idsByTopic = await topicModels.modelIdsOf(tenantId, topicIds);
    const modelIds = [...new Set([...idsByTopic.values()].flat())];
    const byId = new Map((modelIds.length ? await catalogue.refs(tenantId, modelIds) : []).map((m) => [m.id, m]));
    return new Map(
      [...idsByTopic].map(([topicId, ids]) => [topicId, ids.flatMap((id) => byId.get(id) ?? [])] as const),
    );
  }

  async function entriesFor(tenantId: string, topics: TopicRecord[]): Promise<ForumSearchEntry[]> {
    const byId = new Map(topics.map((t) => [t.id, t]));
    const [list, models] = await Promise.all([
      articles.withContent(tenantId, [...byId.keys()]),
      modelsOf(tenantId, [...byId.keys()]),
    ]);
    return [
      ...topics.map((t) => topicEntry(t, models.get(t.id) ?? [])),
      ...list.map((a) => {
        const topic = byId.get(a.discussId)!;
        return {
          kind: 'topic' as const,
          id: a.id,
          tenantId,
          title: `${a.name} - ${topic.title}`,
          body: markdownToText(a.content),
          url: articleHref(a.discussId, a.id),
          keywords: `${topic.plateName} ${topic.plateNameEn}`,
          updatedAt: a.updatedAt,
        };
      }),
    ];
  }

  /**
   * A secondary index must never break the write that changed the forum: failures are swallowed here and
   * repaired by the search feature's rebuild (which reads `entries`).
   */
  async function safely(work: () => Promise<void>): Promise<void> {
    if (!index) return;
    try {
      await work();
    } catch {
      // Rebuilt from `entries` by the search feature's reindex.
    }
  }

  return {
    /**
     * Everything of a tenant the search may show (the search feature's rebuild source), a slice of topics at a
     * time: a forum of 100,000 topics is neither one query's worth of bound values nor one array's worth of
     * memory.
     */
    async *entries(tenantId: string): AsyncIterable<ForumSearchEntry[]> {
      let from: { offset: number } | { afterId: string } = { offset: 0 };
      for (;;) {
        const refs = await discusses.publicTopicRefs(tenantId, from, SEARCH_SLICE);
        if (refs.length === 0) return;
        yield await entriesFor(
          tenantId,
          await discusses.publicTopics(
            tenantId,
            refs.map((r) => r.id),
          ),
        );
        if (refs.length < SEARCH_SLICE) return;
        from = { afterId: refs[refs.length - 1]!.id };
      }
    },

    /** Brings a topic and its articles in line with what anyone may read now. */
    async syncTopic(tenantId: string, discussId: string): Promise<void> {
      await safely(async () => {
        const [visible] = await discusses.publicTopics(tenantId, [discussId]);
        const outline = await articles.outline(tenantId, discussId);
        if (!visible) {
          for (const id of [discussId, ...outline.map((a) => a.id)])
            await index!.remove({ kind: 'topic', id, tenantId });
          return;
        }
        for (const entry of await entriesFor(tenantId, [visible])) await index!.upsert(entry);
      });
    },

    async removeIds(tenantId: string, ids: string[]): Promise<void> {
      await safely(async () => {
        for (const id of ids) await index!.remove({ kind: 'topic', id, tenantId });
      });
    },

    /** The home page's hot topics: the curated list first, then the most viewed public topics. */
    async hotTopics(tenantId: string, limit: number): Promise<HotTopicItem[]> {
      const curated = await discusses.cardsByIds(tenantId, await tops.ids(tenantId), null);
      const picked = new Map(curated.map((t) => [t.id, t]));
      if (picked.size < limit) {
        const hot = await discusses.list(tenantId, {
          viewer: null,
          tab: 'hot',
          onlyVisible: true,
          skip: 0,
          take: limit * 2,
          count: false,
        });
        for (const t of hot.items) if (!t.isPinned && picked.size < limit) picked.set(t.id, t);
      }
      return [...picked.values()].slice(0, limit).map((t) => ({
        id: t.id,
        title: t.title,
        url: topicHref(t.id),
        author: t.author.nick,
        viewCount: t.viewCount,
        likeCount: t.likeCount,
        commentCount: t.commentCount,
        creationTime: t.createdAt,
      }));
    },
  };
}
export type ForumSearch = ReturnType<typeof createForumSearch>;
