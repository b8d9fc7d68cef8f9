import { MARKDOWN_ALLOWED_TAGS } from './markdown-safety.js';

/**
 * Test support, not part of the contracts' API (`@clearsight/contracts/markdown-safety-corpus`): the hostile
 * inputs every markdown renderer of the product must neutralise, and a checker of rendered HTML that reads it
 * the way a browser would. The server's renderer and the browser's run the same corpus through the same checker.
 */
export const MARKDOWN_XSS_CORPUS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)"/>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="\u0001javascript:alert(1)">click</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>body{display:none}</style>',
  '<details open ontoggle=alert(1)>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x]( javascript:alert(1) )',
  '[x](<javascript:alert(1)>)',
  '[x](javascript&#58;alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](java\nscript:alert(1))',
  // Control characters a browser drops before reading the scheme.
  '[x](\u0001javascript:alert(1))',
  '[x](\u0000javascript:alert(1))',
  '[x](\u001fjavascript:alert(1))',
  '[x](\u0008\u0001JAVASCRIPT:alert(1))',
  '[x](java\tscript:alert(1))',
  '[x](\u007fjavascript:alert(1))',
  '![x](\u0001javascript:alert(1))',
  '![x](\u0001data:text/html,<script>alert(1)</script>)',
  '[x][ctl]\n\n[ctl]: \u0001javascript:alert(1)',
  '[x](vbscript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](DATA:text/html,<script>alert(1)</script>)',
  '![x](javascript:alert(1))',
  '![x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x"onerror="alert(1)](https://example.com/a.png)',
  '[x][ref]\n\n[ref]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '[x](https://example.com "title\\" onmouseover=\\"alert(1)")',
  '[a](/x"onmouseover="alert(1))',
  '```"><script>alert(1)</script>\ncode\n```',
  '```js onmouseover=alert(1)\nlet a = 1;\n```',
  '# <img src=x onerror=alert(1)> heading',
  '<a href="https://ok.example" onclick="alert(1)">ok</a>',
  '<p><scr<script>ipt>alert(1)</scr</script>ipt></p>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
];

const ALLOWED = new Set(MARKDOWN_ALLOWED_TAGS);
const OPEN_TAG = /<([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s="'<>/]+(?:="[^"]*")?)*)\s*\/?>/g;

function decode(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_m, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The elements of the output, parsed as a browser would read their names and (double-quoted) attributes. */
function elements(html: string): Array<{ name: string; attrs: Record<string, string> }> {
  return [...html.matchAll(OPEN_TAG)].map((m) => {
    const attrs: Record<string, string> = {};
    for (const a of (m[2] ?? '').matchAll(/\s+([^\s="'<>/]+)(?:="([^"]*)")?/g))
      attrs[a[1]!.toLowerCase()] = decode(a[2] ?? '');
    return { name: m[1]!.toLowerCase(), attrs };
  });
}

/**
 * What in rendered HTML could run or mislead a browser (none: an empty list): a half-formed tag, an element
 * outside the allow-list, an event handler or style attribute, a script or `vbscript:`/`file:` URL (read with
 * the control characters a browser ignores removed), a `data:` URL other than a raster image's.
 */
export function unsafeMarkdownParts(html: string): string[] {
  const problems: string[] = [];
  // Every "<" left in the output starts an element parsed here or a closing tag: nothing half-formed.
  const rest = html.replace(OPEN_TAG, '').replace(/<\/[a-zA-Z][a-zA-Z0-9]*\s*>/g, '');
  if (rest.includes('<')) problems.push(`a stray "<" in ${html}`);
  for (const { name, attrs } of elements(html)) {
    if (!ALLOWED.has(name)) problems.push(`<${name}>`);
    for (const [attr, value] of Object.entries(attrs)) {
      if (/^on|^style$|^xlink:|^formaction$|^srcdoc$/.test(attr)) problems.push(`${attr} on <${name}>`);
      if (attr !== 'href' && attr !== 'src') continue;
      // Written out here rather than taken from the rule under test, so a mistake there cannot hide.
      const compact = [...value]
        .filter((ch) => {
          const c = ch.codePointAt(0)!;
          return c > 0x20 && (c < 0x7f || c > 0x9f);
        })
        .join('')
        .toLowerCase();
      if (/^(javascript|vbscript|livescript|file):/.test(compact)) problems.push(`${attr}=${JSON.stringify(value)}`);
      if (compact.startsWith('data:') && !(name === 'img' && /^data:image\/(png|jpe?g|gif|webp);base64,/.test(compact)))
        problems.push(`${attr}=${JSON.stringify(value)} on <${name}>`);
    }
  }
  return problems;
}
