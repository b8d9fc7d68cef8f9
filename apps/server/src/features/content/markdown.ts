import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Staff-written markdown → HTML for public pages. Raw HTML in the source is escaped by markdown-it
 * (`html: false`) and the output still passes an allow-list, so no script, event handler or javascript: URL
 * can reach a page even if a renderer rule changes.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const ALLOWED = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'strong',
    'em',
    'del',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'sup',
    'sub',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['align', 'style'],
    td: ['align', 'style'],
    code: ['class'],
    ol: ['start'],
  },
  allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName: string, attribs: Record<string, string>) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : attribs,
      };
    },
    img: (tagName: string, attribs: Record<string, string>) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
} satisfies sanitizeHtml.IOptions;

export function renderMarkdown(source: string): string {
  if (!source.trim()) return '';
  return sanitizeHtml(md.render(source), ALLOWED);
}

/** Plain text of markdown, for search bodies and snippets. */
export function markdownToText(source: string): string {
  if (!source.trim()) return '';
  return sanitizeHtml(md.render(source), { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
