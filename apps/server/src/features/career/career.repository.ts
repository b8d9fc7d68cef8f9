import { ApplicationStatus, EmploymentType } from '@clearsight/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { containsText, oneOf, page, type RowWindow } from '../../db/repository-helpers.js';
import type { JobApplicationsTable, JobsTable } from '../../db/schema/corporate.js';
import { onTx } from '../../db/transaction.js';
import type { Page } from '../../shared/paging.js';
import type { Tx } from '../../shared/transaction.js';
import { bool, iso, isoOrNull, num } from '../../shared/values.js';

export interface JobRow {
  id: string;
  tenantId: string;
  title: string;
  titleEn: string;
  department: string;
  departmentEn: string;
  city: string;
  cityEn: string;
  employmentType: EmploymentType;
  experience: string;
  experienceEn: string;
  education: string;
  educationEn: string;
  headcount: number;
  salaryRange: string;
  salaryRangeEn: string;
  summary: string;
  summaryEn: string;
  responsibilitiesMd: string;
  responsibilitiesMdEn: string;
  requirementsMd: string;
  requirementsMdEn: string;
  benefitsMd: string;
  benefitsMdEn: string;
  isPublished: boolean;
  publishedAt: string;
  closesAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A job application as stored. */
export interface ApplicationRecord {
  id: string;
  tenantId: string;
  jobId: string;
  userId: string | null;
  name: string;
  phone: string;
  email: string;
  message: string;
  cvFileId: string;
  cvFileName: string;
  cvSize: number;
  status: ApplicationStatus;
  notes: string;
  consentAt: string;
  ip: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An application as read, with the title of the job applied to. */
export interface ApplicationRow extends ApplicationRecord {
  jobTitle: string;
}

export interface ApplicationFilter {
  jobId?: string | undefined;
  status?: string | undefined;
  q?: string | undefined;
}

const jobOf = (r: Selectable<JobsTable>): JobRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  title: r.title,
  titleEn: r.title_en,
  department: r.department,
  departmentEn: r.department_en,
  city: r.city,
  cityEn: r.city_en,
  employmentType: oneOf(EmploymentType.options, r.employment_type, 'jobs.employment_type'),
  experience: r.experience,
  experienceEn: r.experience_en,
  education: r.education,
  educationEn: r.education_en,
  headcount: num(r.headcount),
  salaryRange: r.salary_range,
  salaryRangeEn: r.salary_range_en,
  summary: r.summary,
  summaryEn: r.summary_en,
  responsibilitiesMd: r.responsibilities_md,
  responsibilitiesMdEn: r.responsibilities_md_en,
  requirementsMd: r.requirements_md,
  requirementsMdEn: r.requirements_md_en,
  benefitsMd: r.benefits_md,
  benefitsMdEn: r.benefits_md_en,
  isPublished: bool(r.is_published),
  publishedAt: iso(r.published_at),
  closesAt: isoOrNull(r.closes_at),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});
const applicationOf = (r: Selectable<JobApplicationsTable> & { job_title: string }): ApplicationRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  jobId: r.job_id,
  userId: r.user_id,
  name: r.name,
  phone: r.phone,
  email: r.email,
  message: r.message,
  cvFileId: r.cv_file_id,
  cvFileName: r.cv_file_name,
  cvSize: num(r.cv_size),
  status: oneOf(ApplicationStatus.options, r.status, 'job_applications.status'),
  notes: r.notes,
  consentAt: iso(r.consent_at),
  ip: r.ip,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  jobTitle: r.job_title,
});

export interface JobFilter {
  department?: string | undefined;
  city?: string | undefined;
  q?: string | undefined;
  /** Public reads: published, publish time reached, not closed. */
  openAt?: string | undefined;
}

