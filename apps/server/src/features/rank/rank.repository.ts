import type { Db } from '../../db/database.js';
import { iso, num } from '../../shared/values.js';

export interface RankedMember {
  id: string;
  userName: string;
  nick: string;
  icon: string | null;
  moneyCents: number;
  experience: number;
}

/**
 * The rich list: members by money, most first. Equal balances are ordered by registration time, then id,
 * so the order is total and stable between pages. Disabled accounts are not ranked.
 */
export function createRankRepository(db: Db) {
  const ranked = (tenantId: string) =>
    db.selectFrom('users').where('tenant_id', '=', tenantId).where('status', '<>', 'disabled');
  const rows = async (tenantId: string, skip: number, take: number): Promise<RankedMember[]> =>
    (
      await ranked(tenantId)
        .select(['id', 'user_name', 'nick', 'icon', 'money_cents', 'experience'])
        .orderBy('money_cents', 'desc')
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .offset(skip)
        .limit(take)
        .execute()
    ).map((r) => ({
      id: r.id,
      userName: r.user_name,
      nick: r.nick,
      icon: r.icon,
      moneyCents: num(r.money_cents),
      experience: num(r.experience),
    }));
  return {
    async page(tenantId: string, skip: number, take: number): Promise<{ items: RankedMember[]; totalCount: number }> {
      const [items, count] = await Promise.all([
        rows(tenantId, skip, take),
        ranked(tenantId)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst(),
      ]);
      return { items, totalCount: num(count?.n ?? 0) };
    },

    /**
     * The first `take` of the list without counting it: the top ten shown on the home page and the daily sign-in
     * page, where the count (every ranked member's row read) would be thrown away.
     */
    top(tenantId: string, take: number): Promise<RankedMember[]> {
      return rows(tenantId, 0, take);
    },

    /** The member's 1-based position (null when not ranked), balance and how many are ranked. */
    async position(
      tenantId: string,
      userId: string,
    ): Promise<{ order: number | null; moneyCents: number; totalCount: number } | undefined> {
      const me = await db
        .selectFrom('users')
        .select(['id', 'money_cents', 'created_at', 'status'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!me) return undefined;
      const money = num(me.money_cents);
      const createdAt = iso(me.created_at);
      const [ahead, total] = await Promise.all([
        ranked(tenantId)
          .select((eb) => eb.fn.countAll().as('n'))
          .where((eb) =>
            eb.or([
              eb('money_cents', '>', money),
              eb.and([eb('money_cents', '=', money), eb('created_at', '<', createdAt)]),
              eb.and([eb('money_cents', '=', money), eb('created_at', '=', createdAt), eb('id', '<', me.id)]),
            ]),
          )
          .executeTakeFirst(),
        ranked(tenantId)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst(),
      ]);
      return {
        order: me.status === 'disabled' ? null : num(ahead?.n ?? 0) + 1,
        moneyCents: money,
        totalCount: num(total?.n ?? 0),
      };
    },
  };
}
export type RankRepository = ReturnType<typeof createRankRepository>;
