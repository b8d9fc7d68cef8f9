/**
 * The editor's query values (docs/product.md): `/editArt?operType=create|update&artType=discuss|article&plateId=
 * &modelId=&discussId=&parentArticleId=&articleId=` (`modelId`: a new topic about that product model). Parsed into one of four shapes, and each shape has one draft key
 * (the server's `EditorKey`: `[A-Za-z0-9:_.-]{1,120}`), so that reopening the same editor — on any device —
 * finds the same draft.
 */
export type EditorParams =
  | { operType: 'create'; artType: 'discuss'; plateId: string | null; modelId: string | null }
  | { operType: 'update'; artType: 'discuss'; discussId: string }
  | { operType: 'create'; artType: 'article'; discussId: string; parentArticleId: string | null }
  | { operType: 'update'; artType: 'article'; discussId: string | null; articleId: string };

// Server ids are UUIDs (36 characters); 48 keeps the longest key (two ids and their words) within the 120 the server
// allows.
const ID_RE = /^[A-Za-z0-9_.-]{1,48}$/;

function idOf(search: URLSearchParams, key: string): string | null | 'invalid' {
  const value = search.get(key)?.trim();
  if (!value) return null;
  return ID_RE.test(value) ? value : 'invalid';
}

/** Null when the values do not describe an editor (a missing or malformed id, an unknown type). */
export function parseEditorParams(search: URLSearchParams): EditorParams | null {
  const operType = search.get('operType') ?? 'create';
  const artType = search.get('artType') ?? 'discuss';
  const plateId = idOf(search, 'plateId');
  const discussId = idOf(search, 'discussId');
  const parentArticleId = idOf(search, 'parentArticleId');
  const articleId = idOf(search, 'articleId');
  const modelId = idOf(search, 'modelId');
  if ([plateId, discussId, parentArticleId, articleId, modelId].includes('invalid')) return null;

  if (artType === 'discuss') {
    if (operType === 'create') return { operType, artType, plateId, modelId };
    if (operType === 'update' && discussId) return { operType, artType, discussId };
    return null;
  }
  if (artType === 'article') {
    if (operType === 'create' && discussId) return { operType, artType, discussId, parentArticleId };
    if (operType === 'update' && articleId) return { operType, artType, discussId, articleId };
    return null;
  }
  return null;
}

/** The server-side draft key of an editor. Ids were validated by the parser, so the key always fits. */
export function draftKeyOf(params: EditorParams): string {
  switch (params.artType) {
    case 'discuss':
      // A topic begun from a model page keeps its own draft: another draft must not replace the model it names.
      return params.operType === 'create'
        ? `discuss:create:${params.plateId ?? 'any'}${params.modelId ? `:m:${params.modelId}` : ''}`
        : `discuss:update:${params.discussId}`;
    case 'article':
      return params.operType === 'create'
        ? `article:create:${params.discussId}:${params.parentArticleId ?? 'root'}`
        : `article:update:${params.articleId}`;
  }
}

export const DRAFT_KEY_RE = /^[A-Za-z0-9:_.-]{1,120}$/;
