import type { AdminBanner, AdminListQuery, Banner, BannerInput } from '@clearsight/contracts';
import type { z } from 'zod';
import { AppError } from '../../shared/app-error.js';
import { auditedCrud, type Audit } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { Transactor, Tx } from '../../shared/transaction.js';
import { englishOf, fileUrl } from '@clearsight/contracts';
import type { FileService } from '../file/file.service.js';
import type { BannerRepository, BannerRow } from './banner.repository.js';

type BannerForm = z.infer<typeof BannerInput>;

export function createBannerService(deps: {
  repo: BannerRepository;
  clock: Clock;
  audit: Audit;
  transactor: Transactor;
  files: FileService;
}) {
  const { repo, clock, files, transactor } = deps;
  const now = () => clock.now().toISOString();
  const toPublic = (b: BannerRow): Banner => ({
    id: b.id,
    title: b.title,
    titleEn: b.titleEn,
    subtitle: b.subtitle,
    subtitleEn: b.subtitleEn,
    imageUrl: fileUrl(b.imageFileId)!,
    mobileImageUrl: fileUrl(b.mobileImageFileId),
    linkUrl: b.linkUrl,
    linkText: b.linkText,
    linkTextEn: b.linkTextEn,
    orderNum: b.orderNum,
  });
  const toAdmin = (b: BannerRow): AdminBanner => ({
    id: b.id,
    title: b.title,
    titleEn: b.titleEn,
    subtitle: b.subtitle,
    subtitleEn: b.subtitleEn,
    imageFileId: b.imageFileId,
    imageUrl: fileUrl(b.imageFileId)!,
    mobileImageFileId: b.mobileImageFileId,
    mobileImageUrl: fileUrl(b.mobileImageFileId),
    linkUrl: b.linkUrl,
    linkText: b.linkText,
    linkTextEn: b.linkTextEn,
    orderNum: b.orderNum,
    isPublished: b.isPublished,
    startTime: b.startsAt,
    endTime: b.endsAt,
    creationTime: b.createdAt,
    lastModificationTime: b.updatedAt,
  });
  async function requireImage(tx: Tx, tenantId: string, id: string | null, member: string) {
    if (!id) return;
    const f = await files.find(tenantId, id, tx);
    if (!f || f.kind !== 'image') throw AppError.field(member, '图片不存在，请重新上传');
  }
  async function save(
    tx: Tx,
    ctx: RequestContext,
    existing: BannerRow | null,
    input: BannerForm,
  ): Promise<AdminBanner> {
    await requireImage(tx, ctx.tenantId, input.imageFileId, 'imageFileId');
    await requireImage(tx, ctx.tenantId, input.mobileImageFileId, 'mobileImageFileId');
    const start = input.startTime ? new Date(input.startTime).toISOString() : null;
    const end = input.endTime ? new Date(input.endTime).toISOString() : null;
    if (start && end && end <= start) throw AppError.field('endTime', '结束时间必须晚于开始时间');
    const row: BannerRow = {
      id: existing?.id ?? newId(),
      tenantId: ctx.tenantId,
      title: input.title,
      subtitle: input.subtitle,
      imageFileId: input.imageFileId,
      mobileImageFileId: input.mobileImageFileId,
      linkUrl: input.linkUrl,
      linkText: input.linkText,
      // English a client leaves out stays as stored.
      ...englishOf(['titleEn', 'subtitleEn', 'linkTextEn'], input, existing),
      orderNum: input.orderNum,
      isPublished: input.isPublished,
      startsAt: start,
      endsAt: end,
      createdAt: existing?.createdAt ?? now(),
      updatedAt: now(),
    };
    if (existing) await repo.update(row, tx);
    else await repo.insert(row, tx);
    return toAdmin(row);
  }
  return {
    async live(tenantId: string): Promise<Banner[]> {
      return (await repo.live(tenantId, now())).map(toPublic);
    },
    admin: auditedCrud(
      {
        async list(ctx: RequestContext, query: z.infer<typeof AdminListQuery>) {
          const page = await repo.list(ctx.tenantId, query.filter, {
            offset: query.skipCount,
            limit: query.maxResultCount,
          });
          return { items: page.items.map(toAdmin), totalCount: page.totalCount };
        },
        async get(ctx: RequestContext, id: string, tx?: Tx) {
          const b = await repo.find(ctx.tenantId, id, tx);
          return b ? toAdmin(b) : undefined;
        },
        create: (tx: Tx, ctx: RequestContext, input: BannerForm) => save(tx, ctx, null, input),
        async update(tx: Tx, ctx: RequestContext, id: string, input: BannerForm) {
          const existing = await repo.find(ctx.tenantId, id, tx);
          if (!existing) throw AppError.notFound('横幅不存在');
          return save(tx, ctx, existing, input);
        },
        remove: (tx: Tx, ctx: RequestContext, id: string) => repo.remove(ctx.tenantId, id, tx),
      },
      { audit: deps.audit, transactor },
      { targetType: 'banner', notFound: '横幅不存在' },
    ),
  };
}
export type BannerService = ReturnType<typeof createBannerService>;
