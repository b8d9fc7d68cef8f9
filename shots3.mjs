import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3480';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
let answer = null;
page.on('response', (r) => { if (r.url().includes('captcha-image')) answer = r.headers()['x-captcha-answer'] ?? answer; });
await page.goto(base + '/login', { waitUntil: 'networkidle' });
const probe = () => page.evaluate(() => {
  const els = [...document.querySelectorAll('header a, header button, .cs-login-layout a')].slice(0, 4);
  return els.map((e) => `${e.tagName}.${e.className} ${getComputedStyle(e).color}`);
});
console.log(await probe());
await page.locator('input').nth(0).fill('nobody1');
await page.locator('input[type=password]').fill('wrongpass1');
await page.getByTestId('captcha-input').fill(answer ?? 'xxxx');
await page.keyboard.press('Enter');
await page.waitForTimeout(1500);
console.log(await probe());
const rules = await page.evaluate(() => {
  const out = [];
  for (const sheet of document.styleSheets) {
    let rules; try { rules = sheet.cssRules; } catch { continue; }
    const walk = (list, layer) => { for (const r of list) { if (r.cssRules && !r.selectorText) walk(r.cssRules, (r.name ?? '') || layer); else if (r.selectorText && /(^|[\s,])a(\b|:|$)|(^|,)\s*\*/.test(r.selectorText) && /color/.test(r.cssText)) out.push(`[${layer ?? 'unlayered'}] ${r.cssText.slice(0, 160)}`); } };
    walk(rules, null);
  }
  return out;
});
console.log(rules.join('\n'));
await browser.close();
