import '@clearsight/contracts/zod-setup';
import { API_BASE, ErrorCodes, NOTICE_DAILY_LIMIT_SETTING } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from './config.js';
import type { DbHandle } from './db/database.js';
import { createSeedAssetWriter } from './db/seed/assets.js';
import { createTransactor } from './db/transaction.js';
import { createEvents, type DomainEvents } from './events.js';
import { createMetrics, type Metrics } from './metrics/metrics.js';
import { countAssistantCalls, observeLedger, observeRealtime } from './metrics/observers.js';
import { createAccountStore } from './features/account/account.repository.js';
import { registerAccountAdminRoutes } from './features/account/account.admin-routes.js';
import { registerAccountRoutes } from './features/account/account.routes.js';
import { createAccountService } from './features/account/account.service.js';
import { createAdminUserService } from './features/account/admin-user.service.js';
import { createCaptchaService } from './features/account/captcha.service.js';
import { createDomainLimits } from './features/account/domain-limits.js';
import { createSessionRepository } from './features/account/session.repository.js';
import { createSessionService, type SessionService } from './features/account/session.service.js';
import { createSmsCodeService } from './features/account/sms-code.service.js';
import { createTokenSigner } from './features/account/token.js';
import { createAdminRepository } from './features/admin/admin.repository.js';
import { registerAdminRoutes } from './features/admin/admin.routes.js';
import { createAdminService } from './features/admin/admin.service.js';
import { createAuditRepository } from './features/audit/audit.repository.js';
import { registerAuditRoutes } from './features/audit/audit.routes.js';
import { createAuditService } from './features/audit/audit.service.js';
import { createBankRepository } from './features/bank/bank.repository.js';
import { registerBankRoutes } from './features/bank/bank.routes.js';
import { createBankService } from './features/bank/bank.service.js';
import { createBannerRepository } from './features/banner/banner.repository.js';
import { registerBannerRoutes } from './features/banner/banner.routes.js';
import { createBannerService } from './features/banner/banner.service.js';
import { createCareerRepository } from './features/career/career.repository.js';
import { registerCareerRoutes } from './features/career/career.routes.js';
import { createCareerService } from './features/career/career.service.js';
import { createAssistantCatalogue } from './features/chat/assistant-catalogue.js';
import { createAssistantProvider } from './features/chat/assistant.provider.js';
import { createAssistantRepository } from './features/chat/chat-assistant.repository.js';
import { createChatRepository } from './features/chat/chat.repository.js';
import { registerChatRoutes } from './features/chat/chat.routes.js';
import { createChatService, groupPriceFromSettings } from './features/chat/chat.service.js';
import { createCatalogRepository } from './features/catalog/catalog.repository.js';
import { registerCatalogRoutes } from './features/catalog/catalog.routes.js';
import { createCatalogService } from './features/catalog/catalog.service.js';
import { createCollegeRepository } from './features/college/college.repository.js';
import { registerCollegeRoutes } from './features/college/college.routes.js';
import { createCollegeService } from './features/college/college.service.js';
import { createCompanyRepository } from './features/company/company.repository.js';
import { registerCompanyRoutes } from './features/company/company.routes.js';
import { createCompanyService } from './features/company/company.service.js';
import { createDownloadRepository } from './features/download/download.repository.js';
import { createDrawRepository } from './features/draw/draw.repository.js';
import { registerDrawRoutes } from './features/draw/draw.routes.js';
import { createDrawService } from './features/draw/draw.service.js';
import { registerDownloadRoutes } from './features/download/download.routes.js';
import { createDownloadService } from './features/download/download.service.js';
import { createFileRepository } from './features/file/file.repository.js';
import { registerFileRoutes } from './features/file/file.routes.js';
import { createFileService, type FileService } from './features/file/file.service.js';
import { answerRewardFromSettings } from './features/forum/answer.service.js';
import { registerForumAdminRoutes } from './features/forum/forum.admin-routes.js';
import { registerForumRoutes } from './features/forum/forum.routes.js';
import { createForumRepositories } from './features/forum/forum.repository.js';
import { createForumServices } from './features/forum/forum.services.js';
import { registerHealthRoutes } from './features/health/health.routes.js';
import { createHealthService } from './features/health/health.service.js';
import { registerHomeRoutes } from './features/home/home.routes.js';
import { createHomeService } from './features/home/home.service.js';
import { createLeadRepository } from './features/lead/lead.repository.js';
import { registerLeadRoutes } from './features/lead/lead.routes.js';
import { createLeadService } from './features/lead/lead.service.js';
import { createLevelRepository } from './features/level/level.repository.js';
import { registerLevelRoutes } from './features/level/level.routes.js';
import { createLevelService, type LevelService } from './features/level/level.service.js';
import { createNewsRepository } from './features/news/news.repository.js';
import { registerNewsRoutes } from './features/news/news.routes.js';
import { createNewsService } from './features/news/news.service.js';
import { subscribeNoticeListeners } from './features/notice/notice.listeners.js';
import { createNoticeRepository } from './features/notice/notice.repository.js';
import { registerNoticeRoutes } from './features/notice/notice.routes.js';
import {
  createNoticeService,
  noticeDailyLimitFromSetting,
  type NoticeService,
} from './features/notice/notice.service.js';
import { createOAuthRepository } from './features/oauth/oauth.repository.js';
import { createProviderRegistry } from './features/oauth/oauth.providers.js';
import { registerOAuthRoutes } from './features/oauth/oauth.routes.js';
import { createOAuthService } from './features/oauth/oauth.service.js';
import { registerOnlineRoutes } from './features/online/online.routes.js';
import { createOnlineService } from './features/online/online.service.js';
import { createRankRepository } from './features/rank/rank.repository.js';
import { registerRankRoutes } from './features/rank/rank.routes.js';
import { createRankService } from './features/rank/rank.service.js';
import { createSearchRepository } from './features/search/search.repository.js';
import { registerSearchRoutes } from './features/search/search.routes.js';
import { createSearchService, type SearchService } from './features/search/search.service.js';
import { registerFeedRoutes } from './features/feed/feed.routes.js';
import { createFeedService } from './features/feed/feed.service.js';
import { registerSeoRoutes } from './features/seo/seo.routes.js';
import { createSeoService } from './features/seo/seo.service.js';
import { createSignInRepository } from './features/sign-in/sign-in.repository.js';
import { registerSignInRoutes } from './features/sign-in/sign-in.routes.js';
import { createSignInService } from './features/sign-in/sign-in.service.js';
import { createSiteConfigRepository } from './features/site-config/site-config.repository.js';
import { registerSiteConfigRoutes } from './features/site-config/site-config.routes.js';
import { createSiteConfigService } from './features/site-config/site-config.service.js';
import { createSiteNoticeRepository } from './features/site-notice/site-notice.repository.js';
import { registerSiteNoticeRoutes } from './features/site-notice/site-notice.routes.js';
import { createSiteNoticeService } from './features/site-notice/site-notice.service.js';
import { createSmsOutboxRepository } from './features/sms/sms-outbox.repository.js';
import { createOutboxSmsProvider } from './features/sms/sms.provider.js';
import { registerSmsRoutes } from './features/sms/sms.routes.js';
import { createSmsService } from './features/sms/sms.service.js';
import { createSolutionRepository } from './features/solution/solution.repository.js';
import { registerSolutionRoutes } from './features/solution/solution.routes.js';
import { createSolutionService } from './features/solution/solution.service.js';
import { subscribeTaskListeners } from './features/task/task.listeners.js';
import { createTaskRepository } from './features/task/task.repository.js';
import { registerTaskRoutes } from './features/task/task.routes.js';
import { createTaskService } from './features/task/task.service.js';
import { createTenantRepository } from './features/tenant/tenant.repository.js';
import { createTenantService } from './features/tenant/tenant.service.js';
import { createTenantAdminService } from './features/tenant/tenant-admin.service.js';
import { registerTenantRoutes } from './features/tenant/tenant.routes.js';
import { createWalletRepository } from './features/wallet/wallet.repository.js';
import { registerWalletRoutes } from './features/wallet/wallet.routes.js';
import { createWalletService, type WalletService } from './features/wallet/wallet.service.js';
import { registerDocs } from './plugins/docs.js';
import { envelope, stamped } from './plugins/error-envelope.js';
import { createHttpServer } from './plugins/http.js';
import { createPageCache, type PageCache } from './plugins/page-cache.js';
import { registerRequestContext } from './plugins/request-context.js';
import { createRouteCaller, type RouteCaller } from './plugins/route-caller.js';
import { registerShutdown, type Shutdown } from './plugins/shutdown.js';
import { registerWeb } from './plugins/web.js';
import { attachChatHub, createChatPresence } from './realtime/chat-hub.js';
import { attachForumLive } from './realtime/forum-live.js';
import { createPresence, createPresenceStore } from './realtime/presence.js';
import { attachRealtime, type RealtimeServer } from './realtime/realtime-server.js';
import { systemClock, type Clock } from './shared/clock.js';
import type { FileStorage } from './shared/file-storage.js';
import { createFileStorage } from './shared/storage-config.js';
import type { KeyValueStore } from './shared/kv-store.js';
import type { SmsProvider } from './shared/sms-provider.js';

