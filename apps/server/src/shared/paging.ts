export interface Page<T> {
  items: T[];
  totalCount: number;
}
