import { topicHref } from '@clearsight/contracts';
import type { DomainEvents } from '../../events.js';
import type { Audit } from '../../shared/audit.js';
import type { Transactor } from '../../shared/transaction.js';
import type { Clock } from '../../shared/clock.js';
import type { KeyValueStore } from '../../shared/kv-store.js';
import type { RequestContext } from '../../shared/request-context.js';
import { createRenderCache } from '../../shared/markdown.js';
import type { SessionService } from '../account/session.service.js';
import type { FileService } from '../file/file.service.js';
import type { NoticeService } from '../notice/notice.service.js';
import { createAnswerService } from './answer.service.js';
import { createArticleService } from './article.service.js';
import { createBookmarkService } from './bookmark.service.js';
import { createCommentService } from './comment.service.js';
import { createDiscussService } from './discuss.service.js';
import { createEditorService } from './editor.service.js';
import { createLiveAccess } from './live-access.js';
import { createMentionService } from './mention.service.js';
import { createFollowing } from './following.js';
import { createWatchService } from './watch.service.js';
import type { ForumDeps } from './forum.deps.js';
import type { DiscussRepository } from './discuss.repository.js';
import type { ForumRepositories } from './forum.repository.js';
import { createForumSearch, type ForumSearchIndex } from './forum.search.js';
import { createModerationService } from './moderation.service.js';
import { createPlateService } from './plate.service.js';
import type { ContentVersion } from '../../shared/content-memo.js';
import { createReadStateService } from './read-state.service.js';

/** Topics per query when the sitemap walks the public topics. */
const SITEMAP_SLICE = 1000;

/**
 * `limit` public topics' sitemap entries from position `offset`, a thousand per query. Between queries the
 * event loop runs other requests (SQLite answers synchronously, so without the pause a 50,000-topic part
 * would hold the process for its whole build).
 */
