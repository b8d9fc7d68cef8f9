import type { ArticleDetail } from '@clearsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { closeTestApp, forumClient } from './forum.test-support.js';

/**
 * A member's forum write tells the page cache which topic it changed before it answers, so that topic's pages
 * and the lists are forgotten while the other topics' pages stay cached (plugins/page-cache.ts); a write that
 * does not say which topic it changed forgets the whole tenant's pages.
 */
describe('forum: what a member write tells the page cache', () => {
  let t: TestApp;
  let f: ReturnType<typeof forumClient>;
  let asker: TestMember;
  let helper: TestMember;
  let plateId: string;
  const told: Array<string | undefined> = [];

  beforeAll(async () => {
    t = await createTestApp();
    f = forumClient(t);
    const admin = await adminSession(t);
    [asker, helper] = await Promise.all([createMember(t), createMember(t)]);
    plateId = (await f.createPlate(admin.token, { isQuestionBoard: true })).id;
    t.app.pageCache.onContentChanged((_tenantId, topicId) => told.push(topicId));
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  /** What the page cache was told while `write` ran, up to its answer. */
  async function tells(write: () => Promise<unknown>): Promise<Array<string | undefined>> {
    told.length = 0;
    await write();
    return [...told];
  }
  const send = (method: 'PUT' | 'DELETE', url: string, token: string, payload?: Record<string, unknown>) =>
    f.ok(t.request({ method, url, token, ...(payload ? { payload } : {}) }));

  it('names the topic of every write that changes one topic, and no other', async () => {
    let topicId = '';
    expect(
      await tells(async () => {
        topicId = (await f.createTopic(asker.token, plateId)).id;
      }),
    ).toContain(topicId);
    let commentId = '';
    const scoped = [
      () => send('PUT', `/prod-api/discuss/${topicId}`, asker.token, { content: '改过的内容，长度足够十个字。' }),
      async () => {
        commentId = (await f.comment(helper.token, topicId, '一个回答，长度足够十个字。')).id;
      },
      () => send('PUT', `/prod-api/discuss/${topicId}/answer`, asker.token, { commentId }),
      () => send('DELETE', `/prod-api/discuss/${topicId}/answer`, asker.token),
      async () => {
        const article = await f.ok<ArticleDetail>(
          t.request({
            method: 'POST',
            url: '/prod-api/article',
            token: asker.token,
            payload: { discussId: topicId, name: '第一章', content: '章节正文，长度足够十个字。' },
          }),
        );
        await send('PUT', `/prod-api/article/${article.id}`, asker.token, { name: '第一章（改）' });
      },
      () => send('DELETE', `/prod-api/discuss/${topicId}`, asker.token),
    ];
    for (const write of scoped) {
      const topics = await tells(write);
      expect(topics.length).toBeGreaterThan(0);
      expect(new Set(topics)).toEqual(new Set([topicId]));
    }
  });

  it('forgets the whole tenant for a removal that does not say its topic', async () => {
    const topic = await f.createTopic(asker.token, plateId);
    const comment = await f.comment(helper.token, topic.id, '要删除的评论，长度足够。');
    expect(await tells(() => send('DELETE', `/prod-api/comment/${comment.id}`, helper.token))).toContain(undefined);
  });
});
