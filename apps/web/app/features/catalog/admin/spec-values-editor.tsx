import { adminSeriesRoutes, adminSpecFieldRoutes, type SpecField } from '@clearsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { Input, InputNumber, Select, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { callApi } from '../../../lib/http/client';
import { localName } from '../../admin/kit/cells';

type SpecValues = Record<string, string | number | null>;

/** Drops values of keys the type does not define (after the series moved to another type). */
export function pruneSpecs(values: SpecValues, fields: readonly Pick<SpecField, 'key'>[]): SpecValues {
  const keys = new Set(fields.map((f) => f.key));
  return Object.fromEntries(Object.entries(values).filter(([k]) => keys.has(k)));
}

/**
 * A model's spec values, one input per spec field of its product type (number, enum or text), in the
 * type's order. The type comes from the chosen series.
 */
export function SpecValuesEditor({
  seriesId,
  value,
  onChange,
}: {
  seriesId: string | undefined;
  value: unknown;
  onChange: (value: SpecValues) => void;
}) {
  const { t, lang } = useTranslation();
  const values = (value && typeof value === 'object' ? value : {}) as SpecValues;
  const series = useQuery({
    queryKey: ['admin', 'series', 'one', seriesId],
    queryFn: ({ signal }) => callApi(adminSeriesRoutes.get, { params: { id: seriesId! }, signal }),
    enabled: Boolean(seriesId),
    staleTime: 60_000,
  });
  const typeId = series.data?.productTypeId;
  const fields = useQuery({
    queryKey: ['admin', 'product-types', 'spec-fields', typeId],
    queryFn: ({ signal }) => callApi(adminSpecFieldRoutes.list, { params: { id: typeId! }, signal }),
    enabled: Boolean(typeId),
    staleTime: 60_000,
  });

  const list = fields.data;
  useEffect(() => {
    if (!list) return;
    const pruned = pruneSpecs(values, list);
    if (Object.keys(pruned).length !== Object.keys(values).length) onChange(pruned);
    // Only when the type's fields change, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list]);

  if (!seriesId) return <div className="cs-admin-muted">{t('admin.model.pickSeriesFirst')}</div>;
  if (series.isLoading || fields.isLoading) return <Spin size="small" />;
  if (!list || list.length === 0) return <div className="cs-admin-muted">{t('admin.model.noSpecFields')}</div>;

  const set = (key: string, v: string | number | null) => onChange({ ...values, [key]: v === '' ? null : v });
  return (
    <div className="cs-admin-spec-grid">
      {list.map((field) => {
        const current = values[field.key];
        const id = `spec-${field.key}`;
        return (
          <div key={field.id} className="cs-admin-spec-grid__row">
            <label htmlFor={id}>
              {localName(field, lang)}
              {field.unit && <span className="cs-admin-muted"> ({field.unit})</span>}
            </label>
            {field.kind === 'number' ? (
              <InputNumber
                id={id}
                value={current === null || current === undefined || current === '' ? null : Number(current)}
                onChange={(n) => set(field.key, n ?? null)}
                style={{ width: '100%' }}
              />
            ) : field.kind === 'enum' ? (
              <Select
                id={id}
                allowClear
                value={current === null || current === undefined ? undefined : String(current)}
                onChange={(v: string | undefined) => set(field.key, v ?? null)}
                options={field.options.map((o) => ({ value: o, label: o }))}
                placeholder={t('admin.common.selectPlaceholder')}
              />
            ) : (
              <Input
                id={id}
                value={current === null || current === undefined ? '' : String(current)}
                onChange={(e) => set(field.key, e.target.value)}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
