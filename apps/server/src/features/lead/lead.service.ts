import { PAGES } from '@clearsight/contracts';
import type { AdminLead, AdminLeadQuery, FeedbackInput, LeadUpdateInput, SalesLeadInput } from '@clearsight/contracts';
import type { z } from 'zod';
import { AppError } from '../../shared/app-error.js';
import type { Audit } from '../../shared/audit.js';
import type { CaptchaService } from '../account/captcha.service.js';
import type { Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { LeadRecord, LeadRepository, LeadRow } from './lead.repository.js';
import type { Transactor } from '../../shared/transaction.js';

export function createLeadService(deps: {
  repo: LeadRepository;
  clock: Clock;
  audit: Audit;
  transactor: Transactor;
  /** The image captcha every form shows (issued and checked by the account feature). */
  captcha: Pick<CaptchaService, 'assertSolved'>;
  modelExists: (tenantId: string, id: string) => Promise<boolean>;
}) {
  const { repo, clock, captcha, transactor } = deps;
  const now = () => clock.now().toISOString();

  /** Each form submission uses up one solved image captcha. */
  const guard = (uuid: string, code: string) => captcha.assertSolved(uuid, code);

  const admin = (l: LeadRow): AdminLead => ({
    id: l.id,
    kind: l.kind,
    name: l.name,
    company: l.company,
    phone: l.phone,
    email: l.email,
    region: l.region,
    productInterest: l.productInterest,
    model: l.modelId && l.modelNumber ? { id: l.modelId, modelNumber: l.modelNumber, name: l.modelName ?? '' } : null,
    message: l.message,
    sourceUrl: l.sourceUrl,
    status: l.status,
    notes: l.notes,
    ip: l.ip,
    creationTime: l.createdAt,
    lastModificationTime: l.updatedAt,
  });

  function base(
    ctx: RequestContext,
    kind: LeadRecord['kind'],
  ): Omit<
    LeadRecord,
    | 'name'
    | 'company'
    | 'phone'
    | 'email'
    | 'region'
    | 'productInterest'
    | 'modelId'
    | 'message'
    | 'sourceUrl'
    | 'consentAt'
  > {
    const at = now();
    return {
      id: newId(),
      tenantId: ctx.tenantId,
      kind,
      status: 'new',
      notes: '',
      userId: ctx.user?.id ?? null,
      ip: ctx.ip,
      userAgent: ctx.userAgent?.slice(0, 500) ?? null,
      createdAt: at,
      updatedAt: at,
    };
  }

  return {
    async submitSales(ctx: RequestContext, input: z.infer<typeof SalesLeadInput>) {
      if (input.modelId && !(await deps.modelExists(ctx.tenantId, input.modelId)))
        throw AppError.field('modelId', '所选型号不存在');
      await guard(input.uuid, input.code);
      const row: LeadRecord = {
        ...base(ctx, 'sales'),
        name: input.name,
        company: input.company,
        phone: input.phone,
        email: input.email,
        region: input.region,
        productInterest: input.productInterest,
        modelId: input.modelId,
        message: input.message,
        sourceUrl: input.sourceUrl,
        consentAt: now(),
      };
      await repo.insert(row);
      return { id: row.id, message: '提交成功，销售工程师将在 1 个工作日内与您联系' };
    },
    async submitFeedback(ctx: RequestContext, input: z.infer<typeof FeedbackInput>) {
      // E-mail and phone are optional, as the form says: feedback without a way to reply is still worth reading.
      await guard(input.uuid, input.code);
      const row: LeadRecord = {
        ...base(ctx, 'feedback'),
        name: input.name,
        company: '',
        phone: input.phone ?? '',
        email: input.email ?? '',
        region: '',
        productInterest: '',
        modelId: null,
        message: input.message,
        sourceUrl: PAGES.contact,
        consentAt: null,
      };
      await repo.insert(row);
      return { id: row.id, message: '感谢您的反馈，我们会尽快处理' };
    },
    admin: {
      async list(ctx: RequestContext, query: z.infer<typeof AdminLeadQuery>) {
        const page = await repo.list(
          ctx.tenantId,
          { q: query.filter, kind: query.kind, status: query.status },
          { offset: query.skipCount, limit: query.maxResultCount },
        );
        return { items: page.items.map(admin), totalCount: page.totalCount, newCount: page.newCount };
      },
      async get(ctx: RequestContext, id: string): Promise<AdminLead> {
        const l = await repo.find(ctx.tenantId, id);
        if (!l) throw AppError.notFound('线索不存在');
        return admin(l);
      },
      async update(ctx: RequestContext, id: string, body: z.infer<typeof LeadUpdateInput>): Promise<AdminLead> {
        return transactor.run(async (tx) => {
          const existing = await repo.find(ctx.tenantId, id, tx);
          if (!existing) throw AppError.notFound('线索不存在');
          await repo.update(ctx.tenantId, id, body, now(), tx);
          const after = admin((await repo.find(ctx.tenantId, id, tx))!);
          await deps.audit.record(tx, ctx, {
            action: 'lead.update',
            targetType: 'lead',
            targetId: id,
            before: admin(existing),
            after,
          });
          return after;
        });
      },
      async remove(ctx: RequestContext, id: string): Promise<{ ok: true }> {
        return transactor.run(async (tx) => {
          const existing = await repo.find(ctx.tenantId, id, tx);
          if (!existing) throw AppError.notFound('线索不存在');
          await repo.remove(ctx.tenantId, id, tx);
          await deps.audit.record(tx, ctx, {
            action: 'lead.delete',
            targetType: 'lead',
            targetId: id,
            before: admin(existing),
          });
          return { ok: true as const };
        });
      },
    },
  };
}
export type LeadService = ReturnType<typeof createLeadService>;
