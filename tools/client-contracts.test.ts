import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { clientContract } from '../apps/web/vite-plugins/client-contracts';

const rewrite = (code: string) => clientContract(code, parseAst(code) as never);

describe('client contracts (browser build)', () => {
  it('makes schemas, routes and objects of schemas pure, so unused ones can be dropped', () => {
    const code = [
      "const tags = ['lead'];",
      "export const Name = z.string().min(1, '请输入名称');",
      'const Pair = { a: z.string(), b: z.number() };',
      'export const Max = 10;',
      'export const build = (n) => z.string().max(n);',
    ].join('\n');
    expect(rewrite(code)).toBe(
      [
        "const tags = ['lead'];",
        "export const Name = /* @__PURE__ */ (() => (z.string().min(1, '请输入名称')))();",
        'const Pair = /* @__PURE__ */ (() => ({ a: z.string(), b: z.number() }))();',
        'export const Max = 10;',
        'export const build = (n) => z.string().max(n);',
      ].join('\n'),
    );
  });

  it("leaves a route's schemas and descriptions out and keeps what the HTTP client reads", () => {
    const code =
      "export const r = defineRoute({ method: 'POST', path: '/x/:id', summary: 'Do x', tags, access: 'member', params: IdParam, query: Q, body: Body, response: z.object({ id: z.string() }), timeoutMs: 20000 });";
    expect(rewrite(code)).toBe(
      "export const r = /* @__PURE__ */ (() => (defineRoute({ method: 'POST', path: '/x/:id', access: 'member', timeoutMs: 20000 })))();",
    );
  });

  it('removes a last property without leaving its comma behind', () => {
    const code = "const r = defineRoute({\n  method: 'GET',\n  path: '/y',\n  response: Y,\n});";
    const out = rewrite(code)!;
    expect(out).toBe("const r = /* @__PURE__ */ (() => (defineRoute({\n  method: 'GET',\n  path: '/y',\n  })))();");
    expect(() => parseAst(out)).not.toThrow();
  });

  it('leaves a module without anything to change alone', () => {
    expect(rewrite("export const A = 'a';\nexport function f() { return z.string(); }")).toBeNull();
  });
});
