import { ROLE_DEFAULT } from '@clearsight/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginViaApi } from '../../test/account-helpers.js';
import { createMember, createTenant } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('the signed-in account: info, password, avatar, profile and member cards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, token?: string | null, tenant?: string) =>
    t.request({ method: 'GET', url, token: token ?? null, ...(tenant ? { tenant } : {}) });

  async function uploadImage(ownerId: string, tenantId: string) {
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    return t.app.services.files.upload({ tenantId, ownerId, fileName: 'avatar.png', bytes, imagesOnly: true });
  }

  describe('GET /account', () => {
    it('answers the user with level, money, roles and permissions', async () => {
      const m = await createMember(t, { moneyCents: 1234 });
      await t.database.db.updateTable('users').set({ experience: 120 }).where('id', '=', m.id).execute();
      const res = await get('/prod-api/account', m.token);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.user).toMatchObject({
        id: m.id,
        userName: m.userName,
        nick: m.userName,
        icon: null,
        money: 12.34,
        experience: 120,
        level: 3,
        levelName: '大白',
        status: 'active',
      });
      expect(body.user.creationTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(body.roleCodes).toEqual(['member']);
      expect(body.permissionCodes).toEqual(['bbs:agree:operate', 'bbs:comment:add', 'bbs:discuss:add']);
      // Nothing private rides along.
      expect(JSON.stringify(body)).not.toContain(m.phone);
      expect(JSON.stringify(body)).not.toContain('$argon2');
    });

    it('reports ROLE_DEFAULT for an account with no roles', async () => {
      const m = await createMember(t, { roles: [] });
      const body = (await get('/prod-api/account', m.token)).json();
      expect(body.roleCodes).toEqual([ROLE_DEFAULT]);
      expect(body.permissionCodes).toEqual([]);
    });

    it('answers 401 without a token and with a garbage token', async () => {
      expect((await get('/prod-api/account')).statusCode).toBe(401);
      const res = await get('/prod-api/account', 'not.a.token');
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('Unauthorized');
    });

    it("refuses another tenant's token", async () => {
      const other = await createTenant(t);
      const m = await createMember(t, { tenantId: other.id, roles: [] });
      expect((await get('/prod-api/account', m.token, other.code)).statusCode).toBe(200);
      // The same token sent to the default tenant (no header) is no session there.
      expect((await get('/prod-api/account', m.token)).statusCode).toBe(401);
    });
  });

  describe('PUT /account/password', () => {
    it('changes the password, ends the other sessions and keeps the current one', async () => {
      const m = await createMember(t);
      const current = await loginViaApi(t, m.userName, m.password);
      const res = await t.request({
        method: 'PUT',
        url: '/prod-api/account/password',
        token: current,
        payload: { oldPassword: m.password, newPassword: 'Brand#NewLens9' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect((await get('/prod-api/account', current)).statusCode).toBe(200);
      expect((await get('/prod-api/account', m.token)).statusCode).toBe(401);
      expect(await loginViaApi(t, m.userName, 'Brand#NewLens9')).toBeTruthy();
    });

    it('refuses a wrong old password, a common or unchanged new one, and bad input', async () => {
      const m = await createMember(t);
      const put = (payload: Record<string, unknown>) =>
        t.request({ method: 'PUT', url: '/prod-api/account/password', token: m.token, payload });
      const wrong = await put({ oldPassword: 'not-my-password', newPassword: 'Brand#NewLens9' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.validationErrors).toEqual([{ message: '原密码不正确', members: ['oldPassword'] }]);
      const common = await put({ oldPassword: m.password, newPassword: 'iloveyou' });
      expect(common.statusCode).toBe(400);
      expect(common.json().error.validationErrors[0].members).toEqual(['newPassword']);
      const same = await put({ oldPassword: m.password, newPassword: m.password });
      expect(same.statusCode).toBe(400);
      const short = await put({ oldPassword: m.password, newPassword: 'short' });
      expect(short.statusCode).toBe(400);
      expect(short.json().error.validationErrors[0].members).toEqual(['newPassword']);
      expect((await get('/prod-api/account', m.token)).statusCode).toBe(200);
    });

    it('stops guessing the old password after 5 failures', async () => {
      const m = await createMember(t);
      const put = (oldPassword: string) =>
        t.request({
          method: 'PUT',
          url: '/prod-api/account/password',
          token: m.token,
          payload: { oldPassword, newPassword: 'Brand#NewLens9' },
        });
      for (let i = 0; i < 5; i += 1) expect((await put(`guess-${i}-pw`)).statusCode).toBe(400);
      expect((await put(m.password)).statusCode).toBe(429);
    });
  });

  describe('PUT /account/icon', () => {
    it("sets one's own uploaded image and emits profile.avatar-changed", async () => {
      const m = await createMember(t);
      const file = await uploadImage(m.id, m.tenantId);
      const events: string[] = [];
      const off = t.app.events.on('profile.avatar-changed', (e) => {
        events.push(e.fileId);
      });
      const res = await t.request({
        method: 'PUT',
        url: '/prod-api/account/icon',
        token: m.token,
        payload: { icon: file.id },
      });
      off();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ icon: `/prod-api/file/${file.id}` });
      expect(events).toEqual([file.id]);
      expect((await get('/prod-api/account', m.token)).json().user.icon).toBe(`/prod-api/file/${file.id}`);
    });

    it("refuses someone else's image (403) and an unknown file (404)", async () => {
      const owner = await createMember(t);
      const other = await createMember(t);
      const file = await uploadImage(owner.id, owner.tenantId);
      const res = await t.request({
        method: 'PUT',
        url: '/prod-api/account/icon',
        token: other.token,
        payload: { icon: file.id },
      });
      expect(res.statusCode).toBe(403);
      const missing = await t.request({
        method: 'PUT',
        url: '/prod-api/account/icon',
        token: other.token,
        payload: { icon: 'nope' },
      });
      expect(missing.statusCode).toBe(404);
      const empty = await t.request({
        method: 'PUT',
        url: '/prod-api/account/icon',
        token: other.token,
        payload: { icon: '' },
      });
      expect(empty.statusCode).toBe(400);
    });
  });

  describe('GET /user and PUT /user/profile', () => {
    it("shows one's own profile with the phone masked", async () => {
      const m = await createMember(t);
      const res = await get('/prod-api/user', m.token);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.phone).toBe(`${m.phone.slice(0, 3)}****${m.phone.slice(-4)}`);
      expect(body.email).toBe(`${m.userName}@example.com`);
      expect(body).toMatchObject({ id: m.id, userName: m.userName, sex: 'unknown', introduction: '' });
      expect((await get('/prod-api/user')).statusCode).toBe(401);
    });

    it('updates nick, email, sex and introduction; a new nick shows at once and emits profile.nick-changed', async () => {
      const m = await createMember(t);
      const nicks: string[] = [];
      const off = t.app.events.on('profile.nick-changed', (e) => {
        nicks.push(e.nick);
      });
      // Warm the session cache with the old nick.
      await get('/prod-api/account', m.token);
      const res = await t.request({
        method: 'PUT',
        url: '/prod-api/user/profile',
        token: m.token,
        payload: { nick: '  镜头大师  ', email: 'lens@example.org', sex: 'female', introduction: '工业相机爱好者' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        nick: '镜头大师',
        email: 'lens@example.org',
        sex: 'female',
        introduction: '工业相机爱好者',
      });
      const again = await t.request({
        method: 'PUT',
        url: '/prod-api/user/profile',
        token: m.token,
        payload: { nick: '镜头大师', email: '' },
      });
      off();
      expect(again.json()).toMatchObject({
        nick: '镜头大师',
        email: null,
        sex: 'female',
        introduction: '工业相机爱好者',
      });
      expect(nicks).toEqual(['镜头大师']);
      expect((await get('/prod-api/account', m.token)).json().user.nick).toBe('镜头大师');
      const principal = await t.app.services.sessions.authenticate(m.token);
      expect(principal?.nick).toBe('镜头大师');
    });

    it('refuses an empty nick, an invalid e-mail, an unknown sex and invisible characters', async () => {
      const m = await createMember(t);
      const put = (payload: Record<string, unknown>) =>
        t.request({ method: 'PUT', url: '/prod-api/user/profile', token: m.token, payload });
      for (const payload of [
        { nick: '   ' },
        { nick: 'ok', email: 'not-an-email' },
        { nick: 'ok', sex: 'robot' },
        { nick: 'a\u200bb' },
      ]) {
        const res = await put(payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.validationErrors.length).toBeGreaterThan(0);
      }
    });
  });

  describe('GET /bbs-user/:id', () => {
    it('answers a public card by id or by user name (any case), without private fields', async () => {
      const m = await createMember(t, { moneyCents: 5050 });
      const byId = await get(`/prod-api/bbs-user/${m.id}`);
      expect(byId.statusCode).toBe(200);
      const card = byId.json();
      expect(card).toMatchObject({
        id: m.id,
        userName: m.userName,
        money: 50.5,
        level: 1,
        levelName: '小白',
        levelNameEn: 'Newcomer',
        topicCount: 0,
      });
      expect(Object.keys(card).sort()).toEqual(
        [
          'commentCount',
          'creationTime',
          'experience',
          'icon',
          'id',
          'introduction',
          'level',
          'levelName',
          'levelNameEn',
          'likeReceivedCount',
          'money',
          'nick',
          'sex',
          'topicCount',
          'userName',
        ].sort(),
      );
      const byName = await get(`/prod-api/bbs-user/${m.userName.toUpperCase()}`);
      expect(byName.json().id).toBe(m.id);
    });

    it("answers 404 for an unknown member and for another tenant's member", async () => {
      expect((await get('/prod-api/bbs-user/nobody-at-all')).statusCode).toBe(404);
      const other = await createTenant(t);
      const m = await createMember(t, { tenantId: other.id, roles: [] });
      expect((await get(`/prod-api/bbs-user/${m.id}`)).statusCode).toBe(404);
      expect((await get(`/prod-api/bbs-user/${m.userName}`)).statusCode).toBe(404);
      expect((await get(`/prod-api/bbs-user/${m.id}`, null, other.code)).statusCode).toBe(200);
    });
  });
});
