import type { FastifyInstance } from 'fastify';
import type { Feature } from '../../app.js';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events.js';
import type { Clock } from '../../shared/clock.js';
import type { KeyValueStore } from '../../shared/kv-store.js';
import { createAuditRepository } from '../admin/audit.repository.js';
import type { FileService } from '../file/file.service.js';
import type { SmsProvider } from '../sms/sms.provider.js';
import { registerAccountAdminRoutes } from './account.admin-routes.js';
import { createAccountStore } from './account.repository.js';
import { registerAccountRoutes } from './account.routes.js';
import { createAccountService } from './account.service.js';
import { createAdminUserService } from './admin-user.service.js';
import { createCaptchaService } from './captcha.service.js';
import { createRateLimiter } from './rate-limit.js';
import { createSessionRepository } from './session.repository.js';
import { createSessionService, type SessionService } from './session.service.js';
import { createSmsCodeService } from './sms-code.service.js';
import { createTokenSigner } from './token.js';

export interface AccountFeatureDeps {
  db: Db;
  kv: KeyValueStore;
  clock: Clock;
  config: AppConfig;
  sms: SmsProvider;
  files: FileService;
  events: DomainEvents;
}

export function createAccountFeature(deps: AccountFeatureDeps): Feature & { sessions: SessionService } {
  const { db, kv, clock, config, events } = deps;
  const store = createAccountStore(db);
  const sessions = createSessionService({
    sessions: createSessionRepository(db),
    roles: store.roles,
    tokens: createTokenSigner(config.jwtSecret),
    kv,
    clock,
    ttlDays: config.sessionTtlDays,
  });
  const limiter = createRateLimiter({ kv, clock, disabled: config.rateLimitDisabled });
  const captcha = createCaptchaService({ repo: store.captchas, clock });
  const smsCodes = createSmsCodeService({
    repo: store.smsCodes,
    sms: deps.sms,
    kv,
    clock,
    limiter,
    pepper: config.jwtSecret,
    signName: config.sms.signName,
  });
  const account = createAccountService({
    store,
    sessions,
    captcha,
    smsCodes,
    files: deps.files,
    events,
    clock,
    limiter,
  });
  const adminUsers = createAdminUserService({ store, sessions, audit: createAuditRepository(db), events, clock });
  return {
    sessions,
    registerRoutes(server: FastifyInstance) {
      registerAccountRoutes(server, { account, captchaTestMode: config.captchaTestMode });
      registerAccountAdminRoutes(server, { adminUsers });
    },
  };
}
