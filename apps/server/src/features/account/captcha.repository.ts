import type { Db } from '../../db/database.js';
import { iso } from '../../shared/values.js';

export function createCaptchaRepository(db: Db) {
  return {
    async insert(c: { id: string; answer: string; expiresAt: string }): Promise<void> {
      await db
        .insertInto('captcha_challenges')
        .values({ id: c.id, answer: c.answer, expires_at: c.expiresAt, consumed_at: null })
        .execute();
    },

    /**
     * Marks the challenge used and returns it; undefined when it does not exist or was already used. The
     * conditional update is what makes a challenge one-time even when two requests race for it.
     */
    async consume(id: string, at: string): Promise<{ answer: string; expiresAt: string } | undefined> {
      const row = await db
        .selectFrom('captcha_challenges')
        .select(['answer', 'expires_at'])
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      if (!row) return undefined;
      const result = await db
        .updateTable('captcha_challenges')
        .set({ consumed_at: at })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return undefined;
      return { answer: row.answer, expiresAt: iso(row.expires_at) };
    },

    /** Removes challenges that can no longer pass: expired ones and used ones. */
    async deleteSpent(now: string): Promise<void> {
      await db
        .deleteFrom('captcha_challenges')
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('consumed_at', 'is not', null)]))
        .execute();
    },
  };
}
export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
