import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { adminToken, apiLogin, apiRegister, createTenant, hydrated, memberContext } from './support';

/** The page's map of antd style paths to the ids of their `<style>` (what the browser checks before working one out). */
const stylePaths = (html: string) => /data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(html)?.[1] ?? '';

/** The entry of the page's style map for one component ("…|Calendar-Calendar|ant-picker|…:<id>"), if any. */
const stylePathOf = (html: string, component: string) =>
  stylePaths(html)
    .split(';')
    .find((entry) => entry.includes(component));

/** A new member's tab with the token's cookie copy too, so that the server renders the signed-in view. */
async function signedInPage(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  viewport: { width: number; height: number },
) {
  const member = await apiRegister(request);
  const context = await memberContext(browser, request, member, viewport);
  const token = await apiLogin(request, member.userName, member.password);
  await context.addCookies([{ name: 'AccessToken', value: token, url: baseURL }]);
  return { context, page: await context.newPage() };
}

/**
 * How many pixels of two screenshots differ by more than `tolerance` in a colour channel (-1 when their sizes
 * differ), worked out in a blank tab. Chromium does not raster a page the same way twice to the bit: two drawings
 * of one document have differed by 2 in a channel along a raster tile's edge. A rule that is missing changes
 * colours or moves things, far more than that.
 */
async function differingPixels(tab: Page, a: Buffer, b: Buffer, tolerance = 8): Promise<number> {
  return tab.evaluate(
    async ([first, second, most]) => {
      const pixels = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, canvas.width, canvas.height);
      };
      const [x, y] = await Promise.all([pixels(first), pixels(second)]);
      if (x.width !== y.width || x.height !== y.height) return -1;
      let count = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        for (let channel = 0; channel < 3; channel += 1) {
          if (Math.abs(x.data[i + channel]! - y.data[i + channel]!) > most) {
            count += 1;
            break;
          }
        }
      }
      return count;
    },
    [a.toString('base64'), b.toString('base64'), tolerance] as const,
  );
}

/**
 * What the server renderer answers depends on who asks: the tab's tenant (mirrored from session storage into
 * a cookie) picks whose pages are rendered, and the console answers guests 401 and members 403.
 */
