import type { ModelInput, SpecFieldInput } from '@clearsight/contracts';
import type { z } from 'zod';
import { AppError, type FieldError } from '../../shared/app-error.js';
import type { ModelSort, SpecFieldRow, SpecFilter, SpecValueRow } from './catalog.repository.js';

/**
 * Spec values read by their field's kind (number, enum, text): the type page's filter and sort parameters,
 * and the spec values staff enter on a model. Pure functions; errors are 400s naming the offending field.
 */

const NUMBER = /^-?\d+(?:\.\d+)?$/;
const RANGE = /^(-?\d+(?:\.\d+)?)?\.\.(-?\d+(?:\.\d+)?)?$/;

/** A number shown without float noise (5 → "5", 2.2 → "2.2"). */
function formatNumber(n: number): string {
  return String(Math.round(n * 1e6) / 1e6);
}

/** `spec=key:v1,v2` (enum/text: any of) and `spec=key:min..max` (number), checked against the type's fields. */
export function parseFilters(fields: SpecFieldRow[], raw: string | string[] | undefined): SpecFilter[] {
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const errors: FieldError[] = [];
  const filters: SpecFilter[] = [];
  for (const item of list) {
    const at = item.indexOf(':');
    const key = at > 0 ? item.slice(0, at).trim() : '';
    const value = at > 0 ? item.slice(at + 1).trim() : '';
    const member = `spec.${key || item}`;
    if (!key || !value) {
      errors.push({ message: `筛选条件“${item}”格式不正确，应为“字段:值”`, members: [member] });
      continue;
    }
    const field = fields.find((f) => f.key === key);
    if (!field || !field.filterable) {
      errors.push({ message: `不能按“${key}”筛选：该产品类型没有这个可筛选的规格`, members: [member] });
      continue;
    }
    if (field.kind === 'number') {
      const exact = NUMBER.exec(value);
      const range = RANGE.exec(value);
      if (exact) {
        filters.push({ fieldId: field.id, min: Number(value), max: Number(value) });
      } else if (range && (range[1] !== undefined || range[2] !== undefined)) {
        const min = range[1] !== undefined ? Number(range[1]) : null;
        const max = range[2] !== undefined ? Number(range[2]) : null;
        if (min !== null && max !== null && min > max) {
          errors.push({ message: `“${field.name}”的范围下限不能大于上限`, members: [member] });
        } else {
          filters.push({ fieldId: field.id, min, max });
        }
      } else {
        errors.push({ message: `“${field.name}”的筛选值必须是数字或范围（如 5..12、100..）`, members: [member] });
      }
      continue;
    }
    const values = [
      ...new Set(
        value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    ];
    if (values.length === 0) {
      errors.push({ message: `请为“${field.name}”选择筛选值`, members: [member] });
      continue;
    }
    if (field.kind === 'enum') {
      const bad = values.filter((v) => !field.options.includes(v));
      if (bad.length > 0) {
        errors.push({
          message: `“${field.name}”没有选项“${bad.join('、')}”，可选值：${field.options.join('、')}`,
          members: [member],
        });
        continue;
      }
    }
    filters.push({ fieldId: field.id, values });
  }
  if (errors.length > 0) throw AppError.validation(`筛选条件有误：${errors.map((e) => e.message).join('；')}`, errors);
  return filters;
}

/** The sorts a type page offers: the built-ins, then every number field. */
export function sortOptions(fields: SpecFieldRow[]) {
  return [
    { value: 'default', name: '默认排序', nameEn: 'Default' },
    { value: 'modelNumber', name: '型号', nameEn: 'Model number' },
    { value: 'newest', name: '最新上架', nameEn: 'Newest' },
    ...fields
      .filter((f) => f.kind === 'number')
      .map((f) => ({ value: f.key, name: f.name, nameEn: f.nameEn || f.key })),
  ];
}

/** The `sort` parameter: a built-in or the key of a number field of this type. */
export function resolveSort(fields: SpecFieldRow[], sort: string): ModelSort {
  if (sort === 'default' || sort === 'modelNumber' || sort === 'newest') return { by: sort };
  const field = fields.find((f) => f.key === sort && f.kind === 'number');
  if (!field) {
    throw AppError.field(
      'sort',
      `不支持按“${sort}”排序，可选：${sortOptions(fields)
        .map((o) => o.value)
        .join('、')}`,
    );
  }
  return { by: 'spec', fieldId: field.id };
}

/** A model's spec input checked against its type's fields: numbers for number fields, an option for enums. */
export function specValuesOf(
  fields: SpecFieldRow[],
  specs: z.infer<typeof ModelInput>['specs'],
): Omit<SpecValueRow, 'modelId'>[] {
  const values: Omit<SpecValueRow, 'modelId'>[] = [];
  const errors: FieldError[] = [];
  for (const [key, raw] of Object.entries(specs)) {
    const field = fields.find((f) => f.key === key);
    const member = `specs.${key}`;
    if (!field) {
      errors.push({ message: `该产品类型没有规格字段“${key}”`, members: [member] });
      continue;
    }
    if (raw === null || (typeof raw === 'string' && raw.trim() === '')) continue;
    if (field.kind === 'number') {
      const n = typeof raw === 'number' ? raw : NUMBER.test(raw.trim()) ? Number(raw.trim()) : NaN;
      if (!Number.isFinite(n)) {
        errors.push({ message: `“${field.name}”必须是数字`, members: [member] });
        continue;
      }
      values.push({ fieldId: field.id, valueText: formatNumber(n), valueNum: n });
    } else {
      const text = String(raw).trim();
      if (field.kind === 'enum' && !field.options.includes(text)) {
        errors.push({ message: `“${field.name}”只能是：${field.options.join('、')}`, members: [member] });
        continue;
      }
      values.push({ fieldId: field.id, valueText: text, valueNum: null });
    }
  }
  if (errors.length > 0) throw AppError.validation(`规格参数有误：${errors.map((e) => e.message).join('；')}`, errors);
  return values;
}

/** A spec field as stored: enum options de-duplicated (at least one), other kinds keep none. */
export function normaliseField(input: z.infer<typeof SpecFieldInput>): z.infer<typeof SpecFieldInput> {
  const options = [...new Set(input.options)];
  if (input.kind === 'enum' && options.length === 0) throw AppError.field('options', '枚举字段至少需要一个选项');
  return { ...input, options: input.kind === 'enum' ? options : [] };
}
