export interface Page<T> {
  items: T[];
  totalCount: number;
}

export function emptyPage<T>(): Page<T> {
  return { items: [], totalCount: 0 };
}
