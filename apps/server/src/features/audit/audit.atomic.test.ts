import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/**
 * An audited staff write and its audit row commit together or not at all (decision 0018). The audit log is
 * made to refuse every insert with a trigger; each audited write must then fail without leaving its change,
 * and once the log works again a retry carrying the same key is a real first attempt (with its record), not a
 * replay that skips the record.
 */
describe('audit rows in the unit of work of the write they describe', () => {
  let t: TestApp;
  let admin: { id: string; token: string; tenantId: string };
  let member: TestMember;

  async function breakAuditLog(): Promise<void> {
    const db = t.database.db;
    if (t.database.kind === 'sqlite') {
      await sql`CREATE TRIGGER audit_down BEFORE INSERT ON audit_logs BEGIN SELECT RAISE(ABORT, 'audit log down'); END`.execute(
        db,
      );
    } else {
      await sql`CREATE FUNCTION audit_down() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'audit log down'; END $$ LANGUAGE plpgsql`.execute(
        db,
      );
      await sql`CREATE TRIGGER audit_down BEFORE INSERT ON audit_logs FOR EACH ROW EXECUTE FUNCTION audit_down()`.execute(
        db,
      );
    }
  }

  async function repairAuditLog(): Promise<void> {
    const db = t.database.db;
    if (t.database.kind === 'sqlite') {
      await sql`DROP TRIGGER audit_down`.execute(db);
    } else {
      await sql`DROP TRIGGER audit_down ON audit_logs`.execute(db);
      await sql`DROP FUNCTION audit_down()`.execute(db);
    }
  }

  const auditRows = (action: string) =>
    t.database.db.selectFrom('audit_logs').select(['target_id', 'after_json']).where('action', '=', action).execute();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
    member = await createMember(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a money adjustment whose record cannot be written changes nothing; its retry is recorded', async () => {
    const key = randomUUID();
    const adjust = () =>
      t.request({
        method: 'POST',
        url: '/prod-api/admin/ledger/adjust',
        token: admin.token,
        headers: { 'idempotency-key': key },
        payload: { userId: member.id, amount: 12.5, remark: '补发活动奖励' },
      });
    await breakAuditLog();
    try {
      expect((await adjust()).statusCode).toBe(500);
    } finally {
      await repairAuditLog();
    }
    const balance = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('users')
            .select('money_cents')
            .where('id', '=', member.id)
            .executeTakeFirstOrThrow()
        ).money_cents,
      );
    expect(await balance()).toBe(0);
    expect(
      await t.database.db.selectFrom('money_ledger').select('id').where('user_id', '=', member.id).execute(),
    ).toEqual([]);
    expect(await auditRows('ledger.adjust')).toEqual([]);

    const retried = await adjust();
    expect(retried.statusCode).toBe(201);
    expect(await balance()).toBe(1250);
    expect((await auditRows('ledger.adjust')).map((r) => r.target_id)).toEqual([member.id]);
  });

  it('a content item, a setting and a member ban are not written without their record', async () => {
    await breakAuditLog();
    try {
      const news = await t.request({
        method: 'POST',
        url: '/prod-api/admin/news',
        token: admin.token,
        payload: {
          category: 'company',
          title: '审计失败时不应出现的新闻',
          summary: '摘要',
          contentMd: '正文',
        },
      });
      expect(news.statusCode).toBe(500);
      const setting = await t.request({
        method: 'PUT',
        url: '/prod-api/admin/config/bbs.site.title',
        token: admin.token,
        payload: { configValue: '不应写入的站点名称' },
      });
      expect(setting.statusCode).toBe(500);
      const ban = await t.request({
        method: 'PUT',
        url: `/prod-api/admin/users/${member.id}/status`,
        token: admin.token,
        payload: { status: 'banned', reason: '测试' },
      });
      expect(ban.statusCode).toBe(500);
    } finally {
      await repairAuditLog();
    }
    expect(
      await t.database.db.selectFrom('news').select('id').where('title', '=', '审计失败时不应出现的新闻').execute(),
    ).toEqual([]);
    const title = await t.database.db
      .selectFrom('site_configs')
      .select('config_value')
      .where('config_key', '=', 'bbs.site.title')
      .executeTakeFirst();
    expect(title?.config_value).not.toBe('不应写入的站点名称');
    const status = await t.database.db
      .selectFrom('users')
      .select('status')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('active');
  });
});
