import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginViaApi, nextVisitorIp, registerViaApi } from '../../test/account-helpers.js';
import { adminSession, createMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

interface Person {
  id: string;
  userName: string;
  token: string;
  /** What nobody but the person (and staff) may ever see. */
  secrets: string[];
}

const FIXTURE_IP = '203.0.113.7';

/**
 * Crawls every GET endpoint the API documents (the account feature's and everyone else's), as a guest and as
 * each member, with path parameters filled by every member's id and user name, and checks that no other
 * member's phone, e-mail, address or password hash comes back. Staff-only routes answer 401/403 here, so
 * their bodies carry nothing either.
 */
describe('privacy: public answers never carry private data', () => {
  let t: TestApp;
  const people: Person[] = [];
  let getPaths: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < 3; i += 1) {
      const m = await createMember(t, { moneyCents: 100 * (i + 1) });
      people.push({ id: m.id, userName: m.userName, token: m.token, secrets: [m.phone, `${m.userName}@example.com`] });
    }
    for (let i = 0; i < 2; i += 1) {
      const ip = `198.51.100.${150 + i}`;
      const r = await registerViaApi(t, { ip });
      const token = await loginViaApi(t, r.userName, r.password, { ip });
      const email = `private.${r.userName.toLowerCase()}@example.net`;
      const res = await t.request({
        method: 'PUT',
        url: '/prod-api/user/profile',
        token,
        payload: { nick: `昵称${i}`, email },
      });
      expect(res.statusCode).toBe(200);
      const row = await t.database.db
        .selectFrom('users')
        .select('id')
        .where('user_name', '=', r.userName)
        .executeTakeFirstOrThrow();
      people.push({ id: row.id, userName: r.userName, token, secrets: [r.phone, email, ip] });
    }
    const doc = (await t.request({ method: 'GET', url: '/prod-api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    getPaths = Object.entries(doc.paths)
      .filter(([path, ops]) => 'get' in ops && !path.startsWith('/prod-api/docs'))
      .map(([path]) => path);
  });
  afterAll(async () => {
    await t.close();
  });

  function urlsFor(path: string): string[] {
    if (!/\{[^}]+\}/.test(path)) return [path];
    return people.flatMap((p) =>
      [p.id, p.userName].map((value) => path.replace(/\{[^}]+\}/g, encodeURIComponent(value))),
    );
  }

  it('documents the account routes it crawls', () => {
    expect(getPaths).toEqual(
      expect.arrayContaining(['/prod-api/account', '/prod-api/user', '/prod-api/bbs-user/{id}']),
    );
  });

  it('shows member cards to guests and members with none of anyone’s private data', async () => {
    for (const viewer of [null, ...people]) {
      for (const person of people) {
        const res = await t.request({
          method: 'GET',
          url: `/prod-api/bbs-user/${person.id}`,
          token: viewer?.token ?? null,
        });
        expect(res.statusCode).toBe(200);
        for (const secret of [...person.secrets, FIXTURE_IP, '$argon2', 'password'])
          expect(res.body).not.toContain(secret);
      }
    }
  });

  it("crawls every documented GET endpoint: no one else's phone, e-mail, IP or password hash appears", async () => {
    const seen: string[] = [];
    for (const viewer of [null, ...people]) {
      const others = people.filter((p) => p !== viewer);
      const forbidden = [...others.flatMap((p) => p.secrets), FIXTURE_IP, '$argon2'];
      for (const path of getPaths) {
        for (const url of urlsFor(path)) {
          // Each request from its own address: a crawl answered 429 would check nothing.
          const res = await t.request({
            method: 'GET',
            url,
            token: viewer?.token ?? null,
            remoteAddress: nextVisitorIp(),
          });
          seen.push(`${res.statusCode} ${url}`);
          for (const secret of forbidden) {
            if (res.body.includes(secret)) {
              throw new Error(`${url} as ${viewer?.userName ?? 'guest'} leaked "${secret}"`);
            }
          }
        }
      }
    }
    expect(seen.filter((s) => s.startsWith('429 '))).toEqual([]);
    // The crawl really reached the account answers.
    expect(seen.some((s) => s.startsWith('200 /prod-api/account'))).toBe(true);
    expect(seen.some((s) => s.startsWith('200 /prod-api/bbs-user/'))).toBe(true);
  });

  it('offers members after @ in the editor with none of their private data (the crawl calls it without a keyword)', async () => {
    for (const viewer of people) {
      const others = people.filter((p) => p !== viewer);
      for (const person of others) {
        const res = await t.request({
          method: 'GET',
          url: `/prod-api/forum/mention-suggest?keyword=${encodeURIComponent(person.userName.slice(0, -1))}`,
          token: viewer.token,
          remoteAddress: nextVisitorIp(),
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().items.map((i: { userName: string }) => i.userName)).toContain(person.userName);
        for (const secret of [...others.flatMap((p) => p.secrets), FIXTURE_IP, '$argon2'])
          expect(res.body).not.toContain(secret);
      }
    }
  });

  it('would notice a leak: staff do see phones on the member list, and the crawl finds them there', async () => {
    const admin = await adminSession(t);
    const res = await t.request({ method: 'GET', url: '/prod-api/admin/users?maxResultCount=100', token: admin.token });
    expect(res.statusCode).toBe(200);
    for (const person of people) expect(res.body).toContain(person.secrets[0]);
  });

  it("shows a member their own phone only masked, and never another member's data on /account or /user", async () => {
    const [a, b] = people as [Person, Person];
    const own = (await t.request({ method: 'GET', url: '/prod-api/user', token: a.token })).json();
    expect(own.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(own.phone).not.toBe(a.secrets[0]);
    for (const url of ['/prod-api/account', '/prod-api/user']) {
      const res = await t.request({ method: 'GET', url, token: a.token });
      expect(res.json().id ?? res.json().user.id).toBe(a.id);
      for (const secret of b.secrets) expect(res.body).not.toContain(secret);
    }
  });
});
