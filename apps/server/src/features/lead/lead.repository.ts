import type { Db } from '../../db/database.js';
import { iso, isoOrNull, num } from '../../shared/values.js';

export interface LeadRow {
  id: string;
  tenantId: string;
  kind: 'sales' | 'feedback';
  name: string;
  company: string;
  phone: string;
  email: string;
  region: string;
  productInterest: string;
  modelId: string | null;
  message: string;
  sourceUrl: string;
  status: 'new' | 'contacted' | 'closed';
  notes: string;
  userId: string | null;
  ip: string | null;
  userAgent: string | null;
  consentAt: string | null;
  createdAt: string;
  updatedAt: string;
  modelNumber?: string | null;
  modelName?: string | null;
}

/* eslint-disable-next-line @typescript-eslint/no-explicit-any */
const leadOf = (r: any): LeadRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  kind: r.kind,
  name: r.name,
  company: r.company,
  phone: r.phone,
  email: r.email,
  region: r.region,
  productInterest: r.product_interest,
  modelId: r.model_id,
  message: r.message,
  sourceUrl: r.source_url,
  status: r.status,
  notes: r.notes,
  userId: r.user_id,
  ip: r.ip,
  userAgent: r.user_agent,
  consentAt: isoOrNull(r.consent_at),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  modelNumber: r.model_number ?? null,
  modelName: r.model_name ?? null,
});

export function createLeadRepository(db: Db) {
  function leads(
    tenantId: string,
    f: { kind?: string | undefined; status?: string | undefined; q?: string | undefined },
  ) {
    let q = db
      .selectFrom('leads as l')
      .leftJoin('product_models as m', 'm.id', 'l.model_id')
      .where('l.tenant_id', '=', tenantId);
    if (f.kind) q = q.where('l.kind', '=', f.kind);
    if (f.status) q = q.where('l.status', '=', f.status);
    if (f.q) {
      const p = `%${f.q.toLowerCase()}%`;
      q = q.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['l.name']), 'like', p),
          eb(eb.fn('lower', ['l.company']), 'like', p),
          eb(eb.fn('lower', ['l.email']), 'like', p),
          eb('l.phone', 'like', p),
          eb(eb.fn('lower', ['l.message']), 'like', p),
        ]),
      );
    }
    return q;
  }
  return {
    async insert(l: LeadRow): Promise<void> {
      await db
        .insertInto('leads')
        .values({
          id: l.id,
          tenant_id: l.tenantId,
          kind: l.kind,
          name: l.name,
          company: l.company,
          phone: l.phone,
          email: l.email,
          region: l.region,
          product_interest: l.productInterest,
          model_id: l.modelId,
          message: l.message,
          source_url: l.sourceUrl,
          status: l.status,
          notes: l.notes,
          user_id: l.userId,
          ip: l.ip,
          user_agent: l.userAgent,
          consent_at: l.consentAt,
          created_at: l.createdAt,
          updated_at: l.updatedAt,
        })
        .execute();
    },
    async list(
      tenantId: string,
      f: { kind?: string | undefined; status?: string | undefined; q?: string | undefined },
      offset: number,
      limit: number,
    ) {
      const [rows, total, fresh] = await Promise.all([
        leads(tenantId, f)
          .selectAll('l')
          .select(['m.model_number', 'm.name as model_name'])
          .orderBy('l.created_at', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        leads(tenantId, f)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
        leads(tenantId, { status: 'new' })
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      ]);
      return { items: rows.map(leadOf), totalCount: num(total?.n), newCount: num(fresh?.n) };
    },
    async find(tenantId: string, id: string): Promise<LeadRow | undefined> {
      const r = await leads(tenantId, {})
        .selectAll('l')
        .select(['m.model_number', 'm.name as model_name'])
        .where('l.id', '=', id)
        .executeTakeFirst();
      return r ? leadOf(r) : undefined;
    },
    async update(tenantId: string, id: string, status: string, notes: string, at: string): Promise<void> {
      await db
        .updateTable('leads')
        .set({ status, notes, updated_at: at })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },
    async remove(tenantId: string, id: string): Promise<void> {
      await db.deleteFrom('leads').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
  };
}
export type LeadRepository = ReturnType<typeof createLeadRepository>;
