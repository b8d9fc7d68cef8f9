/**
 * A small single-stroke font for the lettering on generated pictures (model numbers, series names,
 * dimensions). The pictures are SVG rendered by sharp; SVG text would depend on the fonts of the machine
 * (none are guaranteed on a fresh one) and so would the bytes, while the seed records their SHA-256. Drawn
 * strokes come out the same everywhere. Latin capitals, digits and a few signs; other characters are skipped.
 *
 * Glyphs are polylines on a 4 × 6 grid (y down), separated by '|'.
 */
const GLYPHS: Record<string, string> = {
  A: '0,6 2,0 4,6|0.7,4 3.3,4',
  B: '0,3 3,3 4,4 4,5 3,6 0,6 0,0 3,0 4,1 4,2 3,3',
  C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  D: '0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0',
  E: '4,0 0,0 0,6 4,6|0,3 3,3',
  F: '4,0 0,0 0,6|0,3 3,3',
  G: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.5 2.2,3.5',
  H: '0,0 0,6|4,0 4,6|0,3 4,3',
  I: '1,0 3,0|2,0 2,6|1,6 3,6',
  J: '4,0 4,5 3,6 1,6 0,5',
  K: '0,0 0,6|4,0 0,3.6|1.4,2.7 4,6',
  L: '0,0 0,6 4,6',
  M: '0,6 0,0 2,3.5 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  O: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0',
  P: '0,6 0,0 3,0 4,1 4,2 3,3 0,3',
  Q: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0|2.5,4.5 4,6',
  R: '0,6 0,0 3,0 4,1 4,2 3,3 0,3|2,3 4,6',
  S: '4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5',
  T: '0,0 4,0|2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,2.5 3,6 4,0',
  X: '0,0 4,6|4,0 0,6',
  Y: '0,0 2,3 4,0|2,3 2,6',
  Z: '0,0 4,0 0,6 4,6',
  '0': '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0',
  '1': '1,1 2,0 2,6|1,6 3,6',
  '2': '0,1 1,0 3,0 4,1 4,2 0,6 4,6',
  '3': '0,1 1,0 3,0 4,1 4,2 3,3 1.5,3|3,3 4,4 4,5 3,6 1,6 0,5',
  '4': '3,6 3,0 0,4 4,4',
  '5': '4,0 0,0 0,3 3,3 4,4 4,5 3,6 1,6 0,5',
  '6': '3.5,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 0,3',
  '7': '0,0 4,0 1.5,6',
  '8': '1,3 0,2 0,1 1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3',
  '9': '4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 0.5,6',
  '-': '0.8,3.2 3.2,3.2',
  '.': '2,5.7 2,6',
  ',': '2,5.4 1.6,6.6',
  '/': '0.5,6 3.5,0',
  '+': '2,1.5 2,4.5|0.5,3 3.5,3',
  '×': '0.8,1.8 3.2,4.2|3.2,1.8 0.8,4.2',
  '(': '2.5,0 1.5,1.5 1.5,4.5 2.5,6',
  ')': '1.5,0 2.5,1.5 2.5,4.5 1.5,6',
  ':': '2,1.9 2,2.2|2,5.7 2,6',
  Φ: '1,1 3,1 4,2 4,4 3,5 1,5 0,4 0,2 1,1|2,0 2,6',
  '°': '1.5,0 2.5,0 2.5,1 1.5,1 1.5,0',
  '"': '1.4,0 1.4,1.6|2.6,0 2.6,1.6',
};
const NARROW = new Set(['.', ',', ':', '1', 'I', '(', ')', '"']);

function advance(ch: string): number {
  if (ch === ' ') return 3.6;
  return NARROW.has(ch) ? 4.4 : 5.6;
}

/** Width of `text` drawn at `size` (the height of a capital) in pixels. */
export function textWidth(text: string, size: number): number {
  const chars = [...text.toUpperCase()];
  const units = chars.reduce((sum, ch) => sum + (GLYPHS[ch] || ch === ' ' ? advance(ch) : 0), 0) - 1.6;
  return Math.max(0, (units * size) / 6);
}

const r = (n: number) => Math.round(n * 100) / 100;

/**
 * An SVG path of `text` with its baseline at y and, by `anchor`, starting at, centred on or ending at x.
 * `weight` is the stroke width relative to the capital height.
 */
export function strokeText(
  text: string,
  x: number,
  y: number,
  size: number,
  options: { color?: string; weight?: number; anchor?: 'start' | 'middle' | 'end'; opacity?: number } = {},
): string {
  const { color = '#111', weight = 0.11, anchor = 'start', opacity = 1 } = options;
  const scale = size / 6;
  const width = textWidth(text, size);
  let cx = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  const top = y - size;
  const parts: string[] = [];
  for (const ch of text.toUpperCase()) {
    const glyph = GLYPHS[ch];
    if (glyph) {
      // Narrow glyphs are drawn on the same grid, pulled left so they sit centred in their advance.
      const shift = NARROW.has(ch) ? -0.6 : 0;
      for (const line of glyph.split('|')) {
        const pts = line.split(' ').map((p) => p.split(',').map(Number) as [number, number]);
        parts.push(`M${pts.map(([px, py]) => `${r(cx + (px + shift) * scale)} ${r(top + py * scale)}`).join(' L')}`);
      }
    }
    if (glyph || ch === ' ') cx += advance(ch) * scale;
  }
  return `<path d="${parts.join(' ')}" fill="none" stroke="${color}" stroke-width="${r(size * weight)}" stroke-linecap="round" stroke-linejoin="round"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;
}
