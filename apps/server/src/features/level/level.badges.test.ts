import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/** Wherever a member is shown, the level badge follows the tenant's level table. */
describe('level badges on member shapes', () => {
  let t: TestApp;
  let admin: { token: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows level and level name on the member card and the account, by the edited table', async () => {
    const m = await createMember(t);
    await t.database.db.updateTable('users').set({ experience: 350 }).where('id', '=', m.id).execute();
    const card = await t.request({ method: 'GET', url: `/prod-api/bbs-user/${m.userName}` });
    expect(card.json()).toMatchObject({ level: 4, levelName: '精英', experience: 350 });
    const renamed = await t.request({
      method: 'PUT',
      url: '/prod-api/admin/level/4',
      token: admin.token,
      payload: { name: '视觉精英', minExperience: 300 },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/prod-api/bbs-user/${m.id}` })).json()).toMatchObject({
      level: 4,
      levelName: '视觉精英',
    });
    expect((await t.request({ method: 'GET', url: '/prod-api/account', token: m.token })).json()).toMatchObject({
      user: { level: 4, levelName: '视觉精英' },
    });
  });

  it('shows each author’s badge on topic cards, articles and comments', async () => {
    const topics = await t.request({ method: 'GET', url: '/prod-api/discuss?maxResultCount=5' });
    expect(topics.statusCode).toBe(200);
    const items = (
      topics.json() as { items: Array<{ id: string; author: { id: string; level?: number; levelName?: string } }> }
    ).items;
    expect(items.length).toBeGreaterThan(0);
    for (const topic of items) {
      expect(topic.author.level).toBeGreaterThanOrEqual(1);
      expect(typeof topic.author.levelName).toBe('string');
      const card = (await t.request({ method: 'GET', url: `/prod-api/bbs-user/${topic.author.id}` })).json() as {
        level: number;
        levelName: string;
      };
      expect([topic.author.level, topic.author.levelName]).toEqual([card.level, card.levelName]);
    }
    const comments = await t.request({ method: 'GET', url: `/prod-api/comment/discuss-id/${items[0]!.id}` });
    expect(comments.statusCode).toBe(200);
    for (const c of (comments.json() as { items: Array<{ author: { level?: number; levelName?: string } }> }).items) {
      expect(c.author.level).toBeGreaterThanOrEqual(1);
      expect(typeof c.author.levelName).toBe('string');
    }
    // Articles: the first listed topic that has a chapter.
    const many = await t.request({ method: 'GET', url: '/prod-api/discuss?maxResultCount=50' });
    let checked = false;
    for (const topic of (many.json() as { items: Array<{ id: string }> }).items) {
      const tree = (await t.request({ method: 'GET', url: `/prod-api/article/all/discuss-id/${topic.id}` })).json();
      const articleId = Array.isArray(tree) ? (tree as Array<{ id: string }>)[0]?.id : undefined;
      if (!articleId) continue;
      const article = await t.request({ method: 'GET', url: `/prod-api/article/${articleId}` });
      const author = (article.json() as { author: { level?: number; levelName?: string } }).author;
      expect(author.level).toBeGreaterThanOrEqual(1);
      expect(typeof author.levelName).toBe('string');
      checked = true;
      break;
    }
    expect(checked).toBe(true);
  });
});
