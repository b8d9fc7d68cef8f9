/** PostgreSQL's text cannot hold NUL (SQLite's can, but no reader expects it): refused at the door, clearly. */
export const NUL_MESSAGE = '内容中不能含有空字符（NUL）';

/** Whether a parsed body or query holds NUL in any string, key or nested value. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item));
  }
  return false;
}
