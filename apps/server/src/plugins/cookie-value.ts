/**
 * A cookie's value read from the raw `Cookie` header: for the hooks that run before (or without) @fastify/cookie's
 * parsing, such as the page cache's lookup. A value that is not valid percent-encoding is ignored (as if the cookie
 * were absent), or given as sent with `undecodable: 'raw'` where the caller must refuse it rather than ignore it.
 */
export function cookieValue(
  header: string | undefined,
  name: string,
  undecodable: 'ignore' | 'raw' = 'ignore',
): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undecodable === 'raw' ? rest.join('=') : undefined;
    }
  }
  return undefined;
}