test.describe('server rendering follows the visitor', () => {
  test('a HEAD request of a page answers as its GET does, without the body', async ({ request }) => {
    const head = await request.head('/news');
    const get = await request.get('/news');
    expect(head.status()).toBe(200);
    expect(head.headers()['content-type']).toBe(get.headers()['content-type']);
    expect(head.headers()['content-type']).toMatch(/^text\/html/);
    expect(await head.body()).toHaveLength(0);
  });

  test("a client navigation's data request is answered for the page's address, not the request's", async ({
    request,
  }) => {
    // Loaders get the request as it came (a navigation's ends in `.data`, with React Router's own parameters) and
    // read the page's address from their `url` argument: the redirects below point at pages, never at `.data`.
    const moved = await request.get('/hub.data?x=1');
    expect(moved.status()).toBe(202);
    expect(await moved.text()).toContain('"redirect","/chat?x=1"');
    const language = await request.get('/discuss.data?lang=en&tab=hot');
    expect(await language.text()).toContain('"redirect","/discuss?tab=hot"');
    const board = await request.get('/discuss.data?tab=hot&_routes=routes%2Fforum%2Fdiscuss');
    expect(board.status()).toBe(200);
    expect(await board.text()).toContain('"tab","hot"');
  });

  test("members share the page's signed-in copy from the page cache, in the encoding each browser takes", async ({
    request,
  }) => {
    // A query of its own: the first member's request renders it, whatever other journeys opened before.
    const path = `/news?view=${Date.now().toString(36)}`;
    const answers: Array<{ cache: string | undefined; text: string }> = [];
    for (const [token, encoding] of [
      ['token-of-one-member', 'br'],
      ['token-of-another', 'gzip'],
    ]) {
      const res = await request.get(path, { headers: { cookie: `AccessToken=${token}`, 'accept-encoding': encoding } });
      expect(res.status()).toBe(200);
      expect(res.headers()['content-encoding']).toBe(encoding);
      answers.push({ cache: res.headers()['x-page-cache'], text: await res.text() });
    }
    expect(answers.map((a) => a.cache)).toEqual(['miss', 'hit']);
    expect(answers[1]!.text).toBe(answers[0]!.text);
    // The signed-in view is not the guests': its header waits for the browser to show the member.
    const guest = await request.get(path);
    expect(guest.headers()['x-page-cache']).toBe('miss');
    expect(await guest.text()).not.toBe(answers[0]!.text);
  });

  test("pages and data requests show the tab's tenant; an unknown tenant still renders", async ({ page, baseURL }) => {
    const siteName = `Tenant Two Optics ${Date.now().toString(36).slice(-4)}`;
    const tenant = await createTenant(siteName);

    // The default tenant's page, as before.
    await page.goto('/index');
    await expect(page.getByTestId('home-site-name')).toHaveText('澄镜视觉');

    // A tab whose session storage selects the other tenant (as the API calls' TenantId header does).
    await page.addInitScript((code) => window.sessionStorage.setItem('TenantId', code), tenant.code);
    await page.goto('/index');
    // The browser mirrors the tenant into a cookie and reloads the page's data for it.
    await expect(page.getByTestId('home-site-name')).toHaveText(siteName);
    expect((await page.context().cookies()).find((c) => c.name === 'TenantId')?.value).toBe(tenant.code);

    // From now on documents are rendered for that tenant on the server: the HTML already has its name,
    // and its (empty) catalogue instead of the default tenant's.
    const html = await (await page.request.get('/index')).text();
    expect(html).toContain(siteName);
    expect(html).not.toContain('面阵相机');

    // Client navigations load their data through React Router's .data requests, also rendered per tenant.
    await page.goto('/index');
    await page.getByRole('link', { name: '新闻活动' }).first().click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByTestId('news-card')).toHaveCount(0);
    const defaultNews = await (await page.request.get('/prod-api/news?maxResultCount=1')).json();
    expect((defaultNews as { totalCount: number }).totalCount).toBeGreaterThan(0);

    // A cookie naming no tenant never breaks the site: the default tenant's page.
    await page.context().addCookies([{ name: 'TenantId', value: 'no-such-tenant', url: baseURL! }]);
    const unknown = await page.request.get('/index');
    expect(unknown.status()).toBe(200);
    expect(await unknown.text()).toContain('澄镜视觉');
  });

  test('/admin answers a guest 401 with the sign-in prompt, a member 403, staff 200', async ({ request }) => {
    const guest = await request.get('/admin');
    expect(guest.status()).toBe(401);
    const guestHtml = await guest.text();
    expect(guestHtml).toContain('data-testid="admin-forbidden"');
    expect(guestHtml).toContain('/login?redirect=%2Fadmin');

    const member = await apiRegister(request);
    const memberToken = await apiLogin(request, member.userName, member.password);
    const forbidden = await request.get('/admin/news', { headers: { cookie: `AccessToken=${memberToken}` } });
    expect(forbidden.status()).toBe(403);
    expect(await forbidden.text()).toContain('data-testid="admin-forbidden"');

    const staff = await request.get('/admin', { headers: { cookie: `AccessToken=${await adminToken(request)}` } });
    expect(staff.status()).toBe(200);
    expect(await staff.text()).not.toContain('data-testid="admin-forbidden"');
  });

  test("a member's page carries the styles of the antd parts drawn for the member, and the browser uses them", async ({
    browser,
    request,
    baseURL,
  }) => {
    // A guest's daily sign-in page is a prompt to sign in: no calendar, and none of its styles.
    expect(stylePaths(await (await request.get('/activity/sign')).text())).not.toContain('Calendar-Calendar');

    const { context, page } = await signedInPage(browser, request, baseURL!, { width: 412, height: 823 });
    const answer = await page.goto('/activity/sign');
    const calendarPath = stylePathOf(await answer!.text(), '|Calendar-Calendar|ant-picker|');
    expect(calendarPath, 'the signed-in page names the calendar’s styles').toBeTruthy();
    const styleId = calendarPath!.split(':').pop();

    // The member's calendar appears, styled by the page's copy: the browser found its path and wrote no second one.
    await expect(page.locator('.ant-picker-calendar')).toBeVisible();
    const calendarStyles = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-css-hash]')]
        .filter((style) => style.textContent?.startsWith('.ant-picker-calendar{'))
        .map((style) => style.getAttribute('data-css-hash')),
    );
    expect(calendarStyles).toEqual([styleId]);
    await context.close();
  });

  test("the chat room's member page carries its text box's styles, and the browser writes no second copy", async ({
    browser,
    request,
    baseURL,
  }) => {
    const { context, page } = await signedInPage(browser, request, baseURL!, { width: 1280, height: 800 });
    const answer = await page.goto('/chat');
    const inputPath = stylePathOf(await answer!.text(), '|Input-Component|ant-input|');
    expect(inputPath, 'the signed-in room names the text box’s styles').toBeTruthy();
    const styleId = inputPath!.split(':').pop()!;

    await expect(page.getByTestId('chat-input')).toBeVisible({ timeout: 15_000 });
    // The page's copy is the only one: no other <style> holds the same rules under another id.
    const copies = await page.evaluate((id) => {
      const carried = document.querySelector(`style[data-css-hash="${id}"]`)?.textContent;
      if (!carried) return -1;
      return [...document.querySelectorAll('style')].filter((style) => style.textContent === carried).length;
    }, styleId);
    expect(copies).toBe(1);
    await context.close();
  });

  test("a guest's page carries the built stylesheets' rules, a member's links them, and both pages are styled", async ({
    browser,
    request,
    baseURL,
  }) => {
    const builtStyles = (html: string) => [...html.matchAll(/<style data-href="(\/assets\/[^"]+\.css)">/g)];
    const blockingLinks = (html: string) =>
      [...html.matchAll(/<link[^>]* rel="stylesheet" href="(\/assets\/[^"#]+\.css)#?"(?! media)[^>]*>/g)].map(
        (match) => match[1],
      );
    const guest = await (await request.get('/discuss')).text();
    expect(builtStyles(guest).length, "a guest's board carries the rules inline").toBeGreaterThan(0);
    expect(blockingLinks(guest), 'and waits for no stylesheet').toEqual([]);

    const { context, page } = await signedInPage(browser, request, baseURL!, { width: 1280, height: 800 });
    const member = await (await page.goto('/discuss'))!.text();
    expect(builtStyles(member), "a member's board carries none of them").toEqual([]);
    const linked = blockingLinks(member);
    expect(linked.length, 'it links each one instead').toBeGreaterThan(0);
    // The same files the guest's page carries, so a guest who signs in has them cached already.
    expect(new Set(linked)).toEqual(new Set(builtStyles(guest).map((match) => match[1])));
    // Styled by the linked files as the guest's page is by its inline copy: the shell's header bar and the forum's
    // board header are laid out alike.
    const headerLook = () =>
      ['.cs-header__inner', '.fm-board-head'].map((selector) => {
        const style = getComputedStyle(document.querySelector(selector)!);
        return [style.display, style.alignItems, style.maxWidth, style.paddingLeft, style.marginBottom].join(' ');
      });
    const guestTab = await browser.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
    await guestTab.goto('/discuss');
    const guestLook = await guestTab.evaluate(headerLook);
    await guestTab.close();
    expect(
      guestLook.every((look) => look.startsWith('flex ')),
      guestLook.join(' | '),
    ).toBe(true);
    await hydrated(page.locator('body'));
    expect(await page.evaluate(headerLook)).toEqual(guestLook);
    const linkedRules = await page.evaluate(() =>
      [...document.styleSheets]
        .filter((sheet) => sheet.href?.includes('/assets/') && sheet.media.mediaText !== 'print')
        .reduce((sum, sheet) => sum + sheet.cssRules.length, 0),
    );
    expect(linkedRules).toBeGreaterThan(100);
    await context.close();
  });

  test("a guest's page carries only the rules it uses, draws as with the whole stylesheets, and then switches them on", async ({
    browser,
    request,
  }) => {
    const topics = (await (await request.get('/prod-api/discuss?tab=hot&maxResultCount=20')).json()) as {
      items: Array<{ id: string; isMasked: boolean }>;
    };
    test.setTimeout(180_000); // ten pages drawn, without scripts
    const topicId = topics.items.find((topic) => !topic.isMasked)!.id;
    // A page carries a part of each file it links: fewer bytes than the files.
    const board = await (await request.get('/discuss')).text();
    const inline = [...board.matchAll(/<style data-href="(\/assets\/[^"]+\.css)">([\s\S]*?)<\/style>/g)];
    expect(inline.length).toBeGreaterThan(0);
    let inlineBytes = 0;
    let fileBytes = 0;
    for (const [, href, rules] of inline) {
      inlineBytes += rules!.length;
      fileBytes += (await (await request.get(href!)).text()).length;
    }
    expect(inlineBytes, `${inlineBytes} of ${fileBytes} bytes`).toBeLessThan(fileBytes * 0.8);

    // Without scripts, a page drawn with its part of the rules is the page drawn with the whole files, pixel for
    // pixel (but for raster noise): the corporate home page, the board and a topic at a desktop's width, the forum's
    // two at a phone's.
    const withWholeFiles = (html: string) => html.replaceAll(' media="print" data-inlined=""', ' data-inlined=""');
    for (const [viewport, paths] of [
      [{ width: 1280, height: 800 }, ['/index', '/discuss', `/article/${topicId}`]],
      [{ width: 390, height: 844 }, ['/discuss', `/article/${topicId}`]],
    ] as const) {
      for (const path of paths) {
        const shots: Buffer[] = [];
        // Both drawings are of the same document, the first one served: a second request could differ in what
        // changes between two visits (a topic's view count, a time shown as "n minutes ago").
        let served: string | null = null;
        for (const whole of [false, true]) {
          const context = await browser.newContext({ locale: 'zh-CN', viewport, javaScriptEnabled: false });
          const tab = await context.newPage();
          await tab.route(path, async (route) => {
            const response = await route.fetch();
            served ??= await response.text();
            await route.fulfill({ response, body: whole ? withWholeFiles(served) : served });
          });
          await tab.goto(path, { waitUntil: 'networkidle' });
          shots.push(await tab.screenshot({ fullPage: true, animations: 'disabled' }));
          await context.close();
        }
        const blank = await browser.newPage();
        expect(await differingPixels(blank, shots[0]!, shots[1]!), `${path} at ${viewport.width} px draws alike`).toBe(
          0,
        );
        await blank.close();
      }
    }

    // With scripts, the whole files are switched on after the first paint and have loaded before the app starts.
    const tab = await browser.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
    await tab.goto('/discuss');
    await hydrated(tab.locator('body'));
    const switched = await tab.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[data-inlined]')].map((link) => [
        link.media,
        (link.sheet?.cssRules.length ?? 0) > 0,
      ]),
    );
    expect(switched.length).toBe(inline.length);
    expect(
      switched.every(([media, loaded]) => media === 'all' && loaded === true),
      JSON.stringify(switched),
    ).toBe(true);
    await tab.close();
  });

  test('pages drawn again from their kept parts are the same pages, and hydrate without a mismatch', async ({
    page,
    request,
  }) => {
    // A board of its own, so nothing else changes it between the two renders.
    const stamp = Date.now().toString(36).slice(-6);
    const admin = await adminToken(request);
    const plate = await request.post('/prod-api/plate', {
      headers: { authorization: `Bearer ${admin}` },
      data: { name: `留存板块${stamp}`, code: `kept-${stamp}` },
    });
    expect(plate.status(), await plate.text()).toBe(201);
    const plateId = ((await plate.json()) as { id: string }).id;
    const writer = await apiRegister(request);
    const token = await apiLogin(request, writer.userName, writer.password);
    const topicIds: string[] = [];
    for (const title of [`留存卡片甲 ${stamp}`, `留存卡片乙 ${stamp}`]) {
      const topic = await request.post('/prod-api/discuss', {
        headers: { authorization: `Bearer ${token}` },
        data: { plateId, title, content: '同一张卡片第二次渲染时取自保留的 HTML。' },
      });
      expect(topic.status(), await topic.text()).toBe(201);
      topicIds.push(((await topic.json()) as { id: string }).id);
    }
    // The second topic gets a comment with a link and a reply: comments are kept parts too.
    const post = async (data: Record<string, unknown>) => {
      const answer = await request.post('/prod-api/comment', { headers: { authorization: `Bearer ${token}` }, data });
      expect(answer.status(), await answer.text()).toBe(201);
      return ((await answer.json()) as { id: string }).id;
    };
    const rootId = await post({ discussId: topicIds[1], content: '保留的评论，见 https://example.com/kept' });
    await post({ discussId: topicIds[1], parentId: rootId, content: '保留的回复' });
    // An Authorization header passes the page cache by: both answers are rendered, the first drawing the new
    // cards (and any home section not kept yet) from scratch and keeping them, the second writing the kept copies.
    // Only the nonce may differ.
    const rendered = async (path: string) => {
      const answer = await request.get(path, {
        headers: { authorization: 'Bearer not-a-session', accept: 'text/html' },
      });
      expect(answer.headers()['x-page-cache']).toBe('bypass');
      return (await answer.text()).replace(/nonce="[^"]*"/g, 'nonce=""');
    };
    const board = await rendered(`/discuss/${plateId}`);
    expect(board).toContain(`留存卡片甲 ${stamp}`);
    expect(await rendered(`/discuss/${plateId}`)).toBe(board);
    const topicPage = await rendered(`/article/${topicIds[1]}`);
    expect(topicPage).toContain('保留的回复');
    expect(await rendered(`/article/${topicIds[1]}`)).toBe(topicPage);
    for (const lang of ['zh-CN', 'en']) {
      const home = await request.get('/index', {
        headers: { authorization: 'Bearer not-a-session', accept: 'text/html', cookie: `lang=${lang}` },
      });
      const again = await request.get('/index', {
        headers: { authorization: 'Bearer not-a-session', accept: 'text/html', cookie: `lang=${lang}` },
      });
      const bytes = async (answer: typeof home) => (await answer.text()).replace(/nonce="[^"]*"/g, 'nonce=""');
      expect(await bytes(again), lang).toBe(await bytes(home));
    }

    // In a browser, the page hydrates around the cards, a card hydrates at its first use, and its link opens the
    // topic; React reports no hydration mismatch (a kept card whose HTML differed from its drawing would).
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/discuss/${plateId}`);
    await hydrated(page.locator('body > *').first());
    const card = page.getByTestId('topic-card').filter({ hasText: `留存卡片乙 ${stamp}` });
    await card.hover();
    await hydrated(card);
    await card.getByTestId('topic-link').click();
    await expect(page.getByTestId('topic-title')).toHaveText(`留存卡片乙 ${stamp}`);
    // The topic page, its comments kept, hydrates a comment at its first use.
    await page.goto(`/article/${topicIds[1]}`);
    await hydrated(page.locator('body > *').first());
    const thread = page.getByTestId('comment').first();
    await thread.hover();
    await hydrated(thread);
    await expect(page.getByTestId('reply')).toContainText('保留的回复');
    // The home page, its sections kept, hydrates as a whole.
    await page.goto('/index');
    await hydrated(page.getByTestId('home-product-types').locator('a').first());
    expect(errors.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))).toEqual([]);
  });
});