async function* sitemapSlices(discusses: DiscussRepository, tenantId: string, offset: number, limit: number) {
  let left = limit;
  let afterId: string | null = null;
  while (left > 0) {
    const refs = await discusses.publicTopicRefs(
      tenantId,
      afterId === null ? { offset } : { afterId },
      Math.min(SITEMAP_SLICE, left),
    );
    if (refs.length === 0) return;
    yield refs.map((t) => ({ loc: topicHref(t.id), lastmod: t.updatedAt, priority: '0.6' }));
    left -= refs.length;
    afterId = refs.at(-1)!.id;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Told that a tenant's content changed: only one topic's, when `topicId` is given. */
type ContentChanged = (tenantId: string, topicId?: string) => Promise<void>;

/**
 * For each write of a service, the topic it changed, from its arguments after the context and its answer; undefined
 * when the write does not say (the whole tenant's content is then taken as changed).
 */
type TopicsOf<S> = {
  [K in keyof S]?: S[K] extends (ctx: RequestContext, ...args: infer A) => Promise<infer R>
    ? (args: A, result: R) => string | undefined
    : never;
};

/**
 * The service with its writes telling `changed` the request's tenant, and the topic they changed, once they
 * succeed (before they answer, so a page loaded right after shows the change). Every write takes the request
 * context first; the other methods are the service's own.
 */
function announcing<S extends object>(service: S, writes: TopicsOf<S>, changed: ContentChanged | undefined): S {
  if (!changed) return service;
  const wrapped: S = { ...service };
  for (const name of Object.keys(writes) as Array<keyof S>) {
    const write = service[name] as unknown as (ctx: RequestContext, ...rest: unknown[]) => Promise<unknown>;
    const topicOf = writes[name] as unknown as (args: unknown[], result: unknown) => string | undefined;
    const announced = async (ctx: RequestContext, ...rest: unknown[]) => {
      const result = await write(ctx, ...rest);
      await changed(ctx.tenantId, topicOf(rest, result));
      return result;
    };
    wrapped[name] = announced as unknown as S[keyof S];
  }
  return wrapped;
}

/**
 * The forum's services over its repositories and the core services it is given. The forum has several
 * services that share one set of dependencies (`ForumDeps`), so they are built together here.
 */
export function createForumServices(input: {
  repos: ForumRepositories;
  clock: Clock;
  kv: KeyValueStore;
  events: DomainEvents;
  audit: Audit;
  transactor: Transactor;
  accounts: ForumDeps['accounts'];
  notices: NoticeService;
  files: FileService;
  sessions: SessionService;
  /** The site search's index; topics and articles anyone may read are kept in it. */
  search: ForumSearchIndex | null;
  /** Answer rewards go through the wallet's ledger. */
  wallet: ForumDeps['wallet'];
  /** The tenant's answer reward in cents (the site setting; 0 switches it off). */
  answerRewardCents: ForumDeps['answerRewardCents'];
  /** Published product models by id (the catalogue), for the models a topic names. */
  catalogue: ForumDeps['catalogue'];
  /** Level badges for authors (the level service). */
  levels?: ForumDeps['levels'];
  /** Blocks between members, which mentions honour (the chat's block list). */
  blocks?: ForumDeps['blocks'];
  /**
   * Told after every member write that changes what guests may see (topics, articles, comments), with the topic
   * it changed where the write says, so the page cache forgets that topic's pages and the lists (every page of the
   * tenant otherwise). Staff writes are audited, which tells it too.
   */
  contentChanged?: ContentChanged;
  /** The tenant's shared content version, which tags what the forum keeps per process (the boards). */
  contentVersion?: ContentVersion;
}) {
  const { repos } = input;
  const search = createForumSearch({
    index: input.search,
    discusses: repos.discusses,
    tops: repos.tops,
    articles: repos.articles,
    topicModels: repos.topicModels,
    catalogue: input.catalogue,
  });
  input.search?.addSource?.({ kinds: ['topic'], entries: search.entries });
  const deps: ForumDeps = {
    ...repos,
    render: createRenderCache(),
    search,
    clock: input.clock,
    kv: input.kv,
    events: input.events,
    notices: input.notices,
    files: input.files,
    audit: input.audit,
    transactor: input.transactor,
    accounts: input.accounts,
    sessions: input.sessions,
    levels: input.levels,
    blocks: input.blocks,
    wallet: input.wallet,
    answerRewardCents: input.answerRewardCents,
    catalogue: input.catalogue,
    contentVersion: input.contentVersion,
  };
  const plates = createPlateService(deps);
  const mention = createMentionService(deps);
  const following = createFollowing(deps);
  const discusses = createDiscussService(deps, mention, following);
  const articles = createArticleService(deps, discusses, mention);
  const comments = createCommentService(deps, discusses, mention, following);
  const watches = createWatchService(deps, discusses);
  const editor = createEditorService(deps, mention);
  const bookmarks = createBookmarkService(deps, discusses);
  const readStates = createReadStateService(deps, discusses);
  const answers = createAnswerService(deps, discusses);
  const moderation = createModerationService(deps, discusses, comments);
  const changed = input.contentChanged;
  return {
    plates,
    discusses: announcing(
      discusses,
      { create: (_, topic) => topic.id, update: ([id]) => id, remove: ([id]) => id },
      changed,
    ),
    // A removal answers no more than that it is done: the whole tenant, as for a comment's.
    articles: announcing(
      articles,
      { create: (_, article) => article.discussId, update: (_, article) => article.discussId, remove: () => undefined },
      changed,
    ),
    comments: announcing(comments, { create: ([body]) => body.discussId, remove: () => undefined }, changed),
    editor,
    moderation,
    bookmarks,
    readStates,
    watches,
    // Marking an answer changes what the topic page and the lists show to guests too.
    answers: announcing(answers, { mark: ([discussId]) => discussId, clear: ([discussId]) => discussId }, changed),
    /** Who may join a live topic's or board's room (realtime/forum-live.ts). */
    live: createLiveAccess(deps),
    /** For the home page: curated, then most viewed public topics. */
    hotTopics: search.hotTopics,
    /** The newest answered questions anyone may read, for the chat assistant's further reading. */
    solvedTopics: (tenantId: string, limit: number) => repos.discusses.solvedPublicTopics(tenantId, limit),
    /** Public topics' pages for the sitemap: how many, and a run of them in slices (see sitemapSlices). */
    sitemapPages: {
      count: (tenantId: string) => repos.discusses.publicTopicCount(tenantId),
      slices: (tenantId: string, offset: number, limit: number) =>
        sitemapSlices(repos.discusses, tenantId, offset, limit),
    },
  };
}
export type ForumServices = ReturnType<typeof createForumServices>;
