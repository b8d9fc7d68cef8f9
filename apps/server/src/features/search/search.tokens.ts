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
// Tried only where a run of letters and digits starts: tried inside one too, a long run of Han characters
// (all letters) cost time growing with the square of its length.
const COMPOUND = /(?<![\p{L}\p{N}])[\p{L}\p{N}]+(?:[-._/+][\p{L}\p{N}]+)+/gu;

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

/**
 * The tokens a text is indexed under. Han runs contribute their characters and pairs only: a query looks up
 * nothing else of them (queryTerms turns Han words into pairs), so the segmenter reads the rest of the text
 * alone, the Han runs blanked out — segmenting Chinese was most of the cost of indexing.
 */
export function indexTokens(text: string): string[] {
  const lower = normalise(text);
  const out = new Set<string>();
  for (const seg of segmenter.segment(lower.replace(HAN_RUN, ' '))) {
    if (!seg.isWordLike) continue;
    for (const part of seg.segment.split(NON_WORD)) if (part) out.add(part);
  }
  for (const run of lower.match(HAN_RUN) ?? []) hanGrams(run, out);
  for (const m of lower.matchAll(COMPOUND)) out.add(m[0].replace(/[-._/+]/g, ''));
  return [...out].filter((t) => t.length <= 60);
}

export interface QueryToken {
  /** The token to look up. */
  token: string;
  /** Latin/digit terms match as prefixes ('a20' finds 'a2000'); Han terms match exactly. */
  prefix: boolean;
}

/**
 * One term of a query; all terms must match. A plain term is one token. A synonym term (`anyOf`) matches
 * when every token of any one of its alternatives matches (the first alternative is the phrase as written);
 * its `token` is then only that phrase and is not looked up.
 */
export interface QueryTerm extends QueryToken {
  anyOf?: QueryToken[][];
}

/**
 * Words that mean the same thing to a visitor. The catalogue says 线阵相机 where a visitor may type 线扫相机,
 * an English visitor "line scan" or "linescan"; the index stays as it is and the query asks for any of the
 * spellings. Each group is a set of equals; a phrase of several words matches when all its words do.
 */
export const SYNONYMS: ReadonlyArray<readonly string[]> = [
  ['线阵', '线扫', 'line scan', 'linescan'],
  ['面阵', '面扫', 'area scan', 'areascan'],
  ['工业相机', '机器视觉相机', '视觉相机', 'industrial camera', 'machine vision camera'],
  ['镜头', '光学镜头', '工业镜头', 'lens'],
  ['远心镜头', '远心', 'telecentric'],
  ['光源', '照明', '视觉光源', 'lighting', 'illumination'],
  ['环形光', '环光', 'ring light'],
  ['背光', '背光源', 'backlight', 'back light'],
  ['光源控制器', '控制器', 'light controller', 'lighting controller'],
  ['读码器', '扫码器', '扫码枪', '条码阅读器', 'code reader', 'barcode reader', 'barcode scanner'],
  ['读码', '扫码', 'code reading', 'barcode reading'],
  ['智能相机', '视觉传感器', 'smart camera', 'vision sensor'],
  ['gige', '千兆网', '千兆网口', '千兆以太网', 'gigabit ethernet'],
  ['10gige', '万兆网', '万兆网口', '万兆以太网', '10gbe', '10 gigabit ethernet'],
  ['usb3', 'usb 3.0', 'usb3.0', 'usb 3'],
  ['coaxpress', 'cxp'],
  ['camera link', 'cameralink'],
  ['3d相机', '三维相机', '3d camera', '3d传感器', '三维传感器', '3d sensor'],
  ['3d视觉', '三维视觉', '3d vision'],
  ['深度学习', 'deep learning'],
  ['字符识别', 'ocr'],
  ['体积测量', 'dimensioning'],
];

/** Punctuation and spaces as one space, so that 'USB 3.0', 'line-scan' and 'line scan' compare alike. */
const spaced = (text: string) => normalise(text).replace(/[^\p{L}\p{N}]+/gu, ' ');
const LATIN_EDGE = /[a-z0-9]/;

/** Every spelling of every group, longest first, so that 读码器 wins over 读码 and '10gige' over 'gige'. */
const PHRASES = SYNONYMS.flatMap((group, index) =>
  group.map((spelling) => ({ text: spaced(spelling).trim(), group: index })),
).sort((a, b) => b.text.length - a.text.length);

