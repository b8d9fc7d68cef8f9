import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const webApp = join(root, 'apps/web/app');
const lineModule = join(webApp, 'features/activity/bank/echarts-line.ts');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The bank's rate chart is the site's one ECharts drawing. ECharts' barrels (`echarts/charts`,
 * `echarts/components`) hold every chart and component; only named static imports of the parts drawn let the
 * bundler leave the rest out, so they are imported in one module, itself loaded with `import()`.
 */
describe('the ECharts chunk', () => {
  it('is imported by one module only, by name and statically', () => {
    const importers = sources(webApp).filter((file) => /['"]echarts(\/[\w/]+)?['"]/.test(readFileSync(file, 'utf8')));
    expect(importers.map((file) => relative(webApp, file))).toEqual(['features/activity/bank/echarts-line.ts']);
    expect(readFileSync(lineModule, 'utf8')).not.toMatch(/import\(\s*['"]echarts/);
  });

  it('stays under 200 KB gzip (all of ECharts is about 350)', async () => {
    const bundle = await rolldown({ input: lineModule, cwd: root, platform: 'browser', logLevel: 'silent' });
    const { output } = await bundle.generate({ format: 'es', minify: true });
    await bundle.close();
    const gzip = output.reduce((sum, part) => sum + (part.type === 'chunk' ? gzipSync(part.code).length : 0), 0);
    expect(gzip).toBeGreaterThan(50 * 1024);
    expect(gzip).toBeLessThan(200 * 1024);
  }, 120_000);
});
