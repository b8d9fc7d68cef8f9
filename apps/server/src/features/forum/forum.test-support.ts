/* eslint-disable @typescript-eslint/no-explicit-any -- test helper answers are JSON bodies */
/**
 * Small helpers the forum's integration tests share. Typed structurally (no import of the test harness) so
 * this file also compiles inside the server's build, which leaves the harness out.
 */
export interface InjectLike {
  request(options: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    token?: string | null;
    payload?: Record<string, unknown>;
    headers?: Record<string, string>;
  }): Promise<{ statusCode: number; body: string; json(): any }>;
}

let seq = 0;

export function forumClient(t: InjectLike) {
  async function ok(
    res: Promise<{ statusCode: number; body: string; json(): any }>,
    expected: number[] = [200, 201],
  ): Promise<any> {
    const r = await res;
    if (!expected.includes(r.statusCode)) throw new Error(`HTTP ${r.statusCode}: ${r.body}`);
    return r.json();
  }
  return {
    ok,
    async createPlate(adminToken: string, input: Record<string, unknown> = {}) {
      seq += 1;
      return ok(
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
      return ok(
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
      return ok(
        t.request({
          method: 'POST',
          url: '/prod-api/comment',
          token,
          payload: { discussId, content, ...(parentId ? { parentId } : {}) },
        }),
      );
    },
    get(url: string, token?: string | null, headers?: Record<string, string>) {
      return t.request({ method: 'GET', url, token: token ?? null, ...(headers ? { headers } : {}) });
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
