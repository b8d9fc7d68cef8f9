import { describe, expect, it } from 'vitest';
import { isBotUserAgent } from './forum.access.js';

describe('forum: which user agents count views', () => {
  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['Baidu', 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)'],
    ['Sogou', 'Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)'],
    ['a link preview', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['curl', 'curl/8.5.0'],
    ['wget', 'Wget/1.21.4'],
    ['Python', 'python-requests/2.31.0'],
    ['Go', 'Go-http-client/1.1'],
    ['Java', 'Apache-HttpClient/4.5.14 (Java/17.0.9)'],
    ['axios', 'axios/1.7.2'],
    [
      'a headless browser',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36',
    ],
    ['an uptime monitor', 'Mozilla/5.0+(compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)'],
  ])('%s does not count', (_name, ua) => {
    expect(isBotUserAgent(ua)).toBe(true);
  });

  it.each([
    ['no user agent', undefined],
    ['null', null],
    ['an empty one', ''],
    ['a blank one', '   '],
  ])('%s does not count', (_name, ua) => {
    expect(isBotUserAgent(ua)).toBe(true);
  });

  it.each([
    [
      'Chrome on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    ],
    ['Firefox on Linux', 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0'],
    [
      'Safari on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ],
    [
      'WeChat on Android',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.50',
    ],
    [
      'Edge',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
    ],
  ])('%s counts', (_name, ua) => {
    expect(isBotUserAgent(ua)).toBe(false);
  });
});
