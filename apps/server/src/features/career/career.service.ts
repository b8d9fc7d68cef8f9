import {
  CV_MAX_BYTES,
  ErrorCodes,
  JobApplicationFields,
  englishOf,
  type AdminApplicationQuery,
  type AdminJob,
  type AdminJobApplication,
  type AdminJobQuery,
  type ApplicationUpdateInput,
  type JobDetail,
  type JobInput,
  type JobListItem,
  type JobListQuery,
} from '@clearsight/contracts';
import type { z } from 'zod';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../shared/app-error.js';
import { auditedCrud, type Audit } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { Transactor, Tx } from '../../shared/transaction.js';
import { markdownToText, renderMarkdownHtml } from '../../shared/markdown.js';
import type { FileService } from '../file/file.service.js';
import type { SearchEntry, SearchIndex } from '../search/search.service.js';
import type { ApplicationRow, CareerRepository, JobRow } from './career.repository.js';
import { jobHref } from '@clearsight/contracts';

type JobForm = z.infer<typeof JobInput>;

/** CVs are accepted by content only: PDF, legacy Word (OLE compound file) and DOCX. */
const CV_MIME = new Set([
  'application/pdf',
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

export const cvUrl = (id: string) => `/prod-api/admin/career/applications/${id}/cv`;

export function createCareerService(deps: {
  repo: CareerRepository;
  clock: Clock;
  audit: Audit;
  transactor: Transactor;
  files: FileService;
  search: SearchIndex;
}) {
  const { repo, clock, files, search, transactor } = deps;
  const now = () => clock.now().toISOString();
  const isOpen = (j: JobRow, at: string) => j.isPublished && j.publishedAt <= at && (!j.closesAt || j.closesAt > at);

  const item = (j: JobRow, at: string): JobListItem => ({
    id: j.id,
    title: j.title,
    titleEn: j.titleEn,
    department: j.department,
    departmentEn: j.departmentEn,
    city: j.city,
    cityEn: j.cityEn,
    employmentType: j.employmentType,
    experience: j.experience,
    experienceEn: j.experienceEn,
    education: j.education,
    educationEn: j.educationEn,
    headcount: j.headcount,
    salaryRange: j.salaryRange,
    salaryRangeEn: j.salaryRangeEn,
    summary: j.summary,
    summaryEn: j.summaryEn,
    publishTime: j.publishedAt,
    closeTime: j.closesAt,
    isOpen: isOpen(j, at),
  });
  const adminJob = (j: JobRow, counts: Map<string, number>): AdminJob => ({
    ...item(j, now()),
    responsibilitiesMd: j.responsibilitiesMd,
    responsibilitiesMdEn: j.responsibilitiesMdEn,
    requirementsMd: j.requirementsMd,
    requirementsMdEn: j.requirementsMdEn,
    benefitsMd: j.benefitsMd,
    benefitsMdEn: j.benefitsMdEn,
    isPublished: j.isPublished,
    applicationCount: counts.get(j.id) ?? 0,
    creationTime: j.createdAt,
    lastModificationTime: j.updatedAt,
  });
  const adminApplication = (a: ApplicationRow): AdminJobApplication => ({
    id: a.id,
    jobId: a.jobId,
    jobTitle: a.jobTitle,
    name: a.name,
    phone: a.phone,
    email: a.email,
    message: a.message,
    cvFileName: a.cvFileName,
    cvSize: a.cvSize,
    cvUrl: cvUrl(a.id),
    status: a.status,
    notes: a.notes,
    consentTime: a.consentAt,
    creationTime: a.createdAt,
    lastModificationTime: a.updatedAt,
  });
  const entry = (j: JobRow): SearchEntry => ({
    kind: 'job',
    id: j.id,
    tenantId: j.tenantId,
    title: j.title,
    body: [j.summary, j.department, j.city, markdownToText(j.responsibilitiesMd), markdownToText(j.requirementsMd)]
      .filter(Boolean)
      .join(' '),
    titleEn: j.titleEn,
    bodyEn: [
      j.summaryEn,
      j.departmentEn,
      j.cityEn,
      markdownToText(j.responsibilitiesMdEn),
      markdownToText(j.requirementsMdEn),
    ]
      .filter(Boolean)
      .join(' '),
    keywords: [j.department, j.departmentEn, j.city, j.cityEn].filter(Boolean).join(' '),
    url: jobHref(j.id),
    visibleFrom: j.publishedAt,
    visibleUntil: j.closesAt,
    updatedAt: j.updatedAt,
  });

  async function saveJob(tx: Tx, ctx: RequestContext, existing: JobRow | null, input: JobForm): Promise<AdminJob> {
    const publishedAt = input.publishTime
      ? new Date(input.publishTime).toISOString()
      : (existing?.publishedAt ?? now());
    const closesAt = input.closeTime ? new Date(input.closeTime).toISOString() : null;
    if (closesAt && closesAt <= publishedAt) throw AppError.field('closeTime', '截止时间必须晚于发布时间');
    // English a client leaves out stays as stored.
    const english = englishOf(
      [
        'departmentEn',
        'cityEn',
        'experienceEn',
        'educationEn',
        'salaryRangeEn',
        'summaryEn',
        'responsibilitiesMdEn',
        'requirementsMdEn',
        'benefitsMdEn',
      ],
      input,
      existing,
    );
    const row: JobRow = {
      id: existing?.id ?? newId(),
      tenantId: ctx.tenantId,
      title: input.title,
      titleEn: input.titleEn,
      department: input.department,
      city: input.city,
      employmentType: input.employmentType,
      experience: input.experience,
      education: input.education,
      headcount: input.headcount,
      salaryRange: input.salaryRange,
      summary: input.summary,
      responsibilitiesMd: input.responsibilitiesMd,
      requirementsMd: input.requirementsMd,
      benefitsMd: input.benefitsMd,
      ...english,
      isPublished: input.isPublished,
      publishedAt,
      closesAt,
      createdAt: existing?.createdAt ?? now(),
      updatedAt: now(),
    };
    if (existing) await repo.updateJob(row, tx);
    else await repo.insertJob(row, tx);
    if (row.isPublished) await search.upsert(entry(row), tx);
    else await search.remove({ kind: 'job', id: row.id, tenantId: ctx.tenantId }, tx);
    return adminJob(row, await repo.applicationCounts(ctx.tenantId, tx));
  }

  return {
    async list(tenantId: string, query: z.infer<typeof JobListQuery>) {
      const at = now();
      const [page, facets] = await Promise.all([
        repo.listJobs(
          tenantId,
          { department: query.department, city: query.city, q: query.q, openAt: at },
          { offset: query.skipCount, limit: query.maxResultCount },
        ),
        repo.facets(tenantId, at),
      ]);
      return { items: page.items.map((j) => item(j, at)), totalCount: page.totalCount, ...facets };
    },
    async detail(tenantId: string, id: string): Promise<JobDetail> {
      const at = now();
      const j = await repo.findJob(tenantId, id);
      if (!j || !j.isPublished || j.publishedAt > at) throw AppError.notFound('职位不存在或已下线');
      return {
        ...item(j, at),
        responsibilitiesHtml: renderMarkdownHtml(j.responsibilitiesMd),
        responsibilitiesHtmlEn: renderMarkdownHtml(j.responsibilitiesMdEn),
        requirementsHtml: renderMarkdownHtml(j.requirementsMd),
        requirementsHtmlEn: renderMarkdownHtml(j.requirementsMdEn),
        benefitsHtml: renderMarkdownHtml(j.benefitsMd),
        benefitsHtmlEn: renderMarkdownHtml(j.benefitsMdEn),
        lastModificationTime: j.updatedAt,
      };
    },

    async apply(
      ctx: RequestContext,
      jobId: string,
      fields: Record<string, string>,
      cv: { fileName: string; bytes: Buffer } | null,
    ): Promise<{ id: string; message: string }> {
      const at = now();
      const job = await repo.findJob(ctx.tenantId, jobId);
      if (!job || !job.isPublished || job.publishedAt > at) throw AppError.notFound('职位不存在或已下线');
      if (!isOpen(job, at)) throw AppError.conflict('该职位已截止招聘，感谢您的关注');
      const parsed = JobApplicationFields.safeParse(fields);
      if (!parsed.success) {
        const errors = parsed.error.issues.map((i) => ({ message: i.message, members: [i.path.join('.') || 'input'] }));
        throw AppError.validation(
          `提交的内容有误：${errors.map((e) => `${e.members[0]}: ${e.message}`).join('；')}`,
          errors,
        );
      }
      if (!cv || cv.bytes.length === 0) throw AppError.field('cv', '请上传简历（PDF、DOC 或 DOCX）');
      if (cv.bytes.length > CV_MAX_BYTES) throw new AppError(413, ErrorCodes.payloadTooLarge, '简历文件不能超过 10 MB');
      const detected = await fileTypeFromBuffer(cv.bytes);
      if (!detected || !CV_MIME.has(detected.mime)) {
        throw new AppError(415, ErrorCodes.unsupportedFile, '简历只接受 PDF、DOC 或 DOCX 文件（按文件内容识别）');
      }
      const stored = await files.upload({
        tenantId: ctx.tenantId,
        ownerId: ctx.user?.id ?? null,
        fileName: cv.fileName,
        bytes: cv.bytes,
        // Personal data: only the staff's CV endpoint serves it, never the generic file URL.
        access: 'restricted',
      });
      const id = newId();
      await repo.insertApplication({
        id,
        tenantId: ctx.tenantId,
        jobId,
        userId: ctx.user?.id ?? null,
        name: parsed.data.name,
        phone: parsed.data.phone,
        email: parsed.data.email,
        message: parsed.data.message,
        cvFileId: stored.id,
        cvFileName: stored.name,
        cvSize: stored.size,
        status: 'new',
        notes: '',
        consentAt: at,
        ip: ctx.ip,
        createdAt: at,
        updatedAt: at,
      });
      return { id, message: '简历已投递成功，我们会尽快与您联系' };
    },

    async searchEntries(tenantId: string): Promise<SearchEntry[]> {
      const page = await repo.listJobs(tenantId, {}, { offset: 0, limit: 100_000 });
      return page.items.filter((j) => j.isPublished).map(entry);
    },
    async sitemap(tenantId: string) {
      const at = now();
      const page = await repo.listJobs(tenantId, { openAt: at }, { offset: 0, limit: 100_000 });
      return page.items.map((j) => ({ id: j.id, updatedAt: j.updatedAt }));
    },

    jobs: auditedCrud(
      {
        async list(ctx: RequestContext, query: z.infer<typeof AdminJobQuery>) {
          const [page, counts] = await Promise.all([
            repo.listJobs(
              ctx.tenantId,
              { q: query.filter, department: query.department, city: query.city },
              { offset: query.skipCount, limit: query.maxResultCount },
            ),
            repo.applicationCounts(ctx.tenantId),
          ]);
          return { items: page.items.map((j) => adminJob(j, counts)), totalCount: page.totalCount };
        },
        async get(ctx: RequestContext, id: string, tx?: Tx) {
          const j = await repo.findJob(ctx.tenantId, id, tx);
          return j ? adminJob(j, await repo.applicationCounts(ctx.tenantId, tx)) : undefined;
        },
        create: (tx: Tx, ctx: RequestContext, input: JobForm) => saveJob(tx, ctx, null, input),
        async update(tx: Tx, ctx: RequestContext, id: string, input: JobForm) {
          const existing = await repo.findJob(ctx.tenantId, id, tx);
          if (!existing) throw AppError.notFound('职位不存在');
          return saveJob(tx, ctx, existing, input);
        },
        async remove(tx: Tx, ctx: RequestContext, id: string) {
          await repo.deleteJob(tx, ctx.tenantId, id);
          await search.remove({ kind: 'job', id, tenantId: ctx.tenantId }, tx);
        },
      },
      { audit: deps.audit, transactor },
      { targetType: 'job', notFound: '职位不存在' },
    ),
    applications: {
      async list(ctx: RequestContext, query: z.infer<typeof AdminApplicationQuery>) {
        const page = await repo.listApplications(
          ctx.tenantId,
          { q: query.filter, jobId: query.jobId, status: query.status },
          { offset: query.skipCount, limit: query.maxResultCount },
        );
        return { items: page.items.map(adminApplication), totalCount: page.totalCount };
      },
      async update(ctx: RequestContext, id: string, body: z.infer<typeof ApplicationUpdateInput>) {
        return transactor.run(async (tx) => {
          const existing = await repo.findApplication(ctx.tenantId, id, tx);
          if (!existing) throw AppError.notFound('投递记录不存在');
          await repo.updateApplication(ctx.tenantId, id, body, now(), tx);
          const after = adminApplication((await repo.findApplication(ctx.tenantId, id, tx))!);
          await deps.audit.record(tx, ctx, {
            action: 'job_application.update',
            targetType: 'job_application',
            targetId: id,
            before: adminApplication(existing),
            after,
          });
          return after;
        });
      },
      async remove(ctx: RequestContext, id: string): Promise<{ ok: true }> {
        return transactor.run(async (tx) => {
          const existing = await repo.findApplication(ctx.tenantId, id, tx);
          if (!existing) throw AppError.notFound('投递记录不存在');
          await repo.deleteApplication(ctx.tenantId, id, tx);
          await deps.audit.record(tx, ctx, {
            action: 'job_application.delete',
            targetType: 'job_application',
            targetId: id,
            before: adminApplication(existing),
          });
          return { ok: true as const };
        });
      },
      async cv(ctx: RequestContext, id: string) {
        const a = await repo.findApplication(ctx.tenantId, id);
        if (!a) throw AppError.notFound('投递记录不存在');
        const stored = await files.find(ctx.tenantId, a.cvFileId);
        if (!stored) throw AppError.notFound('简历文件不存在');
        return { stored, fileName: `${a.name}-${a.jobTitle}-简历.${stored.originalName.split('.').pop()}` };
      },
    },
  };
}
export type CareerService = ReturnType<typeof createCareerService>;
