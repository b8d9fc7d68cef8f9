import type { Timestamp } from './column-kinds.js';

/** Site-wide notices (migration 0007): announcements staff publish live to everyone on the site. */
export interface SiteNoticesTable {
  id: string;
  tenant_id: string;
  /** MerryGoRound | Popup */
  type: string;
  title: string;
  /** The staff's HTML as written; only `html` (sanitised) ever leaves the console. */
  content_html: string;
  /** content_html after the one sanitising allow-list (shared/markdown.ts). */
  html: string;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  /** draft | published | withdrawn */
  status: string;
  published_at: Timestamp | null;
  withdrawn_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SiteNoticeTables {
  site_notices: SiteNoticesTable;
}
