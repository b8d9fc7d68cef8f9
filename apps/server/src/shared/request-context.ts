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
  /**
   * Present only on the server renderer's direct path (plugins/route-caller.ts), where every call of one page is
   * a read: the same read asked by several of the page's calls (the topic page's detail, outline and comments
   * each check that the topic is readable) runs once, its answer shared by the page's calls for the same viewer.
   * Absent for the HTTP API, where a write path reads a record again after changing it.
   */
  readOnce?: ReadOnce;
}

/** One page's shared reads: `load` runs for the first asker of `key`; later askers get the same promise. */
export type ReadOnce = <T>(key: string, load: () => Promise<T>) => Promise<T>;
