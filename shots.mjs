import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3480';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h, tag] of [[1440, 900, 'd'], [390, 844, 'm']]) {
  for (const lang of ['zh-CN', 'en']) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h } });
    await ctx.addCookies([{ name: 'lang', value: lang, url: base }]);
    const page = await ctx.newPage();
    for (const p of pages) {
      await page.goto(base + p, { waitUntil: 'networkidle' });
      const name = `/tmp/shots/${p.replace(/[^a-z0-9]+/gi, '_').slice(0, 40)}-${tag}-${lang}.png`;
      await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
      console.log(name);
    }
    await ctx.close();
  }
}
await browser.close();
