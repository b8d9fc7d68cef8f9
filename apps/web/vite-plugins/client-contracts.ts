import type { Plugin } from 'vite';

/** The subset of ESTree this transform reads. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const CONTRACT_FILE = /packages[\\/]contracts[\\/]src[\\/].+\.ts(\?app)?$/;
const INDEX_FILE = /packages[\\/]contracts[\\/]src[\\/]index\.ts(\?app)?$/;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) return node.forEach((child) => walk(child, visit));
  if (!isNode(node)) return;
  visit(node);
  for (const [key, value] of Object.entries(node)) if (key !== 'type') walk(value, visit);
}

/** Whether an initialiser calls something outside a function body (a schema, a route, an object of schemas). */
function buildsSomething(init: Node): boolean {
  if (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression') return false;
  let calls = false;
  walk(init, (node) => {
    if (node.type === 'CallExpression' || node.type === 'NewExpression') calls = true;
  });
  return calls;
}

/**
 * What of a route only the server reads. Its schemas: the server validates every request with them and serialises
 * its answer with the response schema. Its summary and tags: they describe it in the API's OpenAPI document. The
 * browser only needs a route's method, path, access, status, timeout and idempotency rule. Forms that check input
 * before sending (the console's) import the named schema they need.
 */
const SERVER_ONLY_KEYS = new Set(['params', 'query', 'body', 'response', 'summary', 'tags']);

/**
 * Rewrites one contract module for the browser: every top-level `const` built by calls (a zod schema, a route,
 * an object of schemas) becomes a pure expression, so the bundler drops the ones the browser never uses; and a
 * route leaves out its schemas and descriptions (SERVER_ONLY_KEYS), so a page that calls a route carries no validation
 * library and no documentation.
 */
export function clientContract(code: string, program: Node): string | null {
  // [start, end, replacement]: an insertion has start === end.
  const edits: Array<[number, number, string]> = [];
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (!init || !buildsSomething(init)) continue;
      edits.push([init.start, init.start, '/* @__PURE__ */ (() => ('], [init.end, init.end, '))()']);
    }
  }
  walk(program, (node) => {
    if (node.type !== 'CallExpression') return;
    const callee = node.callee as Node;
    const [argument] = node.arguments as Node[];
    if (callee.type !== 'Identifier' || callee.name !== 'defineRoute' || argument?.type !== 'ObjectExpression') return;
    for (const property of argument.properties as Node[]) {
      const key = property.key as Node | undefined;
      if (property.type !== 'Property' || key?.type !== 'Identifier' || !SERVER_ONLY_KEYS.has(key.name as string))
        continue;
      // The whole property goes, with the comma after it (a shorthand `tags,` is its key and value at once).
      const comma = /^\s*,\s*/.exec(code.slice(property.end));
      edits.push([property.start, property.end + (comma ? comma[0].length : 0), '']);
    }
  });
  if (!edits.length) return null;
  // From the end backwards, so earlier offsets stay valid; a removed range never overlaps a wrapped one's ends.
  edits.sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  let out = code;
  for (const [start, end, text] of edits) out = out.slice(0, start) + text + out.slice(end);
  return out;
}

/** Applies `clientContract` to the contracts package in the browser build (docs/decisions/0017-light-public-pages.md). */
export function clientContracts(): Plugin {
  return {
    name: 'clearsight:client-contracts',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!CONTRACT_FILE.test(id) || INDEX_FILE.test(id) || /\.test\.ts(\?|$)/.test(id)) return null;
      const result = clientContract(code, this.parse(code) as unknown as Node);
      return result === null ? null : { code: result, map: null };
    },
  };
}
