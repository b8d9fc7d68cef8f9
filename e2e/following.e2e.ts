import { expect, test } from '@playwright/test';
import { adminToken, apiLogin, apiRegister, memberContext } from './support';

/**
 * Following (docs/product.md#following): a member watches a board from its page; another member posts a topic
 * there and three comments; the first member's bell shows the new topic and one grouped notice for the three
 * replies, which opens at the first of them. Muting the topic stops its notices; the profile's notification
 * settings switch likes off.
 */

interface Member {
  userName: string;
  password: string;
}

test.describe.serial('following', () => {
  let alice: Member;
  let bob: Member;
  let bobToken = '';
  let plateId = '';
  let topicId = '';
  let firstComment = '';
  const title = `关注测试 ${Date.now().toString(36).slice(-5)}`;

  const asBob = (request: APIRequestContext, method: 'post' | 'put', url: string, data?: unknown) =>
    request[method](url, { headers: { authorization: `Bearer ${bobToken}` }, ...(data ? { data } : {}) });

  test.beforeAll(async ({ request }) => {
    alice = await apiRegister(request);
    bob = await apiRegister(request);
    bobToken = await apiLogin(request, bob.userName, bob.password);
    // The welcome notice aside: the bell counts only what following raises.
    const aliceToken = await apiLogin(request, alice.userName, alice.password);
    await request.put('/prod-api/bbs-notice/read-all', { headers: { authorization: `Bearer ${aliceToken}` } });
    const admin = await adminToken(request);
    const plate = await request.post('/prod-api/plate', {
      headers: { authorization: `Bearer ${admin}` },
      data: { name: `关注板块${Date.now().toString(36).slice(-4)}`, code: `follow-${Date.now().toString(36)}` },
    });
    expect(plate.status(), await plate.text()).toBe(201);
    plateId = ((await plate.json()) as { id: string }).id;
  });

  test('a member watches a board from its page', async ({ browser, request }) => {
    const context = await memberContext(browser, request, alice);
    const page = await context.newPage();
    await page.goto(`/discuss/${plateId}`);
    const watch = page.getByTestId('watch-plate');
    await expect(watch).toHaveAttribute('data-level', 'normal', { timeout: 30_000 });
    await watch.click();
    await expect(page.getByTestId('watch-option-watching')).toContainText('新主题和新回复都会通知你');
    await page.getByTestId('watch-option-watching').click();
    await expect(watch).toHaveAttribute('data-level', 'watching');
    await context.close();
  });

  test('a new topic and three comments reach the watcher as two notices, the replies grouped', async ({
    browser,
    request,
  }) => {
    const topic = await asBob(request, 'post', '/prod-api/discuss', {
      plateId,
      title,
      content: '一个用来测试关注的公开主题，内容足够长。',
    });
    expect(topic.status(), await topic.text()).toBe(201);
    topicId = ((await topic.json()) as { id: string }).id;
    for (const text of ['第一条回复', '第二条回复', '第三条回复']) {
      const comment = await asBob(request, 'post', '/prod-api/comment', { discussId: topicId, content: text });
      expect(comment.status(), await comment.text()).toBe(201);
      if (!firstComment) firstComment = ((await comment.json()) as { id: string }).id;
    }

    const context = await memberContext(browser, request, alice);
    const page = await context.newPage();
    await page.goto('/discuss');
    // The bell is the member layer's: it appears once the page has switched to the member's view.
    await expect(page.getByTestId('notice-unread')).toHaveText('2', { timeout: 30_000 });
    await page.getByTestId('notice-bell').click();
    await expect(page.getByTestId('notice-item').filter({ hasText: `发布了新主题《${title}》` })).toBeVisible();
    const grouped = page.getByTestId('notice-item').filter({ hasText: `你关注的主题《${title}》有 3 条新回复` });
    await expect(grouped).toHaveCount(1);
    await grouped.locator('button').first().click();
    await expect(page).toHaveURL(new RegExp(`/article/${topicId}\\?comment=${firstComment}#comment-${firstComment}$`));
    await expect(page.getByTestId('comment').filter({ hasText: '第一条回复' })).toBeVisible();
    await context.close();
  });

  test('a muted topic raises nothing more', async ({ browser, request }) => {
    const context = await memberContext(browser, request, alice);
    const page = await context.newPage();
    await page.goto(`/article/${topicId}`);
    const watch = page.getByTestId('watch-discuss');
    await expect(watch).toHaveAttribute('data-level', 'watching', { timeout: 30_000 });
    await watch.click();
    await page.getByTestId('watch-option-muted').click();
    await expect(watch).toHaveAttribute('data-level', 'muted');

    await page.getByTestId('notice-bell').click();
    await page.getByTestId('notice-read-all').click();
    await expect(page.getByTestId('notice-unread')).toBeHidden();
    const comment = await asBob(request, 'post', '/prod-api/comment', { discussId: topicId, content: '静音后的回复' });
    expect(comment.status()).toBe(201);
    await page.goto('/discuss');
    await page.getByTestId('notice-bell').click();
    await expect(page.getByTestId('notice-panel')).toBeVisible();
    await expect(page.getByTestId('notice-item').filter({ hasText: '静音后的回复' })).toHaveCount(0);
    await expect(page.getByTestId('notice-unread')).toBeHidden();
    await context.close();
  });

  test('the profile’s notification settings switch likes off', async ({ browser, request }) => {
    const context = await memberContext(browser, request, alice);
    const page = await context.newPage();
    await page.goto(`/profile/${alice.userName}?tab=notices`);
    const likes = page.getByTestId('notice-event-likes');
    // One's own tabs appear once the page knows the visitor is the member (the account loads after hydration).
    await expect(likes).toBeChecked({ timeout: 30_000 });
    await likes.uncheck();
    await page.getByTestId('notice-save').click();
    await expect(page.getByText('通知设置已保存')).toBeVisible();

    const token = await apiLogin(request, alice.userName, alice.password);
    const own = await request.post('/prod-api/discuss', {
      headers: { authorization: `Bearer ${token}` },
      data: { plateId, title: `${title} 点赞`, content: '一个用来测试点赞通知开关的主题。' },
    });
    expect(own.status(), await own.text()).toBe(201);
    const liked = await asBob(request, 'post', `/prod-api/agree/operate/${((await own.json()) as { id: string }).id}`);
    expect(liked.status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('notice-event-likes')).not.toBeChecked();
    await page.getByTestId('notice-bell').click();
    await expect(page.getByTestId('notice-panel')).toBeVisible();
    await expect(page.getByTestId('notice-unread')).toBeHidden();
    await context.close();
  });
});
