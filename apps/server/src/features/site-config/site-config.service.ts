import type { Tx } from '../../shared/transaction.js';
import { CONFIG_VALUE_RULES, type ConfigItem } from '@clearsight/contracts';
import { AppError } from '../../shared/app-error.js';
import type { Audit } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import { createContentMemo, type ContentVersion } from '../../shared/content-memo.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { SiteConfigRepository, SiteConfigRow } from './site-config.repository.js';
import type { Transactor } from '../../shared/transaction.js';

/** Keys under these prefixes are public; anything else (e.g. secret.*) stays admin-only. */
const PUBLIC_PREFIXES = ['bbs.', 'company.', 'site.'];

/**
 * How long the public settings are reused when no write announced a change: every change is an audited staff
 * write, which raises the content version, so this only bounds the unforeseen (a change made in the database).
 */
const PUBLIC_REUSE_MS = 60_000;

/** Site settings (`bbs.site.*` and the company keys): public reads, staff edits (audited). */
export function createSiteConfigService(deps: {
  repo: SiteConfigRepository;
  clock: Clock;
  audit: Audit;
  transactor: Transactor;
  /** The tenant's shared content version: the public settings are kept per process until it changes. */
  contentVersion?: ContentVersion;
}) {
  const { repo, clock, audit, transactor } = deps;
  // Every page the server renders reads them (the root loader): kept, not read again each time.
  const publicSettings = createContentMemo({
    build: async (tenantId): Promise<{ items: ConfigItem[] }> => {
      const rows = await repo.list(tenantId);
      return {
        items: rows
          .filter((r) => PUBLIC_PREFIXES.some((p) => r.configKey.startsWith(p)))
          .map((r) => ({ configKey: r.configKey, configValue: r.configValue })),
      };
    },
    clock,
    reuseMs: PUBLIC_REUSE_MS,
    contentVersion: deps.contentVersion,
  });
  return {
    /** One setting's stored value (undefined when unset), in the caller's unit of work when given one. */
    async value(tenantId: string, key: string, tx?: Tx | null): Promise<string | undefined> {
      return (await repo.find(tenantId, key, tx))?.configValue;
    },

    /** The settings anyone may read (shared by every caller: read, never changed). */
    publicItems(tenantId: string): Promise<{ items: ConfigItem[] }> {
      return publicSettings.get(tenantId);
    },

    /** The tenant's content changed in this process: the next read builds the public settings again. */
    contentChanged(tenantId: string): void {
      publicSettings.forget(tenantId);
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
