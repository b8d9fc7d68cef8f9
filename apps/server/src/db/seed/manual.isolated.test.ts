import { inflateSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type * as ManualList from './manual-list.js';

// A machine without the CJK font: the Chinese manual comes out in English and says so on its cover.
vi.mock('./manual-list.js', async (importOriginal) => ({
  ...(await importOriginal<typeof ManualList>()),
  cjkFontAvailable: () => false,
}));
const { userManual } = await import('./manual.js');

/** The text-drawing operators of every page: pdfkit writes WinAnsi text as hex strings in deflated streams. */
function drawn(pdf: Buffer): string {
  return [...pdf.toString('latin1').matchAll(/stream\n([\s\S]*?)\nendstream/g)]
    .map((m) => {
      try {
        return inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
      } catch {
        return '';
      }
    })
    .join('');
}
const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex');

describe('userManual without a CJK font', () => {
  it('draws the Chinese manual in English, with a note on its cover, still 12 pages or more', async () => {
    const pdf = (await userManual('sc-2000-manual'))!;
    const raw = pdf.toString('latin1');
    expect(raw).not.toContain('NotoSansCJK');
    expect(raw.match(/\/Type \/Page\b(?!s)/g)?.length).toBeGreaterThanOrEqual(12);
    const text = drawn(pdf);
    expect(text).toContain(hex('Chinese edition'));
    expect(text).toContain(hex('Mechanical installation'));
    // The spec tables carry the catalogue's values.
    for (const model of ['SC-2004M', 'SC-2016M', 'SC-2050C']) expect(text).toContain(hex(model));
  });

  it('knows only the listed manuals', () => {
    expect(userManual('no-such-manual')).toBeNull();
  });
});
