import {
  findMentions,
  isSafeMarkdownUrl,
  MARKDOWN_ALLOWED_TAGS,
  MARKDOWN_ALLOW_PROTOCOL_RELATIVE,
  MARKDOWN_IMAGE_SCHEMES,
  MARKDOWN_LINK_SCHEMES,
  profileHref,
  type TocItem,
} from '@clearsight/contracts';
import { hljs } from './highlight.js';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Server-side markdown: markdown-it (raw HTML off) → highlight.js for fenced code → sanitize-html with an
 * allow-list. Two independent layers: markdown-it escapes any HTML typed in the source and refuses unsafe
 * link schemes; the sanitiser removes anything outside the allow-list whatever produced it. Which elements and
 * URLs are allowed is the contracts' markdown rule (markdown-safety.ts), which the browser's renderer applies too.
 */
export interface Rendered {
  html: string;
  toc: TocItem[];
}

/** Members a text's `@name`s resolve to: lower-case name → the member's user name (its profile's address). */
export type MentionTargets = ReadonlyMap<string, string>;

interface RenderEnv {
  toc: TocItem[];
  slugs: Map<string, number>;
  /** Mentions that become profile links; any other `@name` stays text. */
  mentions?: MentionTargets;
  /** When present, every `@name` outside code and links is collected here (what a write may notify). */
  found?: string[];
}

const LANG_RE = /^[A-Za-z0-9_+#-]{1,32}$/;

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A heading's anchor: letters (any script) and digits kept, the rest collapsed to "-", prefixed "h-". */
export function slugify(text: string): string {
  const base = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `h-${base || 'section'}`;
}

const md: MarkdownIt = new MarkdownIt({
  html: false,
  linkify: true,
  breaks: true,
  typographer: false,
  highlight(code, rawLang) {
    const lang = (rawLang.trim().split(/\s+/)[0] ?? '').toLowerCase();
    const safeLang = LANG_RE.test(lang) ? lang : '';
    let body: string;
    if (safeLang && hljs.getLanguage(safeLang)) {
      try {
        body = hljs.highlight(code, { language: safeLang, ignoreIllegals: true }).value;
      } catch {
        body = escapeHtml(code);
      }
    } else {
      body = escapeHtml(code);
    }
    const langAttr = safeLang ? ` data-lang="${safeLang}"` : '';
    const codeClass = safeLang ? `hljs language-${safeLang}` : 'hljs';
    return `<pre class="code-block"${langAttr}><code class="${codeClass}">${body}</code></pre>`;
  },
});

// The shared URL rule decides which links and images markdown-it makes (its own check misses a scheme behind
// control characters); the sanitiser below checks each element again by its tag.
md.validateLink = (url) => isSafeMarkdownUrl(url, 'a') || isSafeMarkdownUrl(url, 'img');

// Headings get ids (unique within the document) and feed the table of contents.
md.renderer.rules.heading_open = (tokens, idx, options, env: RenderEnv, self) => {
  const token = tokens[idx]!;
  const inline = tokens[idx + 1];
  const text = (inline?.children ?? [])
    .filter((c) => c.type === 'text' || c.type === 'code_inline')
    .map((c) => c.content)
    .join('')
    .trim();
  let id = slugify(text);
  const seen = env.slugs.get(id) ?? 0;
  env.slugs.set(id, seen + 1);
  if (seen > 0) id = `${id}-${seen + 1}`;
  token.attrSet('id', id);
  env.toc.push({ level: Number(token.tag.slice(1)), text: text.slice(0, 200), id });
  return self.renderToken(tokens, idx, options);
};

/**
 * `@name` outside code, links and images (markdown-it's text tokens only: code spans and fenced blocks are other
 * tokens) becomes a link to the member's profile when the name is one of the render's mention targets.
 */
md.core.ruler.after('text_join', 'mentions', (state) => {
  const env = state.env as RenderEnv;
  if (!env.mentions?.size && !env.found) return;
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    const out: typeof block.children = [];
    let inLink = 0;
    for (const token of block.children) {
      if (token.type === 'link_open') inLink++;
      if (token.type === 'link_close') inLink--;
      const found = token.type === 'text' && inLink === 0 ? findMentions(token.content, false) : [];
      if (found.length === 0) {
        out.push(token);
        continue;
      }
      env.found?.push(...found.map((m) => m.userName));
      let at = 0;
      const text = (content: string) => {
        if (!content) return;
        const t = new state.Token('text', '', 0);
        t.content = content;
        out.push(t);
      };
      for (const m of found) {
        const target = env.mentions?.get(m.userName.toLowerCase());
        if (!target) continue;
        text(token.content.slice(at, m.start));
        const open = new state.Token('link_open', 'a', 1);
        open.attrs = [
          ['href', profileHref(target)],
          ['class', 'mention'],
        ];
        out.push(open);
        text(token.content.slice(m.start, m.end));
        out.push(new state.Token('link_close', 'a', -1));
        at = m.end;
      }
      text(token.content.slice(at));
    }
    block.children = out;
  }
});

