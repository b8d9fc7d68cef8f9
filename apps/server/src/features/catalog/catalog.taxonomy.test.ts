import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/index.js';
import { createTenant } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('catalogue taxonomy for the menu', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists product types with their series in order', async () => {
    const res = await t.request({ method: 'GET', url: '/prod-api/ProductType/ListLoadProductTypeAndSeries' });
    expect(res.statusCode).toBe(200);
    const types = res.json();
    expect(types.length).toBeGreaterThanOrEqual(7);
    expect(types[0]).toMatchObject({ name: '面阵相机', nameEn: 'Area Scan Cameras' });
    expect(types[0].productSeries.length).toBeGreaterThan(0);
    expect(types[0].productSeries[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      nameEn: expect.any(String),
    });
    expect(types.map((x: { name: string }) => x.name)).toEqual(
      expect.arrayContaining(['线阵相机', '智能相机', '视觉传感器', '工业镜头', '视觉光源', '视觉软件']),
    );
  });

  it('lists solution types', async () => {
    const res = await t.request({ method: 'GET', url: '/prod-api/SolutionType/ListLoadSolutionType' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['3C 电子', '汽车制造', '物流仓储', '食品包装', '医药制造']),
    );
  });

  it('seeding twice changes nothing', async () => {
    const count = async () =>
      Promise.all(
        (
          [
            'users',
            'roles',
            'role_permissions',
            'product_types',
            'product_series',
            'solution_types',
            'site_configs',
          ] as const
        ).map(async (table) =>
          Number(
            (
              await t.database.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    const before = await count();
    const result = await seedDatabase(t.database.db, { adminPassword: 'ignored-because-admin-exists' });
    expect(result.adminCreated).toBe(false);
    expect(await count()).toEqual(before);
  });

  it("shows nothing of the default tenant's taxonomy to another tenant", async () => {
    const other = await createTenant(t);
    const res = await t.request({
      method: 'GET',
      url: '/prod-api/ProductType/ListLoadProductTypeAndSeries',
      tenant: other.id,
    });
    expect(res.json()).toEqual([]);
  });
});
