import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type WebSocketRoute,
} from '@playwright/test';
import { adminToken, apiLogin, apiRegister, hydrated } from './support';

/**
 * Realtime journeys (docs/product.md#realtime): staff publish an announcement and other browsers show it, live
 * or on arrival, once; a member's bell moves when another member comments on their topic; a forced-out
 * member's tabs all land on /index logged out; a lost connection shows the reconnecting state until it is back.
 */

interface Member {
  userName: string;
  password: string;
}

/**
 * Which hubs a page has open, read from the WebSocket frames: Socket.IO answers a namespace's CONNECT with
 * `40/<hub>,{"sid":…}` on the tab's one WebSocket (a login or logout replaces it).
 */
function watchHubs(page: Page) {
  const open = new Map<object, Set<string>>();
  let sockets = 0;
  // A socket of the document a reload replaces can still connect its hubs, and its close can be reported late:
  // only the sockets of the current document count as ready.
  let documentNumber = 0;
  const documentOf = new Map<object, number>();
  page.on('domcontentloaded', () => {
    documentNumber += 1;
  });
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/prod-ws/')) return;
    sockets += 1;
    const hubs = new Set<string>();
    open.set(ws, hubs);
    documentOf.set(ws, documentNumber);
    ws.on('framereceived', ({ payload }) => {
      const match = /^40(\/[\w-]+),/.exec(typeof payload === 'string' ? payload : payload.toString());
      if (match) hubs.add(match[1]!);
    });
    ws.on('close', () => open.delete(ws));
  });
  return {
    /** Waits until one open WebSocket carries all these hubs. */
    async ready(...hubs: string[]) {
      await expect
        .poll(
          () =>
            [...open].some(([ws, set]) => documentOf.get(ws) === documentNumber && hubs.every((hub) => set.has(hub))),
          {
            message: `hubs ${hubs.join(', ')} connected`,
            timeout: 15_000,
          },
        )
        .toBe(true);
    },
    /** WebSockets opened so far. */
    count: () => sockets,
  };
}

/**
 * A signed-in tab: the token in local storage as a returning member has it (set once, not on every load, so a
 * force-out stays one). It is set once the guest page has hydrated: a page still starting could read it and
 * begin loading the account, which the reload would cut off.
 */
async function memberPage(context: BrowserContext, token: string, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await hydrated(page.getByTestId('header-login'));
  await page.evaluate((value) => window.localStorage.setItem('AccessToken', value), token);
  await page.reload();
  await expect(page.getByTestId('header-money')).toBeVisible();
  return page;
}

function authed(token: string) {
  return { headers: { authorization: `Bearer ${token}` } };
}

async function publishNotice(
  request: APIRequestContext,
  staff: string,
  body: { type: 'Popup' | 'MerryGoRound'; title: string; contentHtml: string },
): Promise<string> {
  const created = await request.post('/prod-api/notice', { ...authed(staff), data: body });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await request.post(`/prod-api/notice/online/${id}`, authed(staff));
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

async function withdrawNotice(request: APIRequestContext, staff: string, id: string): Promise<void> {
  await request.post(`/prod-api/notice/offline/${id}`, authed(staff));
}

async function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
}

