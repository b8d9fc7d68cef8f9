import type { Translate } from '../../../lib/i18n/use-translation';

/**
 * The slot machine's symbols, drawn as SVG: an emoji needs a colour-emoji font, and where none is installed (many
 * Linux desktops, kiosks) the reels showed empty boxes. A prize of the slot table is drawn as the symbol its text
 * names (the seeded "柠檬", or the emoji older tables hold), or as the symbol of its place in the table; its name
 * is the visitor's language's (`activity.luckyPage.symbols.*`) unless staff gave it a text of their own.
 */
export const SLOT_SYMBOLS = ['lemon', 'cherry', 'bell', 'star', 'diamond', 'seven'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

const NAMED: Record<string, SlotSymbol> = {
  '🍋': 'lemon',
  柠檬: 'lemon',
  lemon: 'lemon',
  '🍒': 'cherry',
  樱桃: 'cherry',
  cherry: 'cherry',
  '🔔': 'bell',
  铃铛: 'bell',
  bell: 'bell',
  '⭐': 'star',
  '🌟': 'star',
  星星: 'star',
  star: 'star',
  '💎': 'diamond',
  钻石: 'diamond',
  diamond: 'diamond',
  '7️⃣': 'seven',
  '7': 'seven',
  七: 'seven',
  seven: 'seven',
};

/** Pictographs and the joiners and selectors that build emoji: none of them may reach the slot machine. */
export const EMOJI = /\p{Extended_Pictographic}|\u{FE0F}|\u{20E3}|\u{200D}|[\u{1F1E6}-\u{1F1FF}]/u;

/** The symbol a prize of the slot table is drawn as: the one its text names, else the one of its place. */
export function slotSymbolOf(text: string, index: number): SlotSymbol {
  return NAMED[text.trim().toLowerCase()] ?? SLOT_SYMBOLS[index % SLOT_SYMBOLS.length]!;
}

/** Whether a prize's text is the symbol's own name (or an emoji): then the visitor's language names it. */
export function namesItsSymbol(text: string): boolean {
  const plain = text.trim();
  return plain === '' || EMOJI.test(plain) || NAMED[plain.toLowerCase()] !== undefined;
}

/** What a slot prize is called: the symbol's name in the visitor's language, or the text staff gave it. */
export function slotPrizeName(text: string, index: number, t: Translate): string {
  return namesItsSymbol(text) ? t(`activity.luckyPage.symbols.${slotSymbolOf(text, index)}`) : text.trim();
}

/** The symbols' drawings on a 64×64 grid. */
const SHAPES: Record<SlotSymbol, string> = {
  lemon:
    '<ellipse cx="32" cy="34" rx="22" ry="16" fill="#fadb14" stroke="#d4b106" stroke-width="3"/>' +
    '<path d="M10 34l-5 2M54 34l5-2" stroke="#d4b106" stroke-width="4" stroke-linecap="round"/>' +
    '<path d="M30 18c2-6 8-9 14-8-2 6-8 9-14 8z" fill="#52c41a"/>',
  cherry:
    '<path d="M22 40C24 26 30 16 44 10M42 40C40 28 42 18 44 10" stroke="#389e0d" stroke-width="3" fill="none"/>' +
    '<circle cx="22" cy="44" r="11" fill="#f5222d" stroke="#a8071a" stroke-width="2"/>' +
    '<circle cx="43" cy="45" r="11" fill="#f5222d" stroke="#a8071a" stroke-width="2"/>' +
    '<circle cx="18" cy="40" r="3" fill="#ffccc7"/><circle cx="39" cy="41" r="3" fill="#ffccc7"/>',
  bell:
    '<path d="M32 8c-11 0-17 9-17 20v10l-6 8h46l-6-8V28c0-11-6-20-17-20z" fill="#faad14" stroke="#ad6800" ' +
    'stroke-width="3" stroke-linejoin="round"/><circle cx="32" cy="52" r="6" fill="#ad6800"/>' +
    '<rect x="29" y="3" width="6" height="6" rx="2" fill="#ad6800"/>',
  star:
    '<path d="M32 5l8 17 18 2-13 13 4 19-17-9-17 9 4-19L6 24l18-2z" fill="#9254de" stroke="#531dab" ' +
    'stroke-width="3" stroke-linejoin="round"/>',
  diamond:
    '<path d="M18 10h28l12 14-26 32L6 24z" fill="#36cfc9" stroke="#006d75" stroke-width="3" stroke-linejoin="round"/>' +
    '<path d="M6 24h52M18 10l8 14 6 32M46 10l-8 14-6 32M26 24l6-14 6 14" stroke="#006d75" stroke-width="2" ' +
    'fill="none"/>',
  seven:
    '<rect x="6" y="6" width="52" height="52" rx="10" fill="#f5222d" stroke="#a8071a" stroke-width="3"/>' +
    '<path d="M19 18h26L30 50" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round" ' +
    'fill="none"/>',
};

/** The symbol as a standalone SVG document. */
export function slotSymbolSvg(symbol: SlotSymbol): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${SHAPES[symbol]}</svg>`;
}

/** The symbol as an image address the canvas can draw (the page's policy allows `data:` images). */
export function slotSymbolSrc(symbol: SlotSymbol): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(slotSymbolSvg(symbol))}`;
}

/** The symbol inline in the page, named for assistive technology. */
export function SlotSymbolIcon({ symbol, name, size = 20 }: { symbol: SlotSymbol; name: string; size?: number }) {
  return (
    <svg
      className="act-slot-symbol"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      role="img"
      aria-label={name}
      data-symbol={symbol}
      // The shapes are this module's own constants, never anyone's input.
      dangerouslySetInnerHTML={{ __html: `<title>${escapeXml(name)}</title>${SHAPES[symbol]}` }}
    />
  );
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
