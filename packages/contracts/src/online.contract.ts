import { z } from 'zod';
import { Permissions } from './permissions.js';
import { defineRoute } from './route.js';

/**
 * Who is online (docs/product.md#realtime): distinct people across every instance. Staff force a member out
 * with the members screen's force-out (`adminUserForceOutRoute`), which also closes their live tabs.
 */
const tags = ['online'];

export const onlineCountRoute = defineRoute({
  method: 'GET',
  path: '/online/count',
  summary: 'How many people are online now (members once, guests once per browser)',
  tags,
  access: 'public',
  response: z.object({ count: z.number().int().min(0) }),
});

export const OnlineMember = z.object({
  userId: z.string(),
  userName: z.string(),
  nick: z.string(),
  /** When the member's first open tab connected. */
  since: z.string(),
  tabs: z.number().int().min(1),
  /** The addresses of their connections: shown to administrators only, null for other staff. */
  ips: z.array(z.string()).nullable(),
});
export type OnlineMember = z.infer<typeof OnlineMember>;

export const onlineMembersRoute = defineRoute({
  method: 'GET',
  path: '/online',
  summary: 'Members online now, with how many tabs and since when (staff)',
  tags,
  access: { permission: Permissions.onlineRead },
  response: z.object({ items: z.array(OnlineMember), guests: z.number().int().min(0) }),
});
