import { register } from 'node:module';

/**
 * Two loader hooks for a production server, inline because they run on Node's loader thread, which would not
 * find a TypeScript file under tsx.
 *
 * **React Router's production build.** React and react-dom choose their production build by `NODE_ENV` when
 * first loaded; React Router's package sends Node to its development build whatever `NODE_ENV` says (its exports
 * name no production condition), so a production server would run its development warnings and checks on every
 * render. With `NODE_ENV=production` the resolve hook sends every import of React Router to the production build
 * beside it (same file names, one copy for the server, the web build and @react-router/node alike).
 *
 * **React Router's per-build work done once (decision 0049).** For every document it renders, React Router builds
 * its routes again from the build's manifest (the route modules' table, the server routes, the static router's
 * data routes) and works out the partial manifest it writes into the page, though none of them changes while the
 * process runs. It exports no way to keep them, so the load hook rewrites four functions of its production build
 * to remember their answer by their inputs (the same objects, the same route matches): `REACT_ROUTER_MEMOS` says
 * which, and a test checks that each anchor is found exactly once in the installed version.
 *
 * Both must run before anything imports React Router: main.ts imports this module first, and the modules that use
 * React Router (plugins/web.ts, the web build) are imported only after it, dynamically.
 */
export const PRODUCTION_BUILDS_HOOK = String.raw`
const DEVELOPMENT = '/node_modules/react-router/dist/development/';
const PRODUCTION = '/node_modules/react-router/dist/production/';

export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context);
  if (!result.url.includes(DEVELOPMENT)) return result;
  return { ...result, url: result.url.replace(DEVELOPMENT, PRODUCTION) };
}

// An answer kept by its inputs: objects through WeakMaps (the build's own objects, kept as long as the build),
// other values through Maps, which are emptied past a thousand entries (the partial manifest's key holds a path).
const REMEMBER = '\n' + [
  'const clearsight$memos = { weak: new WeakMap(), strong: new Map() };',
  'function clearsight$remember(keys, compute) {',
  '  let level = clearsight$memos;',
  '  for (const key of keys) {',
  '    const object = (typeof key === "object" && key !== null) || typeof key === "function";',
  '    const map = object ? (level.weak ??= new WeakMap()) : (level.strong ??= new Map());',
  '    if (!object && map.size > 1000) map.clear();',
  '    let next = map.get(key);',
  '    if (!next) map.set(key, (next = {}));',
  '    level = next;',
  '  }',
  '  if (!("value" in level)) level.value = compute();',
  '  return level.value;',
  '}',
  // What getPartialManifest reads of a router besides its routes: the matched routes, and the path without its
  // last segment, whose parents it matches too.
  'function clearsight$partialManifestKey(router) {',
  '  const segments = router.state.location.pathname.split("/").filter(Boolean);',
  '  segments.pop();',
  '  return router.state.matches.map((m) => m.route.id).join("\\u0000") + "\\u0001" + segments.join("/");',
  '}',
].join('\n') + '\n';

export const REACT_ROUTER_MEMOS = [
  {
    name: 'the route modules by route id',
    anchor: 'function createEntryRouteModules(manifest) {',
    replacement: 'function createEntryRouteModules(manifest) {\n  return clearsight$remember([manifest], () => createEntryRouteModules$uncached(manifest));\n}\nfunction createEntryRouteModules$uncached(manifest) {',
  },
  {
    name: 'the server routes (its own recursive calls, with more arguments, are not kept)',
    anchor: 'function createServerRoutes(manifest, routeModules, future, isSpaMode, parentId = "",',
    replacement: 'function createServerRoutes(...args) {\n  return args.length === 4 ? clearsight$remember(args, () => createServerRoutes$uncached(...args)) : createServerRoutes$uncached(...args);\n}\nfunction createServerRoutes$uncached(manifest, routeModules, future, isSpaMode, parentId = "",',
  },
  {
    name: "the static router's data routes and their table by id",
    anchor: 'function createStaticRouter(routes, context, opts = {}) {\n  let manifest = {};\n  let dataRoutes = convertRoutesToDataRoutes(\n    routes,\n    mapRouteProperties,\n    void 0,\n    manifest\n  );',
    replacement: 'function createStaticRouter(routes, context, opts = {}) {\n  let { manifest, dataRoutes } = clearsight$remember([routes], () => {\n    let manifest = {};\n    let dataRoutes = convertRoutesToDataRoutes(routes, mapRouteProperties, void 0, manifest);\n    return { manifest, dataRoutes };\n  });',
  },
  {
    name: 'the partial manifest a page carries',
    anchor: 'function getPartialManifest({ sri, ...manifest }, router) {',
    replacement: 'function getPartialManifest(manifest, router) {\n  return clearsight$remember([manifest, router.routes, router.basename ?? "", clearsight$partialManifestKey(router)], () => getPartialManifest$uncached(manifest, router));\n}\nfunction getPartialManifest$uncached({ sri, ...manifest }, router) {',
  },
];

/** React Router's production source with the memos whose anchors it holds (with the helper they call). */
export function rememberPerBuildWork(source) {
  let patched = source;
  for (const memo of REACT_ROUTER_MEMOS) patched = patched.replace(memo.anchor, () => memo.replacement);
  return patched === source ? source : patched + REMEMBER;
}

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!url.includes(PRODUCTION) || !url.endsWith('.mjs') || result.source == null) return result;
  const source = typeof result.source === 'string' ? result.source : new TextDecoder().decode(result.source);
  return { ...result, source: rememberPerBuildWork(source) };
}
`;

let registered = false;

/** Registers the hooks once, in a production process only (tests and `npm run dev` keep the development builds). */
export function preferProductionBuilds(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NODE_ENV !== 'production' || registered) return registered;
  register(`data:text/javascript,${encodeURIComponent(PRODUCTION_BUILDS_HOOK)}`);
  registered = true;
  return true;
}

preferProductionBuilds();
