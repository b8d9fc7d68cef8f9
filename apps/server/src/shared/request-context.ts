/** What every request knows after the tenant and auth plugins ran. */
export interface SessionUser {
  id: string;
  tenantId: string;
  sessionId: string;
  userName: string;
  nick: string;
  status: 'active' | 'banned' | 'disabled';
  roleCodes: string[];
  permissionCodes: string[];
}

export interface RequestContext {
  tenantId: string;
  user: SessionUser | null;
  ip: string;
  userAgent: string | null;
}
