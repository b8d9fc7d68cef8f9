import { randomBytes, randomUUID } from 'node:crypto';
import { multipart } from '../content-fixtures.js';
import { json, login, type Member } from './members.js';
import type { Recorder } from './recorder.js';

/**
 * The steady mixed load of the cluster proof, through nginx: guests reading (the page-cached sitemap, board and
 * topic lists, a topic, its comments), members reading their account, posting topics and comments, uploading
 * pictures and reading them back, writing in the chat room (paid), signing in for the day (earns) and logging
 * in. Every write that got its 2xx is kept, to be looked for afterwards.
 */

export interface Acknowledged {
  topics: string[];
  comments: string[];
  uploads: string[];
  chats: Array<{ id: string; userName: string }>;
  signIns: string[];
}

export interface LoadContext {
  front: string;
  recorder: Recorder;
  members: Member[];
  plateId: string;
  discussId: string;
  picture: Buffer;
}

/** One upload, through `base` (nginx or an instance), with the member's token; the file id, or null. */
export async function upload(base: string, ctx: LoadContext, member: Member): Promise<string | null> {
  const form = multipart({}, { field: 'file', name: 'cluster.png', bytes: ctx.picture, type: 'image/png' });
  const res = await ctx.recorder.send(
    'POST /prod-api/file',
    () =>
      fetch(`${base}/prod-api/file`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member.token}`, ...form.headers },
        body: new Uint8Array(form.payload),
      }),
    201,
  );
  return res ? ((await res.json()) as { id: string }).id : null;
}

/** A group message (the room's price, paid with it); the message id, or null. */
export async function sendGroupMessage(ctx: LoadContext, member: Member, content: string): Promise<string | null> {
  const res = await ctx.recorder.send(
    'POST /prod-api/chat-message/group',
    () =>
      fetch(`${ctx.front}/prod-api/chat-message/group`, {
        method: 'POST',
        headers: { ...json(member.token), 'idempotency-key': randomUUID() },
        body: JSON.stringify({ content }),
      }),
    201,
  );
  return res ? ((await res.json()) as { id: string }).id : null;
}

/** Runs `workers` loops until `running()` turns false; the writes that were acknowledged. */
export async function runLoad(ctx: LoadContext, workers: number, running: () => boolean): Promise<Acknowledged> {
  const acked: Acknowledged = { topics: [], comments: [], uploads: [], chats: [], signIns: [] };
  const { front, recorder } = ctx;
  const toSignIn = [...ctx.members];
  let turn = 0;
  const get = (route: string, path: string, token?: string) =>
    recorder.send(route, () => fetch(`${front}${path}`, token ? { headers: json(token) } : {}), 200);
  const post = (route: string, path: string, token: string, body: unknown, status: number) =>
    recorder.send(
      route,
      () => fetch(`${front}${path}`, { method: 'POST', headers: json(token), body: JSON.stringify(body) }),
      status,
    );

  async function step(member: Member): Promise<void> {
    turn += 1;
    const n = turn;
    switch (n % 16) {
      case 0:
      case 8:
        await get('GET /sitemap.xml', '/sitemap.xml');
        return;
      case 1:
        await get('GET /prod-api/discuss', `/prod-api/discuss?plateId=${ctx.plateId}`);
        return;
      case 2:
      case 10:
        await get('GET /prod-api/discuss/:id', `/prod-api/discuss/${ctx.discussId}`);
        return;
      case 3:
        await get('GET /prod-api/comment/discuss-id/:discussId', `/prod-api/comment/discuss-id/${ctx.discussId}`);
        return;
      case 4:
      case 12:
        await get('GET /prod-api/account', '/prod-api/account', member.token);
        return;
      case 5:
      case 13: {
        const res = await post(
          'POST /prod-api/comment',
          '/prod-api/comment',
          member.token,
          { discussId: ctx.discussId, content: `集群评论 ${n} ${randomBytes(3).toString('hex')}` },
          201,
        );
        if (res) acked.comments.push(((await res.json()) as { id: string }).id);
        return;
      }
      case 6: {
        const res = await post(
          'POST /prod-api/discuss',
          '/prod-api/discuss',
          member.token,
          {
            plateId: ctx.plateId,
            title: `集群主题 ${n} ${randomBytes(3).toString('hex')}`,
            content: `滚动重启期间发布的主题，第 ${n} 个。`,
          },
          201,
        );
        if (res) acked.topics.push(((await res.json()) as { id: string }).id);
        return;
      }
      case 7: {
        const id = await upload(front, ctx, member);
        if (!id) return;
        acked.uploads.push(id);
        await get('GET /prod-api/file/:id', `/prod-api/file/${id}`);
        return;
      }
      case 9:
      case 14: {
        const id = await sendGroupMessage(ctx, member, `集群消息 ${n}`);
        if (id) acked.chats.push({ id, userName: member.userName });
        return;
      }
      case 11: {
        // Each member signs in for the day once: a second sign-in would be a 409 by design.
        const signer = toSignIn.shift();
        if (!signer) return;
        const res = await recorder.send(
          'POST /prod-api/integral/sign-in',
          () =>
            fetch(`${front}/prod-api/integral/sign-in`, {
              method: 'POST',
              headers: { authorization: `Bearer ${signer.token}`, 'idempotency-key': randomUUID() },
            }),
          200,
        );
        if (res) acked.signIns.push(signer.userName);
        return;
      }
      case 15:
        // Logging in again (captcha and password) gives the member a new session; the old one stays valid.
        await login(front, recorder, member.userName, member.password);
        return;
    }
  }

  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; running(); i++) await step(ctx.members[(w + i) % ctx.members.length]!);
    }),
  );
  return acked;
}
