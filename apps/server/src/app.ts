import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import { API_BASE, ErrorCodes } from '@clearsight/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { DbHandle } from './db/database.js';
import { createEvents, type DomainEvents } from './events.js';
import { createAccountFeature } from './features/account/account.feature.js';
import { createAdminFeature } from './features/admin/admin.feature.js';
import { createAuditRepository } from './features/admin/audit.repository.js';
import { createCorporateFeatures } from './features/content/corporate.wiring.js';
import type { SearchIndex } from './features/search/search.service.js';
import { createFileFeature } from './features/file/file.feature.js';
import { createForumFeature } from './features/forum/forum.feature.js';
import type { FileService } from './features/file/file.service.js';
import type { NoticeService } from './features/notice/notice.service.js';
import type { SessionService } from './features/account/session.service.js';
import { createLocalDiskStorage, type FileStorage } from './features/file/file.storage.js';
import { createHealthFeature } from './features/health/health.feature.js';
import { createNoticeFeature } from './features/notice/notice.feature.js';
import { createSiteConfigFeature } from './features/site-config/site-config.feature.js';
import { createOutboxSmsProvider, type SmsProvider } from './features/sms/sms.provider.js';
import { createSmsFeature } from './features/sms/sms.feature.js';
import { createTenantRepository } from './features/tenant/tenant.repository.js';
import { createTenantService } from './features/tenant/tenant.service.js';
import { registerDocs } from './plugins/docs.js';
import { envelope, registerErrorEnvelope } from './plugins/error-envelope.js';
import { registerRequestContext } from './plugins/request-context.js';
import { INTERNAL_RENDER_HEADER, registerWeb } from './plugins/web.js';
import { systemClock, type Clock } from './shared/clock.js';
import type { KeyValueStore } from './shared/kv-store.js';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

export interface AppDeps {
  config: AppConfig;
  database: DbHandle;
  kv: KeyValueStore;
  clock?: Clock;
  sms?: SmsProvider;
  storage?: FileStorage;
  /** Serve the built web app (server-rendered pages and assets). Tests of the API leave it off. */
  serveWeb?: boolean;
}

export interface App {
  server: FastifyInstance;
  events: DomainEvents;
  /** Services other parts of the process (realtime, tests) call directly. */
  services: {
    sessions: SessionService;
    notices: NoticeService;
    files: FileService;
    searchIndex: SearchIndex;
  };
}

/**
 * Builds the whole application in one readable list: plugins, then repositories and services (plain
 * factories), then each feature's routes. No container, no autoload.
 */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database, kv } = deps;
  const clock = deps.clock ?? systemClock;
  const db = database.db;

  const internalRenderToken = randomUUID();
  const server = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  registerErrorEnvelope(server);

  // Clients (axios among them) send `Content-Type: application/json` on body-less POSTs such as logout;
  // an empty body is "no body", not invalid JSON. Everything else goes to Fastify's own parser, which
  // keeps its prototype-poisoning protection.
  const defaultJsonParser = server.getDefaultJsonParser('error', 'error');
  server.removeContentTypeParser('application/json');
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return defaultJsonParser(request, text, done);
  });

  server.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await server.register(helmet, {
    // The server-rendered pages inline their hydration data and antd's extracted styles.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  await server.register(compress, { global: true, threshold: 1024 });
  await server.register(cookie);
  await server.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, fieldSize: 1024 },
  });
  await server.register(underPressure, {
    maxEventLoopDelay: 2000,
    exposeStatusRoute: false,
    pressureHandler: (_req, reply) => {
      reply.status(503).send(envelope('Unavailable', '服务器繁忙，请稍后再试'));
    },
  });
  await server.register(rateLimit, {
    global: true,
    max: config.rateLimitDisabled ? 1_000_000 : 600,
    timeWindow: 60_000,
    // Pages are not API calls; the server renderer's own in-process calls are bounded by the page
    // requests that caused them, and are recognised by a secret only this process knows.
    allowList: (request) =>
      !request.url.startsWith(API_BASE) || request.headers[INTERNAL_RENDER_HEADER] === internalRenderToken,
    ...(kv.redis ? { redis: kv.redis, nameSpace: `${kv.namespace}rl:` } : {}),
    errorResponseBuilder: () => ({
      statusCode: 429,
      ...envelope(ErrorCodes.tooManyRequests, '请求太频繁，请稍后再试'),
    }),
  });
  await registerDocs(server, config);

  // Repositories and services shared across features.
  const events = createEvents();
  const tenants = createTenantService(createTenantRepository(db));
  const audit = createAuditRepository(db);
  const sms = deps.sms ?? createOutboxSmsProvider(db, clock);
  const storage = deps.storage ?? createLocalDiskStorage(join(config.dataDir, 'uploads'));

  const files = createFileFeature({ db, storage, clock, config });
  const account = createAccountFeature({ db, kv, clock, config, sms, files: files.service, events });
  registerRequestContext(server, { tenants, sessions: account.sessions, apiPrefix: API_BASE });

  // Feature routes, in the order of the spec.
  const notices = createNoticeFeature({ db, clock, events });
  const corporate = createCorporateFeatures({ db, dbKind: database.kind, clock, kv, config, audit, files: files.service, storage, tenants });
  const forum = createForumFeature({ db, clock, kv, events, audit, notices: notices.service, files: files.service, sessions: account.sessions, search: corporate.searchIndex });
  corporate.setHotTopics(forum.hotTopics);
  corporate.addSitemapSource(async (tenantId) =>
    (await forum.sitemap(tenantId)).map((topic) => ({ loc: `/article/${topic.id}`, lastmod: topic.updatedAt, priority: '0.6' })),
  );
  const features = [
    createHealthFeature({ database, config, kv }),
    account,
    createSiteConfigFeature({ db, clock, audit }),
    notices,
    files,
    ...corporate.features,
    createSmsFeature({ db }),
    createAdminFeature({ db, clock, timeZone: config.timeZone }),
    forum,
  ];
  for (const feature of features) feature.registerRoutes(server);

  server.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(API_BASE)) {
      return reply.status(404).send(envelope(ErrorCodes.notFound, `接口不存在：${request.method} ${request.url.split('?')[0]}`));
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('404 page not found');
  });

  if (deps.serveWeb) await registerWeb(server, { config, tenants, internalRenderToken });

  server.addHook('onClose', async () => {
    await account.close?.();
  });

  return { server, events, services: { sessions: account.sessions, notices: notices.service, files: files.service, searchIndex: corporate.searchIndex } };
}

export interface Feature {
  registerRoutes(server: FastifyInstance): void;
  close?(): Promise<void>;
}
