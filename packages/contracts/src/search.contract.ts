import { z } from 'zod';
import { contentAccess } from './content.contract.js';
import { defineRoute } from './route.js';

/**
 * Site search. Chinese text is segmented into words (and indexed with character pairs) so that a word inside
 * a longer title matches; model numbers match by their parts or written together. The forum adds `topic`.
 */
export const SEARCH_KINDS = ['model', 'solution', 'software', 'document', 'news', 'course', 'job', 'topic'] as const;
export const SearchKind = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof SearchKind>;
export const SEARCH_KIND_LABELS: Record<SearchKind, { zh: string; en: string }> = {
  model: { zh: '产品', en: 'Products' },
  solution: { zh: '解决方案', en: 'Solutions' },
  software: { zh: '软件下载', en: 'Software' },
  document: { zh: '文档资料', en: 'Documents' },
  news: { zh: '新闻活动', en: 'News & events' },
  course: { zh: '视觉学院', en: 'College' },
  job: { zh: '招聘职位', en: 'Jobs' },
  topic: { zh: '社区话题', en: 'Forum topics' },
};

export const SearchHit = z.object({
  kind: SearchKind,
  id: z.string(),
  title: z.string(),
  /** Plain text around the match (the page highlights the query words). */
  snippet: z.string(),
  /**
   * The English title and text around the match, '' when the item has none: English mode shows them and falls
   * back to the Chinese. Forum topics have none (what members write stays in its language).
   */
  titleEn: z.string(),
  snippetEn: z.string(),
  /** The public page of the result (e.g. `/materialDetails?id=…`). */
  url: z.string(),
  /** A forum question whose answer is marked (it ranks above other topics that match as well). */
  solved: z.boolean(),
  lastModificationTime: z.string(),
});
export type SearchHit = z.infer<typeof SearchHit>;

export const SearchGroup = z.object({
  kind: SearchKind,
  totalCount: z.number().int(),
  items: z.array(SearchHit),
});

export const SearchResult = z.object({
  query: z.string(),
  /** The words the query was split into (for highlighting). */
  terms: z.array(z.string()),
  totalCount: z.number().int(),
  /** Groups with at least one hit, in the order of SearchKind. */
  groups: z.array(SearchGroup),
});
export type SearchResult = z.infer<typeof SearchResult>;

export const SearchQuery = z.object({
  q: z.string().trim().min(1, '请输入搜索内容').max(100),
  kind: SearchKind.optional(),
  skipCount: z.coerce.number().int().min(0).max(10_000).default(0),
  /** Per group. */
  maxResultCount: z.coerce.number().int().min(1).max(50).default(5),
});

export const searchRoute = defineRoute({
  method: 'GET',
  path: '/search',
  summary:
    'Search the site, results grouped by kind (without `kind`: the best of each group; with it: a page of one group)',
  tags: ['search'],
  access: 'public',
  query: SearchQuery,
  response: SearchResult,
});

export const searchReindexRoute = defineRoute({
  method: 'POST',
  path: '/admin/search/reindex',
  summary: 'Rebuild the search index of the corporate content from the database (admin; audited)',
  tags: ['search', 'admin'],
  access: contentAccess,
  response: z.object({ indexed: z.number().int() }),
  /** A forum of 100,000 topics takes minutes to index; the old index serves meanwhile (decision 0019). */
  timeoutMs: 15 * 60_000,
});