export interface AppDeps {
  config: AppConfig;
  database: DbHandle;
  kv: KeyValueStore;
  clock?: Clock;
  sms?: SmsProvider;
  storage?: FileStorage;
  /** Serve the built web app (server-rendered pages and assets). Tests of the API leave it off. */
  serveWeb?: boolean;
  /**
   * Make the seed's lesson videos and scene pictures in the background once ready (decision 0037); default on.
   * The integration tests turn it off: each test app would otherwise spend its time drawing pictures nobody asks
   * for. A file asked for is still made at once when read.
   */
  seedMediaInBackground?: boolean;
}

export interface App {
  server: FastifyInstance;
  events: DomainEvents;
  /** Services other parts of the process (realtime, tests) call directly. */
  services: {
    sessions: SessionService;
    notices: NoticeService;
    files: FileService;
    searchIndex: SearchService;
    wallet: WalletService;
    levels: LevelService;
  };
  /** The rolling-restart sequence main.ts runs on SIGTERM (plugins/shutdown.ts). */
  shutdown: Shutdown;
  /** The server renderer's direct path to the contract routes (plugins/route-caller.ts); tests call it too. */
  routeCaller: RouteCaller;
  /** The realtime hubs (realtime/realtime-server.ts); tests send through them directly. */
  realtime: RealtimeServer;
  /** The page cache (plugins/page-cache.ts); tests listen to what it is told changed. */
  pageCache: PageCache;
  /**
   * This app's metrics, as `/metrics` serves them: the cluster proof reads an instance's final counts after its
   * server has closed, when no scrape can reach it any more.
   */
  metrics: Metrics;
}

