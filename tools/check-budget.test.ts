import { describe, expect, it } from 'vitest';
import {
  closureOf,
  declaredAreas,
  initialScripts,
  inlineManifestBytes,
  measure,
  onDemandProblems,
  parseManifest,
  publicPages,
  report,
  routeChain,
  routePath,
  staticImportsOf,
  undrawnEchartsParts,
} from '../scripts/check-budget.mjs';

/** A build's manifest in miniature: root → main layout → pages, plus the console. */
const manifest = {
  version: '1',
  entry: { module: '/assets/entry.js', imports: ['/assets/react.js'] },
  routes: {
    root: { id: 'root', path: '', module: '/assets/root.js', imports: ['/assets/react.js', '/assets/antd.js'] },
    'layouts/main-layout': {
      id: 'layouts/main-layout',
      parentId: 'root',
      path: '/',
      module: '/assets/main.js',
      imports: ['/assets/antd.js'],
    },
    'routes/home': { id: 'routes/home', parentId: 'layouts/main-layout', path: 'index', module: '/assets/home.js' },
    'routes/news': {
      id: 'routes/news',
      parentId: 'layouts/main-layout',
      path: 'news/:id?',
      module: '/assets/news.js',
      imports: ['/assets/big.js'],
    },
    'redirect-root': { id: 'redirect-root', parentId: 'layouts/main-layout', index: true, module: '/assets/r.js' },
    'layouts/admin-layout': { id: 'layouts/admin-layout', parentId: 'root', path: 'admin', module: '/assets/a.js' },
    'routes/admin/dashboard': {
      id: 'routes/admin/dashboard',
      parentId: 'layouts/admin-layout',
      index: true,
      module: '/assets/d.js',
    },
  },
};

const sizes: Record<string, number> = {
  '/assets/entry.js': 2000,
  '/assets/react.js': 60_000,
  '/assets/root.js': 3000,
  '/assets/antd.js': 40_000,
  '/assets/main.js': 4000,
  '/assets/home.js': 5000,
  '/assets/news.js': 6000,
  '/assets/big.js': 50_000,
  '/assets/i18n-base-zh.js': 20_000,
  '/assets/i18n-base-en.js': 18_000,
  '/assets/i18n-forum-zh.js': 2_000,
  '/assets/i18n-forum-en.js': 5_000,
};
const sizeOf = (url: string) => sizes[url] ?? 0;

