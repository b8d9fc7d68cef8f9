import { XSRF_COOKIE, XSRF_HEADER } from '@clearsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/harness.js';

/**
 * Decision 0020: the API is authorised by the bearer token alone, which a browser never attaches by itself, so a
 * request another site makes the browser send carries no authority. The token's cookie copy (`AccessToken`,
 * read only by the console's page loader) and an `XSRF-TOKEN` cookie echoed in `X-XSRF-TOKEN` authorise nothing.
 */
describe('cookies authorise no write', () => {
  let t: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const write = (headers: Record<string, string>) =>
    t.request({
      method: 'PUT',
      url: '/prod-api/forum/draft/xsrf',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ payload: { title: '跨站写入' } }),
    });

  it("refuses a write that carries the member's token only in cookies, with or without the XSRF pair", async () => {
    const cookieOnly = await write({ cookie: `AccessToken=${member.token}` });
    expect(cookieOnly.statusCode).toBe(401);
    const doubleSubmit = await write({
      cookie: `AccessToken=${member.token}; ${XSRF_COOKIE}=abc`,
      [XSRF_HEADER]: 'abc',
    });
    expect(doubleSubmit.statusCode).toBe(401);
    const drafts = await t.database.db
      .selectFrom('forum_drafts')
      .select('id')
      .where('user_id', '=', member.id)
      .execute();
    expect(drafts).toEqual([]);
  });

  it('accepts the same write with the bearer token, and never sets an XSRF cookie', async () => {
    const res = await write({ authorization: `Bearer ${member.token}` });
    expect(res.statusCode).toBe(200);
    for (const answer of [res, await t.request({ method: 'GET', url: '/prod-api/account', token: member.token })]) {
      expect(String(answer.headers['set-cookie'] ?? '')).not.toContain(XSRF_COOKIE);
    }
  });
});
