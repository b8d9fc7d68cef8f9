import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { adminToken, apiRegister, loginThroughForm, nextCaptcha } from './support';

/**
 * The chat room (docs/product.md#chat-room-and-assistant) with two members in two browsers: a guest sent
 * from /hub to /chat is asked to log in; a public message reaches both live and costs its price; a private
 * message shows as unread in the other member's list; the site assistant (no AI service configured, so it
 * answers from the demo content) streams an answer that links to the product it found; a reload keeps
 * every conversation; leaving the room takes the member out of the other's member list.
 */

interface Member {
  userName: string;
  password: string;
}

async function userIdOf(request: APIRequestContext, userName: string): Promise<string> {
  const res = await request.get(`/prod-api/bbs-user/${userName}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

/** A demo camera's model number and its page, as the site search finds them. */
async function demoCamera(request: APIRequestContext): Promise<{ code: string; url: string }> {
  const res = await request.get(`/prod-api/search?q=${encodeURIComponent('CS-A')}&maxResultCount=5`);
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { groups: Array<{ items: Array<{ title: string; url: string }> }> };
  for (const hit of body.groups.flatMap((g) => g.items)) {
    const code = /CS-A[\w-]+/.exec(hit.title)?.[0];
    if (code && hit.url.startsWith('/materialDetails')) return { code, url: hit.url };
  }
  throw new Error('no demo camera in the search index');
}

/** Counts the streamed pieces (`receiveMsg` with 3) the page's chat hub receives. */
function countPieces(page: Page): () => number {
  let pieces = 0;
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/prod-ws/')) return;
    ws.on('framereceived', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString();
      if (text.startsWith('42/chat,') && text.includes('"receiveMsg",3,')) pieces += 1;
    });
  });
  return () => pieces;
}

async function enterRoom(browser: Browser, member: Member): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const captcha = nextCaptcha(page);
  await page.goto('/login?redirect=%2Fchat');
  await loginThroughForm(page, member.userName, member.password, captcha);
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByTestId('chat-room')).toHaveAttribute('data-hub', 'connected', { timeout: 15_000 });
  return page;
}

async function send(page: Page, text: string) {
  const input = page.getByTestId('chat-input');
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

test.describe.serial('chat room', () => {
  let alice: Member;
  let bob: Member;

  test.beforeAll(async ({ request }) => {
    alice = await apiRegister(request);
    bob = await apiRegister(request);
    // The public room costs money; staff give Alice some.
    const staff = await adminToken(request);
    const credited = await request.post('/prod-api/admin/ledger/adjust', {
      headers: { authorization: `Bearer ${staff}`, 'Idempotency-Key': `e2e-chat-${Date.now()}` },
      data: { userId: await userIdOf(request, alice.userName), amount: 20, remark: '聊天室旅程测试' },
    });
    expect(credited.status(), await credited.text()).toBe(201);
  });

  test('two members talk in the room and in private, ask the assistant, and find it all after a reload', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);

    // The socket opens with the first page and lives across navigations: listen from the start.
    const pieces = countPieces(page);

    // ---- a guest at /hub lands on /chat and is asked to log in ----
    await page.goto('/hub');
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByTestId('chat-guest')).toBeVisible();
    await expect(page.getByText('该功能需要登陆后享有,是否立即登录?')).toBeVisible();
    const captcha = nextCaptcha(page);
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fchat/);
    await loginThroughForm(page, alice.userName, alice.password, captcha);
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByTestId('chat-room')).toHaveAttribute('data-hub', 'connected', { timeout: 15_000 });
    await expect(page.getByTestId('chat-price')).toContainText('本条消息将花费 1 钱钱');

    // ---- Bob comes in: Alice sees him arrive live ----
    const bobPage = await enterRoom(browser, bob);
    await expect(page.locator(`[data-testid="chat-member"][data-user="${bob.userName}"]`)).toBeVisible();
    await expect(bobPage.locator(`[data-testid="chat-member"][data-user="${alice.userName}"]`)).toBeVisible();

    // ---- an empty message is refused; a public message reaches both at once ----
    await page.getByTestId('chat-input').press('Enter');
    await expect(page.getByTestId('chat-problem')).toHaveText('不能发送空白信息');
    await expect(page.getByTestId('chat-problem')).toBeHidden({ timeout: 5_000 });
    const hello = `大家好，我是 ${alice.userName}，详见 https://example.com/chat-${Date.now()}`;
    const moneyBefore = await page.getByTestId('chat-price').innerText();
    await send(page, hello);
    await expect(page.locator('[data-testid="chat-message"][data-mine]').last()).toContainText(hello);
    const seenByBob = bobPage.getByTestId('chat-message').filter({ hasText: hello });
    await expect(seenByBob).toBeVisible();
    await expect(seenByBob.getByTestId('chat-message-nick')).toHaveText(alice.userName);
    await expect(seenByBob.getByRole('link', { name: /^https:\/\/example\.com\/chat-/ })).toBeVisible();
    await expect(page.getByTestId('chat-price')).not.toHaveText(moneyBefore);

    // ---- Bob finds Alice by name and writes to her in private: unread on her side ----
    await bobPage.getByTestId('chat-search').fill(alice.userName);
    await bobPage.getByTestId('chat-search-hit').first().click();
    await expect(bobPage.getByTestId('chat-pane-title')).toContainText(alice.userName);
    const secret = `悄悄话 ${Date.now()}`;
    await send(bobPage, secret);
    const row = page.getByTestId(`chat-conv-user-${bob.userName}`);
    await expect(row.getByTestId('chat-unread')).toHaveText('1');
    await row.click();
    await expect(page.getByTestId('chat-message').filter({ hasText: secret })).toBeVisible();
    await expect(row.getByTestId('chat-unread')).toHaveCount(0);

    // ---- the assistant answers from the site's own content, streamed, with a link to the camera's page ----
    const camera = await demoCamera(request);
    await page.getByTestId('chat-conv-ai').click();
    await expect(page.getByTestId('chat-assistant-mode')).toHaveAttribute('data-mode', 'site');
    await expect(page.getByTestId('chat-assistant-mode')).toContainText('站内资料模式');
    await send(page, `${camera.code} 这款相机的参数是什么？`);
    const answer = page.getByTestId('chat-answer').last();
    await expect(answer).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
    await expect(answer.locator(`a[href="${camera.url}"]`).first()).toBeVisible();
    expect(pieces()).toBeGreaterThan(1);
    const answerText = (await answer.textContent()) ?? '';

    // ---- a reload keeps every conversation ----
    await page.reload();
    await expect(page.getByTestId('chat-room')).toHaveAttribute('data-hub', 'connected', { timeout: 15_000 });
    await expect(page.getByTestId('chat-message').filter({ hasText: hello })).toBeVisible();
    await page.getByTestId('chat-conv-ai').click();
    await expect(page.getByTestId('chat-answer').last()).toHaveText(answerText);
    await page.getByTestId(`chat-conv-user-${bob.userName}`).click();
    await expect(page.getByTestId('chat-message').filter({ hasText: secret })).toBeVisible();

    // ---- leaving the chat layout closes the hub: Bob leaves Alice's member list ----
    await page.getByTestId('chat-conv-all').click();
    await expect(page.locator(`[data-testid="chat-member"][data-user="${bob.userName}"]`)).toBeVisible();
    await bobPage.getByTestId('site-header').getByRole('link').first().click();
    await expect(bobPage).toHaveURL(/\/index$/);
    await expect(page.locator(`[data-testid="chat-member"][data-user="${bob.userName}"]`)).toHaveCount(0, {
      timeout: 15_000,
    });
    await bobPage.context().close();
  });
});
