import type { EmploymentType } from '@clearsight/contracts';

export const JOB_PAGE_SIZE = 20;

/** schema.org JobPosting employmentType values. */
export const SCHEMA_EMPLOYMENT: Record<EmploymentType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  intern: 'INTERN',
  contract: 'CONTRACTOR',
};

export const CV_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

/** The browser-side check before upload (the server checks the content again). */
export function cvProblem(
  file: { name: string; size: number } | null,
  maxBytes: number,
): 'missing' | 'type' | 'size' | null {
  if (!file) return 'missing';
  const name = file.name.toLowerCase();
  if (!CV_EXTENSIONS.some((ext) => name.endsWith(ext))) return 'type';
  if (file.size > maxBytes) return 'size';
  if (file.size === 0) return 'missing';
  return null;
}
