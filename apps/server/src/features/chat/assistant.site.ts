import { PAGES, SEARCH_KIND_LABELS, type SearchHit, type SearchKind, type SearchResult } from '@clearsight/contracts';
import type { AssistantProvider } from './assistant.js';
import type { AssistantCatalogue } from './assistant-catalogue.js';

/** The one search call the offline assistant needs (features/search's `search`). */
export type SiteSearch = (
  tenantId: string,
  input: { q: string; skipCount: number; maxResultCount: number },
) => Promise<SearchResult>;

/** Words a question is made of that find nothing by themselves. */
const STOP_WORDS = new Set(
  (
    '的 了 吗 呢 吧 啊 是 有 在 和 与 及 或 请问 请 问 一下 介绍 什么 怎么 怎样 如何 哪些 哪个 哪里 多少 几 为什么 能 能否 可以 ' +
    '是否 这个 那个 这款 那款 这些 那些 你们 我们 我 你 他 它 吗？ 贵司 公司 产品 一个 一款 关于 告诉 想 知道 支持 需要 ' +
    'what which how is are the a an of for to do does can you your about tell me please with on in and or'
  ).split(/\s+/),
);

const MAX_HITS = 5;

/** Model numbers and other Latin words first (they find one page), then the question's Chinese words. */
export function questionTerms(question: string): string[] {
  const latin = question.match(/[A-Za-z0-9][A-Za-z0-9._-]*[A-Za-z0-9]|[A-Za-z]{2,}/g) ?? [];
  const rest = question.replace(/[A-Za-z0-9._-]+/g, ' ');
  const words: string[] = [];
  const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
  for (const s of segmenter.segment(rest)) {
    if (s.isWordLike && [...s.segment].length >= 2) words.push(s.segment);
  }
  const terms = [...latin, ...words].filter((t) => !STOP_WORDS.has(t.toLowerCase()));
  return [...new Set(terms)].slice(0, 8);
}

/**
 * Which kinds answer a question first: products (with their specs), then the community's topics, downloads,
 * documents, courses, solutions and news. Job offers answer no product question and are left out.
 */
const KIND_ORDER: readonly SearchKind[] = ['model', 'topic', 'software', 'document', 'course', 'solution', 'news'];

/** The hits of a search, the best of each kind first (round by round), so one kind cannot crowd out the rest. */
function hitsOf(result: SearchResult): SearchHit[] {
  const groups = KIND_ORDER.map((kind) => result.groups.find((g) => g.kind === kind)?.items ?? []);
  const out: SearchHit[] = [];
  for (let round = 0; groups.some((g) => g.length > round); round += 1) {
    for (const items of groups) if (items[round]) out.push(items[round]!);
  }
  return out;
}

/**
 * The assistant without an AI service (decisions 0013 and 0031): a product question (a kind of product,
 * a series, a model, spec values, an application) is answered from the catalogue's structured data — the
 * models that fit and why, the solutions that use them, further reading, or plainly that nothing fits.
 * Any other question searches the site's own content — downloads, documents, courses, news and forum
 * topics — and the answer names and links the pages it used. The answer streams in pieces like a model's,
 * so the member sees the same thing in both modes.
 */
export function createSiteAssistant(options: {
  search: SiteSearch;
  catalogue?: AssistantCatalogue | undefined;
  pieceDelayMs?: number;
}): AssistantProvider {
  const delay = options.pieceDelayMs ?? 25;

  async function find(tenantId: string, question: string): Promise<SearchHit[]> {
    const q = question.slice(0, 100);
    const whole = hitsOf(await options.search(tenantId, { q, skipCount: 0, maxResultCount: 3 }));
    if (whole.length > 0) return whole.slice(0, MAX_HITS);
    // Every word of the search must match, so a whole sentence rarely does: search word by word and keep
    // the pages most words found (a model number counts double).
    const scored = new Map<string, { hit: SearchHit; score: number; order: number }>();
    let order = 0;
    for (const term of questionTerms(question)) {
      const weight = /[A-Za-z]/.test(term) && /\d/.test(term) ? 2 : 1;
      for (const hit of hitsOf(await options.search(tenantId, { q: term, skipCount: 0, maxResultCount: 3 }))) {
        const key = `${hit.kind}:${hit.id}`;
        const seen = scored.get(key);
        if (seen) seen.score += weight;
        else scored.set(key, { hit, score: weight, order: order++ });
      }
    }
    return [...scored.values()]
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .slice(0, MAX_HITS)
      .map((s) => s.hit);
  }

  function compose(question: string, hits: SearchHit[]): string {
    const english = !/[\u3400-\u9fff]/.test(question);
    const link = (text: string, url: string) => `[${text.replace(/[[\]]/g, '')}](${url})`;
    if (hits.length === 0) {
      return english
        ? `I found nothing on this site about “${question.slice(0, 60)}”. Try other words, ` +
            `${link('search the site', PAGES.search)}, or ask in the ${link('community', PAGES.forum)}.`
        : `抱歉，站内没有找到与“${question.slice(0, 60)}”相关的内容。可以换个说法，` +
            `${link('搜索全站', PAGES.search)}，或到${link('社区', PAGES.forum)}提问。`;
    }
    const lines = hits.map((h) => {
      const label = SEARCH_KIND_LABELS[h.kind][english ? 'en' : 'zh'];
      // An English question is answered with the items' English text where they have it.
      const title = english && h.titleEn ? h.titleEn : h.title;
      const text = english && h.snippetEn ? h.snippetEn : h.snippet;
      const snippet = text.length > 120 ? `${text.slice(0, 120)}…` : text;
      return english
        ? `- **${link(title, h.url)}** (${label})${snippet ? `: ${snippet}` : ''}`
        : `- **${link(h.title, h.url)}**（${label}）${snippet ? `：${snippet}` : ''}`;
    });
    return english
      ? `From this site’s pages:\n\n${lines.join('\n')}\n\nOpen a link for the details.`
      : `根据本站的内容，找到这些相关信息：\n\n${lines.join('\n')}\n\n点击链接查看详情。`;
  }

  return {
    mode: 'site',
    model: null,
    async *answer({ tenantId, turns, signal }) {
      const question = turns.at(-1)?.content ?? '';
      const text =
        (await options.catalogue?.answer(tenantId, question)) ?? compose(question, await find(tenantId, question));
      // Pieces of a few characters, as a model's stream arrives.
      const chars = [...text];
      for (let i = 0; i < chars.length; i += 12) {
        if (signal.aborted) return;
        yield chars.slice(i, i + 12).join('');
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      }
    },
  };
}
