import { topicHref } from '@clearsight/contracts';
import type { DomainEvents } from '../../events.js';
import type { Audit } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import type { KeyValueStore } from '../../shared/kv-store.js';
import { createRenderCache } from '../../shared/markdown.js';
import type { SessionService } from '../account/session.service.js';
import type { FileService } from '../file/file.service.js';
import type { NoticeService } from '../notice/notice.service.js';
import { createArticleService } from './article.service.js';
import { createCommentService } from './comment.service.js';
import { createDiscussService } from './discuss.service.js';
import { createEditorService } from './editor.service.js';
import type { ForumDeps } from './forum.deps.js';
import type { ForumRepositories } from './forum.repository.js';
import { createForumSearch, type ForumSearchIndex } from './forum.search.js';
import { createModerationService } from './moderation.service.js';
import { createPlateService } from './plate.service.js';

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
  notices: NoticeService;
  files: FileService;
  sessions: SessionService;
  /** The site search's index; topics and articles anyone may read are kept in it. */
  search: ForumSearchIndex | null;
  /** Level badges for authors (the level service). */
  levels?: ForumDeps['levels'];
}) {
  const { repos } = input;
  const search = createForumSearch({
    index: input.search,
    discusses: repos.discusses,
    tops: repos.tops,
    articles: repos.articles,
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
    sessions: input.sessions,
    levels: input.levels,
  };
  const plates = createPlateService(deps);
  const discusses = createDiscussService(deps);
  const articles = createArticleService(deps, discusses);
  const comments = createCommentService(deps, discusses);
  const editor = createEditorService(deps);
  const moderation = createModerationService(deps, discusses, comments);
  return {
    plates,
    discusses,
    articles,
    comments,
    editor,
    moderation,
    /** For the home page: curated, then most viewed public topics. */
    hotTopics: search.hotTopics,
    /** Public topics' pages for the sitemap. */
    async sitemapPages(tenantId: string) {
      return (await search.sitemap(tenantId)).map((topic) => ({
        loc: topicHref(topic.id),
        lastmod: topic.updatedAt,
        priority: '0.6',
      }));
    },
  };
}
export type ForumServices = ReturnType<typeof createForumServices>;
