import { ErrorCodes } from '@clearsight/contracts';

/** The language cookie the web writes (`lang=en`), and its switch in an address (`?lang=en`). */
const LANG_COOKIE = 'lang';

export type PageLang = 'zh-CN' | 'en';

/**
 * The visitor's language as the site decides it: `?lang=` in the address, else the `lang` cookie, else the
 * site's default, Chinese.
 */
export function pageLang(url: string, cookieHeader: string | undefined): PageLang {
  const at = url.indexOf('?');
  const fromQuery = at < 0 ? null : new URLSearchParams(url.slice(at + 1)).get(LANG_COOKIE);
  let fromCookie: string | undefined;
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === LANG_COOKIE) fromCookie = rest.join('=').trim();
  }
  const wanted = fromQuery ?? fromCookie;
  return wanted === 'en' ? 'en' : 'zh-CN';
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const TEXT = {
  'zh-CN': {
    brand: '澄镜视觉',
    [ErrorCodes.unknownTenant]: {
      title: '找不到这个站点',
      hint: (name: string) => `地址中的租户“${name}”不存在。请检查链接是否完整，或前往主站。`,
    },
    [ErrorCodes.tenantDisabled]: {
      title: '这个站点已停用',
      hint: (name: string) => `租户“${name}”已停用，暂时无法访问。如有疑问，请联系站点管理员。`,
    },
    home: '前往主站',
  },
  en: {
    brand: 'ClearSight Vision',
    [ErrorCodes.unknownTenant]: {
      title: 'Site not found',
      hint: (name: string) => `There is no tenant “${name}”. Check that the link is complete, or go to the main site.`,
    },
    [ErrorCodes.tenantDisabled]: {
      title: 'This site is disabled',
      hint: (name: string) =>
        `The tenant “${name}” has been disabled and cannot be visited for now. Please contact the site's administrator.`,
    },
    home: 'Go to the main site',
  },
} as const;

/**
 * The page a browser gets when its address names a tenant the API would refuse: 400 for an unknown one, 403
 * for a disabled one, as the API answers. Drawn like the site's own status pages (its header bar, colours and
 * the large status code), in the visitor's language, with no script and no asset to load. `name` is what the
 * visitor asked for and is shown escaped; `home`, when known, is the main site's address.
 */
export function tenantRefusalPage(input: {
  status: 400 | 403;
  name: string;
  lang: PageLang;
  home: string | null;
}): string {
  const text = TEXT[input.lang];
  const code = input.status === 400 ? ErrorCodes.unknownTenant : ErrorCodes.tenantDisabled;
  const { title, hint } = text[code];
  const name = escapeHtml(input.name.slice(0, 64));
  const home = input.home
    ? `<p class="actions"><a class="button" href="${escapeHtml(input.home)}" data-testid="tenant-refusal-home">${text.home}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${input.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#0b57d0">
<title>${escapeHtml(title)} — ${text.brand}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
:root{--blue:#0b57d0;--navy:#0a1a33;--text:#1b2430;--muted:#5b6675;--bg:#f4f6f9}
*{box-sizing:border-box}
body{margin:0;color:var(--text);background:var(--bg);font:14px/1.6 -apple-system,BlinkMacSystemFont,'Segoe UI','PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC',Roboto,'Helvetica Neue',Arial,sans-serif;-webkit-font-smoothing:antialiased}
header{height:64px;display:flex;align-items:center;padding:0 24px;background:var(--navy);color:#fff;font-size:18px;font-weight:700;letter-spacing:.02em}
main{max-width:720px;margin:0 auto;padding:72px 24px 80px;text-align:center}
.code{font-size:120px;font-weight:800;line-height:1;letter-spacing:.04em;background:linear-gradient(180deg,var(--blue),#7fb0ff);-webkit-background-clip:text;background-clip:text;color:transparent}
h1{margin:14px 0 0;font-size:26px}
.hint{margin:12px auto 0;max-width:520px;color:var(--muted);font-size:15px;overflow-wrap:anywhere}
.actions{margin-top:28px}
.button{display:inline-block;padding:9px 24px;border-radius:8px;background:var(--blue);color:#fff;font-size:16px;text-decoration:none}
.button:hover,.button:focus-visible{background:#0843a3}
</style>
</head>
<body>
<header>${text.brand}</header>
<main data-testid="tenant-refusal" data-code="${code}">
<div class="code" aria-hidden="true">${input.status}</div>
<h1>${escapeHtml(title)}</h1>
<p class="hint">${hint(name)}</p>
${home}
</main>
</body>
</html>
`;
}
