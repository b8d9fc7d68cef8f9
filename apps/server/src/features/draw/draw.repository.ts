import type { DrawGame } from '@clearsight/contracts';
import type { Db } from '../../db/database.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';
import { bool, iso, json, num } from '../../shared/values.js';
import type { Selectable } from 'kysely';
import type { DrawsTable } from '../../db/schema/activity.js';

/** One prize as stored (value in cents). */
export interface StoredPrize {
  valueCents: number;
  weight: number;
  text: string;
  /** Absent in tables saved before English labels existed (read as ''). */
  textEn?: string;
  image: string | null;
  background: string;
  fontColor: string;
}

export interface DrawGameRecord {
  game: DrawGame;
  costCents: number;
  enabled: boolean;
  prizes: StoredPrize[];
}

export interface DrawRecord {
  id: string;
  tenantId: string;
  userId: string;
  game: DrawGame;
  prizeIndex: number;
  slots: number[] | null;
  prize: StoredPrize;
  costCents: number;
  prizeCents: number;
  idempotencyKey: string;
  createdAt: string;
}

type DrawRow = Selectable<DrawsTable>;

function toDraw(r: DrawRow): DrawRecord {
  return {
    id: r.id,
    tenantId: r.tenant_id,
    userId: r.user_id,
    game: r.game as DrawGame,
    prizeIndex: num(r.prize_index),
    slots: r.slots_json === null ? null : json<number[]>(r.slots_json, []),
    prize: json<StoredPrize>(r.prize_json, {
      valueCents: num(r.prize_cents),
      weight: 0,
      text: '',
      image: null,
      background: '#e9e8fe',
      fontColor: '#333333',
    }),
    costCents: num(r.cost_cents),
    prizeCents: num(r.prize_cents),
    idempotencyKey: r.idempotency_key,
    createdAt: iso(r.created_at),
  };
}

/** The draw games' tables (one row per tenant and game) and the draws made. */
export function createDrawRepository(db: Db) {
  return {
    async games(tenantId: string, tx?: Tx | null): Promise<DrawGameRecord[]> {
      const rows = await onTx(db, tx).selectFrom('draw_games').selectAll().where('tenant_id', '=', tenantId).execute();
      return rows.map((r) => ({
        game: r.game as DrawGame,
        costCents: num(r.cost_cents),
        enabled: bool(r.is_enabled),
        prizes: json<StoredPrize[]>(r.prizes_json, []),
      }));
    },

    /** Writes a game's table, replacing the stored one. */
    async save(tenantId: string, g: DrawGameRecord, at: string, tx?: Tx | null): Promise<void> {
      const values = {
        cost_cents: g.costCents,
        is_enabled: g.enabled,
        prizes_json: JSON.stringify(g.prizes),
        updated_at: at,
      };
      await onTx(db, tx)
        .insertInto('draw_games')
        .values({ tenant_id: tenantId, game: g.game, ...values })
        .onConflict((oc) => oc.columns(['tenant_id', 'game']).doUpdateSet(values))
        .execute();
    },

    /** Writes the tables a tenant starts with, leaving any game staff already configured (the demo seed). */
    async insertIfAbsent(tenantId: string, g: DrawGameRecord, at: string): Promise<void> {
      await db
        .insertInto('draw_games')
        .values({
          tenant_id: tenantId,
          game: g.game,
          cost_cents: g.costCents,
          is_enabled: g.enabled,
          prizes_json: JSON.stringify(g.prizes),
          updated_at: at,
        })
        .onConflict((oc) => oc.columns(['tenant_id', 'game']).doNothing())
        .execute();
    },

    async draw(tenantId: string, id: string, tx?: Tx | null): Promise<DrawRecord | undefined> {
      const row = await onTx(db, tx)
        .selectFrom('draws')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toDraw(row);
    },

    async insertDraw(tx: Tx, d: DrawRecord): Promise<void> {
      await onTx(db, tx)
        .insertInto('draws')
        .values({
          id: d.id,
          tenant_id: d.tenantId,
          user_id: d.userId,
          game: d.game,
          prize_index: d.prizeIndex,
          slots_json: d.slots === null ? null : JSON.stringify(d.slots),
          prize_json: JSON.stringify(d.prize),
          cost_cents: d.costCents,
          prize_cents: d.prizeCents,
          idempotency_key: d.idempotencyKey,
          created_at: d.createdAt,
        })
        .execute();
    },
  };
}
export type DrawRepository = ReturnType<typeof createDrawRepository>;