export function createCareerRepository(db: Db) {
  const columns = (j: JobRow) => ({
    title: j.title,
    title_en: j.titleEn,
    department: j.department,
    department_en: j.departmentEn,
    city: j.city,
    city_en: j.cityEn,
    employment_type: j.employmentType,
    experience: j.experience,
    experience_en: j.experienceEn,
    education: j.education,
    education_en: j.educationEn,
    headcount: j.headcount,
    salary_range: j.salaryRange,
    salary_range_en: j.salaryRangeEn,
    summary: j.summary,
    summary_en: j.summaryEn,
    responsibilities_md: j.responsibilitiesMd,
    responsibilities_md_en: j.responsibilitiesMdEn,
    requirements_md: j.requirementsMd,
    requirements_md_en: j.requirementsMdEn,
    benefits_md: j.benefitsMd,
    benefits_md_en: j.benefitsMdEn,
    is_published: j.isPublished,
    published_at: j.publishedAt,
    closes_at: j.closesAt,
    updated_at: j.updatedAt,
  });
  function jobs(tenantId: string, f: JobFilter) {
    let q = db.selectFrom('jobs').where('tenant_id', '=', tenantId);
    if (f.openAt) {
      const at = f.openAt;
      q = q
        .where('is_published', '=', true)
        .where('published_at', '<=', at)
        .where((eb) => eb.or([eb('closes_at', 'is', null), eb('closes_at', '>', at)]));
    }
    if (f.department) q = q.where('department', '=', f.department);
    if (f.city) q = q.where('city', '=', f.city);
    if (f.q) {
      const text = f.q;
      q = q.where((eb) => containsText(eb, ['title', 'title_en', 'summary', 'summary_en'], text));
    }
    return q;
  }
  function applications(tenantId: string, f: ApplicationFilter, tx?: Tx | null) {
    let q = onTx(db, tx)
      .selectFrom('job_applications as a')
      .innerJoin('jobs as j', 'j.id', 'a.job_id')
      .where('a.tenant_id', '=', tenantId);
    if (f.jobId) q = q.where('a.job_id', '=', f.jobId);
    if (f.status) q = q.where('a.status', '=', f.status);
    if (f.q) {
      const text = f.q;
      q = q.where((eb) => containsText(eb, ['a.name', 'a.email', 'a.phone', 'j.title'], text));
    }
    return q;
  }
  return {
    async listJobs(tenantId: string, f: JobFilter, window: RowWindow): Promise<Page<JobRow>> {
      return page(
        jobs(tenantId, f),
        (rows) => rows.selectAll().orderBy('published_at', 'desc').orderBy('title'),
        window,
        jobOf,
      );
    },
    /** Departments and cities of open jobs, sorted, each with the English name a job gives it ('' if none). */
    async facets(tenantId: string, openAt: string) {
      const rows = await jobs(tenantId, { openAt })
        .select(['department', 'department_en', 'city', 'city_en'])
        .execute();
      const options = (pairs: Array<[value: string, nameEn: string]>) => {
        const out = new Map<string, string>();
        for (const [value, nameEn] of pairs) if (!out.get(value)) out.set(value, nameEn);
        return [...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([value, nameEn]) => ({ value, nameEn }));
      };
      const departmentOptions = options(rows.map((r) => [r.department, r.department_en]));
      const cityOptions = options(rows.map((r) => [r.city, r.city_en]));
      return {
        departments: departmentOptions.map((o) => o.value),
        cities: cityOptions.map((o) => o.value),
        departmentOptions,
        cityOptions,
      };
    },
    async findJob(tenantId: string, id: string, tx?: Tx | null): Promise<JobRow | undefined> {
      const r = await onTx(db, tx)
        .selectFrom('jobs')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? jobOf(r) : undefined;
    },
    async insertJob(j: JobRow, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .insertInto('jobs')
        .values({ id: j.id, tenant_id: j.tenantId, created_at: j.createdAt, ...columns(j) })
        .execute();
    },
    async updateJob(j: JobRow, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .updateTable('jobs')
        .set(columns(j))
        .where('tenant_id', '=', j.tenantId)
        .where('id', '=', j.id)
        .execute();
    },
    /** Deletes a job with the applications made to it. */
    async deleteJob(tx: Tx, tenantId: string, id: string): Promise<void> {
      const trx = onTx(db, tx);
      await trx.deleteFrom('job_applications').where('tenant_id', '=', tenantId).where('job_id', '=', id).execute();
      await trx.deleteFrom('jobs').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async applicationCounts(tenantId: string, tx?: Tx | null): Promise<Map<string, number>> {
      const rows = await onTx(db, tx)
        .selectFrom('job_applications')
        .select(['job_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('tenant_id', '=', tenantId)
        .groupBy('job_id')
        .execute();
      return new Map(rows.map((r) => [r.job_id, num(r.n)]));
    },
    async insertApplication(a: ApplicationRecord): Promise<void> {
      await db
        .insertInto('job_applications')
        .values({
          id: a.id,
          tenant_id: a.tenantId,
          job_id: a.jobId,
          user_id: a.userId,
          name: a.name,
          phone: a.phone,
          email: a.email,
          message: a.message,
          cv_file_id: a.cvFileId,
          cv_file_name: a.cvFileName,
          cv_size: a.cvSize,
          status: a.status,
          notes: a.notes,
          consent_at: a.consentAt,
          ip: a.ip,
          created_at: a.createdAt,
          updated_at: a.updatedAt,
        })
        .execute();
    },
    async listApplications(tenantId: string, f: ApplicationFilter, window: RowWindow): Promise<Page<ApplicationRow>> {
      return page(
        applications(tenantId, f),
        (rows) => rows.selectAll('a').select('j.title as job_title').orderBy('a.created_at', 'desc'),
        window,
        applicationOf,
      );
    },
    async findApplication(tenantId: string, id: string, tx?: Tx | null): Promise<ApplicationRow | undefined> {
      const r = await applications(tenantId, {}, tx)
        .selectAll('a')
        .select('j.title as job_title')
        .where('a.id', '=', id)
        .executeTakeFirst();
      return r ? applicationOf(r) : undefined;
    },
    async updateApplication(
      tenantId: string,
      id: string,
      change: { status: ApplicationStatus; notes: string },
      at: string,
      tx?: Tx | null,
    ): Promise<void> {
      await onTx(db, tx)
        .updateTable('job_applications')
        .set({ status: change.status, notes: change.notes, updated_at: at })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },
    async deleteApplication(tenantId: string, id: string, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .deleteFrom('job_applications')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },
  };
}
export type CareerRepository = ReturnType<typeof createCareerRepository>;
