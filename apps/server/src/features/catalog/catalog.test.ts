import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember, createTenant, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { pngBytes } from '../../test/content-fixtures.js';

describe('catalogue: types, spec fields, series, models, filters, compare', () => {
  let t: TestApp;
  let admin: { token: string; tenantId: string };
  let member: TestMember;
  let typeId: string;
  let otherTypeId: string;
  let seriesId: string;
  let otherSeriesId: string;
  let imageId: string;
  const models: Record<string, string> = {};

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    token: string | null = admin.token,
  ) => t.request({ method, url: `/prod-api${url}`, token, ...(body !== undefined ? { payload: body as object } : {}) });

  async function createModel(
    modelNumber: string,
    specs: Record<string, string | number | null>,
    extra: Record<string, unknown> = {},
  ) {
    const res = await api('POST', '/admin/catalog/models', {
      seriesId,
      modelNumber,
      name: `测试相机 ${modelNumber}`,
      summary: `${modelNumber} 概要`,
      descriptionMd: '## 特点\n\n- 全局快门\n\n<script>alert(1)</script>',
      imageFileIds: [imageId],
      specs,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    models[modelNumber] = res.json().id;
    return res.json();
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
    member = await createMember(t);
    imageId = (
      await t.app.services.files.upload({
        tenantId: admin.tenantId,
        ownerId: null,
        fileName: 'cam.png',
        bytes: await pngBytes(),
      })
    ).id;

    const type = await api('POST', '/admin/catalog/product-types', {
      name: '测试面阵相机',
      nameEn: 'Test Area Cameras',
      description: '测试用',
    });
    expect(type.statusCode, type.body).toBe(201);
    typeId = type.json().id;
    const fields = [
      {
        key: 'megapixels',
        name: '分辨率',
        unit: 'MP',
        kind: 'number',
        filterable: true,
        showInSummary: true,
        orderNum: 1,
      },
      {
        key: 'frameRate',
        name: '帧率',
        unit: 'fps',
        kind: 'number',
        filterable: true,
        showInSummary: true,
        orderNum: 2,
      },
      {
        key: 'interface',
        name: '接口',
        kind: 'enum',
        options: ['GigE', 'USB3', '10GigE', 'CoaXPress'],
        filterable: true,
        showInSummary: true,
        orderNum: 3,
      },
      { key: 'sensor', name: '传感器', kind: 'text', filterable: false, orderNum: 4 },
      { key: 'shutter', name: '快门', kind: 'enum', options: ['全局', '卷帘'], filterable: true, orderNum: 5 },
    ];
    for (const f of fields) {
      const res = await api('POST', `/admin/catalog/product-types/${typeId}/spec-fields`, f);
      expect(res.statusCode, res.body).toBe(201);
    }
    const series = await api('POST', '/admin/catalog/series', {
      productTypeId: typeId,
      name: '测试 GigE 系列',
      isFlagship: true,
    });
    expect(series.statusCode, series.body).toBe(201);
    seriesId = series.json().id;

    await createModel('TA-500-GM', {
      megapixels: 5,
      frameRate: 74,
      interface: 'GigE',
      sensor: 'Sony IMX264',
      shutter: '全局',
    });
    await createModel('TA-1200-GC', {
      megapixels: '12.3',
      frameRate: 30,
      interface: 'GigE',
      sensor: 'Sony IMX304',
      shutter: '全局',
    });
    await createModel('TA-500-UM', {
      megapixels: 5,
      frameRate: 164,
      interface: 'USB3',
      sensor: 'Sony IMX250',
      shutter: '全局',
    });
    await createModel('TA-2000-XM', {
      megapixels: 20,
      frameRate: 32,
      interface: '10GigE',
      sensor: 'Sony IMX183',
      shutter: '卷帘',
    });
    await createModel('TA-SECRET', { megapixels: 8, frameRate: 60, interface: 'GigE' }, { isPublished: false });

    const other = await api('POST', '/admin/catalog/product-types', { name: '测试镜头', nameEn: 'Test Lenses' });
    otherTypeId = other.json().id;
    const otherSeries = await api('POST', '/admin/catalog/series', {
      productTypeId: otherTypeId,
      name: '测试镜头系列',
    });
    otherSeriesId = otherSeries.json().id;
    const lens = await api('POST', '/admin/catalog/models', {
      seriesId: otherSeriesId,
      modelNumber: 'TL-1614',
      name: '16mm 镜头',
    });
    expect(lens.statusCode, lens.body).toBe(201);
    models['TL-1614'] = lens.json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the new type and series in the mega-menu', async () => {
    const res = await api('GET', '/ProductType/ListLoadProductTypeAndSeries', undefined, null);
    expect(res.statusCode).toBe(200);
    const type = res.json().find((x: { id: string }) => x.id === typeId);
    expect(type.productSeries.map((s: { name: string }) => s.name)).toEqual(['测试 GigE 系列']);
  });

  it('serves the type page with series, spec fields, filter values and sort options', async () => {
    const res = await api('GET', `/catalog/product-types/${typeId}`, undefined, null);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.series).toEqual([expect.objectContaining({ id: seriesId, modelCount: 4, isFlagship: true })]);
    expect(body.specFields.map((f: { key: string }) => f.key)).toEqual([
      'megapixels',
      'frameRate',
      'interface',
      'sensor',
      'shutter',
    ]);
    const iface = body.filters.find((f: { key: string }) => f.key === 'interface');
    expect(iface.options).toEqual([
      { value: 'GigE', count: 2 },
      { value: 'USB3', count: 1 },
      { value: '10GigE', count: 1 },
      { value: 'CoaXPress', count: 0 },
    ]);
    const fps = body.filters.find((f: { key: string }) => f.key === 'frameRate');
    expect([fps.min, fps.max]).toEqual([30, 164]);
    expect(body.sortOptions.map((o: { value: string }) => o.value)).toContain('frameRate');
    expect(body.modelCount).toBe(4);
  });

  it('lists models with a spec summary, hiding unpublished ones', async () => {
    const res = await api('GET', `/catalog/product-types/${typeId}/models`, undefined, null);
    expect(res.statusCode).toBe(200);
    const numbers = res.json().items.map((m: { modelNumber: string }) => m.modelNumber);
    expect(numbers).toHaveLength(4);
    expect(numbers).not.toContain('TA-SECRET');
    const card = res.json().items.find((m: { modelNumber: string }) => m.modelNumber === 'TA-1200-GC');
    expect(card.specSummary.map((s: { key: string; value: string }) => `${s.key}=${s.value}`)).toEqual([
      'megapixels=12.3',
      'frameRate=30',
      'interface=GigE',
    ]);
    expect(card.imageUrl).toBe(`/prod-api/file/${imageId}`);
  });

  it('filters by enum values and numeric ranges, and sorts by a number field', async () => {
    const gige = await api('GET', `/catalog/product-types/${typeId}/models?spec=interface:GigE,USB3`, undefined, null);
    expect(
      gige
        .json()
        .items.map((m: { modelNumber: string }) => m.modelNumber)
        .sort(),
    ).toEqual(['TA-1200-GC', 'TA-500-GM', 'TA-500-UM']);
    const fast = await api(
      'GET',
      `/catalog/product-types/${typeId}/models?spec=frameRate:70..&spec=megapixels:..6`,
      undefined,
      null,
    );
    expect(
      fast
        .json()
        .items.map((m: { modelNumber: string }) => m.modelNumber)
        .sort(),
    ).toEqual(['TA-500-GM', 'TA-500-UM']);
    expect(fast.json().totalCount).toBe(2);
    const exact = await api('GET', `/catalog/product-types/${typeId}/models?spec=megapixels:20`, undefined, null);
    expect(exact.json().items.map((m: { modelNumber: string }) => m.modelNumber)).toEqual(['TA-2000-XM']);
    const sorted = await api(
      'GET',
      `/catalog/product-types/${typeId}/models?sort=frameRate&order=desc`,
      undefined,
      null,
    );
    expect(sorted.json().items.map((m: { modelNumber: string }) => m.modelNumber)).toEqual([
      'TA-500-UM',
      'TA-500-GM',
      'TA-2000-XM',
      'TA-1200-GC',
    ]);
    const shutter = await api(
      'GET',
      `/catalog/product-types/${typeId}/models?spec=${encodeURIComponent('shutter:卷帘')}`,
      undefined,
      null,
    );
    expect(shutter.json().items.map((m: { modelNumber: string }) => m.modelNumber)).toEqual(['TA-2000-XM']);
  });

  it('refuses bad spec filter values with 400 and says why', async () => {
    const cases = [
      ['spec=frameRate:fast', '帧率'],
      ['spec=interface:FireWire', 'FireWire'],
      ['spec=weight:5', 'weight'],
      ['spec=sensor:IMX264', 'sensor'],
      ['spec=megapixels:9..2', '下限'],
      ['spec=nocolon', '格式'],
      ['sort=interface', 'interface'],
    ] as const;
    for (const [query, hint] of cases) {
      const res = await api('GET', `/catalog/product-types/${typeId}/models?${query}`, undefined, null);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toContain(hint);
    }
  });

  it('shows a model page with specs, sanitised description, images and successor', async () => {
    await api('PUT', `/admin/catalog/models/${models['TA-500-GM']}`, {
      seriesId,
      modelNumber: 'TA-500-GM',
      name: '测试相机 TA-500-GM',
      lifecycle: 'discontinued',
      successorId: models['TA-1200-GC'],
      imageFileIds: [imageId],
      relatedIds: [models['TA-500-UM']],
      accessoryIds: [models['TL-1614']],
      descriptionMd: '**粗体** <img src=x onerror=alert(1)> [链接](javascript:alert(1))',
      specs: { megapixels: 5, frameRate: 74, interface: 'GigE', sensor: 'Sony IMX264', shutter: '全局' },
    });
    const res = await api('GET', `/catalog/models/${models['TA-500-GM']}`, undefined, null);
    expect(res.statusCode).toBe(200);
    const m = res.json();
    expect(m.lifecycle).toBe('discontinued');
    expect(m.successor.modelNumber).toBe('TA-1200-GC');
    expect(m.related.map((r: { modelNumber: string }) => r.modelNumber)).toEqual(['TA-500-UM']);
    expect(m.accessories.map((r: { modelNumber: string }) => r.modelNumber)).toEqual(['TL-1614']);
    expect(m.specs.find((s: { key: string }) => s.key === 'sensor').value).toBe('Sony IMX264');
    expect(m.descriptionHtml).toContain('<strong>粗体</strong>');
    expect(m.descriptionHtml).not.toMatch(/<img|<script|href="javascript/);
    expect(m.descriptionHtml).toContain('&lt;img');
    expect(m.productType).toEqual({ id: typeId, name: '测试面阵相机', nameEn: 'Test Area Cameras' });
    expect(m.images).toEqual([{ fileId: imageId, url: `/prod-api/file/${imageId}` }]);
  });

  it('answers 404 for an unpublished model and for a model of an unpublished series', async () => {
    expect((await api('GET', `/catalog/models/${models['TA-SECRET']}`, undefined, null)).statusCode).toBe(404);
    const hidden = await api('POST', '/admin/catalog/series', {
      productTypeId: typeId,
      name: '草稿系列',
      isPublished: false,
    });
    const draftModel = await api('POST', '/admin/catalog/models', {
      seriesId: hidden.json().id,
      modelNumber: 'TA-DRAFT',
      name: '草稿',
    });
    expect(draftModel.statusCode).toBe(201);
    expect((await api('GET', `/catalog/models/${draftModel.json().id}`, undefined, null)).statusCode).toBe(404);
    const list = await api('GET', `/catalog/models?q=TA-DRAFT`, undefined, null);
    expect(list.json().totalCount).toBe(0);
  });

  it('compares 2–4 models of one type and marks differing rows', async () => {
    const ids = [models['TA-1200-GC'], models['TA-500-UM']].join(',');
    const res = await api('GET', `/catalog/compare?ids=${ids}`, undefined, null);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.models.map((m: { modelNumber: string }) => m.modelNumber)).toEqual(['TA-1200-GC', 'TA-500-UM']);
    const row = (key: string) => body.rows.find((r: { key: string }) => r.key === key);
    expect(row('interface')).toMatchObject({ values: ['GigE', 'USB3'], differs: true });
    expect(row('shutter')).toMatchObject({ values: ['全局', '全局'], differs: false });
  });

  it('refuses comparing 5 models, 1 model, or models of different types', async () => {
    const five = Object.values(models).slice(0, 5).join(',');
    const tooMany = await api('GET', `/catalog/compare?ids=${five}`, undefined, null);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toContain('最多只能同时对比 4 个型号');
    const one = await api('GET', `/catalog/compare?ids=${models['TA-500-UM']}`, undefined, null);
    expect(one.statusCode).toBe(400);
    const mixed = await api('GET', `/catalog/compare?ids=${models['TA-500-UM']},${models['TL-1614']}`, undefined, null);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.message).toContain('只能对比同一产品类型的型号');
    expect(mixed.json().error.message).toContain('测试镜头');
  });

  it('looks up models by ids for the compare basket', async () => {
    const res = await api(
      'GET',
      `/catalog/models?ids=${models['TA-500-UM']},${models['TA-SECRET']},nope`,
      undefined,
      null,
    );
    expect(res.json().items.map((m: { modelNumber: string }) => m.modelNumber)).toEqual(['TA-500-UM']);
  });

  it('validates admin input: spec kinds, enum options, duplicate model numbers, unknown fields', async () => {
    const bad = await api('POST', '/admin/catalog/models', {
      seriesId,
      modelNumber: 'TA-BAD',
      name: 'x',
      specs: { frameRate: 'fast', interface: 'SCSI', nope: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .error.validationErrors.map((e: { members: string[] }) => e.members[0])
        .sort(),
    ).toEqual(['specs.frameRate', 'specs.interface', 'specs.nope']);
    const dup = await api('POST', '/admin/catalog/models', { seriesId, modelNumber: 'ta-500-um', name: 'dup' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error.message).toContain('已存在');
    const noOptions = await api('POST', `/admin/catalog/product-types/${typeId}/spec-fields`, {
      key: 'color',
      name: '颜色',
      kind: 'enum',
    });
    expect(noOptions.statusCode).toBe(400);
    const badKey = await api('POST', `/admin/catalog/product-types/${typeId}/spec-fields`, {
      key: '1bad key',
      name: '坏',
      kind: 'text',
    });
    expect(badKey.statusCode).toBe(400);
  });

  it('updates and deletes spec fields, series and types with guards, all audited', async () => {
    const created = await api('POST', `/admin/catalog/product-types/${typeId}/spec-fields`, {
      key: 'weight',
      name: '重量',
      unit: 'g',
      kind: 'number',
    });
    const fieldId = created.json().id;
    const updated = await api('PUT', `/admin/catalog/spec-fields/${fieldId}`, {
      key: 'weight',
      name: '重量（不含镜头）',
      unit: 'g',
      kind: 'number',
      filterable: true,
    });
    expect(updated.json()).toMatchObject({ name: '重量（不含镜头）', filterable: true });
    expect(
      (await api('GET', `/admin/catalog/product-types/${typeId}/spec-fields`))
        .json()
        .map((f: { key: string }) => f.key),
    ).toContain('weight');
    expect((await api('DELETE', `/admin/catalog/spec-fields/${fieldId}`)).statusCode).toBe(200);

    const inUse = await api('DELETE', `/admin/catalog/series/${seriesId}`);
    expect(inUse.statusCode).toBe(409);
    const typeInUse = await api('DELETE', `/admin/catalog/product-types/${typeId}`);
    expect(typeInUse.statusCode).toBe(409);

    const temp = await api('POST', '/admin/catalog/series', { productTypeId: typeId, name: '临时系列' });
    const renamed = await api('PUT', `/admin/catalog/series/${temp.json().id}`, {
      productTypeId: typeId,
      name: '临时系列 2',
    });
    expect(renamed.json().name).toBe('临时系列 2');
    expect((await api('DELETE', `/admin/catalog/series/${temp.json().id}`)).statusCode).toBe(200);
    expect((await api('GET', `/admin/catalog/series/${temp.json().id}`)).statusCode).toBe(404);

    const logs = await t.database.db
      .selectFrom('audit_logs')
      .select(['action', 'before_json', 'after_json'])
      .where('target_type', 'in', ['spec_field', 'product_series'])
      .execute();
    const actions = logs.map((l) => l.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'spec_field.create',
        'spec_field.update',
        'spec_field.delete',
        'product_series.update',
        'product_series.delete',
      ]),
    );
    const upd = logs.find((l) => l.action === 'product_series.update' && l.after_json?.includes('临时系列 2'));
    expect(JSON.parse(upd!.before_json!).name).toBe('临时系列');
  });

  it('lists and searches models in the admin with paging', async () => {
    const res = await api('GET', `/admin/catalog/models?productTypeId=${typeId}&filter=ta-5&maxResultCount=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json().totalCount).toBe(2);
    expect(res.json().items).toHaveLength(1);
    expect(res.json().items[0].specs).toBeTypeOf('object');
    const types = await api('GET', '/admin/catalog/product-types?filter=测试');
    expect(types.json().items.map((x: { name: string }) => x.name)).toEqual(
      expect.arrayContaining(['测试面阵相机', '测试镜头']),
    );
  });

  it('refuses guests (401) and members (403) on admin endpoints', async () => {
    expect((await api('GET', '/admin/catalog/models', undefined, null)).statusCode).toBe(401);
    expect((await api('GET', '/admin/catalog/models', undefined, member.token)).statusCode).toBe(403);
    expect((await api('POST', '/admin/catalog/product-types', { name: 'x' }, member.token)).statusCode).toBe(403);
    expect(
      (await api('DELETE', `/admin/catalog/models/${models['TA-500-UM']}`, undefined, member.token)).statusCode,
    ).toBe(403);
  });

  it("never shows one tenant's catalogue to another", async () => {
    const other = await createTenant(t);
    const res = await t.request({
      method: 'GET',
      url: `/prod-api/catalog/product-types/${typeId}`,
      tenant: other.code,
    });
    expect(res.statusCode).toBe(404);
    const model = await t.request({
      method: 'GET',
      url: `/prod-api/catalog/models/${models['TA-500-UM']}`,
      tenant: other.code,
    });
    expect(model.statusCode).toBe(404);
    const menu = await t.request({
      method: 'GET',
      url: '/prod-api/ProductType/ListLoadProductTypeAndSeries',
      tenant: other.code,
    });
    expect(menu.json()).toEqual([]);
  });

  it('carries the English beside the Chinese, renders the English description, keeps English an update leaves out', async () => {
    const type = await api('PUT', `/admin/catalog/product-types/${otherTypeId}`, {
      name: '测试镜头',
      nameEn: 'Test Lenses',
      description: '测试用镜头',
      descriptionEn: 'Lenses for testing',
    });
    expect(type.statusCode, type.body).toBe(200);
    expect(type.json().descriptionEn).toBe('Lenses for testing');
    const series = await api('PUT', `/admin/catalog/series/${otherSeriesId}`, {
      productTypeId: otherTypeId,
      name: '测试镜头系列',
      nameEn: 'Test lens series',
      descriptionEn: 'Low-distortion test lenses',
    });
    expect(series.json().descriptionEn).toBe('Low-distortion test lenses');
    const body = {
      seriesId: otherSeriesId,
      modelNumber: 'TL-2514',
      name: '25mm 镜头',
      nameEn: '25 mm lens',
      summary: '低畸变镜头',
      summaryEn: 'A low-distortion lens',
      descriptionMd: '**特点**',
      descriptionMdEn: '**Features** <script>alert(1)</script>',
    };
    const created = await api('POST', '/admin/catalog/models', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ summaryEn: 'A low-distortion lens', descriptionMdEn: body.descriptionMdEn });
    const id = created.json().id as string;

    // A client that does not know the English fields yet replaces the Chinese and leaves the English alone.
    const { summaryEn: _summaryEn, descriptionMdEn: _descriptionMdEn, ...chineseOnly } = body;
    const updated = await api('PUT', `/admin/catalog/models/${id}`, { ...chineseOnly, summary: '低畸变 25mm 镜头' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ summary: '低畸变 25mm 镜头', summaryEn: 'A low-distortion lens' });
    const cleared = await api('PUT', `/admin/catalog/series/${otherSeriesId}`, {
      productTypeId: otherTypeId,
      name: '测试镜头系列',
      nameEn: 'Test lens series',
      descriptionEn: '',
    });
    expect(cleared.json().descriptionEn).toBe('');

    const page = (await api('GET', `/catalog/models/${id}`, undefined, null)).json();
    expect(page).toMatchObject({ summary: '低畸变 25mm 镜头', summaryEn: 'A low-distortion lens' });
    expect(page.descriptionHtmlEn).toContain('<strong>Features</strong>');
    expect(page.descriptionHtmlEn).not.toContain('<script');
    const detail = (await api('GET', `/catalog/product-types/${otherTypeId}`, undefined, null)).json();
    expect(detail.descriptionEn).toBe('Lenses for testing');
    const cards = (await api('GET', `/catalog/product-types/${otherTypeId}/models`, undefined, null)).json();
    expect(cards.items.find((c: { id: string }) => c.id === id)).toMatchObject({
      summaryEn: 'A low-distortion lens',
      seriesNameEn: 'Test lens series',
    });
    // English words find the model in the site search.
    const found = (
      await api('GET', `/search?q=${encodeURIComponent('low-distortion')}&kind=model`, undefined, null)
    ).json();
    expect(found.groups.flatMap((g: { items: Array<{ id: string }> }) => g.items.map((i) => i.id))).toContain(id);
  });

  it('deletes a model (admin) and it disappears', async () => {
    const res = await api('DELETE', `/admin/catalog/models/${models['TA-2000-XM']}`);
    expect(res.statusCode).toBe(200);
    expect((await api('GET', `/catalog/models/${models['TA-2000-XM']}`, undefined, null)).statusCode).toBe(404);
  });
});
