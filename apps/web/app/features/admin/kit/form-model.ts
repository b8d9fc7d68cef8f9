import type { RouteDescriptor } from '@clearsight/contracts';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import '@clearsight/contracts/zod-setup';

/**
 * The form model of the console: a form is a list of field specs over a contract's input schema. Values
 * move item → form (`itemToValues`), form → request body (`valuesToBody`), and every field is validated
 * with the contract's own zod schema for that field, so the console shows exactly the server's messages.
 * Everything here is pure (no React), so it is unit-tested.
 */

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'switch'
  | 'select'
  | 'tags'
  | 'datetime'
  | 'image'
  | 'images'
  | 'file'
  | 'markdown'
  | 'ref'
  | 'list'
  | 'custom';

export interface SelectOption {
  value: string;
  /** An i18n key, or a literal text when `literal` is set. */
  label: string;
  literal?: boolean;
}

/** Options loaded from an admin list route (a product type for a series, models for "related"…). */
export interface RefSource {
  route: RouteDescriptor;
  /** Extra query values (e.g. `{ productTypeId }`). */
  query?: Record<string, string | number | undefined>;
  /** The list's search parameter name (`filter` on admin lists). */
  searchParam?: string | null;
  label: (item: Record<string, unknown>) => string;
  /** Paged answers `{ items }` (default) or a bare array. */
  shape?: 'paged' | 'array';
}

export type FormValues = Record<string, unknown>;

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  /** i18n key of the label. */
  label: string;
  /** The English twin of a Chinese field (`summaryEn` beside `summary`): labelled "{label} (English)". */
  english?: boolean;
  /** i18n key of a hint under the field. */
  help?: string;
  /** 2 = a full row; 1 = half a row on wide screens. Default: full for long fields, half for short ones. */
  span?: 1 | 2;
  options?: readonly SelectOption[];
  ref?: RefSource;
  multiple?: boolean;
  /** Sub-fields of each element of a `list` field. */
  fields?: readonly FieldSpec[];
  /** Default of a new `list` element. */
  newItem?: FormValues;
  min?: number;
  max?: number;
  step?: number;
  rows?: number;
  /** `file` upload: the input's accept attribute. */
  accept?: string;
  placeholder?: string;
  /** Shown only when this returns true for the current values (e.g. event fields of an event). */
  visibleWhen?: (values: FormValues) => boolean;
  disabledWhen?: (values: FormValues, mode: 'create' | 'edit') => boolean;
  render?: (props: CustomFieldProps) => ReactNode;
}

export interface CustomFieldProps {
  value: unknown;
  onChange: (value: unknown) => void;
  values: FormValues;
  mode: 'create' | 'edit';
}

export type AnySchema = z.ZodType;

interface Def {
  type: string;
  innerType?: AnySchema;
  element?: AnySchema;
  shape?: Record<string, AnySchema>;
}

function defOf(schema: AnySchema): Def {
  return (schema as unknown as { def: Def }).def;
}

/** Strips default/optional/nullable wrappers. */
export function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  for (let i = 0; i < 10; i += 1) {
    const def = defOf(current);
    if (def.innerType && ['default', 'optional', 'nullable', 'prefault', 'readonly', 'catch'].includes(def.type)) {
      current = def.innerType;
    } else break;
  }
  return current;
}

/** The schema of one field of an object schema (null when the schema does not name it). */
export function fieldSchema(schema: AnySchema | null | undefined, name: string): AnySchema | null {
  if (!schema) return null;
  const def = defOf(unwrap(schema));
  return def.shape?.[name] ?? null;
}

/** The element schema of an array field. */
export function elementSchema(schema: AnySchema | null): AnySchema | null {
  if (!schema) return null;
  const def = defOf(unwrap(schema));
  return def.type === 'array' ? (def.element ?? null) : null;
}

export function acceptsNull(schema: AnySchema | null): boolean {
  return schema ? schema.safeParse(null).success : false;
}

/** True when the contract insists on a value (no default, not optional): the label gets its asterisk. */
export function isRequired(schema: AnySchema | null): boolean {
  if (!schema) return false;
  const outer = defOf(schema).type;
  if (outer === 'default' || outer === 'optional' || outer === 'nullable' || outer === 'prefault') return false;
  return !schema.safeParse(undefined).success;
}

// ----- dates -------------------------------------------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO instant → the value of an `<input type="datetime-local">` in the browser's zone. */
export function isoToLocalInput(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The input's local wall-clock value → an ISO instant (UTC), or null when empty or invalid. */
export function localInputToIso(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

// ----- item → form ---------------------------------------------------------------------------------------

function toFormValue(field: FieldSpec, value: unknown): unknown {
  switch (field.kind) {
    case 'datetime':
      return isoToLocalInput(value);
    case 'list':
      return Array.isArray(value)
        ? value.map((element) => itemToValues(field.fields ?? [], (element ?? {}) as FormValues))
        : [];
    case 'tags':
    case 'images':
      return Array.isArray(value) ? value : [];
    case 'ref':
      if (field.multiple) return Array.isArray(value) ? value : [];
      return value ?? undefined;
    default:
      return value === null ? undefined : value;
  }
}

/** The form's initial values for an item being edited (or the defaults of a new one). */
export function itemToValues(fields: readonly FieldSpec[], item: FormValues): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.name in item) values[field.name] = toFormValue(field, item[field.name]);
  }
  return values;
}

