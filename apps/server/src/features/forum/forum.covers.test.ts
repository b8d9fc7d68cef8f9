import { ROLE_MODERATOR, type DiscussDetail } from '@clearsight/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { multipart } from '../../test/multipart.js';
import { closeTestApp, forumClient } from './forum.test-support.js';

describe('forum: topic covers', () => {
  let t: TestApp;
  let f: ReturnType<typeof forumClient>;
  let alice: TestMember;
  let bob: TestMember;
  let mod: TestMember;
  let plateId: string;
  const images: { alice: string; bob: string; mod: string } = { alice: '', bob: '', mod: '' };

  async function uploadImage(member: TestMember, background: string): Promise<string> {
    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background } })
      .png()
      .toBuffer();
    const body = multipart([{ name: 'file', filename: 'cover.png', contentType: 'image/png', data: png }]);
    const res = await t.request({
      method: 'POST',
      url: '/prod-api/file',
      token: member.token,
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  }

  const editTopic = (token: string, id: string, payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: `/prod-api/discuss/${id}`, token, payload });

  function expectCoverRefused(res: Awaited<ReturnType<TestApp['request']>>) {
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors).toEqual([
      { message: '只能使用自己上传的图片作为封面', members: ['cover'] },
    ]);
  }

  beforeAll(async () => {
    t = await createTestApp();
    f = forumClient(t);
    const admin = await adminSession(t);
    [alice, bob, mod] = await Promise.all([
      createMember(t, { nick: '爱丽丝' }),
      createMember(t, { nick: '鲍勃' }),
      createMember(t, { roles: [ROLE_MODERATOR], nick: '版主' }),
    ]);
    plateId = (await f.createPlate(admin.token, { name: '封面测试' })).id;
    images.alice = await uploadImage(alice, '#0b5fff');
    images.bob = await uploadImage(bob, '#ff5f0b');
    images.mod = await uploadImage(mod, '#0bff5f');
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  it('takes a cover the member uploaded', async () => {
    const topic = await f.createTopic(alice.token, plateId, { cover: images.alice });
    expect(topic.cover).toBe(images.alice);
    expect(topic.coverUrl).toBe(`/prod-api/file/${images.alice}`);
  });

  it("refuses another member's upload as the cover of a new topic", async () => {
    const res = await t.request({
      method: 'POST',
      url: '/prod-api/discuss',
      token: alice.token,
      payload: {
        plateId,
        title: '借用别人的封面',
        content: '这是一个用于测试的主题内容，长度足够。',
        cover: images.bob,
      },
    });
    expectCoverRefused(res);
  });

  it("refuses another member's upload when a topic is edited", async () => {
    const topic = await f.createTopic(alice.token, plateId, { cover: images.alice });
    expectCoverRefused(await editTopic(alice.token, topic.id, { cover: images.bob }));
    const kept = (await f.get(`/prod-api/discuss/${topic.id}`, alice.token)).json<DiscussDetail>();
    expect(kept.cover).toBe(images.alice);
  });

  it("lets staff edit someone else's topic and keep its cover, but not swap in another member's upload", async () => {
    const topic = await f.createTopic(alice.token, plateId, { cover: images.alice });
    const edited = await editTopic(mod.token, topic.id, { title: '版主整理后的标题', cover: images.alice });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<DiscussDetail>()).toMatchObject({ title: '版主整理后的标题', cover: images.alice });
    expectCoverRefused(await editTopic(mod.token, topic.id, { cover: images.bob }));
    const own = await editTopic(mod.token, topic.id, { cover: images.mod });
    expect(own.statusCode).toBe(200);
    expect(own.json<DiscussDetail>().cover).toBe(images.mod);
  });

  it('lets the author keep a cover staff set, or remove it', async () => {
    const topic = await f.createTopic(alice.token, plateId);
    expect((await editTopic(mod.token, topic.id, { cover: images.mod })).statusCode).toBe(200);
    const kept = await editTopic(alice.token, topic.id, { introduction: '作者补充的简介', cover: images.mod });
    expect(kept.statusCode).toBe(200);
    expect(kept.json<DiscussDetail>().cover).toBe(images.mod);
    const removed = await editTopic(alice.token, topic.id, { cover: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<DiscussDetail>().cover).toBeNull();
  });

  it('still answers 400 for a cover that is no image of the tenant', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/prod-api/discuss',
      token: alice.token,
      payload: { plateId, title: '不存在的封面', content: '这是一个用于测试的主题内容，长度足够。', cover: 'missing' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors[0].members).toEqual(['cover']);
  });
});
