import { commentHref, findMentions, ROLE_MODERATOR, type ArticleDetail, type CommentRoot } from '@clearsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markdownMentions, renderMarkdown } from '../../shared/markdown.js';
import { adminSession, createMember, createTenant, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { closeTestApp, forumClient } from './forum.test-support.js';
import { MENTION_NOTICE_CAP } from './mention.service.js';

const names = (text: string) => findMentions(text).map((m) => m.userName);

describe('forum: finding @mentions', () => {
  it('finds handles at the start, after spaces, punctuation and Chinese text', () => {
    expect(names('@alice 你好')).toEqual(['alice']);
    expect(names('cc @Bob1, @carol.')).toEqual(['Bob1', 'carol']);
    expect(names('请看看@dave（谢谢）')).toEqual(['dave']);
    expect(names('(@erin)')).toEqual(['erin']);
  });

  it('does not read addresses, domains or over-long names as mentions', () => {
    expect(names('write to a@b.com or x.y@example.org')).toEqual([]);
    expect(names('see @example.com and https://x.com/@alice or ?u=@bob')).toEqual([]);
    expect(names('@a @abcdefghijklmnopqrstu @ok_ @fine')).toEqual(['fine']);
  });

  it('does not read code in plain text (inline spans and fenced blocks)', () => {
    expect(names('`@alice` and @bob')).toEqual(['bob']);
    expect(names('```\n@alice\n```\n@carol')).toEqual(['carol']);
    expect(names('```\n@alice never closed')).toEqual([]);
  });

  it('gives offsets of the @ and of the end of the name', () => {
    expect(findMentions('hi @alice!')).toEqual([{ start: 3, end: 9, userName: 'alice' }]);
  });

  it('reads markdown outside code spans, fenced code and links', () => {
    const source = [
      'Hello @alice and @Bob.',
      '',
      '`@carol` in code',
      '',
      '```',
      '@dave in a fence',
      '```',
      '',
      '    @erin indented code',
      '',
      '[@frank](https://example.com) and mail me at gina@example.com',
      '',
      '# Heading for @alice',
    ].join('\n');
    expect(markdownMentions(source)).toEqual(['alice', 'Bob']);
  });

  it('links only the names it is given, keeping the text as typed', () => {
    const html = renderMarkdown('Hi @Alice and @nobody, `@alice`', new Map([['alice', 'alice']])).html;
    expect(html).toContain('<a href="/profile/alice" class="mention">@Alice</a>');
    expect(html).toContain('@nobody');
    expect(html).not.toContain('/profile/nobody');
    expect(html).toContain('<code>@alice</code>');
    // Without targets nothing is linked.
    expect(renderMarkdown('Hi @alice').html).not.toContain('<a');
  });
});

describe('forum: @mentions notify and link', () => {
  let t: TestApp;
  let f: ReturnType<typeof forumClient>;
  let author: TestMember;
  let bob: TestMember;
  let carol: TestMember;
  let mod: TestMember;
  let plateId: string;
  let seq = 0;
  const handle = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq += 1)}`;

  const mentionNotices = async (userId: string) =>
    t.database.db
      .selectFrom('notices')
      .select(['message', 'link', 'kind'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'forum.mention')
      .orderBy('created_at', 'asc')
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
    f = forumClient(t);
    const admin = await adminSession(t);
    [author, bob, carol, mod] = await Promise.all([
      createMember(t, { userName: handle('auth'), nick: '作者' }),
      createMember(t, { userName: handle('Bob'), nick: '鲍勃' }),
      createMember(t, { userName: handle('carol'), nick: '卡罗尔' }),
      createMember(t, { userName: handle('mod'), nick: '版主', roles: [ROLE_MODERATOR] }),
    ]);
    plateId = (await f.createPlate(admin.token)).id;
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  it('tells a member mentioned in a comment once, linking to the comment, and links the name', async () => {
    const topic = await f.createTopic(carol.token, plateId);
    const content = `请 @${bob.userName.toLowerCase()} 看看，\`@${carol.userName}\` 是代码`;
    const comment = await f.comment(author.token, topic.id, content);
    const told = await mentionNotices(bob.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.link).toBe(commentHref(topic.id, comment.id));
    expect(told[0]!.message).toContain('作者');
    // The code span is no mention: carol is told of the comment on her topic, not of a mention.
    expect(await mentionNotices(carol.id)).toHaveLength(0);
    // The page links the name as typed to the member's profile (their real user name).
    const start = content.indexOf('@');
    expect(comment.mentions).toEqual([{ start, end: start + 1 + bob.userName.length, userName: bob.userName }]);
    const list = (await f.get(`/prod-api/comment/discuss-id/${topic.id}`)).json<{ items: CommentRoot[] }>();
    expect(list.items[0]!.mentions).toEqual(comment.mentions);
  });

  it('tells members mentioned in a topic once, however often it is edited, and links them on the page', async () => {
    const topic = await f.createTopic(author.token, plateId, { content: `欢迎 @${bob.userName} 来看。` });
    expect(topic.contentHtml).toContain(`<a href="/profile/${bob.userName}" class="mention">@${bob.userName}</a>`);
    expect(await mentionNotices(bob.id)).toHaveLength(2);
    const edit = (content: string) =>
      f.ok(
        t.request({ method: 'PUT', url: `/prod-api/discuss/${topic.id}`, token: author.token, payload: { content } }),
      );
    await edit(`欢迎 @${bob.userName} 和 @${carol.userName} 来看（改过）。`);
    await edit(`还是 @${bob.userName} 和 @${carol.userName}。`);
    expect(await mentionNotices(bob.id)).toHaveLength(2);
    expect(await mentionNotices(carol.id)).toHaveLength(1);
    const page = (await f.get(`/prod-api/discuss/${topic.id}`)).json<{ contentHtml: string }>();
    expect(page.contentHtml).toContain(`href="/profile/${carol.userName}"`);
  });

  it('tells members mentioned in an article, linking to the article', async () => {
    const topic = await f.createTopic(author.token, plateId);
    const article = await f.ok<ArticleDetail>(
      t.request({
        method: 'POST',
        url: '/prod-api/article',
        token: author.token,
        payload: { discussId: topic.id, name: '第一章', content: `感谢 @${carol.userName} 的帮助` },
      }),
    );
    expect(article.contentHtml).toContain(`href="/profile/${carol.userName}"`);
    const told = await mentionNotices(carol.id);
    expect(told.at(-1)!.link).toBe(`/article/${topic.id}/${article.id}`);
    await f.ok(
      t.request({
        method: 'PUT',
        url: `/prod-api/article/${article.id}`,
        token: author.token,
        payload: { content: `再次感谢 @${carol.userName}` },
      }),
    );
    expect(await mentionNotices(carol.id)).toHaveLength(told.length);
  });

  it('does not tell the author, nor members who may not read the topic', async () => {
    const before = (await mentionNotices(bob.id)).length;
    const own = await f.createTopic(author.token, plateId, { content: `我自己 @${author.userName}` });
    expect(await mentionNotices(author.id)).toHaveLength(0);
    // A topic only its author may read: bob is linked but not told; the moderator may read it and is told.
    const hidden = await f.createTopic(author.token, plateId, {
      visibility: 'self',
      content: `私密 @${bob.userName} @${mod.userName}`,
    });
    expect(hidden.contentHtml).toContain(`href="/profile/${bob.userName}"`);
    expect(await mentionNotices(bob.id)).toHaveLength(before);
    expect(await mentionNotices(mod.id)).toHaveLength(1);
    // Once the topic is opened to bob (listed members), the next edit tells him.
    await f.ok(
      t.request({
        method: 'PUT',
        url: `/prod-api/discuss/${hidden.id}`,
        token: author.token,
        payload: { visibility: 'users', userIds: [bob.id], content: `开放 @${bob.userName} @${mod.userName}` },
      }),
    );
    expect(await mentionNotices(bob.id)).toHaveLength(before + 1);
    expect(await mentionNotices(mod.id)).toHaveLength(1);
    expect(own.contentHtml).toContain('mention');
  });

  it('does not tell members of a topic a moderator hid, except staff', async () => {
    const topic = await f.createTopic(author.token, plateId);
    await f.ok(
      t.request({
        method: 'PUT',
        url: `/prod-api/discuss/${topic.id}/moderation`,
        token: mod.token,
        payload: { isHidden: true, hiddenReason: '待核实' },
      }),
    );
    const [before, modBefore] = [(await mentionNotices(bob.id)).length, (await mentionNotices(mod.id)).length];
    await f.ok(
      t.request({
        method: 'PUT',
        url: `/prod-api/discuss/${topic.id}`,
        token: author.token,
        payload: { content: `隐藏后 @${bob.userName} @${mod.userName}` },
      }),
    );
    expect(await mentionNotices(bob.id)).toHaveLength(before);
    expect(await mentionNotices(mod.id)).toHaveLength(modBefore + 1);
  });

  it('does not reach other tenants: a name there is neither linked nor told', async () => {
    const other = await createTenant(t);
    const stranger = await createMember(t, { tenantId: other.id, userName: handle('far'), roles: [] });
    const topic = await f.createTopic(author.token, plateId, { content: `你好 @${stranger.userName}` });
    expect(topic.contentHtml).not.toContain('/profile/');
    expect(await mentionNotices(stranger.id)).toHaveLength(0);
  });

  it('does not tell across a block, either way', async () => {
    const [dan, erin] = await Promise.all([
      createMember(t, { userName: handle('dan') }),
      createMember(t, { userName: handle('erin') }),
    ]);
    const block = (who: TestMember, whom: TestMember) =>
      f.ok(t.request({ method: 'PUT', url: `/prod-api/chat-block/${whom.id}`, token: who.token }));
    await block(dan, author);
    await block(author, erin);
    const topic = await f.createTopic(carol.token, plateId);
    const comment = await f.comment(author.token, topic.id, `@${dan.userName} @${erin.userName} @${bob.userName}`);
    expect(await mentionNotices(dan.id)).toHaveLength(0);
    expect(await mentionNotices(erin.id)).toHaveLength(0);
    expect((await mentionNotices(bob.id)).at(-1)!.link).toContain(comment.id);
    // Blocked or not, the names are still members: the page links them.
    expect(comment.mentions?.map((m) => m.userName)).toEqual([dan.userName, erin.userName, bob.userName]);
  });

  it(`tells at most ${MENTION_NOTICE_CAP} members per item, over all its edits`, async () => {
    const crowd = await Promise.all(
      Array.from({ length: MENTION_NOTICE_CAP + 2 }, () => createMember(t, { userName: handle('c') })),
    );
    const topic = await f.createTopic(author.token, plateId, {
      content: crowd
        .slice(0, MENTION_NOTICE_CAP - 1)
        .map((m) => `@${m.userName}`)
        .join(' '),
    });
    await f.ok(
      t.request({
        method: 'PUT',
        url: `/prod-api/discuss/${topic.id}`,
        token: author.token,
        payload: { content: crowd.map((m) => `@${m.userName}`).join(' ') },
      }),
    );
    const told = await Promise.all(crowd.map(async (m) => (await mentionNotices(m.id)).length));
    expect(told).toEqual([...Array<number>(MENTION_NOTICE_CAP).fill(1), 0, 0]);
    const rows = await t.database.db
      .selectFrom('forum_mentions')
      .select('user_id')
      .where('item_id', '=', topic.id)
      .execute();
    expect(rows).toHaveLength(MENTION_NOTICE_CAP);
    // Past the cap the names are still linked.
    const page = (await f.get(`/prod-api/discuss/${topic.id}`)).json<{ contentHtml: string }>();
    expect(page.contentHtml).toContain(`href="/profile/${crowd.at(-1)!.userName}"`);
  });

  it('suggests members by user name prefix to members only, with public fields only', async () => {
    const url = (keyword: string) => `/prod-api/forum/mention-suggest?keyword=${encodeURIComponent(keyword)}`;
    expect((await f.get(url('bob'))).statusCode).toBe(401);
    const prefix = bob.userName.slice(0, 4);
    const res = await f.get(url(prefix.toLowerCase()), author.token);
    expect(res.statusCode).toBe(200);
    const { items } = res.json<{ items: Array<Record<string, unknown>> }>();
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(8);
    expect(items.some((i) => i.userName === bob.userName)).toBe(true);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['icon', 'nick', 'userName']);
      expect(String(item.userName).toLowerCase().startsWith(prefix.toLowerCase())).toBe(true);
    }
    expect(res.body).not.toContain(bob.phone);
    // The one asking is not offered to themselves.
    const self = (await f.get(url(author.userName), author.token)).json<{ items: Array<{ userName: string }> }>();
    expect(self.items.map((i) => i.userName)).not.toContain(author.userName);
    // A keyword that is no handle is a 400 naming the field, not a 500.
    const bad = await f.get(url('a b%'), author.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors[0].members).toContain('keyword');
  });

  it('keeps banned members from mentioning (they cannot write at all)', async () => {
    const banned = await createMember(t, { userName: handle('ban') });
    await t.database.db.updateTable('users').set({ status: 'banned' }).where('id', '=', banned.id).execute();
    const topic = await f.createTopic(carol.token, plateId);
    const before = (await mentionNotices(bob.id)).length;
    const res = await t.request({
      method: 'POST',
      url: '/prod-api/comment',
      token: banned.token,
      payload: { discussId: topic.id, content: `@${bob.userName}` },
    });
    expect(res.statusCode).toBe(403);
    expect(await mentionNotices(bob.id)).toHaveLength(before);
  });
});
