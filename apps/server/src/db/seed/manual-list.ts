import { existsSync, statSync } from 'node:fs';

/**
 * The user manuals generated from the catalogue (manual.ts draws them). Kept apart from the PDF code, which
 * loads only when a manual is generated, so that the seed can check a key without loading pdfkit.
 */
export const MANUALS: Record<
  string,
  { language: 'zh-CN' | 'en'; scope: 'area' | 'smart' | 'software'; version: string }
> = {
  'area-camera-manual': { language: 'zh-CN', scope: 'area', version: 'V4.1' },
  'area-camera-manual-en': { language: 'en', scope: 'area', version: 'V4.1' },
  'sc-2000-manual': { language: 'zh-CN', scope: 'smart', version: 'V3.0' },
  'sc-2000-manual-en': { language: 'en', scope: 'smart', version: 'V3.0' },
  'visionmaster-manual': { language: 'zh-CN', scope: 'software', version: 'V4.3' },
  'visionmaster-manual-en': { language: 'en', scope: 'software', version: 'V4.3' },
};

export const manualKey = (slug: string) => `seed/manual/${slug}.pdf`;

/**
 * The CJK font the Chinese manuals are set in: Noto Sans CJK from the system's fonts-noto-cjk package (the
 * standard PDF fonts have no Chinese, and an npm font package would add 20 MB). Without it a Chinese manual is
 * drawn in English and says so on its cover.
 */
const CJK_DIR = '/usr/share/fonts/opentype/noto';
export const CJK_FONT = {
  regular: { file: `${CJK_DIR}/NotoSansCJK-Regular.ttc`, name: 'NotoSansCJKsc-Regular' },
  bold: { file: `${CJK_DIR}/NotoSansCJK-Bold.ttc`, name: 'NotoSansCJKsc-Bold' },
};

export function cjkFontAvailable(): boolean {
  return existsSync(CJK_FONT.regular.file) && existsSync(CJK_FONT.bold.file);
}

/**
 * What the generated manuals depend on besides the code: which font files there are and their sizes (the seed
 * asset cache folder is named after it, so installing the font makes new Chinese manuals).
 */
export function cjkFontStamp(): string {
  return [CJK_FONT.regular.file, CJK_FONT.bold.file]
    .map((f) => (existsSync(f) ? `${f}:${statSync(f).size}` : `${f}:none`))
    .join(';');
}