test.describe.serial('realtime', () => {
  let staff = '';
  const published: string[] = [];

  test.beforeAll(async ({ request }) => {
    staff = await adminToken(request);
  });

  // Later journeys open fresh browsers: no announcement of ours may still be active for them.
  test.afterAll(async ({ request }) => {
    for (const id of published) await withdrawNotice(request, staff, id);
  });

  test('staff publish a Popup and a marquee: a second browser shows them live, a third on arrival, once', async ({
    browser,
    request,
  }) => {
    const stamp = Date.now().toString(36).slice(-5);
    const guestContext = await newContext(browser);
    const guest = await guestContext.newPage();
    const hubs = watchHubs(guest);
    await guest.goto('/index');
    // A guest runs the notice hub (the personal one is refused until a login; the main hub needs a token).
    await hubs.ready('/notice');

    const popupTitle = `停机维护通知 ${stamp}`;
    const popupId = await publishNotice(request, staff, {
      type: 'Popup',
      title: popupTitle,
      contentHtml:
        '<p>今晚 <strong>22:00</strong> 起系统维护。<img src=x onerror="alert(1)"></p><script>alert(2)</script>',
    });
    published.push(popupId);

    const dialog = guest.locator('dialog.cs-site-notice-popup');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(popupTitle)).toBeVisible();
    const body = dialog.getByTestId('site-notice-popup-body');
    await expect(body.locator('strong')).toHaveText('22:00');
    // The server sanitised it: nothing active arrives.
    await expect(body.locator('script, [onerror]')).toHaveCount(0);
    await dialog.getByTestId('site-notice-popup-ok').click();
    await expect(dialog).toBeHidden();

    const marqueeTitle = `新品发布会 ${stamp}`;
    published.push(
      await publishNotice(request, staff, {
        type: 'MerryGoRound',
        title: marqueeTitle,
        contentHtml: '<p>CS-5000 线扫相机系列 <a href="/news">了解详情</a></p>',
      }),
    );
    const marquee = guest.getByTestId('site-notice-marquee');
    await expect(marquee).toBeVisible();
    await expect(marquee.getByText(marqueeTitle)).toBeVisible();
    // Under the header.
    const headerBox = (await guest.getByTestId('site-header').boundingBox())!;
    const marqueeBox = (await marquee.boundingBox())!;
    expect(marqueeBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1);

    // The dialog was seen in this browser: a reload does not open it again. The marquee keeps running until closed.
    await guest.reload();
    await hubs.ready('/notice');
    await expect(guest.getByTestId('home-page')).toBeVisible();
    await expect(guest.getByTestId('site-notice-marquee').getByText(marqueeTitle)).toBeVisible();
    await expect(guest.locator('dialog.cs-site-notice-popup')).toHaveCount(0);
    await guest.getByTestId('site-notice-marquee-close').click();
    await guest.reload();
    await hubs.ready('/notice');
    await expect(guest.getByTestId('home-page')).toBeVisible();
    await guest.waitForTimeout(1_000);
    await expect(guest.locator('dialog.cs-site-notice-popup')).toHaveCount(0);
    await expect(guest.getByTestId('site-notice-marquee')).toHaveCount(0);

    // A visitor arriving while they are active gets both, once.
    const lateContext = await newContext(browser);
    const late = await lateContext.newPage();
    await late.goto('/news');
    await expect(late.locator('dialog.cs-site-notice-popup').getByText(popupTitle)).toBeVisible();
    await expect(late.getByTestId('site-notice-marquee').getByText(marqueeTitle)).toBeVisible();
    await late.getByTestId('site-notice-popup-ok').click();
    await late.reload();
    await expect(late.getByTestId('site-header')).toBeVisible();
    await late.waitForTimeout(1_000);
    await expect(late.locator('dialog.cs-site-notice-popup')).toHaveCount(0);

    await guestContext.close();
    await lateContext.close();
  });

  test('a member’s topic gets a comment from another member: the owner’s bell (and money) move without a reload', async ({
    browser,
    request,
  }) => {
    const owner: Member = await apiRegister(request);
    const commenter: Member = await apiRegister(request);
    const ownerToken = await apiLogin(request, owner.userName, owner.password);
    const plates = (await (await request.get('/prod-api/plate')).json()) as {
      items: Array<{ id: string; isPostingDisabled: boolean }>;
    };
    const topic = await request.post('/prod-api/discuss', {
      ...authed(ownerToken),
      data: {
        plateId: plates.items.find((p) => !p.isPostingDisabled)!.id,
        title: `光源选型求助 ${Date.now().toString(36).slice(-5)}`,
        content: '同轴光和环形光在反光金属件上的效果差别有多大？',
      },
    });
    expect(topic.status(), await topic.text()).toBe(201);
    const { id: discussId } = (await topic.json()) as { id: string };

    const context = await newContext(browser);
    const page = await memberPage(context, ownerToken, '/discuss');
    const hubs = watchHubs(page);
    await page.reload();
    await hubs.ready('/bbs-notice', '/main', '/notice');
    const bell = page.getByTestId('notice-bell');
    // The welcome notice is there, unread.
    await expect(bell).toHaveAttribute('aria-label', '消息通知，1 条未读');
    await page.evaluate(() => {
      (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
    });

    const commenterToken = await apiLogin(request, commenter.userName, commenter.password);
    const comment = await request.post('/prod-api/comment', {
      ...authed(commenterToken),
      data: { discussId, content: '反光件建议先试同轴光，再加偏振片。' },
    });
    expect(comment.status(), await comment.text()).toBe(201);

    await expect(bell).toHaveAttribute('aria-label', '消息通知，2 条未读');
    await expect(page.locator('.cs-live-notice')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    // A committed money change (today's sign-in reward) moves the header's money by its amount, at once.
    const money = page.getByTestId('header-money');
    const amountIn = async () => Number((await money.innerText()).replace(/[^\d.-]/g, ''));
    const before = await amountIn();
    const signIn = await request.post('/prod-api/integral/sign-in', authed(ownerToken));
    expect(signIn.ok(), await signIn.text()).toBe(true);
    const { value } = (await signIn.json()) as { value: number };
    expect(value).toBeGreaterThan(0);
    await expect.poll(amountIn).toBe(Math.round((before + value) * 100) / 100);
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);

    await bell.click();
    const first = page.getByTestId('notice-item').first();
    await expect(first).toContainText('评论了你的主题');
    await expect(first).toHaveClass(/is-unread/);
    // It points to the topic (read again when the panel opened).
    await first.getByRole('button').first().click();
    await expect(page).toHaveURL(new RegExp(`/article/${discussId}`));
    await context.close();
  });

  test('staff force a member out: both of the member’s tabs land on /index, logged out', async ({
    browser,
    request,
  }) => {
    const member: Member = await apiRegister(request);
    const token = await apiLogin(request, member.userName, member.password);
    const account = (await (await request.get('/prod-api/account', authed(token))).json()) as {
      user: { id: string };
    };

    const context = await newContext(browser);
    const first = await memberPage(context, token, '/discuss');
    const firstHubs = watchHubs(first);
    await first.reload();
    const second = await context.newPage();
    const secondHubs = watchHubs(second);
    await second.goto('/news');
    await expect(second.getByTestId('header-money')).toBeVisible();
    await firstHubs.ready('/main', '/bbs-notice');
    await secondHubs.ready('/main', '/bbs-notice');

    const forced = await request.post(`/prod-api/admin/users/${account.user.id}/force-out`, authed(staff));
    expect(forced.status(), await forced.text()).toBe(200);

    for (const page of [first, second]) {
      await expect(page.locator('.cs-force-out .ant-modal')).toContainText('您已被管理员强制下线');
      await expect(page).toHaveURL(/\/index$/);
      await expect(page.getByTestId('header-login')).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('AccessToken'))).toBeNull();
    }
    // Back on the public hub as a guest.
    await firstHubs.ready('/notice');
    // The member's old token opens nothing any more.
    const after = await request.get('/prod-api/account', authed(token));
    expect(after.status()).toBe(401);
    await context.close();
  });

  test('a session ended elsewhere logs the open tab out at once; logging out here shows only the logout', async ({
    browser,
    request,
  }) => {
    const member: Member = await apiRegister(request);
    const context = await newContext(browser);

    // Ended in another browser: the tab hears it from its hub, says so and goes home.
    const elsewhere = await apiLogin(request, member.userName, member.password);
    const page = await memberPage(context, elsewhere, '/discuss');
    const hubs = watchHubs(page);
    await page.reload();
    await hubs.ready('/main', '/bbs-notice');
    const ended = await request.post('/prod-api/account/logout', authed(elsewhere));
    expect(ended.status()).toBe(200);
    await expect(page.locator('.cs-force-out .ant-modal')).toContainText('您已退出登录');
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByTestId('header-login')).toBeVisible();
    await page.locator('.cs-force-out .ant-modal').getByRole('button').click();

    // Logged out from this tab: the server ends the session's tabs, this one included, but this tab shows
    // its own goodbye only.
    const here = await apiLogin(request, member.userName, member.password);
    const tab = await memberPage(context, here, '/news');
    const tabHubs = watchHubs(tab);
    await tab.reload();
    await tabHubs.ready('/main', '/bbs-notice');
    const logoutItem = tab.getByRole('menuitem', { name: '退出登录' });
    // The menu opens once the header has hydrated; the logout is clicked once, so that a slow answer is waited
    // for rather than the page, by then a guest's, searched for a menu it no longer has.
    await expect(async () => {
      if (!(await logoutItem.isVisible())) await tab.getByTestId('header-user').click({ timeout: 2_000 });
      await expect(logoutItem).toBeVisible({ timeout: 1_500 });
    }).toPass({ timeout: 20_000 });
    await logoutItem.click();
    await expect(tab.getByText('退出成功')).toBeVisible();
    await expect(tab).toHaveURL(/\/index$/);
    await tabHubs.ready('/notice');
    await tab.waitForTimeout(1_000);
    await expect(tab.locator('.cs-force-out')).toHaveCount(0);
    await context.close();
  });

  test('a lost connection shows the reconnecting state until it is back', async ({ browser }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const routed: WebSocketRoute[] = [];
    // Every hub connection goes through this route, so the test can cut it like a network failure would.
    await page.routeWebSocket(/\/prod-ws\//, (ws) => {
      ws.connectToServer();
      routed.push(ws);
    });
    const hubs = watchHubs(page);
    await page.goto('/test');
    await hubs.ready('/notice');
    await expect(page.getByTestId('status-hub-notice')).toHaveAttribute('data-state', 'connected');
    // A guest: no main hub, the personal one refused as members-only.
    await expect(page.getByTestId('status-hub-main')).toHaveAttribute('data-state', 'off');
    await expect(page.getByTestId('status-hub-bbsNotice')).toHaveAttribute('data-state', 'refused');
    await expect(page.getByTestId('realtime-reconnecting')).toHaveCount(0);

    for (const ws of routed) await ws.close().catch(() => undefined);
    const pill = page.getByTestId('realtime-reconnecting');
    await expect(pill).toBeVisible();
    await expect(pill).toHaveText(/连接已断开，正在重新连接…/);
    await expect(page.getByTestId('status-hub-notice')).toHaveAttribute('data-state', 'reconnecting');
    // Retried 3 s later; then the pill goes.
    await expect(pill).toBeHidden({ timeout: 8_000 });
    await expect(page.getByTestId('status-hub-notice')).toHaveAttribute('data-state', 'connected');
    await expect(page.getByTestId('status-online')).not.toHaveText('');
    await context.close();
  });
});
