/**
 * Comments and chat messages are plain text with links (docs/product.md). The text is split into segments that React renders
 * as text nodes and `<a>` elements — never HTML — and only `http(s)://` and `www.` addresses become links,
 * so `javascript:`, `data:` and anything else stay inert text.
 */
export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// A candidate ends at whitespace, quotes, angle brackets or full-width punctuation.
const URL_RE = /\b(?:https?:\/\/|www\.)[^\s<>"'`\u3000-\u303f\uff01-\uff0f\uff1a-\uff20]+/gi;
const TRAILING = /[.,;:!?)\]}]+$/;

/** The href of a candidate, or null when it is not a safe web address. */
export function safeHref(candidate: string): string | null {
  const withScheme = /^www\./i.test(candidate) ? `https://${candidate}` : candidate;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  return url.href;
}

export function linkify(text: string): TextSegment[] {
  const out: TextSegment[] = [];
  let last = 0;
  const push = (segment: TextSegment) => {
    const prev = out[out.length - 1];
    if (segment.kind === 'text' && prev?.kind === 'text') prev.text += segment.text;
    else if (segment.kind === 'link' || segment.text) out.push(segment);
  };
  for (const match of text.matchAll(URL_RE)) {
    const start = match.index;
    let candidate = match[0];
    // "see https://x.com/a." — the full stop ends the sentence, not the address (balanced parentheses stay).
    const trailing = TRAILING.exec(candidate)?.[0] ?? '';
    if (trailing) {
      let keep = trailing;
      if (keep.startsWith(')') && (candidate.match(/\(/g)?.length ?? 0) > 0) keep = keep.slice(1);
      candidate = candidate.slice(0, candidate.length - keep.length);
    }
    const href = safeHref(candidate);
    push({ kind: 'text', text: text.slice(last, start) });
    if (href) push({ kind: 'link', text: candidate, href });
    else push({ kind: 'text', text: candidate });
    last = start + candidate.length;
  }
  push({ kind: 'text', text: text.slice(last) });
  return out;
}
