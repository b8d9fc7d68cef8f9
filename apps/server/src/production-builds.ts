import { register } from 'node:module';

/**
 * React and react-dom choose their production build by `NODE_ENV` when first loaded; React Router's package
 * sends Node to its development build whatever `NODE_ENV` says (its exports name no production condition),
 * so a production server would run its development warnings and checks on every render. With
 * `NODE_ENV=production` this resolve hook sends every import of React Router to the production build beside
 * it (same file names, one copy for the server, the web build and @react-router/node alike).
 *
 * It must run before anything imports React Router: main.ts imports this module first, and the modules that
 * use React Router (plugins/web.ts, the web build) are imported only after it, dynamically. The hook is
 * inline because it runs on Node's loader thread, which would not find a TypeScript file under tsx.
 */
export const PRODUCTION_BUILDS_HOOK = `
export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context);
  const development = '/node_modules/react-router/dist/development/';
  if (!result.url.includes(development)) return result;
  return { ...result, url: result.url.replace(development, '/node_modules/react-router/dist/production/') };
}
`;

let registered = false;

/** Registers the hook once, in a production process only (tests and `npm run dev` keep the development builds). */
export function preferProductionBuilds(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NODE_ENV !== 'production' || registered) return registered;
  register(`data:text/javascript,${encodeURIComponent(PRODUCTION_BUILDS_HOOK)}`);
  registered = true;
  return true;
}

preferProductionBuilds();