describe('check-budget', () => {
  it('reads the manifest script the build writes', () => {
    expect(parseManifest('window.__reactRouterManifest={"entry":{"module":"/e.js"}};')).toEqual({
      entry: { module: '/e.js' },
    });
  });

  it('counts guests’ pages only: not redirects, layouts, the console or the editor', () => {
    expect(publicPages(manifest.routes)).toEqual(['routes/home', 'routes/news']);
    expect(routeChain(manifest.routes, 'routes/home')).toEqual(['root', 'layouts/main-layout', 'routes/home']);
    expect(routePath(manifest.routes, 'routes/news')).toBe('/news');
  });

  it('adds the entry and every matched route with its imports, each script once', () => {
    const chain = routeChain(manifest.routes, 'routes/home');
    expect(initialScripts(manifest, chain)).toEqual([
      '/assets/entry.js',
      '/assets/react.js',
      '/assets/root.js',
      '/assets/antd.js',
      '/assets/main.js',
      '/assets/home.js',
    ]);
  });

  it('adds the base strings and the areas the matched routes declare, in the heavier language', () => {
    const chain = routeChain(manifest.routes, 'routes/news');
    const dictionaries = (areas: string[]) => [
      areas.map((a) => `/assets/i18n-${a}-zh.js`),
      areas.map((a) => `/assets/i18n-${a}-en.js`),
    ];
    const areasOf = (id: string) => (id === 'routes/news' ? ['forum'] : []);
    // English base + forum (23 000 bytes) outweighs Chinese (22 000).
    expect(initialScripts(manifest, chain, { dictionaries, areasOf, sizeOf }).slice(-2)).toEqual([
      '/assets/i18n-base-en.js',
      '/assets/i18n-forum-en.js',
    ]);
    expect(initialScripts(manifest, routeChain(manifest.routes, 'routes/home'), { dictionaries, sizeOf })).toContain(
      '/assets/i18n-base-zh.js',
    );
  });

  it('reads the areas a route module declares from its chunk', () => {
    expect(declaredAreas('const e={i18n:["corporate","support"]};export{e as handle}')).toEqual([
      'corporate',
      'support',
    ]);
    expect(declaredAreas('export default function(){}')).toEqual([]);
  });

  it('counts the route manifest a page carries inline, with its own routes only', () => {
    const home = inlineManifestBytes(manifest, routeChain(manifest.routes, 'routes/home'));
    expect(home).toBeGreaterThan(50);
    expect(home).toBeLessThan(inlineManifestBytes(manifest, Object.keys(manifest.routes)));
  });

  it('follows a chunk’s static imports, not its dynamic ones', () => {
    const code: Record<string, string> = {
      'i18n-base-zh.js': 'import{n as e}from"./runtime.js";import "./side.js";const x=()=>import("./lazy.js");',
      'runtime.js': '',
      'side.js': 'import{a}from"./runtime.js";',
    };
    expect(staticImportsOf(code['i18n-base-zh.js'])).toEqual(['runtime.js', 'side.js']);
    expect(closureOf('i18n-base-zh.js', (file: string) => code[file])).toEqual([
      '/assets/i18n-base-zh.js',
      '/assets/runtime.js',
      '/assets/side.js',
    ]);
  });

  it('fails a page over the budget and names it with its largest scripts', () => {
    const pages = measure(manifest, sizeOf, { budget: 120_000 });
    // The scripts, plus a few hundred bytes of inline route manifest.
    expect(
      pages.map((p: { path: string; total: number; over: boolean }) => [p.path, Math.round(p.total / 1000), p.over]),
    ).toEqual([
      ['/news', 165, true],
      ['/index', 114, false],
    ]);
    const text = report(pages, 120_000);
    expect(text).toMatch(/OVER\s+\/news/);
    expect(text).toMatch(/\/news is .* over the budget; largest scripts:\n\s+58\.6 KB {2}\/assets\/react\.js/);
    expect(text).toContain('1 of 2 public pages over the budget.');
  });

  describe('heavy code', () => {
    /** The miniature build's chunks: the news page imports `big.js`, the console's dashboard loads `chart.js` lazily. */
    const chunks = (bigCode: string, chartCode: string): Record<string, string> => ({
      'entry.js': 'import"./react.js";',
      'react.js': '',
      'root.js': 'import"./react.js";import"./antd.js";',
      'antd.js': '',
      'main.js': '',
      'home.js': 'const editor=()=>import("./editor.js");',
      'news.js': 'import"./big.js";',
      'big.js': bigCode,
      'r.js': '',
      'a.js': '',
      'd.js': 'const chart=()=>import("./chart.js");',
      'chart.js': chartCode,
      'editor.js': 'e.className="w-md-editor";',
    });
    const line =
      'a.type=`series.__base__`;b.type=`series.line`;c.type=`grid`;el.setAttribute("_echarts_instance_",id);';
    const problemsOf = (code: Record<string, string>) =>
      onDemandProblems(manifest, Object.keys(code), (file: string) => code[file] ?? '');

    it('passes ECharts and the editor behind import(), ECharts with the line chart only', () => {
      expect(problemsOf(chunks('', line))).toEqual([]);
    });

    it('fails ECharts or the editor among a route’s scripts at start, naming the route', () => {
      expect(problemsOf(chunks('import"./editor.js";', line))).toEqual([
        'the markdown editor (editor.js) loads at the start of routes/news',
      ]);
      const code = chunks('', line);
      code['news.js'] = 'import"./chart.js";';
      expect(problemsOf(code)).toEqual(['ECharts (chart.js) loads at the start of routes/news']);
    });

    it('fails an ECharts chunk with a series or component the chart does not draw (a barrel came back)', () => {
      expect(undrawnEchartsParts(line)).toEqual([]);
      expect(undrawnEchartsParts(`${line}p.type="series.pie";l.type='legend.plain';t.type=\`title\`;`)).toEqual([
        'legend.plain',
        'series.pie',
        'title',
      ]);
      expect(problemsOf(chunks('', `${line}p.type="series.bar";`))).toEqual([
        'the ECharts chunk chart.js carries parts the rate chart does not draw: series.bar',
      ]);
    });

    it('fails a build where a mark is found nowhere (the check would pass for nothing)', () => {
      const code = chunks('', line);
      delete code['editor.js'];
      expect(problemsOf(code)).toEqual(['the markdown editor is in no chunk of the build (its mark changed?)']);
    });
  });
});
