import { z } from 'zod';
import { IdParam, PagedQuery, pagedResult } from '../common.contract.js';
import { defineRoute } from '../route.js';
import { adminTags, moderate, tags } from './fields.js';
import { ForumUser } from './shared.contract.js';

/** Reports: members flag a topic or comment; staff work through the queue (audited). */

export const REPORT_REASONS = ['spam', 'abuse', 'illegal', 'privacy', 'off-topic', 'other'] as const;
export const ReportReason = z.enum(REPORT_REASONS);
export const ReportStatus = z.enum(['open', 'resolved', 'dismissed']);

export const reportCreateRoute = defineRoute({
  method: 'POST',
  path: '/forum/report',
  summary: 'Report a topic or comment to the moderators (once per member and target)',
  tags,
  access: 'member',
  body: z.object({
    targetType: z.enum(['discuss', 'comment']),
    targetId: z.string().min(1).max(64),
    reason: ReportReason,
    detail: z.string().trim().max(500, '说明最多 500 个字').default(''),
  }),
  response: z.object({ id: z.string() }),
  status: 201,
});

export const AdminReportItem = z.object({
  id: z.string(),
  targetType: z.enum(['discuss', 'comment']),
  targetId: z.string(),
  discussId: z.string(),
  discussTitle: z.string(),
  /** The reported text (topic title or comment), as staff see it. */
  targetExcerpt: z.string(),
  reason: ReportReason,
  detail: z.string(),
  status: ReportStatus,
  reporter: ForumUser,
  resolver: ForumUser.nullable(),
  resolutionNote: z.string().nullable(),
  creationTime: z.string(),
  resolvedTime: z.string().nullable(),
});
export type AdminReportItem = z.infer<typeof AdminReportItem>;

export const adminReportListRoute = defineRoute({
  method: 'GET',
  path: '/admin/forum/reports',
  summary: 'The moderation queue (staff)',
  tags: adminTags,
  access: moderate,
  query: PagedQuery.extend({ status: z.enum(['open', 'resolved', 'dismissed', 'all']).default('open') }),
  response: pagedResult(AdminReportItem),
});

/** Resolving or dismissing a report, and what happens to the reported content. */
export const ReportResolveBody = z.object({
  status: z.enum(['resolved', 'dismissed']),
  note: z.string().trim().max(500).optional(),
  action: z.enum(['none', 'hide', 'delete']).default('none'),
});

export const adminReportResolveRoute = defineRoute({
  method: 'PUT',
  path: '/admin/forum/reports/:id',
  summary: 'Resolve or dismiss a report, optionally hiding or deleting the target (staff; audited)',
  tags: adminTags,
  access: moderate,
  params: IdParam,
  body: ReportResolveBody,
  response: AdminReportItem,
});
