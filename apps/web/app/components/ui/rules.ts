import type { Rule } from './use-form';

/** Something other than blanks. */
export const required =
  (message: string): Rule =>
  (value) =>
    value.trim() === '' ? message : null;

/** A checkbox that must be ticked. */
export const checked =
  (message: string): Rule =>
  (value) =>
    value === 'true' ? null : message;

/** When given, the trimmed value matches `pattern`. */
export const matches =
  (pattern: RegExp, message: string): Rule =>
  (value) =>
    value.trim() === '' || pattern.test(value.trim()) ? null : message;

/** When given, the value's length is within bounds. */
export const lengthWithin =
  (min: number, max: number, message: string): Rule =>
  (value) =>
    value === '' || (value.length >= min && value.length <= max) ? null : message;

/** The same value as another field (a repeated password). */
export const sameAs =
  (field: string, message: string): Rule =>
  (value, values) =>
    value !== '' && value !== values[field] ? message : null;
