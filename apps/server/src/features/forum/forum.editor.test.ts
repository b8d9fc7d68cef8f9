import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../shared/clock.js';
import { createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { closeTestApp, forumClient } from './forum.test-support.js';

describe('forum: editor support', () => {
  let t: TestApp;
  let f: ReturnType<typeof forumClient>;
  let alice: TestMember;
  let bob: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    f = forumClient(t);
    alice = await createMember(t, { userName: 'visionAlice', nick: '视觉爱丽丝' });
    bob = await createMember(t, { userName: 'visionBob', nick: '视觉鲍勃' });
    await createMember(t, { userName: 'otherCarol' });
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  describe('drafts', () => {
    const key = 'discuss:create:plate-1';
    it('saves, restores, overwrites, lists and discards a draft per member and editor', async () => {
      expect((await f.get(`/prod-api/forum/draft/${key}`, alice.token)).json()).toEqual({ draft: null });
      const payload = {
        title: '草稿标题',
        content: '# 正在写\n\n还没写完',
        tags: ['草稿'],
        visibility: 'users',
        userIds: [bob.id],
      };
      const saved = await t.request({
        method: 'PUT',
        url: `/prod-api/forum/draft/${key}`,
        token: alice.token,
        payload: { payload },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ key, payload });
      const restored = (await f.get(`/prod-api/forum/draft/${key}`, alice.token)).json().draft;
      expect(restored).toMatchObject({ key, payload });
      (t.clock as ManualClock).advance(5000);
      await f.ok(
        t.request({
          method: 'PUT',
          url: `/prod-api/forum/draft/${key}`,
          token: alice.token,
          payload: { payload: { title: '改过的草稿', content: '更多内容' } },
        }),
      );
      const again = (await f.get(`/prod-api/forum/draft/${key}`, alice.token)).json().draft;
      expect(again.payload).toEqual({ title: '改过的草稿', content: '更多内容' });
      expect(Date.parse(again.updateTime)).toBeGreaterThan(Date.parse(restored.updateTime));

      await f.ok(
        t.request({
          method: 'PUT',
          url: '/prod-api/forum/draft/article:create:t1:root',
          token: alice.token,
          payload: { payload: { name: '章节草稿' } },
        }),
      );
      const list = (await f.get('/prod-api/forum/draft', alice.token)).json().items;
      expect(list.map((d: any) => d.key)).toEqual(['article:create:t1:root', key]);

      // Another member never sees it.
      expect((await f.get(`/prod-api/forum/draft/${key}`, bob.token)).json()).toEqual({ draft: null });
      expect((await f.get('/prod-api/forum/draft', bob.token)).json().items).toEqual([]);

      expect(
        (await t.request({ method: 'DELETE', url: `/prod-api/forum/draft/${key}`, token: alice.token })).statusCode,
      ).toBe(200);
      expect((await f.get(`/prod-api/forum/draft/${key}`, alice.token)).json()).toEqual({ draft: null });
    });

    it('requires a session and a valid key, and drops unknown fields', async () => {
      expect((await f.get(`/prod-api/forum/draft/${key}`)).statusCode).toBe(401);
      expect(
        (
          await t.request({
            method: 'PUT',
            url: '/prod-api/forum/draft/bad%20key',
            token: alice.token,
            payload: { payload: {} },
          })
        ).statusCode,
      ).toBe(400);
      const res = await t.request({
        method: 'PUT',
        url: '/prod-api/forum/draft/k1',
        token: alice.token,
        payload: { payload: { title: 'x', evil: '<script>' } },
      });
      expect(res.statusCode).toBe(200);
      expect((await f.get('/prod-api/forum/draft/k1', alice.token)).json().draft.payload).toEqual({ title: 'x' });
      const huge = await t.request({
        method: 'PUT',
        url: '/prod-api/forum/draft/k2',
        token: alice.token,
        payload: { payload: { content: 'x'.repeat(100_001) } },
      });
      expect(huge.statusCode).toBe(400);
    });
  });

  describe('visibility picker', () => {
    it('finds members by user name prefix and shows only id, nick and avatar', async () => {
      const res = await f.get('/prod-api/forum/member-search?userName=vision', bob.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().items).toEqual([
        { id: alice.id, nick: '视觉爱丽丝', icon: null },
        { id: bob.id, nick: '视觉鲍勃', icon: null },
      ]);
      expect(res.body).not.toContain('phone');
      expect(res.body).not.toContain('@example.com');
      expect((await f.get('/prod-api/forum/member-search?userName=VISIONA', bob.token)).json().items).toHaveLength(1);
      expect((await f.get('/prod-api/forum/member-search?userName=%25', bob.token)).json().items).toEqual([]);
      expect((await f.get('/prod-api/forum/member-search?userName=vision')).statusCode).toBe(401);
      expect((await f.get('/prod-api/forum/member-search?userName=', bob.token)).statusCode).toBe(400);
    });

    it('lists the roles a topic can be limited to', async () => {
      const res = (await f.get('/prod-api/forum/roles', alice.token)).json();
      expect(res.items.map((r: any) => r.code)).toEqual(
        expect.arrayContaining(['admin', 'member', 'moderator', 'editor']),
      );
      expect(res.items[0]).toEqual({ code: expect.any(String), name: expect.any(String) });
    });
  });
});
