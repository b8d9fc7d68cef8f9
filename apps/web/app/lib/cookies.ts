/** One cookie's value from a Cookie header (server) or `document.cookie` (browser), or null. */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

/** A cookie of the browser's own, or null (always null on the server). */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return cookieValue(document.cookie, name);
}

/**
 * Sets (or, with null, removes) a cookie for the whole site. The cookies the web sets are copies of what the
 * browser keeps in storage, so the server renderer can see them; `Lax` keeps them off cross-site posts.
 */
export function writeCookie(name: string, value: string | null, options: { maxAgeSeconds?: number } = {}): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  if (value === null) {
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
    return;
  }
  const age = options.maxAgeSeconds === undefined ? '' : `; Max-Age=${options.maxAgeSeconds}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/${age}; SameSite=Lax${secure}`;
}
