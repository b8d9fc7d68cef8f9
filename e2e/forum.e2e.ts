import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, apiLogin, apiRegister, memberContext, trackCaptcha } from './support';

/**
 * Forum journeys (docs/product.md#community-forum): a member writes a topic with an image and a child article, the
 * draft survives a reload, the outline navigates; a second member comments and replies, likes toggle, the first member
 * sees the notices; a moderator hides a comment; script typed anywhere never runs.
 */

// A 16×16 RGB PNG: small, valid, and re-encodable by the server.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAABlklEQVR4nA3LQQEAIQgAQSMQwQhEIIIRjEAEIhjBCETguU8jGMEId/Of1hrS6A1tWGM0ZsMb0ViN3chGNU7jNl6jNUGELqhgwhCm4EIIS9hCCiUc4QpP/tCRTu9oxzqjMzveic7q7E52qnM6t/P6HxRRuqKKKUOZiiuhLGUrqZRylKs8/YMhRjfUMGMY03AjjGVsI40yjnGNZ38YyKAPdGCDMZgDH8RgDfYgBzU4gzt44w8TmfSJTmwyJnPik5isyZ7kpCZncidv/sERpzvqmDOc6bgTznK2k045x7nO8z8EEvRAAwtGMAMPIljBDjKo4AQ3ePGHhSz6Qhe2GIu58EUs1mIvclGLs7iLt/6wkU3f6MY2YzM3vonN2uxNbmpzNnfz9h8SSXqiiSUjmYknkaxkJ5lUcpKbvPxDIUUvtLBiFLPwIopV7CKLKk5xi1d/OMihH/Rgh3GYBz/EYR32IQ91OId7eOcPF7n0i17sMi7z4pe4rMu+5KUu53Iv7/7hIY/+0Ic9xmM+/BGP9diPfNTjPO7jPT6GdLgQ6NhxmQAAAABJRU5ErkJggg==',
  'base64',
);

const XSS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(2)</script>',
  '<svg onload=alert(3)>',
  'javascript:alert(4)',
  '<a href="javascript:alert(5)">x</a>',
].join(' ');

interface Member {
  userName: string;
  password: string;
}

/** Fails the test as soon as any page of the context opens a dialog (an executed alert()). */
function forbidDialogs(page: Page, seen: string[]) {
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
}

async function firstPlateId(request: APIRequestContext): Promise<string> {
  const plates = (await (await request.get('/prod-api/plate')).json()) as {
    items: Array<{ id: string; isPostingDisabled: boolean }>;
  };
  return plates.items.find((p) => !p.isPostingDisabled)!.id;
}

