import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { seedAssetBytes } from './seed-assets.js';

describe('corporate demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds the catalogue and the rest of the site, idempotently and quickly', async () => {
    const count = async (
      table:
        | 'product_models'
        | 'product_series'
        | 'product_types'
        | 'solutions'
        | 'software_packages'
        | 'software_versions'
        | 'documents'
        | 'courses'
        | 'course_lessons'
        | 'news'
        | 'jobs'
        | 'company_sections'
        | 'banners'
        | 'solution_types',
    ) =>
      Number(
        (
          await t.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('product_types')).toBeGreaterThanOrEqual(6);
    expect(await count('product_series')).toBeGreaterThanOrEqual(15);
    expect(await count('product_models')).toBeGreaterThanOrEqual(60);
    expect(await count('solution_types')).toBeGreaterThanOrEqual(3);
    expect(await count('solutions')).toBeGreaterThanOrEqual(8);
    expect(await count('software_packages')).toBeGreaterThanOrEqual(6);
    expect(await count('software_versions')).toBeGreaterThanOrEqual(12);
    expect(await count('documents')).toBeGreaterThanOrEqual(20);
    expect(await count('courses')).toBeGreaterThanOrEqual(4);
    expect(await count('news')).toBeGreaterThanOrEqual(20);
    expect(await count('jobs')).toBeGreaterThanOrEqual(6);
    expect(await count('company_sections')).toBeGreaterThanOrEqual(4);
    expect(await count('banners')).toBeGreaterThanOrEqual(3);
    const models = await count('product_models');
    const started = Date.now();
    await seedDatabase(t.database.db, {});
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await count('product_models')).toBe(models);
  });

  it('serves the seeded pictures and downloads with the recorded SHA-256', async () => {
    const file = await t.database.db
      .selectFrom('files')
      .select(['id', 'storage_key', 'sha256', 'size'])
      .where('storage_key', 'like', 'seed/zip/%')
      .executeTakeFirstOrThrow();
    const res = await t.request({ method: 'GET', url: `/prod-api/file/${file.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(Number(file.size));
    const bytes = await seedAssetBytes(file.storage_key);
    expect(bytes!.length).toBe(Number(file.size));
  });

  it('has real-looking specs a visitor can filter on', async () => {
    const types = (
      await t.request({ method: 'GET', url: '/prod-api/ProductType/ListLoadProductTypeAndSeries' })
    ).json();
    const area = types.find((x: { name: string }) => x.name === '面阵相机');
    const page = await t.request({
      method: 'GET',
      url: `/prod-api/catalog/product-types/${area.id}/models?spec=interface:CoaXPress&sort=megapixels&order=desc`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().totalCount).toBeGreaterThanOrEqual(4);
    expect(page.json().items[0].specSummary.find((s: { key: string }) => s.key === 'interface').value).toBe(
      'CoaXPress',
    );
    const search = await t.request({ method: 'GET', url: `/prod-api/search?q=${encodeURIComponent('极片检测')}` });
    expect(search.json().totalCount).toBeGreaterThan(0);
  });
});
