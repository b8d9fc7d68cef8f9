import { CompanySectionKind } from '@clearsight/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { containsText, oneOf } from '../../db/repository-helpers.js';
import type { CompanySectionsTable } from '../../db/schema/corporate.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';
import { bool, iso, json, num } from '../../shared/values.js';

export interface TimelineEntry {
  year: string;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
}
export interface HonourEntry {
  year: string;
  title: string;
  titleEn: string;
  issuer: string;
  issuerEn: string;
  imageFileId: string | null;
}
export interface OfficeEntry {
  name: string;
  nameEn: string;
  address: string;
  addressEn: string;
  phone: string;
  email: string;
  fax: string;
  hours: string;
  hoursEn: string;
  isHeadquarters: boolean;
}
export interface SectionItems {
  timeline: TimelineEntry[];
  honours: HonourEntry[];
  offices: OfficeEntry[];
}

/** Entries saved before the English keys existed read as empty English. */
const timelineOf = (e: Partial<TimelineEntry>): TimelineEntry => ({
  year: e.year ?? '',
  title: e.title ?? '',
  titleEn: e.titleEn ?? '',
  description: e.description ?? '',
  descriptionEn: e.descriptionEn ?? '',
});
const honourOf = (e: Partial<HonourEntry>): HonourEntry => ({
  year: e.year ?? '',
  title: e.title ?? '',
  titleEn: e.titleEn ?? '',
  issuer: e.issuer ?? '',
  issuerEn: e.issuerEn ?? '',
  imageFileId: e.imageFileId ?? null,
});
const officeOf = (e: Partial<OfficeEntry>): OfficeEntry => ({
  name: e.name ?? '',
  nameEn: e.nameEn ?? '',
  address: e.address ?? '',
  addressEn: e.addressEn ?? '',
  phone: e.phone ?? '',
  email: e.email ?? '',
  fax: e.fax ?? '',
  hours: e.hours ?? '',
  hoursEn: e.hoursEn ?? '',
  isHeadquarters: e.isHeadquarters ?? false,
});

export interface SectionRow extends SectionItems {
  id: string;
  tenantId: string;
  kind: CompanySectionKind;
  title: string;
  titleEn: string;
  contentMd: string;
  contentMdEn: string;
  contentHtml: string;
  contentHtmlEn: string;
  imageFileId: string | null;
  orderNum: number;
  isPublished: boolean;
  createdAt: string;
  updatedAt: string;
}

const sectionOf = (r: Selectable<CompanySectionsTable>): SectionRow => {
  const items = json<{ [K in keyof SectionItems]?: Array<Partial<SectionItems[K][number]>> }>(r.items_json, {});
  return {
    id: r.id,
    tenantId: r.tenant_id,
    kind: oneOf(CompanySectionKind.options, r.kind, 'company_sections.kind'),
    title: r.title,
    titleEn: r.title_en,
    contentMd: r.content_md,
    contentMdEn: r.content_md_en,
    contentHtml: r.content_html,
    contentHtmlEn: r.content_html_en,
    imageFileId: r.image_file_id,
    timeline: (items.timeline ?? []).map(timelineOf),
    honours: (items.honours ?? []).map(honourOf),
    offices: (items.offices ?? []).map(officeOf),
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
    content_md_en: s.contentMdEn,
    content_html: s.contentHtml,
    content_html_en: s.contentHtmlEn,
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
        q = q.where((eb) => containsText(eb, ['title', 'title_en'], text));
      }
      return (await q.orderBy('order_num').orderBy('created_at').execute()).map(sectionOf);
    },
    async find(tenantId: string, id: string, tx?: Tx | null): Promise<SectionRow | undefined> {
      const r = await onTx(db, tx)
        .selectFrom('company_sections')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? sectionOf(r) : undefined;
    },
    async insert(s: SectionRow, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .insertInto('company_sections')
        .values({ id: s.id, tenant_id: s.tenantId, created_at: s.createdAt, ...columns(s) })
        .execute();
    },
    async update(s: SectionRow, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .updateTable('company_sections')
        .set(columns(s))
        .where('tenant_id', '=', s.tenantId)
        .where('id', '=', s.id)
        .execute();
    },
    async remove(tenantId: string, id: string, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .deleteFrom('company_sections')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },
  };
}
export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
