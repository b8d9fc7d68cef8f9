import type { DiscussCard, DiscussDetail, ModelTopic } from '@clearsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTenantDefaults } from '../../db/seed/tenant-defaults.js';
import { createTransactor } from '../../db/transaction.js';
import { createDiscussModelRepository } from './discuss-model.repository.js';
import { ManualClock } from '../../shared/clock.js';
import { adminSession, createMember, createTenant, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { closeTestApp, forumClient } from './forum.test-support.js';

describe('forum: topics naming product models', () => {
  let t: TestApp;
  const clock = new ManualClock(new Date());
  let f: ReturnType<typeof forumClient>;
  let admin: { id: string; token: string; tenantId: string };
  let author: TestMember;
  let plateId: string;
  let qaPlateId: string;
  let seriesId: string;
  const models: Record<string, string> = {};

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = admin.token) =>
    t.request({ method, url: `/prod-api${url}`, token, ...(body !== undefined ? { payload: body as object } : {}) });

  async function createModel(modelNumber: string, extra: Record<string, unknown> = {}) {
    const res = await api('POST', '/admin/catalog/models', {
      seriesId,
      modelNumber,
      name: `相机 ${modelNumber}`,
      nameEn: `Camera ${modelNumber}`,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    models[modelNumber] = res.json<{ id: string }>().id;
  }
  const byModel = (modelId: string, query = '') => f.get(`/prod-api/discuss/by-model/${modelId}${query}`);
  const editTopic = (token: string, id: string, payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: `/prod-api/discuss/${id}`, token, payload });
  const namesOf = (d: DiscussDetail) => d.models.map((m) => m.modelNumber);

  beforeAll(async () => {
    t = await createTestApp({ clock });
    f = forumClient(t);
    admin = await adminSession(t);
    author = await createMember(t, { nick: '用户甲' });
    plateId = (await f.createPlate(admin.token)).id;
    qaPlateId = (await f.createPlate(admin.token, { isQuestionBoard: true })).id;
    const type = await api('POST', '/admin/catalog/product-types', { name: '论坛测试相机', description: '' });
    expect(type.statusCode, type.body).toBe(201);
    const series = await api('POST', '/admin/catalog/series', { productTypeId: type.json().id, name: '论坛测试系列' });
    expect(series.statusCode, series.body).toBe(201);
    seriesId = series.json().id;
    for (const n of ['FM-100', 'FM-200', 'FM-300', 'FM-400', 'FM-500', 'FM-600']) await createModel(n);
    await createModel('FM-DRAFT', { isPublished: false });
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  it('names models when a topic is posted, duplicates dropped, in the order given', async () => {
    const topic = await f.createTopic(author.token, plateId, {
      modelIds: [models['FM-200'], models['FM-100'], models['FM-200']],
    });
    expect(topic.models).toEqual([
      { id: models['FM-200'], modelNumber: 'FM-200', name: '相机 FM-200', nameEn: 'Camera FM-200' },
      { id: models['FM-100'], modelNumber: 'FM-100', name: '相机 FM-100', nameEn: 'Camera FM-100' },
    ]);
    const guest = (await f.get(`/prod-api/discuss/${topic.id}`)).json<DiscussDetail>();
    expect(namesOf(guest)).toEqual(['FM-200', 'FM-100']);
    // A topic naming none has an empty list.
    expect((await f.createTopic(author.token, plateId)).models).toEqual([]);
  });

  it('finds a topic in the site search by the model numbers it names, and stops when the model is taken off', async () => {
    const topicHits = async (q: string) => {
      const res = await f.get(`/prod-api/search?q=${encodeURIComponent(q)}&kind=topic`);
      expect(res.statusCode, res.body).toBe(200);
      const group = res.json<{ groups: Array<{ kind: string; items: Array<{ id: string }> }> }>().groups;
      return (group.find((g) => g.kind === 'topic')?.items ?? []).map((i) => i.id);
    };
    // Neither the title nor the text says which camera: only the model it names does.
    const topic = await f.createTopic(author.token, plateId, {
      title: '曝光时间设多少合适',
      content: '这台相机在流水线上拍出来的图有拖影。',
      modelIds: [models['FM-600']],
    });
    expect(await topicHits('FM-600')).toContain(topic.id);
    expect(await topicHits('Camera FM-600')).toContain(topic.id);
    expect((await editTopic(author.token, topic.id, { modelIds: [] })).statusCode).toBe(200);
    expect(await topicHits('FM-600')).not.toContain(topic.id);
  });

  it('refuses unknown, unpublished and too many models with a 400 on modelIds', async () => {
    const post = (modelIds: unknown) =>
      t.request({
        method: 'POST',
        url: '/prod-api/discuss',
        token: author.token,
        payload: {
          plateId,
          title: `型号校验 ${Math.random()}`.slice(0, 20),
          content: '内容足够长的测试主题内容。',
          modelIds,
        },
      });
    for (const modelIds of [['no-such-model'], [models['FM-DRAFT']], [models['FM-100'], 'no-such-model']]) {
      const res = await post(modelIds);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json<{ error: { message: string; validationErrors: { members: string[] }[] } }>();
      expect(body.error.message).toContain('型号不存在或未发布');
      expect(body.error.validationErrors[0]!.members).toEqual(['modelIds']);
    }
    const six = await post(['FM-100', 'FM-200', 'FM-300', 'FM-400', 'FM-500', 'FM-600'].map((n) => models[n]));
    expect(six.statusCode).toBe(400);
    expect(
      six.json<{ error: { validationErrors: { members: string[] }[] } }>().error.validationErrors[0]!.members,
    ).toEqual(['modelIds']);
    // Nothing was written by the refused posts.
    const rows = await t.database.db
      .selectFrom('forum_discuss_models')
      .select('discuss_id')
      .where('model_id', '=', models['FM-DRAFT']!)
      .execute();
    expect(rows).toEqual([]);
  });

  it('answers 400, not 500, when a model checked a moment ago is deleted before the topic is written', async () => {
    const topic = await f.createTopic(author.token, plateId, {});
    const repo = createDiscussModelRepository(t.database.db);
    // The race in one step: the write names a model that no longer exists, past the service's check.
    const write = createTransactor(t.database.db).run((tx) =>
      repo.replace(tx, admin.tenantId, topic.id, ['01a00000-0000-7000-8000-000000000000'], new Date().toISOString()),
    );
    await expect(write).rejects.toMatchObject({ status: 400, code: 'Validation' });
    expect(namesOf((await f.get(`/prod-api/discuss/${topic.id}`, author.token)).json())).toEqual([]);
  });

  it("refuses another tenant's model: a member names only their own tenant's catalogue", async () => {
    const other = await createTenant(t);
    await setupTenantDefaults(t.database.db, other.id);
    const member = await createMember(t, { tenantId: other.id });
    const plates = await t.request({ method: 'GET', url: '/prod-api/plate', tenant: other.code });
    const otherPlateId = plates.json<{ items: { id: string }[] }>().items[0]!.id;
    const post = (modelIds: string[]) =>
      t.request({
        method: 'POST',
        url: '/prod-api/discuss',
        token: member.token,
        tenant: other.code,
        payload: {
          plateId: otherPlateId,
          title: `跨租户 ${modelIds.length}`,
          content: '内容足够长的测试主题内容。',
          modelIds,
        },
      });
    const res = await post([models['FM-100']!]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ error: { message: string } }>().error.message).toContain('型号不存在或未发布');
    // The same member may post without naming one: the refusal is the model's.
    expect((await post([])).statusCode).toBe(201);
  });

  it('replaces the models on edit, keeps them when the edit leaves them out, clears them with []', async () => {
    const topic = await f.createTopic(author.token, plateId, { modelIds: [models['FM-100']] });
    const kept = await f.ok<DiscussDetail>(
      editTopic(author.token, topic.id, { title: `改过标题 ${Date.now()}`.slice(0, 30) }),
    );
    expect(namesOf(kept)).toEqual(['FM-100']);
    const replaced = await f.ok<DiscussDetail>(
      editTopic(author.token, topic.id, { modelIds: [models['FM-300'], models['FM-200']] }),
    );
    expect(namesOf(replaced)).toEqual(['FM-300', 'FM-200']);
    const refused = await editTopic(author.token, topic.id, { modelIds: [models['FM-DRAFT']] });
    expect(refused.statusCode).toBe(400);
    expect(namesOf((await f.get(`/prod-api/discuss/${topic.id}`)).json<DiscussDetail>())).toEqual(['FM-300', 'FM-200']);
    // Someone else may not change them.
    const other = await createMember(t);
    expect((await editTopic(other.token, topic.id, { modelIds: [] })).statusCode).toBe(403);
    // Staff may, and the edit is audited with the new list.
    const cleared = await f.ok<DiscussDetail>(editTopic(admin.token, topic.id, { modelIds: [] }));
    expect(cleared.models).toEqual([]);
    const audit = await t.database.db
      .selectFrom('audit_logs')
      .select('after_json')
      .where('action', '=', 'forum.discuss.edit')
      .where('target_id', '=', topic.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after_json!)).toMatchObject({ modelIds: [] });
  });

  it("lists a model's public topics: solved first, then newest; private, hidden and deleted ones never", async () => {
    const modelId = models['FM-400']!;
    const older = await f.createTopic(author.token, plateId, { modelIds: [modelId] });
    clock.advance(60_000);
    const question = await f.createTopic(author.token, qaPlateId, { modelIds: [modelId] });
    clock.advance(60_000);
    const newest = await f.createTopic(author.token, plateId, { modelIds: [modelId] });
    const privateOne = await f.createTopic(author.token, plateId, { modelIds: [modelId], visibility: 'self' });
    const hidden = await f.createTopic(author.token, plateId, { modelIds: [modelId] });
    const deleted = await f.createTopic(author.token, plateId, { modelIds: [modelId] });
    const helper = await createMember(t);
    const answer = await f.comment(helper.token, question.id, '这样设置曝光就好了');
    await f.ok(
      t.request({
        method: 'PUT',
        url: `/prod-api/discuss/${question.id}/answer`,
        token: author.token,
        payload: { commentId: answer.id },
      }),
    );
    await f.ok(
      t.request({
        method: 'PUT',
        url: `/prod-api/discuss/${hidden.id}/moderation`,
        token: admin.token,
        payload: { isHidden: true, hiddenReason: '测试隐藏' },
      }),
    );
    await f.ok(t.request({ method: 'DELETE', url: `/prod-api/discuss/${deleted.id}`, token: author.token }));

    const page = (await byModel(modelId)).json<{ items: ModelTopic[]; totalCount: number }>();
    expect(page.totalCount).toBe(3);
    expect(page.items.map((i) => i.id)).toEqual([question.id, newest.id, older.id]);
    expect(page.items[0]).toMatchObject({ isSolved: true, commentCount: 1, title: question.title });
    expect(page.items.map((i) => i.id)).not.toContain(privateOne.id);
    // The author's own private topic is not listed to them either: the list is the public page's.
    const own = (await f.get(`/prod-api/discuss/by-model/${modelId}`, author.token)).json<{ totalCount: number }>();
    expect(own.totalCount).toBe(3);
    // At most maxResultCount items, the total still counting all.
    const one = (await byModel(modelId, '?maxResultCount=1')).json<{ items: ModelTopic[]; totalCount: number }>();
    expect(one).toMatchObject({ totalCount: 3, items: [{ id: question.id }] });

    // The board list filtered by the model: topics the viewer may see, no masked cards for the others.
    const board = (await f.get(`/prod-api/discuss?modelId=${modelId}`)).json<{
      items: DiscussCard[];
      totalCount: number;
    }>();
    expect(board.totalCount).toBe(3);
    expect(board.items.map((i) => i.id).sort()).toEqual([question.id, newest.id, older.id].sort());
    expect(board.items.some((i) => i.isMasked)).toBe(false);
    const stranger = await createMember(t);
    const theirs = (await f.get(`/prod-api/discuss?modelId=${modelId}`, stranger.token)).json<{ totalCount: number }>();
    expect(theirs.totalCount).toBe(3);
    const none = (await f.get(`/prod-api/discuss?modelId=no-such-model`)).json<{ totalCount: number }>();
    expect(none.totalCount).toBe(0);
  });

  it('answers 404 for an unknown, unpublished or other tenant’s model', async () => {
    expect((await byModel('no-such-model')).statusCode).toBe(404);
    expect((await byModel(models['FM-DRAFT']!)).statusCode).toBe(404);
    const other = await createTenant(t);
    const res = await t.request({
      method: 'GET',
      url: `/prod-api/discuss/by-model/${models['FM-100']}`,
      tenant: other.code,
    });
    expect(res.statusCode).toBe(404);
    expect((await byModel(models['FM-100']!, '?maxResultCount=50')).statusCode).toBe(400);
  });

  it('drops a model from its topics when it is unpublished or deleted', async () => {
    await createModel('FM-GONE');
    const topic = await f.createTopic(author.token, plateId, { modelIds: [models['FM-GONE'], models['FM-500']] });
    expect(namesOf(topic)).toEqual(['FM-GONE', 'FM-500']);
    const unpublish = await api('PUT', `/admin/catalog/models/${models['FM-500']}`, {
      seriesId,
      modelNumber: 'FM-500',
      name: '相机 FM-500',
      isPublished: false,
    });
    expect(unpublish.statusCode, unpublish.body).toBe(200);
    expect((await api('DELETE', `/admin/catalog/models/${models['FM-GONE']}`)).statusCode).toBe(200);
    expect((await f.get(`/prod-api/discuss/${topic.id}`)).json<DiscussDetail>().models).toEqual([]);
    const links = await t.database.db
      .selectFrom('forum_discuss_models')
      .select('model_id')
      .where('discuss_id', '=', topic.id)
      .execute();
    expect(links.map((l) => l.model_id)).toEqual([models['FM-500']]);
  });
});
