import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, apiRegister, loginThroughForm, nextCaptcha } from './support';

/**
 * The daily activities (docs/product.md#activities-and-points) as a new member lives them: signs in for
 * the day, is credited by staff and spins the wheel while the header's money follows without a reload,
 * accepts the daily topic task, posts a topic, claims the reward, deposits in the bank and finds themself
 * on the rich list.
 */

interface Member {
  userName: string;
  password: string;
}

/** "1,234.50" → 1234.5 */
const amountOf = (text: string) => Number(text.replace(/[^\d.-]/g, ''));
const money = (value: number) =>
  new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

async function headerMoney(page: Page): Promise<number> {
  return amountOf(await page.getByTestId('header-money').innerText());
}

async function firstPlateId(request: APIRequestContext): Promise<string> {
  const plates = (await (await request.get('/prod-api/plate')).json()) as {
    items: Array<{ id: string; isPostingDisabled: boolean }>;
  };
  return plates.items.find((p) => !p.isPostingDisabled)!.id;
}

async function userIdOf(request: APIRequestContext, userName: string): Promise<string> {
  const res = await request.get(`/prod-api/bbs-user/${userName}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

/** Waits until the personal hub is connected, so money changes arrive as events. */
function watchPersonalHub(page: Page) {
  let connected = false;
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/prod-ws/')) return;
    ws.on('framereceived', ({ payload }) => {
      if (/^40\/bbs-notice,/.test(typeof payload === 'string' ? payload : payload.toString())) connected = true;
    });
  });
  return () => expect.poll(() => connected, { message: 'the personal hub connected', timeout: 15_000 }).toBe(true);
}

test.describe.serial('daily activities', () => {
  let member: Member;

  test.beforeAll(async ({ request }) => {
    member = await apiRegister(request);
  });

  test('a new member signs in, spins the wheel, does a task, saves in the bank and is on the rich list', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const hubReady = watchPersonalHub(page);

    // A guest asking for the activities is asked to log in, and comes back after logging in.
    await page.goto('/activity');
    await expect(page).toHaveURL(/\/activity\/sign$/);
    await expect(page.getByTestId('activity-guest')).toBeVisible();
    await expect(page.getByText('该功能需要登陆后享有,是否立即登录?')).toBeVisible();
    const captcha = nextCaptcha(page);
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Factivity%2Fsign/);
    await loginThroughForm(page, member.userName, member.password, captcha);
    await expect(page).toHaveURL(/\/activity\/sign$/);
    await hubReady();

    // ---- daily sign-in: the reward in a toast, the streak, today marked; a second try is refused ----
    const signButton = page.getByTestId('sign-in-button');
    await expect(signButton).toContainText('点击完成今日签到');
    await expect(page.getByTestId('sign-streak')).toContainText('当前已连续签到0天');
    const opening = ((await (await request.get(`/prod-api/bbs-user/${member.userName}`)).json()) as { money: number })
      .money;
    await expect.poll(() => headerMoney(page)).toBe(opening);
    const before = opening;
    const signed = page.waitForResponse((r) => r.url().endsWith('/prod-api/integral/sign-in'));
    await signButton.click();
    const reward = ((await (await signed).json()) as { value: number }).value;
    await expect(page.getByText(`恭喜！运气爆棚，今日获得：${money(reward)} 钱钱`)).toBeVisible();
    await expect(page.getByTestId('sign-streak')).toContainText('当前已连续签到1天');
    await expect(signButton).toContainText('今日已签到');
    await expect(page.locator('[data-testid^="sign-day-"]')).toHaveCount(1);
    await expect.poll(() => headerMoney(page)).toBe(Math.round((before + reward) * 100) / 100);
    await signButton.click();
    await expect(page.getByText('今日你已经签到过了~')).toBeVisible();

    // ---- staff credit the member; the header follows live ----
    const staff = await adminToken(request);
    const userId = await userIdOf(request, member.userName);
    const afterSignIn = await headerMoney(page);
    const credited = await request.post('/prod-api/admin/ledger/adjust', {
      headers: { authorization: `Bearer ${staff}`, 'Idempotency-Key': `e2e-activity-${Date.now()}` },
      data: { userId, amount: 300, remark: '活动旅程测试' },
    });
    expect(credited.status(), await credited.text()).toBe(201);
    await expect.poll(() => headerMoney(page)).toBe(Math.round((afterSignIn + 300) * 100) / 100);

    // ---- the wheel: confirm, one request with a key, the prize when it stops, the header moves ----
    await page.getByTestId('activity-menu-lucky').click();
    await expect(page).toHaveURL(/\/activity\/lucky$/);
    await expect(page.getByText('谨记人生赌博，不如理性规划')).toBeVisible();
    const wallet = await headerMoney(page);
    await expect(page.getByTestId('lucky-price')).toHaveText(`50.00钱钱一次,我的钱钱:${money(wallet)}`);
    await expect(page.getByTestId('lucky-widget-wheel').locator('canvas')).toBeVisible();
    const draws: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/prod-api/lucky/'))
        draws.push(r.headers()['idempotency-key'] ?? '');
    });
    await page.getByTestId('lucky-start').click();
    await expect(page.getByText('每次启动需要消耗50.00钱钱，确定要启动吗?')).toBeVisible();
    const drawn = page.waitForResponse((r) => r.url().endsWith('/prod-api/lucky/wheel'));
    await page.getByRole('button', { name: '确定' }).click();
    const result = (await (await drawn).json()) as { money: number; prize: { text: string; value: number } };
    // Clicking again while the wheel turns does nothing.
    await page.getByTestId('lucky-start').click({ force: true });
    // The wheel keeps its secret while it turns: neither balance moves before it stops.
    expect(await headerMoney(page)).toBe(wallet);
    await expect(page.getByTestId('lucky-price')).toHaveText(`50.00钱钱一次,我的钱钱:${money(wallet)}`);
    const ending = result.prize.value > 0 ? `恭喜你抽中了${result.prize.text}` : '这次没有抽中钱钱，下次好运';
    await expect(page.getByText(ending, { exact: false })).toBeVisible({ timeout: 15_000 });
    expect(draws).toHaveLength(1);
    expect(draws[0]).toMatch(/^[0-9a-f]{32}$/);
    await expect.poll(() => headerMoney(page)).toBe(result.money);
    await expect(page.getByTestId('lucky-price')).toHaveText(`50.00钱钱一次,我的钱钱:${money(result.money)}`);
    await expect(page.getByTestId('lucky-history')).toContainText(result.prize.text);

    // ---- tasks: accept the daily topic task, post a topic, claim the reward ----
    await page.getByTestId('activity-menu-assignment').click();
    const offer = page.getByTestId('task-card').filter({ hasText: '每日一帖' });
    await expect(offer).toContainText('每日任务');
    await expect(offer).toContainText('奖励：');
    await offer.getByTestId('task-accept').click();
    await expect(page.getByText('已接受任务「每日一帖」')).toBeVisible();
    await expect(page).toHaveURL(/tab=accepted/);
    const accepted = page.getByTestId('task-card').filter({ hasText: '每日一帖' });
    await expect(accepted.getByTestId('task-progress')).toContainText('0/1');
    await expect(accepted).toContainText('过期时间：');
    await accepted.getByTestId('task-go').click();
    await expect(page).toHaveURL(/\/editArt\?operType=create&artType=discuss/);

    const plateId = await firstPlateId(request);
    await page.goto(`/editArt?operType=create&artType=discuss&plateId=${plateId}`);
    const title = `每日一帖：产线读码经验 ${Date.now().toString(36).slice(-5)}`;
    await page.getByTestId('editor-title').fill(title);
    await page.getByTestId('editor-introduction').fill('固定焦距镜头在产线读码中的取舍');
    await page.getByTestId('editor-content').fill('## 经验\n\n读码距离固定时，定焦镜头更稳定。');
    await page.getByTestId('editor-submit').click();
    await expect(page).toHaveURL(/\/article\/[^/?#]+$/);
    await expect(page.getByTestId('topic-title')).toHaveText(title);

    await page.goto('/activity/assignment?tab=accepted');
    const done = page.getByTestId('task-card').filter({ hasText: '每日一帖' });
    await expect(done.getByTestId('task-progress')).toContainText('1/1');
    const beforeClaim = await headerMoney(page);
    const claimed = page.waitForResponse((r) => r.url().includes('/prod-api/assignment/complete/'));
    await done.getByTestId('task-claim').click();
    const claim = (await (await claimed).json()) as { value: number; money: number };
    await expect(page.getByText(`领取成功，获得 ${money(claim.value)} 钱钱`)).toBeVisible();
    await expect.poll(() => headerMoney(page)).toBe(Math.round((beforeClaim + claim.value) * 100) / 100);
    await page.getByTestId('task-tab-ended').click();
    await expect(page.getByTestId('task-card').filter({ hasText: '每日一帖' }).getByTestId('task-state')).toHaveText(
      '已完成',
    );

    // ---- the bank: the rate, a card, a deposit of 50 for three days ----
    await page.getByTestId('activity-menu-bank').click();
    await expect(page.getByTestId('bank-rate')).toContainText('当前实时利息：');
    await expect(page.getByTestId('bank-chart').locator('canvas')).toBeVisible();
    await page.getByTestId('bank-apply').click();
    await expect(page.getByText(/^成功申领 \d+ 张银行卡$/)).toBeVisible();
    const card = page.getByTestId('bank-card').first();
    await expect(card.getByTestId('bank-card-state')).toHaveText('闲置中');
    await card.getByTestId('bank-deposit').click();
    const amount = page.getByTestId('bank-deposit-amount');
    await amount.fill('50');
    const beforeDeposit = await headerMoney(page);
    await page.getByRole('dialog').getByRole('button', { name: '存款' }).click();
    await expect(page.getByText('存款成功，存入 50.00 钱钱')).toBeVisible();
    await expect(card.getByTestId('bank-card-state')).toHaveText('存款中');
    await expect(card.getByTestId('bank-card-balance')).toHaveText('50.00');
    await expect(card.getByTestId('bank-card-remaining')).toHaveText(/^2天2[23]时$/);
    await expect.poll(() => headerMoney(page)).toBe(Math.round((beforeDeposit - 50) * 100) / 100);
    // Drawing early is possible, but the confirmation says it returns only the deposit.
    await card.getByTestId('bank-draw').click();
    const early = page.getByRole('dialog').filter({ hasText: '提前提款只能取回本金 50.00 钱钱' });
    await expect(early).toBeVisible();
    await early.getByRole('button', { name: '取消' }).click();
    await expect(card.getByTestId('bank-card-state')).toHaveText('存款中');

    // ---- the rich list: my position, then my row on my page ----
    await page.getByTestId('activity-menu-rich').click();
    await expect(page).toHaveURL(/\/money$/);
    await expect(page.getByTestId('rich-podium')).toBeVisible();
    await expect(page.getByTestId('rich-me-order')).toHaveText(/^第 [\d,]+ 名$/);
    await page.getByTestId('rich-me-go').click();
    const mine = page.locator('[data-testid="rich-row"].is-me, [data-testid^="rich-podium-"].is-me');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(member.userName);
  });

  test('the rich list and the shop are public pages', async ({ page }) => {
    await page.goto('/money');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('财富排行榜');
    await expect(page.getByTestId('rich-me')).toContainText('登录后查看自己的排名');
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('积分商城即将开放');
    await page.getByTestId('shop-to-rich-list').click();
    await expect(page).toHaveURL(/\/money$/);
  });
});