/** Plain terms of some text: Han words become their character pairs, other words are prefixes. */
function plainTerms(text: string, terms: Map<string, QueryTerm>, display: Set<string>): void {
  for (const seg of segmenter.segment(text)) {
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
}

/**
 * The tokens of one spelling: a Han run as its character pairs over the whole run (the index holds the pairs
 * of every run, so 线阵 is looked up as 线阵 whatever the segmenter would cut), other words as prefixes.
 */
function spellingTokens(spelling: string): QueryToken[] {
  const out = new Map<string, QueryToken>();
  for (const word of spaced(spelling).split(' ')) {
    if (!word) continue;
    for (const run of word.match(HAN_RUN) ?? []) {
      const chars = [...run];
      if (chars.length === 1) out.set(run, { token: run, prefix: false });
      for (let i = 0; i + 1 < chars.length; i += 1) {
        const pair = chars[i]! + chars[i + 1]!;
        out.set(pair, { token: pair, prefix: false });
      }
    }
    for (const latin of word.replace(HAN_RUN, ' ').split(' '))
      if (latin) out.set(latin, { token: latin, prefix: true });
  }
  return [...out.values()];
}

/** The alternatives of a synonym group: each spelling's own tokens. */
function synonymTerm(phrase: string, group: number): QueryTerm {
  const anyOf: QueryToken[][] = [];
  const seen = new Set<string>();
  // The spelling as written comes first: literalTerms() ranks what matches it above the rest.
  for (const spelling of [phrase, ...SYNONYMS[group]!]) {
    const alternative = spellingTokens(spelling);
    const key = alternative.map((t) => `${t.token}${t.prefix ? '*' : ''}`).join(' ');
    if (alternative.length > 0 && !seen.has(key)) {
      seen.add(key);
      anyOf.push(alternative);
    }
  }
  return { token: phrase, prefix: false, anyOf };
}

/** Finds the synonym phrases in the (spaced) query; returns them and the query with them blanked out. */
function takePhrases(query: string): { found: Array<{ phrase: string; group: number }>; rest: string } {
  let rest = query;
  const found: Array<{ phrase: string; group: number; at: number }> = [];
  for (const { text, group } of PHRASES) {
    let from = 0;
    for (let at = rest.indexOf(text, from); at >= 0; at = rest.indexOf(text, from)) {
      from = at + text.length;
      // A Latin spelling is a whole word: 'gige' is not found inside '10gige', 'cxp' not inside 'cxpx'.
      const before = rest[at - 1] ?? ' ';
      const after = rest[at + text.length] ?? ' ';
      if (LATIN_EDGE.test(text[0]!) && LATIN_EDGE.test(before)) continue;
      if (LATIN_EDGE.test(text[text.length - 1]!) && LATIN_EDGE.test(after)) continue;
      found.push({ phrase: text, group, at });
      rest = `${rest.slice(0, at)}${' '.repeat(text.length)}${rest.slice(at + text.length)}`;
    }
  }
  found.sort((a, b) => a.at - b.at);
  return { found: found.map(({ phrase, group }) => ({ phrase, group })), rest };
}

/**
 * The query as terms that must all match: Han words become their character pairs (a single character stays
 * itself), other words are prefixes, and a phrase of a synonym group matches any spelling of that group.
 * `display` is what the page highlights: the words as written, then the other spellings of their groups.
 */
export function queryTerms(query: string): { terms: QueryTerm[]; display: string[] } {
  const terms = new Map<string, QueryTerm>();
  const display = new Set<string>();
  const { found, rest } = takePhrases(spaced(query));
  const groups = new Set<number>();
  for (const { phrase, group } of found) {
    if (groups.has(group)) continue;
    groups.add(group);
    display.add(phrase);
    terms.set(`synonyms:${group}`, synonymTerm(phrase, group));
  }
  plainTerms(rest, terms, display);
  for (const group of groups) for (const spelling of SYNONYMS[group]!) display.add(normalise(spelling));
  return { terms: [...terms.values()].slice(0, 16), display: [...display] };
}

/** The terms as written, without the other spellings of synonyms: what matches them ranks first. */
export function literalTerms(terms: QueryTerm[]): QueryToken[] {
  return terms.flatMap((t) => (t.anyOf ? (t.anyOf[0] ?? []) : [{ token: t.token, prefix: t.prefix }]));
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
