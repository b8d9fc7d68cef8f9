import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { placeOf, violation } from './architecture.js';

const check = (from: string, to: string | null, source = '', typeOnly = false, dynamic = false) =>
  violation(placeOf(from), to ? placeOf(to) : null, { source, typeOnly, dynamic });

describe('architecture/boundaries', () => {
  it('keeps server features apart: another feature only through its service, as a type', () => {
    const service = 'apps/server/src/features/forum/discuss.service.ts';
    expect(check(service, 'apps/server/src/features/forum/discuss.repository.ts')).toBeNull();
    expect(check(service, 'apps/server/src/features/catalog/catalog.repository.ts')).toMatch(
      /only through its service/,
    );
    expect(check(service, 'apps/server/src/features/file/file.service.ts')).toMatch(/import its type only/);
    expect(check(service, 'apps/server/src/features/file/file.service.ts', '', true)).toBeNull();
    expect(check(service, 'apps/server/src/features/account/account.routes.ts', '', true)).toMatch(
      /only through its service/,
    );
  });

  it('keeps Kysely and the database in repositories and db/', () => {
    expect(check('apps/server/src/features/forum/discuss.service.ts', null, 'kysely')).toMatch(/Kysely/);
    expect(check('apps/server/src/features/forum/discuss.repository.ts', null, 'kysely')).toBeNull();
    expect(check('apps/server/src/db/startup-lock.ts', null, 'kysely')).toBeNull();
    expect(check('apps/server/src/main.ts', null, 'kysely')).toMatch(/Kysely/);
    expect(
      check('apps/server/src/features/health/health.service.ts', 'apps/server/src/db/database.ts', '', true),
    ).toMatch(/Only repositories/);
  });

  it('lets nothing but main.ts import the composition root', () => {
    expect(check('apps/server/src/features/forum/forum.routes.ts', 'apps/server/src/app.ts')).toMatch(
      /composition root/,
    );
    expect(check('apps/server/src/main.ts', 'apps/server/src/app.ts')).toBeNull();
    expect(check('apps/server/src/test/harness.ts', 'apps/server/src/app.ts')).toBeNull();
  });

  it('keeps shared/ and db/ free of features, and plugins to service types', () => {
    expect(
      check('apps/server/src/shared/audit.ts', 'apps/server/src/features/audit/audit.service.ts', '', true),
    ).toMatch(/no feature/);
    expect(
      check('apps/server/src/db/seed/index.ts', 'apps/server/src/features/tenant/tenant.repository.ts'),
    ).toBeNull();
    expect(check('apps/server/src/db/seed/index.ts', 'apps/server/src/features/tenant/tenant.service.ts')).toMatch(
      /no feature/,
    );
    expect(
      check('apps/server/src/plugins/web.ts', 'apps/server/src/features/tenant/tenant.service.ts', '', true),
    ).toBeNull();
    expect(
      check('apps/server/src/plugins/web.ts', 'apps/server/src/features/tenant/tenant.repository.ts', '', true),
    ).toMatch(/service's type only/);
  });

  it('keeps web features apart and components/lib free of features and routes', () => {
    // A domain's console screens (decision 0023) use the console's kit, and nothing else of the console.
    const screen = 'apps/web/app/features/news/admin/news.tsx';
    expect(check(screen, 'apps/web/app/features/admin/kit/crud-page.tsx')).toBeNull();
    expect(check(screen, 'apps/web/app/features/admin/refs.ts')).toBeNull();
    expect(check(screen, 'apps/web/app/features/admin/components/spec-values-editor.tsx')).toBeNull();
    expect(check(screen, 'apps/web/app/features/admin/menu.ts')).toMatch(/never import each other/);
    expect(check(screen, 'apps/web/app/features/forum/admin/forum-topics.tsx')).toMatch(/never import each other/);
    expect(
      check('apps/web/app/features/news/member/news-editor.tsx', 'apps/web/app/features/admin/kit/cells.tsx'),
    ).toMatch(/never import each other/);
    expect(check('apps/web/app/features/admin/kit/crud-page.tsx', 'apps/web/app/features/news/admin/news.tsx')).toMatch(
      /never import each other/,
    );
    expect(check('apps/web/app/routes/admin/news.tsx', screen, '', false, true)).toBeNull();
    // An activity's screens sit beside that activity, one level deeper, under the same rule.
    const prizes = 'apps/web/app/features/activity/lucky/admin/prize-tables.tsx';
    expect(check(prizes, 'apps/web/app/features/admin/kit/crud-page.tsx')).toBeNull();
    expect(check(prizes, 'apps/web/app/features/admin/menu.ts')).toMatch(/never import each other/);
    expect(
      check('apps/web/app/features/activity/lucky/lucky-page.tsx', 'apps/web/app/features/admin/kit/cells.tsx'),
    ).toMatch(/never import each other/);
    expect(check('apps/web/app/features/news/components/news-page.tsx', screen)).toMatch(/app-like/);
    const profile = 'apps/web/app/features/profile/components/profile-page.tsx';
    expect(check(profile, 'apps/web/app/features/forum/forum-api.ts')).toMatch(/never import each other/);
    expect(check(profile, 'apps/web/app/features/profile/profile-api.ts')).toBeNull();
    expect(check(profile, 'apps/web/app/components/pager.tsx')).toBeNull();
    expect(check(profile, 'apps/web/app/routes/home.tsx')).toMatch(/routes or layouts/);
    expect(check('apps/web/app/components/pager.tsx', 'apps/web/app/features/forum/forum-api.ts')).toMatch(
      /shared by every page/,
    );
    expect(check('apps/web/app/lib/meta.ts', 'apps/web/app/routes/home.tsx')).toMatch(/shared by every page/);
    expect(check('apps/web/app/routes/home.tsx', 'apps/web/app/features/home/home.server.ts')).toBeNull();
  });

  it('keeps public pages light: app libraries and app-like code only through import()', () => {
    const page = 'apps/web/app/features/news/components/news-page.tsx';
    expect(check(page, null, 'antd')).toMatch(/app-like code only/);
    expect(check(page, null, '@tanstack/react-query')).toMatch(/app-like code only/);
    expect(check(page, null, 'zod')).toMatch(/app-like code only/);
    expect(check(page, null, 'antd', true)).toBeNull();
    expect(check(page, null, '@ant-design/icons-svg/es/asn/SearchOutlined')).toBeNull();
    expect(check(page, null, 'react-router')).toBeNull();
    const island = 'apps/web/app/features/news/member/news-editor.tsx';
    expect(check(page, island)).toMatch(/is app-like/);
    expect(check(page, island, '', false, true)).toBeNull();
    expect(check(island, null, 'antd')).toBeNull();
    expect(check('apps/web/app/layouts/admin-layout.tsx', null, 'antd')).toBeNull();
    expect(check('apps/web/app/features/admin/kit/crud-page.tsx', null, '@tanstack/react-query')).toBeNull();
    expect(check('apps/web/app/features/news/news-pages.server.ts', null, 'zod')).toBeNull();
    expect(check('apps/web/app/components/ui/button.tsx', 'apps/web/app/lib/antd/antd-scope.tsx')).toMatch(
      /is app-like/,
    );
  });

  it('runs inside ESLint with the project configuration', async () => {
    const eslint = new ESLint({ cwd: process.cwd() });
    const [result] = await eslint.lintText(
      "import { createCatalogRepository } from '../catalog/catalog.repository.js';\nexport const x = createCatalogRepository;\n",
      { filePath: 'apps/server/src/features/news/news.service.ts' },
    );
    expect(result!.messages.map((m) => m.ruleId)).toContain('architecture/boundaries');
  });
});
