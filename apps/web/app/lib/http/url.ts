import { API_BASE, buildPath, type RouteDescriptor } from '@clearsight/contracts';

export function toQueryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function urlOf(route: RouteDescriptor, params?: unknown, query?: unknown): string {
  return API_BASE + buildPath(route.path, params as Record<string, unknown> | undefined) + toQueryString(query);
}
