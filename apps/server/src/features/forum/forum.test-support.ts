import type { CommentReply, DiscussDetail, PlateItem } from '@clearsight/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/harness.js';

/** Small helpers the forum's integration tests share. */
type Answer = LightMyRequestResponse;

/** What the helpers need of a test app: its request injector. */
export type InjectLike = Pick<TestApp, 'request'>;

let seq = 0;

/**
 * Reads come from a desktop browser unless a test says otherwise: inject's own user agent
 * ("lightMyRequest") is a script, and scripts do not count topic views.
 */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';

export function forumClient(t: InjectLike) {
  /**
   * The JSON body of an answer with an expected status, or an error naming the status and body. `T` is the
   * contract's type of the answer; callers that read the body name it.
   */
  async function ok<T = unknown>(res: Promise<Answer>, expected: number[] = [200, 201]): Promise<T> {
    const r = await res;
    if (!expected.includes(r.statusCode)) throw new Error(`HTTP ${r.statusCode}: ${r.body}`);
    return r.json<T>();
  }
  return {
    ok,
    async createPlate(adminToken: string, input: Record<string, unknown> = {}) {
      seq += 1;
      return ok<PlateItem>(
        t.request({
          method: 'POST',
          url: '/prod-api/plate',
          token: adminToken,
          payload: { name: `板块${seq}`, code: `plate-${Date.now().toString(36)}-${seq}`, ...input },
        }),
      );
    },
    async createTopic(token: string, plateId: string, input: Record<string, unknown> = {}) {
      seq += 1;
      return ok<DiscussDetail>(
        t.request({
          method: 'POST',
          url: '/prod-api/discuss',
          token,
          payload: {
            plateId,
            title: `测试主题 ${seq} ${Date.now().toString(36)}`.slice(0, 40),
            content: '这是一个用于测试的主题内容，长度足够。',
            ...input,
          },
        }),
      );
    },
    async comment(token: string, discussId: string, content: string, parentId?: string) {
      return ok<CommentReply>(
        t.request({
          method: 'POST',
          url: '/prod-api/comment',
          token,
          payload: { discussId, content, ...(parentId ? { parentId } : {}) },
        }),
      );
    },
    get(url: string, token?: string | null, headers?: Record<string, string>) {
      return t.request({ method: 'GET', url, token: token ?? null, headers: { 'user-agent': BROWSER, ...headers } });
    },
  };
}

/**
 * Closes a test app, letting PostgreSQL connections finish closing first. pg-pool's end() resolves before
 * its sockets are closed, and the harness then drops the database WITH (FORCE): a connection still
 * closing would receive "terminating connection" as an unhandled error. Closing the pool first and
 * giving the sockets a moment avoids that race (on SQLite it changes nothing).
 */
export async function closeTestApp(t: { database: { close(): Promise<void> }; close(): Promise<void> }): Promise<void> {
  await t.database.close();
  await new Promise((resolve) => setTimeout(resolve, 150));
  await t.close();
}
