import type { Tx } from '../../shared/transaction.js';
import { CONFIG_VALUE_RULES, type ConfigItem } from '@clearsight/contracts';
import { AppError } from '../../shared/app-error.js';
import type { Audit } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { SiteConfigRepository, SiteConfigRow } from './site-config.repository.js';
import type { Transactor } from '../../shared/transaction.js';

/** Keys under these prefixes are public; anything else (e.g. secret.*) stays admin-only. */
const PUBLIC_PREFIXES = ['bbs.', 'company.', 'site.'];

/** Site settings (`bbs.site.*` and the company keys): public reads, staff edits (audited). */
export function createSiteConfigService(deps: {
  repo: SiteConfigRepository;
  clock: Clock;
  audit: Audit;
  transactor: Transactor;
}) {
  const { repo, clock, audit, transactor } = deps;
  return {
    /** One setting's stored value (undefined when unset), in the caller's unit of work when given one. */
    async value(tenantId: string, key: string, tx?: Tx | null): Promise<string | undefined> {
      return (await repo.find(tenantId, key, tx))?.configValue;
    },

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
      const rule = CONFIG_VALUE_RULES[key];
      if (rule) {
        const checked = rule.safeParse(input.configValue);
        if (!checked.success) throw AppError.field('configValue', checked.error.issues[0]?.message ?? '配置值无效');
        input = { ...input, configValue: checked.data };
      }
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
