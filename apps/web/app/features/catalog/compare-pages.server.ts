import {
  COMPARE_MAX,
  COMPARE_MIN,
  compareRoute,
  modelSearchRoute,
  type CompareResult,
  type ModelCard,
} from '@clearsight/contracts';
import type { AppLoadContext } from 'react-router';
import { loadFromApi } from '../../lib/api.server';
import { parseIds } from './compare-basket';

export type ComparePageData =
  | { ok: true; ids: string[]; result: CompareResult; differencesOnly: boolean }
  | {
      ok: false;
      ids: string[];
      reason: 'tooFew' | 'tooMany' | 'mixedType' | 'unavailable' | 'failed';
      models: ModelCard[];
      differencesOnly: boolean;
    };

/** `?ids=a,b,c&diff=1`: the comparison, or why there is none (with the models that were found). */
export async function loadComparePage(context: AppLoadContext, request: Request): Promise<ComparePageData> {
  const url = new URL(request.url);
  const ids = parseIds(url.searchParams.get('ids'));
  const differencesOnly = url.searchParams.get('diff') === '1';
  const models = async () => {
    if (ids.length === 0) return [];
    const found = await loadFromApi(context, request, modelSearchRoute, {
      query: { ids: ids.slice(0, 20).join(','), maxResultCount: 20 },
    });
    return found.ok ? found.data.items : [];
  };

  if (ids.length < COMPARE_MIN) return { ok: false, ids, reason: 'tooFew', models: await models(), differencesOnly };
  if (ids.length > COMPARE_MAX) return { ok: false, ids, reason: 'tooMany', models: await models(), differencesOnly };

  const result = await loadFromApi(context, request, compareRoute, { query: { ids: ids.join(',') } });
  if (result.ok) return { ok: true, ids, result: result.data, differencesOnly };
  const found = await models();
  const types = new Set(found.map((m) => m.productTypeId));
  const reason =
    result.status === null || (result.status ?? 0) >= 500
      ? 'failed'
      : types.size > 1
        ? 'mixedType'
        : found.length < ids.length
          ? 'unavailable'
          : 'failed';
  return { ok: false, ids, reason, models: found, differencesOnly };
}
