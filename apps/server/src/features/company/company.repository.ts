import { CompanySectionKind } from '@clearsight/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { containsText, oneOf } from '../../db/repository-helpers.js';
import type { CompanySectionsTable } from '../../db/schema/corporate.js';
import { bool, iso, json, num } from '../../shared/values.js';

export interface SectionItems {
  timeline: Array<{ year: string; title: string; description: string }>;
  honours: Array<{ year: string; title: string; issuer: string; imageFileId: string | null }>;
  offices: Array<{
    name: string;
    nameEn: string;
    address: string;
    phone: string;
    email: string;
    fax: string;
    hours: string;
    isHeadquarters: boolean;
  }>;
}

export interface SectionRow extends SectionItems {
  id: string;
  tenantId: string;
  kind: CompanySectionKind;
  title: string;
  titleEn: string;
  contentMd: string;
  contentHtml: string;
  imageFileId: string | null;
  orderNum: number;
  isPublished: boolean;
  createdAt: string;
  updatedAt: string;
}

const sectionOf = (r: Selectable<CompanySectionsTable>): SectionRow => {
  const items = json<Partial<SectionItems>>(r.items_json, {});
  return {
    id: r.id,
    tenantId: r.tenant_id,
    kind: oneOf(CompanySectionKind.options, r.kind, 'company_sections.kind'),
    title: r.title,
    titleEn: r.title_en,
    contentMd: r.content_md,
    contentHtml: r.content_html,
    imageFileId: r.image_file_id,
    timeline: items.timeline ?? [],
    honours: items.honours ?? [],
    offices: items.offices ?? [],
    orderNum: num(r.order_num),
    isPublished: bool(r.is_published),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
};

export function createCompanyRepository(db: Db) {
  const columns = (s: SectionRow) => ({
    kind: s.kind,
    title: s.title,
    title_en: s.titleEn,
    content_md: s.contentMd,
    content_html: s.contentHtml,
    image_file_id: s.imageFileId,
    items_json: JSON.stringify({ timeline: s.timeline, honours: s.honours, offices: s.offices }),
    order_num: s.orderNum,
    is_published: s.isPublished,
    updated_at: s.updatedAt,
  });
  return {
    async list(tenantId: string, opts: { publishedOnly: boolean; filter?: string | undefined }): Promise<SectionRow[]> {
      let q = db.selectFrom('company_sections').selectAll().where('tenant_id', '=', tenantId);
      if (opts.publishedOnly) q = q.where('is_published', '=', true);
      if (opts.filter) {
        const text = opts.filter;
        q = q.where((eb) => containsText(eb, ['title'], text));
      }
      return (await q.orderBy('order_num').orderBy('created_at').execute()).map(sectionOf);
    },
    async find(tenantId: string, id: string): Promise<SectionRow | undefined> {
      const r = await db
        .selectFrom('company_sections')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? sectionOf(r) : undefined;
    },
    async insert(s: SectionRow): Promise<void> {
      await db
        .insertInto('company_sections')
        .values({ id: s.id, tenant_id: s.tenantId, created_at: s.createdAt, ...columns(s) })
        .execute();
    },
    async update(s: SectionRow): Promise<void> {
      await db
        .updateTable('company_sections')
        .set(columns(s))
        .where('tenant_id', '=', s.tenantId)
        .where('id', '=', s.id)
        .execute();
    },
    async remove(tenantId: string, id: string): Promise<void> {
      await db.deleteFrom('company_sections').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
  };
}
export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
