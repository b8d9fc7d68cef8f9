import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiLogin, apiRegister } from './support';

/**
 * Live topics and boards (docs/decisions/0036-live-topics-and-boards.md): a guest (in English) and a member (in
 * Chinese) have a topic open; a third member comments twice and likes a comment. Both pages show the new-replies
 * bar, which loads the comments when clicked, and the like count changes in place; a guest's board page shows the
 * new topic the same way.
 */

interface Member {
  userName: string;
  password: string;
}

async function newContext(browser: Browser, lang: 'zh-CN' | 'en', token?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: lang, viewport: { width: 1440, height: 900 } });
  const baseURL = test.info().project.use.baseURL!;
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
  if (token) {
    await context.addInitScript((value) => {
      if (!window.localStorage.getItem('AccessToken')) window.localStorage.setItem('AccessToken', value);
    }, token);
  }
  return context;
}

/** Opens a page and waits until its tab is in the page's live room (the server answered the join). */
async function openLive(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.locator('[data-live-room="joined"]')).toHaveCount(1, { timeout: 20_000 });
  return page;
}

test.describe.serial('live topics and boards', () => {
  let alice: Member; // the topic's author
  let bob: Member; // comments and likes while the others watch
  let carol: Member; // watches as a member
  let aliceToken = '';
  let bobToken = '';
  let plateId = '';
  let topicId = '';
  let firstCommentId = '';

  test.beforeAll(async ({ request }) => {
    [alice, bob, carol] = [await apiRegister(request), await apiRegister(request), await apiRegister(request)];
    aliceToken = await apiLogin(request, alice.userName, alice.password);
    bobToken = await apiLogin(request, bob.userName, bob.password);
    const plates = (await (await request.get('/prod-api/plate')).json()) as {
      items: Array<{ id: string; isPostingDisabled: boolean }>;
    };
    plateId = plates.items.find((p) => !p.isPostingDisabled)!.id;
    topicId = await createTopic(request, aliceToken, `实时主题 ${Date.now().toString(36).slice(-5)}`);
    const first = await request.post('/prod-api/comment', {
      headers: { authorization: `Bearer ${aliceToken}` },
      data: { discussId: topicId, content: '作者的第一条评论' },
    });
    expect(first.status(), await first.text()).toBe(201);
    firstCommentId = ((await first.json()) as { id: string }).id;
  });

  async function createTopic(request: APIRequestContext, token: string, title: string): Promise<string> {
    const res = await request.post('/prod-api/discuss', {
      headers: { authorization: `Bearer ${token}` },
      data: { plateId, title, content: '一个公开的主题，用来测试实时更新，内容足够长。' },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }

  test('a guest and a member see new replies and likes as they happen', async ({ browser, request }) => {
    const guestContext = await newContext(browser, 'en');
    const memberContext = await newContext(browser, 'zh-CN', await apiLogin(request, carol.userName, carol.password));
    const guest = await openLive(guestContext, `/article/${topicId}`);
    const member = await openLive(memberContext, `/article/${topicId}`);

    const post = (content: string) =>
      request.post('/prod-api/comment', {
        headers: { authorization: `Bearer ${bobToken}` },
        data: { discussId: topicId, content },
      });
    expect((await post('第一条实时回复')).status()).toBe(201);
    expect((await post('第二条实时回复')).status()).toBe(201);
    const liked = await request.post(`/prod-api/agree/operate/comment/${firstCommentId}`, {
      headers: { authorization: `Bearer ${bobToken}` },
    });
    expect(liked.status()).toBe(200);

    const likeCount = (page: Page) =>
      page.locator(`[data-comment-id="${firstCommentId}"]`).getByTestId('comment-like-count');
    for (const [page, bar] of [
      [guest, '2 new replies — show them'],
      [member, '有 2 条新回复，点击查看'],
    ] as const) {
      // The like count changes in place, before anything is loaded.
      await expect(likeCount(page)).toHaveText('1');
      const button = page.getByTestId('live-new-replies');
      await expect(button).toHaveText(bar);
      // Nothing moved under the reader's eyes: the replies come when asked for.
      await expect(page.getByTestId('comment').filter({ hasText: '第一条实时回复' })).toHaveCount(0);
      await button.click();
      await expect(page.getByTestId('comment').filter({ hasText: '第一条实时回复' })).toBeVisible();
      await expect(page.getByTestId('comment').filter({ hasText: '第二条实时回复' })).toBeVisible();
      await expect(button).toHaveCount(0);
      await expect(likeCount(page)).toHaveText('1');
    }
    await guestContext.close();
    await memberContext.close();
  });

  test('a board page shows a new topic the same way', async ({ browser, request }) => {
    const context = await newContext(browser, 'en');
    const board = await openLive(context, `/discuss/${plateId}`);
    const title = `实时新主题 ${Date.now().toString(36).slice(-5)}`;
    await createTopic(request, bobToken, title);
    const button = board.getByTestId('live-new-topics');
    await expect(button).toHaveText('1 new topic — show it');
    await button.click();
    await expect(board.getByTestId('topic-list').getByText(title)).toBeVisible();
    await expect(button).toHaveCount(0);
    await context.close();
  });
});