/**
 * The composition root: the HTTP server and its plugins, then every feature wired the same way —
 * repositories, then services (plain factories taking what they need), then route plugins. No container,
 * no autoload; a feature never imports another feature's repository, it is handed services here.
 */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database, kv } = deps;
  const { db } = database;
  const clock = deps.clock ?? systemClock;
  const internalRenderToken = randomUUID();
  const metrics = createMetrics();
  const server = await createHttpServer({ config, kv, internalRenderToken, metrics });
  const shutdown = registerShutdown(server, { drainMs: config.shutdown.drainMs });
  const stopTimingQueries = database.onQuery(({ statement, ok, durationMs }) => {
    metrics.dbQueryDuration.observe({ statement, outcome: ok ? 'ok' : 'error' }, durationMs / 1000);
  });
  server.addHook('onClose', async () => {
    stopTimingQueries();
  });
  await registerDocs(server, config);

  // ── Shared infrastructure ──────────────────────────────────────────────────────────────────────
  const events = createEvents((error, name) => server.log.error({ err: error, event: name }, 'event listener failed'));
  observeLedger(events, metrics);
  const storage = deps.storage ?? createFileStorage(config.storage);
  if (!deps.storage) server.addHook('onClose', () => storage.close());
  if (config.storage.kind === 'local' && config.databaseUrl && config.redisUrl) {
    // Several instances share the database and Redis; files on one machine's disk are not shared with them.
    server.log.warn(
      `Files are kept on this machine's disk (${config.storage.dir}): other instances will not find them. ` +
        'Set S3_BUCKET (docs/operations.md#object-storage), or run one instance.',
    );
  }
  const smsOutbox = createSmsOutboxRepository(db);
  const smsProvider = deps.sms ?? createOutboxSmsProvider(smsOutbox, clock);
  const limits = createDomainLimits({ kv, clock, disabled: config.rateLimitDisabled });
  const pageCache = createPageCache({
    kv,
    ...config.pageCache,
    log: (message, error) => server.log.warn({ err: error }, message),
  });
  pageCache.listen(events);
  const transactor = createTransactor(db, (error) => server.log.error({ err: error }, 'after-commit callback failed'));
  const presence = createPresence({
    store: createPresenceStore(kv),
    ttlMs: config.realtime.presenceTtlMs,
    heartbeatMs: config.realtime.heartbeatMs,
    onError: (error) => server.log.warn({ err: error }, 'presence write failed'),
  });

  // ── Repositories ───────────────────────────────────────────────────────────────────────────────
  const accountStore = createAccountStore(db);
  const forumRepos = createForumRepositories(db);
  const chatRepo = createChatRepository(db);
  const walletRepo = createWalletRepository(db, database.kind);
  const levelRepo = createLevelRepository(db);
  const siteNoticeRepo = createSiteNoticeRepository(db);

  // ── Services ───────────────────────────────────────────────────────────────────────────────────
  const tenantRepo = createTenantRepository(db);
  const tenants = createTenantService(tenantRepo, Date.now, { hostSuffix: config.tenantHostSuffix });
  // Every audited staff write may change what guests see: the page cache forgets the tenant's pages.
  const audit = pageCache.auditing(createAuditService({ repo: createAuditRepository(db), clock }));
  // The demo seed's files: written at start, lesson videos and scene pictures after the server listens (0037).
  // The routes that serve them read through `seedAssets.storage`, which waits for one not written yet.
  const seedAssets = createSeedAssetWriter(db, storage, server.log, { background: deps.seedMediaInBackground ?? true });
  const files = createFileService({ repo: createFileRepository(db), storage, clock });
  const notices = createNoticeService({
    repo: createNoticeRepository(db),
    clock,
    events,
    transactor,
    timeZone: config.timeZone,
    // siteConfig is built below; the limit is first asked for when a notice is sent, after the app is built.
    siteDailyLimit: async (tenantId, tx) =>
      noticeDailyLimitFromSetting(await siteConfig.value(tenantId, NOTICE_DAILY_LIMIT_SETTING, tx), (message) =>
        server.log.warn(message),
      ),
  });
  const wallet = createWalletService({
    repo: walletRepo,
    transactor,
    events,
    audit,
    clock,
    timeZone: config.timeZone,
    kv,
  });
  const signIns = createSignInService({
    repo: createSignInRepository(db),
    wallet,
    transactor,
    clock,
    timeZone: config.timeZone,
  });
  const levels = createLevelService({
    repo: levelRepo,
    wallet,
    audit,
    transactor,
    kv,
    clock,
    log: (message, error) => server.log.warn({ err: error }, message),
  });
  const ranks = createRankService({ repo: createRankRepository(db), levels });
  const tasks = createTaskService({
    repo: createTaskRepository(db),
    wallet,
    notices,
    audit,
    transactor,
    clock,
    timeZone: config.timeZone,
  });
  const draws = createDrawService({ repo: createDrawRepository(db), wallet, files, audit, transactor, clock });
  const bank = createBankService({
    repo: createBankRepository(db),
    wallet,
    levels,
    transactor,
    clock,
    log: (message, error) => server.log.warn({ err: error }, message),
  });
  const sessions = createSessionService({
    sessions: createSessionRepository(db),
    roles: accountStore.roles,
    tokens: createTokenSigner(config.jwtSecret),
    kv,
    clock,
    ttlDays: config.sessionTtlDays,
  });
  const captcha = createCaptchaService({ repo: accountStore.captchas, clock });
  const smsCodes = createSmsCodeService({
    repo: accountStore.smsCodes,
    sms: smsProvider,
    clock,
    limits,
    pepper: config.jwtSecret,
    signName: config.sms.signName,
  });
  // What every page reads and a content change ends (the page cache's shared version): kept per process.
  const contentVersion = (tenantId: string) => pageCache.contentVersion(tenantId);
  const siteConfig = createSiteConfigService({
    repo: createSiteConfigRepository(db),
    clock,
    audit,
    transactor,
    contentVersion,
  });
  pageCache.onContentChanged(siteConfig.contentChanged);
  const account = createAccountService({
    store: accountStore,
    sessions,
    captcha,
    smsCodes,
    files,
    events,
    transactor,
    clock,
    limits,
    levels,
    wallet,
    settings: siteConfig,
  });
  const oauth = createOAuthService({
    repo: createOAuthRepository(db, database.kind),
    providers: createProviderRegistry(config.oauth),
    account,
    sessions,
    kv,
    events,
    transactor,
    clock,
    log: (message, error) => server.log.warn({ err: error }, message),
  });
  const adminUsers = createAdminUserService({ store: accountStore, sessions, audit, transactor, events, clock });
  const sms = createSmsService({ outbox: smsOutbox });
  const admin = createAdminService({
    repo: createAdminRepository(db),
    clock,
    timeZone: config.timeZone,
    log: (message, error) => server.log.warn({ err: error }, message),
  });
  const health = createHealthService({
    database,
    kv,
    version: config.version,
    lastLedgerCheck: (tenantId) => wallet.lastLedgerCheck(tenantId),
    makingSeedFiles: () => seedAssets.making(),
  });
  const online = createOnlineService({ presence });

  const search = createSearchService({
    repo: createSearchRepository(db, database.kind),
    clock,
    audit,
    transactor,
    log: (message, error) => server.log.warn({ err: error }, message),
  });
  const content = { clock, audit, transactor, files, search };
  const catalog = createCatalogService({
    repo: createCatalogRepository(db),
    ...content,
    // Model pages list the model's downloads; resolved at call time (downloads is built just below).
    modelDownloads: (tenantId, model) => downloads.modelDownloads(tenantId, model),
    contentVersion,
  });
  pageCache.onContentChanged(catalog.contentChanged);
  const downloads = createDownloadService({ repo: createDownloadRepository(db), ...content, catalog: catalog.lookup });
  const solutions = createSolutionService({
    repo: createSolutionRepository(db),
    ...content,
    modelRefs: catalog.refs,
    modelsExist: catalog.modelsExist,
    documents: downloads.documentsByIds,
    documentsExist: downloads.documentsExist,
  });
  const college = createCollegeService({
    repo: createCollegeRepository(db),
    ...content,
    modelRefs: catalog.refs,
    modelsExist: catalog.modelsExist,
  });
  const news = createNewsService({ repo: createNewsRepository(db), ...content });
  const company = createCompanyService({ repo: createCompanyRepository(db), clock, audit, transactor, files });
  const banners = createBannerService({ repo: createBannerRepository(db), clock, audit, transactor, files });
  const siteNotices = createSiteNoticeService({ repo: siteNoticeRepo, clock, audit, transactor, events });
  const career = createCareerService({ repo: createCareerRepository(db), ...content });
  const leads = createLeadService({
    repo: createLeadRepository(db),
    transactor,
    clock,
    audit,
    captcha,
    modelExists: (tenantId, id) => catalog.modelsExist(tenantId, [id]),
  });
  const forum = createForumServices({
    repos: forumRepos,
    clock,
    kv,
    events,
    audit,
    transactor,
    accounts: account,
    notices,
    files,
    sessions,
    search,
    levels,
    wallet,
    blocks: { blockedEitherWay: chatRepo.blockedEitherWay },
    catalogue: catalog,
    answerRewardCents: async (tenantId) =>
      answerRewardFromSettings((await siteConfig.publicItems(tenantId)).items, (message) => server.log.warn(message)),
    contentChanged: pageCache.contentChanged,
    contentVersion,
  });
  pageCache.onContentChanged(forum.plates.contentChanged);
  const home = createHomeService({
    banners,
    catalog,
    solutions,
    news,
    college,
    hotTopics: forum.hotTopics,
    clock,
    contentVersion,
  });
  pageCache.onContentChanged(home.contentChanged);
  const seo = createSeoService({
    catalog,
    solutions,
    news,
    college,
    career,
    forumPages: forum.sitemapPages,
    tenants,
    publicUrl: config.publicUrl,
    urlsPerFile: config.sitemapUrlsPerFile,
  });

  const feeds = createFeedService({
    sources: {
      latestNews: (tenantId, limit) => news.latest(tenantId, limit),
      boards: (ctx) => forum.plates.list(ctx),
      topics: (ctx, plateId, limit) =>
        forum.discusses.list(ctx, { plateId, tab: 'new', skipCount: 0, maxResultCount: limit }),
      topic: async (ctx, id) => {
        const { topic } = await forum.discusses.requireReadable(ctx, id);
        return { title: topic.title, plateName: topic.plateName, updatedAt: topic.updatedAt };
      },
      comments: async (ctx, id, limit) => {
        const page = await forum.comments.list(ctx, id, {
          sort: 'newest',
          replyLimit: 10,
          skipCount: 0,
          maxResultCount: limit,
        });
        return page.items
          .flatMap(({ replies, ...root }) => [root, ...replies])
          .sort((a, b) => b.creationTime.localeCompare(a.creationTime))
          .slice(0, limit);
      },
    },
    tenants,
    publicUrl: config.publicUrl,
  });

  search.addSource({ kinds: ['model'], entries: catalog.searchEntries });
  search.addSource({ kinds: ['solution'], entries: solutions.searchEntries });
  search.addSource({ kinds: ['software', 'document'], entries: downloads.searchEntries });
  search.addSource({ kinds: ['news'], entries: news.searchEntries });
  search.addSource({ kinds: ['course'], entries: college.searchEntries });
  search.addSource({ kinds: ['job'], entries: career.searchEntries });
  // The assistant's product answers read the catalogue, its solutions, datasheets and answered questions.
  const assistantCatalogue = createAssistantCatalogue({
    models: (tenantId) => catalog.modelSheets(tenantId),
    solutions: (tenantId) => solutions.solutionSheets(tenantId),
    solvedTopics: (tenantId, limit) => forum.solvedTopics(tenantId, limit),
    datasheets: async (tenantId, model) =>
      (
        await downloads.modelDownloads(tenantId, {
          id: model.id,
          seriesId: model.series.id,
          productTypeId: model.productType.id,
        })
      )
        .filter((d) => d.category === 'datasheet')
        .map((d) => ({ title: d.title, titleEn: d.titleEn, url: d.downloadUrl })),
  });
  const chatPresence = createChatPresence(kv, config.realtime, (error) =>
    server.log.warn({ err: error }, 'chat presence write failed'),
  );
  const chat = createChatService({
    repo: chatRepo,
    assistantLimits: createAssistantRepository(db, database.kind),
    wallet,
    levels,
    audit,
    transactor,
    events,
    clock,
    timeZone: config.timeZone,
    presence: chatPresence,
    assistant: countAssistantCalls(
      createAssistantProvider(config.ai, (tenantId, input) => search.search(tenantId, input), assistantCatalogue),
      metrics,
    ),
    assertMaySilence: forum.moderation.assertMaySilence,
    groupPriceCents: async (tenantId) =>
      groupPriceFromSettings((await siteConfig.publicItems(tenantId)).items, (message) => server.log.warn(message)),
    log: (message, error) => server.log.warn({ err: error }, message),
  });
  subscribeNoticeListeners(events, notices);
  subscribeTaskListeners(events, tasks);

  // ── Routes ─────────────────────────────────────────────────────────────────────────────────────
  registerRequestContext(server, { tenants, sessions, apiPrefix: API_BASE, publicUrl: config.publicUrl });
  pageCache.register(server, { tenants });
  registerHealthRoutes(server, { health });
  registerAccountRoutes(server, { account, captchaTestMode: config.captchaTestMode });
  registerAccountAdminRoutes(server, { adminUsers });
  registerOAuthRoutes(server, { oauth, publicUrl: config.publicUrl });
  registerSiteConfigRoutes(server, { siteConfig });
  registerNoticeRoutes(server, { notices });
  registerFileRoutes(server, { files, storage: seedAssets.storage, uploadMaxBytes: config.uploadMaxBytes });
  registerHomeRoutes(server, { home });
  registerBannerRoutes(server, { banners });
  registerSiteNoticeRoutes(server, { siteNotices });
  registerCatalogRoutes(server, { catalog });
  registerSolutionRoutes(server, { solutions });
  registerDownloadRoutes(server, { downloads, storage });
  registerCollegeRoutes(server, { college, storage: seedAssets.storage });
  registerNewsRoutes(server, { news });
  registerCompanyRoutes(server, { company });
  registerCareerRoutes(server, { career, storage });
  registerLeadRoutes(server, { leads });
  registerSearchRoutes(server, { search });
  registerSeoRoutes(server, { seo });
  registerFeedRoutes(server, { feeds });
  registerSmsRoutes(server, { sms });
  registerAuditRoutes(server, { audit });
  registerAdminRoutes(server, { admin });
  registerWalletRoutes(server, { wallet });
  registerSignInRoutes(server, { signIns });
  registerLevelRoutes(server, { levels });
  registerRankRoutes(server, { ranks });
  registerTaskRoutes(server, { tasks });
  registerDrawRoutes(server, { draws });
  registerBankRoutes(server, { bank });
  registerForumRoutes(server, forum);
  registerForumAdminRoutes(server, forum);
  registerOnlineRoutes(server, { online });
  registerTenantRoutes(server, {
    tenantAdmin: createTenantAdminService({ repo: tenantRepo, tenants, sessions, audit, transactor, clock }),
  });
  registerChatRoutes(server, { chat });
  const realtime = attachRealtime(server, { config, kv, tenants, sessions, events, presence, clock });
  observeRealtime(realtime, metrics);
  attachChatHub(server, { realtime, events, presence: chatPresence.presence, chat });
  attachForumLive(server, { realtime, events, access: forum.live });

  // The server renderer's loaders call the contract routes mounted above directly (decision 0039).
  const routeCaller = createRouteCaller(server, { tenants, sessions });

  server.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(API_BASE)) {
      return reply
        .status(404)
        .send(
          stamped(request, envelope(ErrorCodes.notFound, `接口不存在：${request.method} ${request.url.split('?')[0]}`)),
        );
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('404 page not found');
  });
  if (deps.serveWeb) await registerWeb(server, { config, tenants, routeCaller, internalRenderToken, pageCache });

  // At start: write the demo files the seed registered, and build the search index when it is empty (waiting
  // at most 10 s: a large forum's first index is finished while the server already serves, decision 0019).
  server.addHook('onReady', async () => {
    await seedAssets.ensure();
    await search.buildIfEmpty(
      (await tenants.list()).map((t) => t.id),
      { waitMs: 10_000 },
    );
  });
  server.addHook('preClose', () => search.stop());
  server.addHook('preClose', async () => {
    seedAssets.stop();
    await seedAssets.background();
  });

  return {
    server,
    events,
    services: { sessions, notices, files, searchIndex: search, wallet, levels },
    shutdown,
    routeCaller,
    realtime,
    pageCache,
    metrics,
  };
}
