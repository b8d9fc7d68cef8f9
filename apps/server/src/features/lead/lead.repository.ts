import { LeadKind, LeadStatus } from '@clearsight/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { containsText, oneOf, page, type RowWindow } from '../../db/repository-helpers.js';
import type { LeadsTable } from '../../db/schema/corporate.js';
import { iso, isoOrNull, num } from '../../shared/values.js';
import type { Tx } from '../../shared/transaction.js';
import { onTx } from '../../db/transaction.js';

/** A lead as stored. */
export interface LeadRecord {
  id: string;
  tenantId: string;
  kind: LeadKind;
  name: string;
  company: string;
  phone: string;
  email: string;
  region: string;
  productInterest: string;
  modelId: string | null;
  message: string;
  sourceUrl: string;
  status: LeadStatus;
  notes: string;
  userId: string | null;
  ip: string | null;
  userAgent: string | null;
  consentAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A lead as read, with the model it asks about. */
export interface LeadRow extends LeadRecord {
  modelNumber: string | null;
  modelName: string | null;
}

export interface LeadFilter {
  kind?: string | undefined;
  status?: string | undefined;
  q?: string | undefined;
}

const leadOf = (r: Selectable<LeadsTable> & { model_number: string | null; model_name: string | null }): LeadRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  kind: oneOf(LeadKind.options, r.kind, 'leads.kind'),
  name: r.name,
  company: r.company,
  phone: r.phone,
  email: r.email,
  region: r.region,
  productInterest: r.product_interest,
  modelId: r.model_id,
  message: r.message,
  sourceUrl: r.source_url,
  status: oneOf(LeadStatus.options, r.status, 'leads.status'),
  notes: r.notes,
  userId: r.user_id,
  ip: r.ip,
  userAgent: r.user_agent,
  consentAt: isoOrNull(r.consent_at),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  modelNumber: r.model_number,
  modelName: r.model_name,
});

export function createLeadRepository(db: Db) {
  function leads(tenantId: string, f: LeadFilter, tx?: Tx | null) {
    let q = onTx(db, tx)
      .selectFrom('leads as l')
      .leftJoin('product_models as m', 'm.id', 'l.model_id')
      .where('l.tenant_id', '=', tenantId);
    if (f.kind) q = q.where('l.kind', '=', f.kind);
    if (f.status) q = q.where('l.status', '=', f.status);
    if (f.q) {
      const text = f.q;
      q = q.where((eb) => containsText(eb, ['l.name', 'l.company', 'l.email', 'l.phone', 'l.message'], text));
    }
    return q;
  }
  return {
    async insert(l: LeadRecord): Promise<void> {
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
    /** Newest first; `newCount` is every lead still new, whatever the filter (the menu badge). */
    async list(tenantId: string, f: LeadFilter, window: RowWindow) {
      const [{ items, totalCount }, fresh] = await Promise.all([
        page(
          leads(tenantId, f),
          (rows) =>
            rows.selectAll('l').select(['m.model_number', 'm.name as model_name']).orderBy('l.created_at', 'desc'),
          window,
          leadOf,
        ),
        leads(tenantId, { status: 'new' })
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      ]);
      return { items, totalCount, newCount: num(fresh?.n) };
    },
    async find(tenantId: string, id: string, tx?: Tx | null): Promise<LeadRow | undefined> {
      const r = await leads(tenantId, {}, tx)
        .selectAll('l')
        .select(['m.model_number', 'm.name as model_name'])
        .where('l.id', '=', id)
        .executeTakeFirst();
      return r ? leadOf(r) : undefined;
    },
    async update(
      tenantId: string,
      id: string,
      change: { status: LeadStatus; notes: string },
      at: string,
      tx?: Tx | null,
    ): Promise<void> {
      await onTx(db, tx)
        .updateTable('leads')
        .set({ status: change.status, notes: change.notes, updated_at: at })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },
    async remove(tenantId: string, id: string, tx?: Tx | null): Promise<void> {
      await onTx(db, tx).deleteFrom('leads').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
  };
}
export type LeadRepository = ReturnType<typeof createLeadRepository>;
