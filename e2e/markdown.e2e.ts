import { expect, test } from '@playwright/test';
import { adminToken } from './support';

/**
 * A topic body with every element the markdown renderer produces looks as a reader expects: bullets and
 * numbers on lists (the global reset removes them), nested levels, task checkboxes, quotes, code, tables,
 * images and rules. A screenshot of the page is kept with the test results.
 */
const BODY = `Intro with \`inline code\`, **bold**, *italic*, a [link](https://example.com) and an [internal link](/discuss).

## Second-level heading

### Third-level heading

#### Fourth-level heading

- First bullet
- Second bullet
  - Nested bullet
    - Deeper bullet
- Third bullet

1. First step
2. Second step
   1. Sub step
   2. Another sub step
3. Third step

- [ ] An open task
- [x] A finished task

> A quote from the field.
> Second line of the quote.

\`\`\`python
def inspect(image):
    return image.mean() > 0.5
\`\`\`

| Model | Resolution | FPS |
| :--- | :---: | ---: |
| CS-A2000 | 2 MP | 160 |
| CS-C12000 | 12 MP | 40 |

![Default avatar](/default-avatar.svg)

---

Final paragraph after the rule.`;

test('a topic body renders lists, tasks, quotes, code, tables, images and rules', async ({ page, request }) => {
  const token = await adminToken(request);
  const plates = (await (await request.get('/prod-api/plate')).json()) as {
    items: Array<{ id: string; isPostingDisabled: boolean }>;
  };
  const created = await request.post('/prod-api/discuss', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      plateId: plates.items.find((p) => !p.isPostingDisabled)!.id,
      title: `Markdown 全元素 ${Date.now().toString(36).slice(-5)}`,
      content: BODY,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/article/${id}`);
  const body = page.getByTestId('topic-content');
  await expect(body.getByText('Deeper bullet')).toBeVisible();

  const listStyle = (selector: string) =>
    body
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).listStyleType);
  expect(await listStyle('ul')).toBe('disc');
  expect(await listStyle('ul ul')).toBe('circle');
  expect(await listStyle('ul ul ul')).toBe('square');
  expect(await listStyle('ol')).toBe('decimal');
  expect(await listStyle('ol ol')).toBe('lower-alpha');
  expect(
    await body
      .locator('ul li')
      .first()
      .evaluate((el) => el.getBoundingClientRect().left),
  ).toBeGreaterThan(await body.evaluate((el) => el.getBoundingClientRect().left + 10));

  await expect(body.getByRole('checkbox', { name: '未完成' })).not.toBeChecked();
  await expect(body.getByRole('checkbox', { name: '已完成' })).toBeChecked();
  await expect(body.getByText('[ ]')).toHaveCount(0);
  await expect(body.locator('blockquote')).toContainText('A quote from the field.');
  await expect(body.locator('pre code')).toContainText('def inspect(image):');
  await expect(body.locator(':not(pre) > code').first()).toHaveText('inline code');
  await expect(body.locator('table th')).toHaveText(['Model', 'Resolution', 'FPS']);
  await expect(body.locator('img[alt="Default avatar"]')).toBeVisible();
  expect(await body.locator('hr').evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid');
  await expect(body.getByRole('heading', { name: 'Fourth-level heading', level: 4 })).toBeVisible();

  await page.screenshot({ path: test.info().outputPath('markdown-topic.png'), fullPage: true });
});
