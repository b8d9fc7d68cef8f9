/**
 * Room names. Every hub socket joins its tenant's room, and a member's socket also their own room and their
 * session's room, so an event addressed to one of them can never reach another tenant. Member and session
 * ids are unique across tenants; the member room names the tenant anyway, so a wrong pairing finds nobody.
 */
export const rooms = {
  tenant: (tenantId: string) => `t:${tenantId}`,
  member: (tenantId: string, userId: string) => `t:${tenantId}:u:${userId}`,
  session: (sessionId: string) => `s:${sessionId}`,
  /** A live topic page's room on the notice hub (realtime/forum-live.ts). */
  topic: (tenantId: string, discussId: string) => `t:${tenantId}:topic:${discussId}`,
  /** A live board page's room: a board's id, or `LIVE_ALL_BOARDS` for /discuss. */
  board: (tenantId: string, plateId: string) => `t:${tenantId}:board:${plateId}`,
};
