import { z } from 'zod';
import { IdParam, OkResult, PagedQuery, pagedResult } from './common.contract.js';
import { Permissions } from './permissions.js';
import { defineRoute } from './route.js';

/**
 * Building blocks shared by the corporate-site contracts (catalogue, solutions, downloads, college, news,
 * company, careers, contact, banners): id references, markdown input, file references and the admin
 * create/read/update/delete route family every content type has.
 */

export const EntityId = z.string().trim().min(1).max(64);
/** A nullable reference to another row (a file, a successor model, a series…). */
export const OptionalId = EntityId.nullable().default(null);

/** Markdown as staff write it; the server renders it to sanitised HTML (the public shapes carry `…Html`). */
export const MarkdownInput = (max = 50_000) => z.string().max(max, `内容最多 ${max} 个字符`).default('');

/**
 * English text beside a Chinese field (the site is Chinese first; English mode shows the English and falls back
 * to the Chinese when it is empty). Staff may leave it out: a create stores '', an update keeps what is stored,
 * so a client that does not know the field yet never erases it. Send '' to clear it.
 */
export const EnglishText = (max: number) => z.string().trim().max(max, `英文内容最多 ${max} 个字符`).optional();
/** English markdown beside a Chinese markdown field; left out, as {@link EnglishText}. */
export const EnglishMarkdown = (max = 50_000) => z.string().max(max, `英文内容最多 ${max} 个字符`).optional();

/** The English fields of a write: each as sent, else as stored before (`before`), else ''. */
export function englishOf<K extends string>(
  keys: readonly K[],
  input: { readonly [P in K]?: string | undefined },
  before?: { readonly [P in K]: string } | null,
): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of keys) out[key] = input[key] ?? before?.[key] ?? '';
  return out;
}

/**
 * The English of list entries (highlights, timeline, offices…) as {@link englishOf}: an entry sent without its
 * English takes it from the stored entry that `sameAs` finds (the same Chinese), else ''.
 */
export function englishOfEntries<TIn extends object, TStored extends object, K extends string>(
  keys: readonly K[],
  entries: readonly TIn[],
  stored: readonly TStored[],
  sameAs: (entry: TIn, stored: TStored) => boolean,
): Array<Omit<TIn, K> & Record<K, string>> {
  return entries.map((entry) => {
    const match = stored.find((s) => sameAs(entry, s)) as { readonly [P in K]?: string } | undefined;
    return { ...entry, ...englishOf(keys, entry as { readonly [P in K]?: string }, englishOf(keys, match ?? {})) };
  });
}

/**
 * A free-text value that filters a list (a course category, a department, a city) with its English name for
 * English mode: the filter takes `value`; `nameEn` is '' when no item gives one.
 */
export const FilterOption = z.object({ value: z.string(), nameEn: z.string() });
export type FilterOption = z.infer<typeof FilterOption>;

/** A short reference to a row by id and display names, as cards and breadcrumbs need. */
export const NamedRef = z.object({ id: z.string(), name: z.string(), nameEn: z.string() });
export type NamedRef = z.infer<typeof NamedRef>;

/** An image by file id with its URL under the API base (`/prod-api/file/:id`). */
export const ImageRef = z.object({ fileId: z.string(), url: z.string() });
export type ImageRef = z.infer<typeof ImageRef>;

/** Query of every admin list: search text plus ABP paging. */
export const AdminListQuery = PagedQuery.extend({
  filter: z.string().trim().max(100).optional(),
});
export type AdminListQuery = z.infer<typeof AdminListQuery>;

/** Comma-separated ids in a query value (`?ids=a,b,c`), trimmed, empty parts dropped. */
export const IdList = z
  .string()
  .max(2000)
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** Staff editing corporate content hold `site:content:manage` (role editor) or are administrators. */
export const contentAccess = { permission: Permissions.contentManage };

/**
 * The five admin routes of one content type under `path` (e.g. `/admin/news`): list with search and paging,
 * read one, create, replace, delete. Every write is audited by the server (who, what, when, before/after).
 */
export function adminCrudRoutes<
  TItem extends z.ZodType,
  TInput extends z.ZodType,
  TQuery extends z.ZodType = typeof AdminListQuery,
>(options: { path: string; tag: string; label: string; item: TItem; input: TInput; query?: TQuery }) {
  const tags = [options.tag, 'admin'];
  const query = (options.query ?? AdminListQuery) as TQuery;
  return {
    list: defineRoute({
      method: 'GET',
      path: options.path,
      summary: `List ${options.label} with search and paging (admin)`,
      tags,
      access: contentAccess,
      query,
      response: pagedResult(options.item),
    }),
    get: defineRoute({
      method: 'GET',
      path: `${options.path}/:id`,
      summary: `One ${options.label} with everything staff edit (admin)`,
      tags,
      access: contentAccess,
      params: IdParam,
      response: options.item,
    }),
    create: defineRoute({
      method: 'POST',
      path: options.path,
      summary: `Create a ${options.label} (admin; audited)`,
      tags,
      access: contentAccess,
      body: options.input,
      response: options.item,
      status: 201,
    }),
    update: defineRoute({
      method: 'PUT',
      path: `${options.path}/:id`,
      summary: `Replace a ${options.label} (admin; audited)`,
      tags,
      access: contentAccess,
      params: IdParam,
      body: options.input,
      response: options.item,
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: `${options.path}/:id`,
      summary: `Delete a ${options.label} (admin; audited)`,
      tags,
      access: contentAccess,
      params: IdParam,
      response: OkResult,
    }),
  };
}

/** Timestamps every admin item carries. */
export const AdminTimestamps = z.object({
  id: z.string(),
  creationTime: z.string(),
  lastModificationTime: z.string(),
});

/** A path of a downloadable or streamable binary (files stream with Range support; not JSON). */
export const BinaryResponse = z.unknown();
