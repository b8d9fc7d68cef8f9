import { z } from 'zod';
import { IdParam, PagedQuery, pagedResult } from '../common.contract.js';
import { defineRoute } from '../route.js';
import { adminTags, moderate } from './fields.js';
import { ForumUser } from './shared.contract.js';

/** Edit history of topics and articles (staff). */

export const RevisionItem = z.object({
  id: z.string(),
  /** The revision number the content had before the edit. */
  revision: z.number().int(),
  title: z.string(),
  content: z.string(),
  editor: ForumUser.nullable(),
  creationTime: z.string(),
});
export type RevisionItem = z.infer<typeof RevisionItem>;

export const discussRevisionsRoute = defineRoute({
  method: 'GET',
  path: '/discuss/:id/revisions',
  summary: 'Edit history of a topic, newest first (staff)',
  tags: adminTags,
  access: moderate,
  params: IdParam,
  query: PagedQuery,
  response: pagedResult(RevisionItem),
});

export const articleRevisionsRoute = defineRoute({
  method: 'GET',
  path: '/article/:id/revisions',
  summary: 'Edit history of an article, newest first (staff)',
  tags: adminTags,
  access: moderate,
  params: IdParam,
  query: PagedQuery,
  response: pagedResult(RevisionItem),
});
