/**
 * Turning text into search tokens. Chinese has no spaces, so text is segmented into words with
 * Intl.Segmenter('zh') and every run of Han characters also contributes its characters and character pairs:
 * a two-character word inside a longer title ('检测' in '锂电极片缺陷检测方案') matches whatever the
 * segmenter decided. Model numbers contribute their parts and the compact form ('CS-A2000-10GM' → 'cs',
 * 'a2000', '10gm', 'csa200010gm'), so either spelling finds them.
 */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}+/gu;
const NON_WORD = /[^\p{L}\p{N}]+/u;
const COMPOUND = /[\p{L}\p{N}]+(?:[-._/+][\p{L}\p{N}]+)+/gu;

function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

function hanGrams(run: string, out: Set<string>): void {
  const chars = [...run];
  for (let i = 0; i < chars.length; i += 1) {
    out.add(chars[i]!);
    if (i + 1 < chars.length) out.add(chars[i]! + chars[i + 1]!);
  }
}

export function indexTokens(text: string): string[] {
  const lower = normalise(text);
  const out = new Set<string>();
  for (const seg of segmenter.segment(lower)) {
    if (!seg.isWordLike) continue;
    for (const part of seg.segment.split(NON_WORD)) if (part) out.add(part);
  }
  for (const run of lower.match(HAN_RUN) ?? []) hanGrams(run, out);
  for (const m of lower.matchAll(COMPOUND)) out.add(m[0].replace(/[-._/+]/g, ''));
  return [...out].filter((t) => t.length <= 60);
}

export interface QueryTerm {
  /** The token to look up. */
  token: string;
  /** Latin/digit terms match as prefixes ('a20' finds 'a2000'); Han terms match exactly. */
  prefix: boolean;
}

/**
 * The query as terms that must all match: Han words become their character pairs (a single character stays
 * itself), other words are prefixes. `display` is what the page highlights.
 */
export function queryTerms(query: string): { terms: QueryTerm[]; display: string[] } {
  const lower = normalise(query);
  const terms = new Map<string, QueryTerm>();
  const display = new Set<string>();
  for (const seg of segmenter.segment(lower)) {
    if (!seg.isWordLike) continue;
    for (const part of seg.segment.split(NON_WORD)) {
      if (!part) continue;
      display.add(part);
      if (HAN.test(part)) {
        for (const run of part.match(HAN_RUN) ?? []) {
          const chars = [...run];
          if (chars.length === 1) terms.set(run, { token: run, prefix: false });
          for (let i = 0; i + 1 < chars.length; i += 1) {
            const pair = chars[i]! + chars[i + 1]!;
            terms.set(pair, { token: pair, prefix: false });
          }
        }
        const rest = part.replace(HAN_RUN, ' ').trim();
        for (const r of rest.split(/\s+/)) if (r) terms.set(r, { token: r, prefix: true });
      } else {
        terms.set(part, { token: part, prefix: true });
      }
    }
  }
  return { terms: [...terms.values()].slice(0, 16), display: [...display] };
}

/** Plain text around the first query word, for result snippets. */
export function snippetOf(text: string, words: string[], length = 140): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return clean;
  const lower = clean.toLowerCase();
  let at = -1;
  for (const w of words) {
    const i = lower.indexOf(w.toLowerCase());
    if (i >= 0 && (at < 0 || i < at)) at = i;
  }
  const start = Math.max(0, at < 0 ? 0 : at - 40);
  const slice = clean.slice(start, start + length);
  return `${start > 0 ? '…' : ''}${slice}${start + length < clean.length ? '…' : ''}`;
}
