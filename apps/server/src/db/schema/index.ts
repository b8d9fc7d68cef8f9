import type { SpineTables } from './spine.js';

/**
 * The whole database as Kysely sees it: one interface per area, joined here. A feature area adds its
 * tables in its own file (schema/<area>.ts) and one line below.
 */
export interface Database extends SpineTables {}
