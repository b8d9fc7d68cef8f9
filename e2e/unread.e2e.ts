import { expect, test } from '@playwright/test';
import { adminToken, apiLogin, apiRegister, memberContext } from './support';

/**
 * Unread and new (docs/product.md#unread-and-new): a member reads a topic; another member comments twice; the
 * first sees "2 条未读" on the topic in the board's list, the link opens the topic at the first unread comment,
 * and "mark all read" clears what comes after.
 */

interface Member {
  userName: string;
  password: string;
}

test.describe.serial('unread and new', () => {
  // Each journey signs members in (argon2) and waits for the member layer: more than the default on a busy machine.
  test.setTimeout(120_000);
  let reader: Member;
  let writer: Member;
  let writerToken = '';
  let boardPath = '';
  let topicPath = '';
  const stamp = Date.now().toString(36).slice(-5);
  const title = `未读测试 ${stamp}`;
  // A long body, so that the comments start below the first screen and landing on them means scrolling.
  const content = Array.from({ length: 40 }, (_, i) => `第 ${i + 1} 段：线扫相机的行频、曝光与光源同步。`).join('\n\n');

  const comment = async (request: APIRequestContext, discussId: string, text: string) => {
    const res = await request.post('/prod-api/comment', {
      headers: { authorization: `Bearer ${writerToken}` },
      data: { discussId, content: text },
    });
    expect(res.status(), await res.text()).toBe(201);
  };

  test.beforeAll(async ({ request }) => {
    reader = await apiRegister(request);
    writer = await apiRegister(request);
    const admin = await adminToken(request);
    const plate = await request.post('/prod-api/plate', {
      headers: { authorization: `Bearer ${admin}` },
      data: { name: `未读板块${stamp}`, code: `unread-${stamp}` },
    });
    expect(plate.status(), await plate.text()).toBe(201);
    const plateId = ((await plate.json()) as { id: string }).id;
    boardPath = `/discuss/${plateId}`;
    writerToken = await apiLogin(request, writer.userName, writer.password);
    const topic = await request.post('/prod-api/discuss', {
      headers: { authorization: `Bearer ${writerToken}` },
      data: { plateId, title, content },
    });
    expect(topic.status(), await topic.text()).toBe(201);
    topicPath = `/article/${((await topic.json()) as { id: string }).id}`;
  });

  test('a member sees a new topic, reads it, and then "2 unread" after two comments, opening at the first', async ({
    browser,
    request,
  }) => {
    const context = await memberContext(browser, request, reader, { width: 1280, height: 800 });
    const page = await context.newPage();
    await page.goto(boardPath);
    const card = page.getByTestId('topic-card').filter({ hasText: title });
    await expect(card.getByTestId('topic-new')).toHaveText('新');

    await page.goto(topicPath);
    await expect(page.getByTestId('comment-input')).toBeVisible();
    // The open is recorded once the member's copy is on screen.
    const discussId = topicPath.split('/').pop()!;
    const token = await apiLogin(request, reader.userName, reader.password);
    await expect
      .poll(async () => {
        const res = await request.get(`/prod-api/forum/read-state?ids=${discussId}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await res.json()) as { items: Array<{ isNew: boolean }> }).items[0]?.isNew;
      })
      .toBe(false);

    await comment(request, discussId, '第一条新回复：建议先确认行频');
    await comment(request, discussId, '第二条新回复：光源要频闪同步');

    await page.goto(boardPath);
    const unread = card.getByTestId('topic-unread');
    await expect(unread).toHaveText('2 条未读');
    await card.getByTestId('topic-link').click();
    await expect(page).toHaveURL(new RegExp(`${topicPath}\\?comment=[\\w-]+#comment-`));
    const first = page.getByTestId('comment').filter({ hasText: '第一条新回复' });
    await expect(first).toBeInViewport();
    await expect(first).toHaveClass(/fm-comment--first-unread/);

    // Read now: back on the board, the count is gone.
    await page.goto(boardPath);
    await expect(card.getByTestId('topic-link')).toBeVisible();
    await expect(card.getByTestId('topic-unread')).toHaveCount(0);
    await context.close();
  });

  test('mark all read clears the board', async ({ browser, request }) => {
    const discussId = topicPath.split('/').pop()!;
    await comment(request, discussId, '第三条新回复');
    const context = await memberContext(browser, request, reader, { width: 1280, height: 800 });
    const page = await context.newPage();
    await page.goto(boardPath);
    const card = page.getByTestId('topic-card').filter({ hasText: title });
    await expect(card.getByTestId('topic-unread')).toHaveText('1 条未读');
    await page.getByTestId('mark-read').click();
    await expect(card.getByTestId('topic-unread')).toHaveCount(0);
    await page.reload();
    await expect(card.getByTestId('topic-link')).toBeVisible();
    await expect(page.getByTestId('mark-read')).toBeVisible();
    await expect(card.getByTestId('topic-unread')).toHaveCount(0);
    await context.close();
  });
});