const ABSOLUTE_HTTP = /^(https?:)?\/\//i;
const ALIGN = /text-align:\s*(left|right|center)/i;

const headingAttrs = ['id'];
const cellTransform = (tagName: string, attribs: sanitizeHtml.Attributes) => {
  const align = ALIGN.exec(attribs['style'] ?? '')?.[1]?.toLowerCase();
  const next: sanitizeHtml.Attributes = align ? { class: `text-${align}` } : {};
  return { tagName, attribs: next };
};

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...MARKDOWN_ALLOWED_TAGS],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target', 'class'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    h1: headingAttrs,
    h2: headingAttrs,
    h3: headingAttrs,
    h4: headingAttrs,
    h5: headingAttrs,
    h6: headingAttrs,
    pre: ['class', 'data-lang'],
    code: ['class'],
    span: ['class'],
    th: ['class'],
    td: ['class'],
    ol: ['start'],
  },
  allowedClasses: {
    a: ['mention'],
    pre: ['code-block'],
    code: ['hljs', 'language-*'],
    span: ['hljs-*', 'language-*'],
    th: ['text-left', 'text-center', 'text-right'],
    td: ['text-left', 'text-center', 'text-right'],
  },
  allowedSchemes: [...MARKDOWN_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...MARKDOWN_IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: MARKDOWN_ALLOW_PROTOCOL_RELATIVE,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = (attribs['href'] ?? '').trim();
      const next: sanitizeHtml.Attributes = isSafeMarkdownUrl(href, 'a') ? { href } : {};
      if (attribs['title']) next['title'] = attribs['title'];
      if (next['href'] && attribs['class'] === 'mention') next['class'] = 'mention';
      if (next['href'] && ABSOLUTE_HTTP.test(href)) {
        next['rel'] = 'nofollow noopener';
        next['target'] = '_blank';
      }
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => {
      const src = (attribs['src'] ?? '').trim();
      const next: sanitizeHtml.Attributes = { loading: 'lazy' };
      // data: only for raster images; never data:text/html or SVG documents.
      if (isSafeMarkdownUrl(src, 'img')) next['src'] = src;
      if (attribs['alt']) next['alt'] = attribs['alt'];
      if (attribs['title']) next['title'] = attribs['title'];
      return { tagName, attribs: next };
    },
    th: cellTransform,
    td: cellTransform,
  },
};

/** Sanitises HTML with the allow-list shared by every rendered page (exported for tests and for any HTML from elsewhere). */
export function sanitize(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

export function renderMarkdown(source: string, mentions?: MentionTargets): Rendered {
  const env: RenderEnv = { toc: [], slugs: new Map(), ...(mentions ? { mentions } : {}) };
  const raw = md.render(source, env);
  return { html: sanitize(raw), toc: env.toc };
}

/** Sanitised HTML only, for pages that need no table of contents (catalogue, news, company…). */
export function renderMarkdownHtml(source: string): string {
  return source.trim() ? renderMarkdown(source).html : '';
}

/** The `@name`s of markdown outside code and links, as typed, each once (case-insensitively). */
export function markdownMentions(source: string): string[] {
  if (!source.includes('@')) return [];
  const env: RenderEnv = { toc: [], slugs: new Map(), found: [] };
  md.parse(source, env);
  const seen = new Map<string, string>();
  for (const name of env.found!) if (!seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  return [...seen.values()];
}

/** Plain text of markdown (for search snippets and indexing): rendered, every tag dropped, entities decoded. */
export function markdownToText(source: string): string {
  const html = md.render(source, { toc: [], slugs: new Map() } satisfies RenderEnv);
  return sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|pre|blockquote|tr)>/g, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Rendered HTML cached per content revision (the key carries the revision, so an edit never serves stale
 * HTML). A small LRU: Map keeps insertion order; a hit is moved to the end.
 */
export function createRenderCache(maxEntries = 500) {
  const entries = new Map<string, Rendered>();
  return {
    /** `key` must name everything the HTML depends on: the content's revision and the mention targets. */
    render(key: string, source: string, mentions?: MentionTargets): Rendered {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const rendered = renderMarkdown(source, mentions);
      entries.set(key, rendered);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return rendered;
    },
    get size() {
      return entries.size;
    },
  };
}
export type RenderCache = ReturnType<typeof createRenderCache>;
