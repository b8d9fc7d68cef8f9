import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { callApi } from '../../../lib/http/client';
import type { RefSource } from './form-model';

/** Labels seen in this tab, so a selected value keeps its name when the current search does not list it. */
const seenLabels = new Map<string, string>();

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function refItemsOf(data: unknown, shape: RefSource['shape']): Array<Record<string, unknown>> {
  if (shape === 'array') return Array.isArray(data) ? (data as Array<Record<string, unknown>>) : [];
  const items = (data as { items?: unknown } | undefined)?.items;
  return Array.isArray(items) ? (items as Array<Record<string, unknown>>) : [];
}

/** Options of a reference field, loaded from an admin list with server-side search. */
export function useRefOptions(source: RefSource, search: string, enabled = true) {
  const term = useDebounced(search.trim(), 250);
  const searchParam = source.searchParam === undefined ? 'filter' : source.searchParam;
  const query = {
    maxResultCount: 100,
    ...(source.query ?? {}),
    ...(searchParam && term ? { [searchParam]: term } : {}),
  };
  const result = useQuery({
    queryKey: ['admin', 'ref', source.route.path, query],
    queryFn: ({ signal }) => callApi(source.route, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 60_000,
  });
  const options = useMemo(
    () =>
      refItemsOf(result.data, source.shape).map((item) => {
        const value = String(item.id);
        const label = source.label(item);
        seenLabels.set(value, label);
        return { value, label };
      }),
    [result.data, source],
  );
  return { options, loading: result.isFetching };
}

export function RefSelect({
  source,
  value,
  onChange,
  multiple,
  placeholder,
  allowClear = true,
  disabled,
  style,
}: {
  source: RefSource;
  value?: string | string[] | null;
  onChange?: (value: string | string[] | null) => void;
  multiple?: boolean;
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { options, loading } = useRefOptions(source, search, !disabled);
  const selected = value == null ? [] : Array.isArray(value) ? value : [value];
  // Selected values the current page of options does not contain still need a label.
  const have = new Set(options.map((o) => o.value));
  const merged = [
    ...selected.filter((v) => !have.has(v)).map((v) => ({ value: v, label: seenLabels.get(v) ?? `#${v.slice(-8)}` })),
    ...options,
  ];

  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setSearch }}
      mode={multiple ? 'multiple' : undefined}
      value={multiple ? selected : (selected[0] ?? undefined)}
      onChange={(next: string | string[] | undefined) => {
        setSearch('');
        onChange?.(next === undefined ? (multiple ? [] : null) : next);
      }}
      options={merged}
      loading={loading}
      allowClear={allowClear}
      disabled={disabled}
      placeholder={placeholder ?? t('admin.common.selectPlaceholder')}
      notFoundContent={loading ? t('admin.common.loading') : t('admin.common.noMatch')}
      style={style}
      maxTagCount="responsive"
    />
  );
}
