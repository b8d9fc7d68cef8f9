export interface Segment {
  text: string;
  match: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Splits text into plain and matching parts for the query's terms (case-insensitive, longest first). */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  const usable = [...new Set(terms.map((t) => t.trim()).filter((t) => t.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  if (usable.length === 0 || !text) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`(${usable.map(escapeRegExp).join('|')})`, 'gi');
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const start = m.index ?? 0;
    if (m[0].length === 0) continue;
    if (start > last) out.push({ text: text.slice(last, start), match: false });
    out.push({ text: m[0], match: true });
    last = start + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), match: false });
  return out;
}
