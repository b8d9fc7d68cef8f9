import type { SpineTables } from './spine.js';
import type { CorporateTables } from './corporate.js';
import type { ForumTables } from './forum.js';
import type { SiteNoticeTables } from './site-notice.js';
import type { EconomyTables } from './economy.js';
import type { ActivityTables } from './activity.js';
import type { ChatTables } from './chat.js';
import type { OAuthTables } from './oauth.js';

/**
 * The whole database as Kysely sees it: one interface per area, joined here. A feature area adds its
 * tables in its own file (schema/<area>.ts) and one line below.
 */
export interface Database extends SpineTables {}
export interface Database extends CorporateTables {}
export interface Database extends ForumTables {}
export interface Database extends SiteNoticeTables {}
export interface Database extends EconomyTables {}
export interface Database extends ActivityTables {}
export interface Database extends OAuthTables {}
export interface Database extends ChatTables {}