// ----- form → body ---------------------------------------------------------------------------------------

function normaliseEmpty(value: unknown, schema: AnySchema | null): unknown {
  if (value === '' || (typeof value === 'string' && value.trim() === '' && acceptsNull(schema))) {
    // An emptied optional reference becomes null; an emptied required text stays '' so the contract's
    // own "please fill in" message shows.
    return acceptsNull(schema) ? null : '';
  }
  if (value === null || value === undefined) return acceptsNull(schema) ? null : undefined;
  return value;
}

export function toBodyValue(field: FieldSpec, value: unknown, schema: AnySchema | null): unknown {
  switch (field.kind) {
    case 'datetime':
      return normaliseEmpty(localInputToIso(value), schema);
    case 'switch':
      return value === undefined ? undefined : Boolean(value);
    case 'tags':
    case 'images':
      return Array.isArray(value)
        ? value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '')
        : [];
    case 'ref':
      if (field.multiple) return Array.isArray(value) ? value : [];
      return normaliseEmpty(value, schema);
    case 'list': {
      const element = elementSchema(schema);
      return Array.isArray(value)
        ? value.map((entry) => valuesToBody(field.fields ?? [], (entry ?? {}) as FormValues, element))
        : [];
    }
    case 'number':
      return value === null || value === undefined || value === '' ? normaliseEmpty(null, schema) : Number(value);
    case 'text':
    case 'textarea':
    case 'markdown':
      // An untouched text box is empty text: the contract then says what it wants ("at least 2 characters").
      return normaliseEmpty(value ?? '', schema);
    default:
      return normaliseEmpty(value, schema);
  }
}

/** The request body from the form's values: only the fields of the form, converted per kind. */
export function valuesToBody(fields: readonly FieldSpec[], values: FormValues, schema: AnySchema | null): FormValues {
  const body: FormValues = {};
  for (const field of fields) {
    if (field.kind === 'custom' && !field.name) continue;
    const converted = toBodyValue(field, values[field.name], fieldSchema(schema, field.name));
    if (converted !== undefined) body[field.name] = converted;
  }
  return body;
}

// ----- validation ----------------------------------------------------------------------------------------

export interface Issue {
  path: PropertyKey[];
  message: string;
}

/** The first problem the contract finds with one field's value, or null. */
export function validateValue(schema: AnySchema | null, bodyValue: unknown, requiredMessage: string): string | null {
  if (!schema) return null;
  const result = schema.safeParse(bodyValue);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return null;
  // zod's own text for a missing value ("expected string, received undefined") says less than ours.
  if ((bodyValue === undefined || bodyValue === null) && issue.path.length === 0) return requiredMessage;
  return issue.message;
}

/** Validation errors of the whole body, as antd `setFields` entries. */
export function issuesToFields(issues: readonly Issue[]): Array<{ name: (string | number)[]; errors: string[] }> {
  const byPath = new Map<string, { name: (string | number)[]; errors: string[] }>();
  for (const issue of issues) {
    const name = issue.path.filter((p): p is string | number => typeof p === 'string' || typeof p === 'number');
    if (name.length === 0) continue;
    const key = name.join('.');
    const entry = byPath.get(key) ?? { name, errors: [] };
    if (!entry.errors.includes(issue.message)) entry.errors.push(issue.message);
    byPath.set(key, entry);
  }
  return [...byPath.values()];
}

/**
 * The server's `validationErrors` (members are dotted paths such as `timeline.0.year`) as antd `setFields`
 * entries, for the fields the form has; the rest are left to the toast the HTTP client already showed.
 */
export function serverErrorsToFields(
  body: unknown,
  fieldNames: readonly string[],
): Array<{ name: (string | number)[]; errors: string[] }> {
  const list = (body as { error?: { validationErrors?: unknown } } | null)?.error?.validationErrors;
  if (!Array.isArray(list)) return [];
  const issues: Issue[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const { message, members } = item as { message?: unknown; members?: unknown };
    if (typeof message !== 'string' || !Array.isArray(members)) continue;
    for (const member of members) {
      if (typeof member !== 'string') continue;
      const path = member.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
      if (path[0] === 'body') path.shift();
      if (typeof path[0] === 'string' && fieldNames.includes(path[0])) issues.push({ path, message });
    }
  }
  return issuesToFields(issues);
}

/** Whether a field shows for the current values. */
export function isVisible(field: FieldSpec, values: FormValues): boolean {
  return field.visibleWhen ? field.visibleWhen(values) : true;
}
