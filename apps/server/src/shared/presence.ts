/**
 * Who is online, as features may ask it (the Presence port). The realtime server keeps it (`realtime/presence.ts`)
 * from the open `/main` hub connections of every instance; features receive it from app.ts and import this
 * type only.
 */
export interface OnlineMemberEntry {
  userId: string;
  userName: string;
  nick: string;
  /** When the member's first open tab connected (ISO). */
  since: string;
  /** Open tabs, on every instance together. */
  tabs: number;
  /** The addresses of those tabs' connections, each once. */
  ips: string[];
}

export interface Presence {
  /** Distinct people online in a tenant: a member once however many tabs, a guest once per browser. */
  count(tenantId: string): Promise<number>;
  /** The members online in a tenant (longest online first) and how many guests besides them. */
  list(tenantId: string): Promise<{ members: OnlineMemberEntry[]; guests: number }>;
}
