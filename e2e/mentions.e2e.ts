import { expect, test } from '@playwright/test';
import { apiLogin, apiRegister, memberContext } from './support';

/**
 * Mentions (docs/product.md#mentions): a member types `@` and the start of another member's user name in a
 * comment, picks them from the suggestions, posts; the comment links the name to the profile, and the other member
 * finds the notice in the bell, leading to the comment.
 */

interface Member {
  userName: string;
  password: string;
}

test.describe.serial('mentions', () => {
  let alice: Member;
  let bob: Member;
  let topicPath = '';
  const title = `提及测试 ${Date.now().toString(36).slice(-5)}`;

  test.beforeAll(async ({ request }) => {
    alice = await apiRegister(request);
    bob = await apiRegister(request);
    const plates = (await (await request.get('/prod-api/plate')).json()) as {
      items: Array<{ id: string; isPostingDisabled: boolean }>;
    };
    const token = await apiLogin(request, alice.userName, alice.password);
    const topic = await request.post('/prod-api/discuss', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        plateId: plates.items.find((p) => !p.isPostingDisabled)!.id,
        title,
        content: '一个用来测试提及的公开主题，内容足够长。',
      },
    });
    expect(topic.status(), await topic.text()).toBe(201);
    topicPath = `/article/${((await topic.json()) as { id: string }).id}`;
  });

  test('a member mentions another through the suggestions in a comment', async ({ browser, request }) => {
    const context = await memberContext(browser, request, alice);
    const page = await context.newPage();
    await page.goto(topicPath);
    const input = page.getByTestId('comment-input');
    await input.click();
    await input.pressSequentially(`请 @${bob.userName.slice(0, -1)}`);
    const option = page.getByTestId('mention-option').filter({ hasText: `@${bob.userName}` });
    await expect(option).toBeVisible();
    await option.click();
    await expect(input).toHaveValue(`请 @${bob.userName} `);
    await input.pressSequentially('帮忙看看');
    await page.getByTestId('comment-submit').click();
    const mine = page.getByTestId('comment').filter({ hasText: '帮忙看看' });
    await expect(mine.getByRole('link', { name: `@${bob.userName}` })).toHaveAttribute(
      'href',
      `/profile/${bob.userName}`,
    );
    await context.close();
  });

  test('the member mentioned finds the notice in the bell, leading to the comment', async ({ browser, request }) => {
    const context = await memberContext(browser, request, bob);
    const page = await context.newPage();
    await page.goto('/discuss');
    await page.getByTestId('notice-bell').click();
    const notice = page.getByTestId('notice-item').filter({ hasText: `${alice.userName} 在《${title}》中提到了你` });
    await expect(notice).toBeVisible();
    await notice.locator('button').first().click();
    await expect(page).toHaveURL(new RegExp(`${topicPath}\\?comment=[\\w-]+#comment-`));
    await expect(page.getByTestId('comment').filter({ hasText: '帮忙看看' })).toBeVisible();
    await context.close();
  });
});
