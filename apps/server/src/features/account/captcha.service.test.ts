import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrations/index.js';
import { AppError } from '../../shared/app-error.js';
import { ManualClock } from '../../shared/clock.js';
import { createTestDatabase } from '../../test/harness.js';
import { createCaptchaRepository } from './captcha.repository.js';
import { CAPTCHA_TTL_MS, createCaptchaService } from './captcha.service.js';

describe('captcha service', () => {
  let database: DbHandle;
  let dispose: () => Promise<void>;
  const clock = new ManualClock(new Date('2026-03-01T08:00:00Z'));
  let captcha: ReturnType<typeof createCaptchaService>;

  beforeAll(async () => {
    ({ database, dispose } = await createTestDatabase());
    await migrateToLatest(database.db, database.kind);
    captcha = createCaptchaService({ repo: createCaptchaRepository(database.db), clock });
  });
  afterAll(async () => {
    await dispose();
  });

  it('accepts the answer in any letter case, once', async () => {
    const c = await captcha.issue();
    expect(c.answer).toMatch(/^[A-Za-z0-9]{4}$/);
    expect(Buffer.from(c.img, 'base64').toString()).toContain('<svg');
    expect(await captcha.check(c.uuid, ` ${c.answer.toUpperCase()} `)).toBe(true);
    expect(await captcha.check(c.uuid, c.answer)).toBe(false);
  });

  it('is used up by a wrong answer too', async () => {
    const c = await captcha.issue();
    expect(await captcha.check(c.uuid, 'wrong')).toBe(false);
    expect(await captcha.check(c.uuid, c.answer)).toBe(false);
  });

  it('expires after 5 minutes, not before', async () => {
    const early = await captcha.issue();
    clock.advance(CAPTCHA_TTL_MS - 1);
    expect(await captcha.check(early.uuid, early.answer)).toBe(true);
    const late = await captcha.issue();
    clock.advance(CAPTCHA_TTL_MS);
    expect(await captcha.check(late.uuid, late.answer)).toBe(false);
  });

  it('throws 403 验证码错误 (CaptchaWrong) from assertSolved', async () => {
    const error = await captcha.assertSolved('unknown', 'abcd').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 403, code: 'CaptchaWrong', message: '验证码错误' });
  });

  it('sweeps used and expired challenges when issuing a new one, and keeps the live ones', async () => {
    const stale = await captcha.issue();
    const used = await captcha.issue();
    await captcha.check(used.uuid, 'guess');
    const live = await captcha.issue();
    const idsNow = async () =>
      (await database.db.selectFrom('captcha_challenges').select('id').execute()).map((r) => r.id);
    const fresh = await captcha.issue();
    expect(await idsNow()).not.toContain(used.uuid);
    expect(await idsNow()).toEqual(expect.arrayContaining([stale.uuid, live.uuid, fresh.uuid]));
    clock.advance(CAPTCHA_TTL_MS);
    const later = await captcha.issue();
    const ids = await idsNow();
    expect(ids).not.toContain(stale.uuid);
    expect(ids).not.toContain(live.uuid);
    expect(ids).toContain(later.uuid);
  });

  it('lets only one of two concurrent checks of the same challenge pass', async () => {
    const c = await captcha.issue();
    const results = await Promise.all([captcha.check(c.uuid, c.answer), captcha.check(c.uuid, c.answer)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
