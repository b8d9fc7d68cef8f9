import {
  ANSWER_REWARD_INVALID,
  ANSWER_REWARD_SETTING,
  CHAT_PRICE_INVALID,
  CHAT_PRICE_SETTING,
  parseAnswerReward,
  parseChatGroupPrice,
  type ConfigItem,
} from '@clearsight/contracts';
import { AppError } from '../../shared/app-error.js';
import type { Audit } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { SiteConfigRepository, SiteConfigRow } from './site-config.repository.js';
import type { Transactor } from '../../shared/transaction.js';

/** Keys under these prefixes are public; anything else (e.g. secret.*) stays admin-only. */
const PUBLIC_PREFIXES = ['bbs.', 'company.', 'site.'];

/**
 * Settings other features read as more than text, each with why a value cannot be stored: a value the reader
 * could not use is refused when it is set (400), not found out by every request that reads it.
 */
const VALUE_CHECKS: Record<string, (value: string) => string | null> = {
  [CHAT_PRICE_SETTING]: (value) => (parseChatGroupPrice(value) === null ? CHAT_PRICE_INVALID : null),
  [ANSWER_REWARD_SETTING]: (value) => (parseAnswerReward(value) === null ? ANSWER_REWARD_INVALID : null),
};

/** Site settings (`bbs.site.*` and the company keys): public reads, staff edits (audited). */
export function createSiteConfigService(deps: {
  repo: SiteConfigRepository;
  clock: Clock;
  audit: Audit;
  transactor: Transactor;
}) {
  const { repo, clock, audit, transactor } = deps;
  return {
    async publicItems(tenantId: string): Promise<{ items: ConfigItem[] }> {
      const rows = await repo.list(tenantId);
      return {
        items: rows
          .filter((r) => PUBLIC_PREFIXES.some((p) => r.configKey.startsWith(p)))
          .map((r) => ({ configKey: r.configKey, configValue: r.configValue })),
      };
    },

    async adminList(ctx: RequestContext): Promise<{ items: SiteConfigRow[] }> {
      return { items: await repo.list(ctx.tenantId) };
    },

    async set(ctx: RequestContext, key: string, input: { configValue: string; remark?: string | undefined }) {
      const problem = VALUE_CHECKS[key]?.(input.configValue);
      if (problem) throw AppError.field('configValue', problem);
      return transactor.run(async (tx) => {
        const before = await repo.find(ctx.tenantId, key, tx);
        await repo.upsert(tx, ctx.tenantId, key, input.configValue, input.remark, clock.now().toISOString());
        const after = await repo.find(ctx.tenantId, key, tx);
        if (!after) throw AppError.notFound();
        await audit.record(tx, ctx, {
          action: before ? 'config.update' : 'config.create',
          targetType: 'site_config',
          targetId: key,
          before: before?.configValue,
          after: after.configValue,
        });
        return after;
      });
    },
  };
}
export type SiteConfigService = ReturnType<typeof createSiteConfigService>;
