import type { FastifyInstance } from 'fastify';
import type { Feature } from '../../app.js';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events.js';
import type { Clock } from '../../shared/clock.js';
import type { KeyValueStore } from '../../shared/kv-store.js';
import type { FileService } from '../file/file.service.js';
import type { SmsProvider } from '../sms/sms.provider.js';
import { createRoleRepository } from './role.repository.js';
import { createSessionRepository } from './session.repository.js';
import { createSessionService, type SessionService } from './session.service.js';
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
  const sessions = createSessionService({
    sessions: createSessionRepository(deps.db),
    roles: createRoleRepository(deps.db),
    tokens: createTokenSigner(deps.config.jwtSecret),
    kv: deps.kv,
    clock: deps.clock,
    ttlDays: deps.config.sessionTtlDays,
  });
  return {
    sessions,
    registerRoutes(_server: FastifyInstance) {
      // Account routes are mounted here (captcha, login, register, SMS, password, profile, member cards).
    },
  };
}
