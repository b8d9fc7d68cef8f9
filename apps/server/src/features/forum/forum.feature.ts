import type { FastifyInstance } from 'fastify';
import type { Feature } from '../../app.js';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events.js';
import type { Clock } from '../../shared/clock.js';
import type { KeyValueStore } from '../../shared/kv-store.js';
import type { SessionService } from '../account/session.service.js';
import type { AuditRepository } from '../admin/audit.repository.js';
import type { FileService } from '../file/file.service.js';
import type { NoticeService } from '../notice/notice.service.js';
import { createArticleRepository } from './article.repository.js';
import { createArticleService } from './article.service.js';
import { createCommentRepository } from './comment.repository.js';
import { createCommentService } from './comment.service.js';
import { createDiscussRepository } from './discuss.repository.js';
import { createDiscussService } from './discuss.service.js';
import { createEditorService } from './editor.service.js';
import {
  createDraftRepository,
  createMemberRepository,
  createReportRepository,
  createRevisionRepository,
} from './forum-misc.repository.js';
import { registerForumAdminRoutes } from './forum.admin-routes.js';
import type { ForumDeps } from './forum.deps.js';
import { registerForumRoutes } from './forum.routes.js';
import { createForumSearch, type ForumSearch, type ForumSearchIndex } from './forum.search.js';
import { createRenderCache } from '../../shared/markdown.js';
import { createModerationService } from './moderation.service.js';
import { createPlateRepository } from './plate.repository.js';
import { createPlateService } from './plate.service.js';

export interface ForumFeatureDeps {
  db: Db;
  clock: Clock;
  kv: KeyValueStore;
  events: DomainEvents;
  audit: AuditRepository;
  notices: NoticeService;
  files: FileService;
  sessions: SessionService;
  /** The site search's index; topics and articles anyone may read are kept in it. */
  search?: ForumSearchIndex | null;
}

/** The community forum: repositories, then services, then routes (public and staff). */
export function createForumFeature(input: ForumFeatureDeps): Feature & {
  services: ForumServices;
  /** For the home page (PRODUCT.md §2): curated, then most viewed public topics. */
  hotTopics: ForumSearch['hotTopics'];
  /** Public topics for a sitemap. */
  sitemap: ForumSearch['sitemap'];
} {
  const discussRepo = createDiscussRepository(input.db);
  const articleRepo = createArticleRepository(input.db);
  const search = createForumSearch({ index: input.search ?? null, discusses: discussRepo, articles: articleRepo });
  input.search?.addSource?.({ kinds: ['topic'], entries: search.entries });
  const deps: ForumDeps = {
    plates: createPlateRepository(input.db),
    discusses: discussRepo,
    articles: articleRepo,
    comments: createCommentRepository(input.db),
    drafts: createDraftRepository(input.db),
    revisions: createRevisionRepository(input.db),
    reports: createReportRepository(input.db),
    members: createMemberRepository(input.db),
    render: createRenderCache(),
    search,
    clock: input.clock,
    kv: input.kv,
    events: input.events,
    notices: input.notices,
    files: input.files,
    audit: input.audit,
    sessions: input.sessions,
  };
  const plates = createPlateService(deps);
  const discusses = createDiscussService(deps);
  const articles = createArticleService(deps, discusses);
  const comments = createCommentService(deps, discusses);
  const editor = createEditorService(deps);
  const moderation = createModerationService(deps, discusses, comments);
  const services = { plates, discusses, articles, comments, editor, moderation };
  return {
    services,
    hotTopics: search.hotTopics,
    sitemap: search.sitemap,
    registerRoutes(server: FastifyInstance) {
      registerForumRoutes(server, services);
      registerForumAdminRoutes(server, services);
    },
  };
}

export interface ForumServices {
  plates: ReturnType<typeof createPlateService>;
  discusses: ReturnType<typeof createDiscussService>;
  articles: ReturnType<typeof createArticleService>;
  comments: ReturnType<typeof createCommentService>;
  editor: ReturnType<typeof createEditorService>;
  moderation: ReturnType<typeof createModerationService>;
}