test.describe.serial('forum', () => {
  let author: Member;
  let commenter: Member;
  let topicPath = '';
  let articlePath = '';
  const dialogs: string[] = [];
  const title = `线扫相机选型实测 ${Date.now().toString(36).slice(-5)}`;

  test.beforeAll(async ({ request }) => {
    author = await apiRegister(request);
    commenter = await apiRegister(request);
  });

  test.afterAll(() => {
    expect(dialogs, 'no script ever ran').toEqual([]);
  });

  test('a member logs in, posts a topic with an image, the draft survives a reload', async ({ page, request }) => {
    forbidDialogs(page, dialogs);
    const captcha = trackCaptcha(page);
    const plateId = await firstPlateId(request);

    // A guest asking for the editor goes to the login page and comes back after logging in.
    await page.goto(`/editArt?operType=create&artType=discuss&plateId=${plateId}`);
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.getByTestId('login-username').fill(author.userName);
    await page.getByTestId('login-password').fill(author.password);
    await page.getByTestId('captcha-input').fill(await captcha.latest());
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/editArt\?/);

    await page.getByTestId('editor-title').fill(title);
    await page.getByTestId('editor-introduction').fill('线阵相机、镜头和光源的组合实测');
    const content = page.getByTestId('editor-content');
    await content.click();
    await content.fill(`## 测试环境\n\n带速 1 m/s，精度 0.1 mm。${XSS}\n\n## 结论\n\n行频要留足余量。\n\n`);
    await content.press('Control+End');
    // The autosave that carries the uploaded image: an earlier one (the title alone) also says "draft saved".
    const imageSaved = page.waitForResponse(
      (r) =>
        r.url().includes('/prod-api/forum/draft/') &&
        r.request().method() === 'PUT' &&
        (r.request().postData() ?? '').includes('![line-scan]') &&
        r.ok(),
      { timeout: 30_000 },
    );
    await page
      .getByTestId('editor-image-input')
      .setInputFiles({ name: 'line-scan.png', mimeType: 'image/png', buffer: PNG });
    await expect(content).toHaveValue(/!\[line-scan\]\(\/prod-api\/file\/[^)]+\)/);
    // The live preview is the server's rendering: headings, the uploaded image, no active markup.
    await expect(page.getByTestId('editor-preview').locator('h2').first()).toHaveText('测试环境');
    await expect(page.getByTestId('editor-preview').locator('img[src^="/prod-api/file/"]')).toHaveCount(1);

    // Autosaved to the server, then restored after a reload.
    await expect(page.getByTestId('draft-status')).toContainText('草稿已自动保存', { timeout: 15_000 });
    await imageSaved;
    await page.reload();
    await expect(page.getByTestId('draft-restored')).toContainText('已恢复草稿');
    await expect(page.getByTestId('editor-title')).toHaveValue(title);
    await expect(page.getByTestId('editor-content')).toHaveValue(/!\[line-scan\]/);

    await page.getByTestId('editor-submit').click();
    await expect(page).toHaveURL(/\/article\/[^/?#]+$/);
    topicPath = new URL(page.url()).pathname;
    await expect(page.getByTestId('topic-title')).toHaveText(title);
    await expect(page.getByTestId('topic-content').locator('img[src^="/prod-api/file/"]')).toBeVisible();
    await expect(
      page.getByTestId('topic-content').locator('script, svg, [onerror], [onload], a[href^="javascript:"]'),
    ).toHaveCount(0);
    await expect(page.getByTestId('topic-toc').getByRole('link', { name: '结论' })).toHaveAttribute('href', /^#h-/);

    // The draft went away with the publication.
    await page.goto(`/editArt?operType=create&artType=discuss&plateId=${plateId}`);
    await expect(page.getByTestId('editor-title')).toHaveValue('');
    await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  });

  test('the author adds a child article and the outline navigates', async ({ browser, request }) => {
    const context = await memberContext(browser, request, author);
    const page = await context.newPage();
    forbidDialogs(page, dialogs);
    await page.goto(topicPath);
    await page.getByTestId('article-add').click();
    await expect(page).toHaveURL(/artType=article/);
    await page.getByTestId('editor-article-name').fill('第一章 行频计算');
    await page.getByTestId('editor-content').fill('行频 = 带速 / 像素精度，例如 1000 / 0.1 = 10 kHz。');
    await page.getByTestId('editor-submit').click();
    await expect(page).toHaveURL(/\/article\/[^/]+\/[^/?#]+$/);
    articlePath = new URL(page.url()).pathname;
    await expect(page.getByTestId('article-title')).toHaveText('第一章 行频计算');
    await expect(page.getByTestId('forum-breadcrumb')).toContainText(title);

    // The outline: back to the theme cover, then to the chapter, each changing the URL.
    await page.getByTestId('outline-cover').click();
    await expect(page).toHaveURL(new RegExp(`${topicPath}$`));
    await expect(page.getByTestId('topic-title')).toHaveText(title);
    await page.getByTestId('article-outline').getByRole('link', { name: '第一章 行频计算' }).click();
    await expect(page).toHaveURL(new RegExp(`${articlePath}$`));
    await expect(page.getByTestId('article-title')).toHaveText('第一章 行频计算');
    await expect(page.getByTestId('outline-link').filter({ hasText: '第一章 行频计算' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await context.close();
  });

  test('a second member comments and replies, and likes toggle', async ({ browser, request }) => {
    // The author starts the discussion (through the API), the second member answers through the page.
    const authorToken = await apiLogin(request, author.userName, author.password);
    const discussId = topicPath.split('/').pop()!;
    const first = await request.post('/prod-api/comment', {
      headers: { authorization: `Bearer ${authorToken}` },
      data: { discussId, content: '欢迎补充你们的实测数据' },
    });
    expect(first.status()).toBe(201);

    const context = await memberContext(browser, request, commenter);
    const page = await context.newPage();
    forbidDialogs(page, dialogs);
    await page.goto(topicPath);

    await page
      .getByTestId('comment-input')
      .fill('我们用 8k 线扫，行频 20 kHz 也够用。参考 https://example.com/line-scan 。');
    await page.getByTestId('comment-submit').click();
    const mine = page.getByTestId('comment').filter({ hasText: '行频 20 kHz' });
    await expect(mine).toBeVisible();
    await expect(mine.getByRole('link', { name: 'https://example.com/line-scan' })).toHaveAttribute('rel', /nofollow/);

    const authors = page.getByTestId('comment').filter({ hasText: '欢迎补充你们的实测数据' });
    await authors.getByTestId('comment-reply').click();
    await page.getByTestId('reply-input').fill('补充：光源用的是线性同轴光');
    await page.getByTestId('reply-submit').click();
    const reply = page.getByTestId('reply').filter({ hasText: '线性同轴光' });
    await expect(reply).toBeVisible();
    await expect(reply.getByTestId('reply-to')).toContainText(`@${author.userName}`);

    // Topic like: on, off, on (the count follows, one like per member).
    const like = page.getByTestId('topic-like');
    await expect(like).toHaveAttribute('data-liked', 'false');
    await like.click();
    await expect(like).toHaveAttribute('data-liked', 'true');
    await expect(page.getByTestId('topic-like-count')).toHaveText('1');
    await like.click();
    await expect(like).toHaveAttribute('data-liked', 'false');
    await expect(page.getByTestId('topic-like-count')).toHaveText('0');
    await like.click();
    await expect(page.getByTestId('topic-like-count')).toHaveText('1');

    // Comment like toggles too.
    const commentLike = authors.getByTestId('comment-like').first();
    await commentLike.click();
    await expect(authors.getByTestId('comment-like-count').first()).toHaveText('1');
    await commentLike.click();
    await expect(authors.getByTestId('comment-like-count').first()).toHaveText('0');

    // A reload keeps all of it (it came from the server).
    await page.reload();
    await expect(page.getByTestId('reply').filter({ hasText: '线性同轴光' })).toBeVisible();
    await expect(page.getByTestId('topic-like')).toHaveAttribute('data-liked', 'true');
    await context.close();
  });

  test('the author sees the comment, reply and like notices in the bell', async ({ browser, request }) => {
    const context = await memberContext(browser, request, author);
    const page = await context.newPage();
    forbidDialogs(page, dialogs);
    await page.goto('/discuss');
    await page.getByTestId('notice-bell').click();
    const items = page.getByTestId('notice-item');
    await expect(items.filter({ hasText: `${commenter.userName} 评论了你的主题` })).toBeVisible();
    await expect(items.filter({ hasText: `${commenter.userName} 回复了你在` })).toBeVisible();
    await expect(items.filter({ hasText: `${commenter.userName} 赞了你的主题` })).toBeVisible();
    // Each notice leads to its place.
    await items.filter({ hasText: '回复了你在' }).locator('button').first().click();
    await expect(page).toHaveURL(new RegExp(`${topicPath}\\?comment=[\\w-]+#comment-`));
    await expect(page.getByTestId('topic-title')).toHaveText(title);
    await context.close();
  });

  test('a moderator hides a comment; members see the marker, staff the text', async ({ browser, request }) => {
    const token = await adminToken(request);
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    await context.addInitScript((value) => {
      if (!window.localStorage.getItem('AccessToken')) window.localStorage.setItem('AccessToken', value);
    }, token);
    const page = await context.newPage();
    forbidDialogs(page, dialogs);
    await page.goto(topicPath);
    const target = page.getByTestId('comment').filter({ hasText: '行频 20 kHz' });
    await target.getByTestId('comment-hide').click();
    await page.getByRole('dialog').getByRole('textbox').fill('含外部链接，待核实');
    await page.getByTestId('comment-hide-confirm').click();
    await expect(target.getByTestId('comment-hidden-tag')).toBeVisible();
    await expect(target).toContainText('含外部链接，待核实');
    // Staff's menu on the topic (its code loads for staff only) opens the edit history.
    await page.getByTestId('moderation-menu').click();
    await page.getByRole('menuitem', { name: '编辑历史' }).click();
    await expect(page.locator('.ant-drawer').getByText('编辑历史')).toBeVisible();
    await context.close();

    // A guest sees the marker, not the text.
    const guest = await browser.newContext({ locale: 'zh-CN' });
    const guestPage = await guest.newPage();
    forbidDialogs(guestPage, dialogs);
    await guestPage.goto(topicPath);
    await expect(guestPage.getByTestId('comment-hidden-marker')).toHaveText('该评论已被管理员隐藏');
    await expect(guestPage.getByText('行频 20 kHz')).toHaveCount(0);
    await guest.close();
  });

  test('a member reports the topic: the report form comes when asked and is sent', async ({ browser, request }) => {
    const context = await memberContext(browser, request, commenter);
    const page = await context.newPage();
    forbidDialogs(page, dialogs);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.js')) scripts.push(r.url());
    });
    await page.goto(topicPath);
    await expect(page.getByTestId('comment-input')).toBeVisible();
    // The form's code (antd's form and radios) is not part of the member's page until someone reports.
    expect(scripts.filter((url) => /\/report-dialog-/.test(url))).toEqual([]);
    await page.getByTestId('topic-report').click();
    const form = page.getByTestId('report-form');
    await form.getByText('与板块无关').click();
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/prod-api/forum/report') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: '提交举报' }).click();
    expect((await sent).ok()).toBe(true);
    await expect(page.getByText('感谢举报，版主会尽快处理')).toBeVisible();
    await context.close();
  });

  test('script typed into a comment stays text and never runs', async ({ browser, request }) => {
    const context = await memberContext(browser, request, commenter);
    const page = await context.newPage();
    forbidDialogs(page, dialogs);
    await page.goto(topicPath);
    await page.getByTestId('comment-input').fill(XSS);
    await page.getByTestId('comment-submit').click();
    const evil = page.getByTestId('comment').filter({ hasText: '<script>alert(2)</script>' });
    await expect(evil).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('comment').filter({ hasText: '<img src=x onerror=alert(1)>' })).toBeVisible();
    const list = page.getByTestId('comment-list');
    await expect(list.locator('img[onerror], script, svg[onload], a[href^="javascript:"]')).toHaveCount(0);
    // Profiles show the same text safely.
    await page.goto(`/profile/${commenter.userName}?tab=comments`);
    await expect(page.getByTestId('profile-comments')).toContainText('<svg onload=alert(3)>');
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    await context.close();
  });

  test('forum pages render without JavaScript and pass axe', async ({ browser }) => {
    const noJs = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN' });
    const page = await noJs.newPage();
    await page.goto('/discuss');
    await expect(page.getByTestId('topic-list')).toBeVisible();
    await expect(page).toHaveTitle(/社区论坛/);
    await page.goto(topicPath);
    await expect(page.getByTestId('topic-title')).toHaveText(title);
    await expect(page.getByTestId('comment-list')).toBeVisible();
    await page.goto(articlePath);
    await expect(page.getByTestId('article-title')).toBeVisible();
    await noJs.close();

    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    const axePage = await context.newPage();
    for (const path of ['/discuss', topicPath, articlePath, `/profile/${author.userName}`]) {
      await axePage.goto(path);
      await axePage.waitForLoadState('networkidle');
      const result = await new AxeBuilder({ page: axePage }).withTags(['wcag2a', 'wcag2aa']).include('#main').analyze();
      expect(
        result.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    }
    await context.close();
  });
});
