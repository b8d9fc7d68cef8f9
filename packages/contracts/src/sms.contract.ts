import { z } from 'zod';
import { PagedQuery, pagedResult } from './common.contract.js';
import { defineRoute } from './route.js';
import { Permissions } from './permissions.js';

export const SmsOutboxItem = z.object({
  id: z.string(),
  phone: z.string(),
  content: z.string(),
  provider: z.string(),
  creationTime: z.string(),
});

export const smsOutboxRoute = defineRoute({
  method: 'GET',
  path: '/admin/sms-outbox',
  summary: 'Messages sent by the outbox SMS provider, newest first (admin)',
  tags: ['sms', 'admin'],
  access: { permission: Permissions.smsOutboxRead },
  query: PagedQuery.extend({ phone: z.string().max(32).optional() }),
  response: pagedResult(SmsOutboxItem),
});
