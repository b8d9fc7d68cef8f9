import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import type { Db } from '../database.js';
import type { FileStorage } from '../../shared/file-storage.js';
import { SERIES_HUES, catalogModel, catalogModels, seriesNameEn } from './catalog-data.js';
import { type ProductView, productBannerSvg, productSvg, viewsOf } from './product-art.js';
import { PRODUCT_TYPES } from './taxonomy.js';
import { housingStep, parseDimensions } from './step-model.js';
import { MANUALS, cjkFontStamp } from './manual-list.js';
import { loadSharp } from '../../shared/sharp.js';
import {
  CAPTION_LANGUAGES,
  type CaptionLanguage,
  hasLessonScript,
  lessonCaptions,
  lessonVideo,
} from './lesson-video.js';
import { isSceneKey, sceneJpeg } from './scene-art.js';

/**
 * Demo files (product pictures, datasheets, banners, sample downloads) are generated, never downloaded. The
 * seed only has the database and must stay quick, so it registers them in `files` with storage keys under
 * `seed/` that say what to generate, and leaves their size and SHA-256 empty. At start the server generates
 * whatever the storage does not have yet, writes it and records its size and SHA-256 (in `files` and in the
 * rows that copy them: documents, software files). Generation is deterministic, so a file generated again
 * later (a new storage, another instance) has the bytes that were recorded.
 *
 * Keys: `seed/product/<model>/<view>.jpg` (a product picture, see product-art.ts), `seed/banner/<model>.jpg`,
 * `seed/datasheet/<model>.pdf`, `seed/datasheet/series/<series>.pdf`, `seed/doc/<kind>/<version>/<slug>/<title>.pdf`
 * (see datasheet.ts), `seed/art/<glyph>-<hue>-<w>x<h>-<name>.jpg` (a cover without lettering),
 * `seed/manual/<slug>.pdf` (a user manual, see manual.ts), `seed/cad/<series>.zip` (STEP housing models, see
 * step-model.ts), `seed/zip/<slug>-<kb>.zip` (a README and filler), `seed/video/<name>.mp4` (a committed sample
 * file, see SAMPLE_LESSON_VIDEOS), `seed/lesson/<lesson>.mp4` and `seed/lesson/<lesson>.<zh|en>.vtt` (a lesson's
 * narrated slide video and its captions, see lesson-video.ts; made after the server listens, decision 0037),
 * `seed/scene/<scene>-<variant>.jpg` (a rendered scene picture, see scene-art.ts). Older databases also hold `seed/img/…` and `seed/pdf/…` keys, and their
 * manuals and CAD archives under `seed/doc/…` and `seed/zip/…`, with recorded hashes; their generators are kept
 * byte for byte. The Chinese manuals depend on the system's CJK font too (manual-list.ts): a machine without it
 * makes other bytes for them than one with it.
 */
const cache = new Map<string, Buffer>();

/**
 * The package root (apps/server), found from this module whether it runs from src (tsx, vitest) or from the
 * compiled dist: the sample videos stay in src/db/seed/assets and are not copied by the build.
 */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('seed-assets: no package.json above this module');
    dir = up;
  }
  return dir;
}
const seedAssetDir = () => join(packageRoot(), 'src', 'db', 'seed', 'assets');

/**
 * Sample lesson videos the seed attaches to the college lessons, so that playing, leaving and resuming a
 * lesson can be shown. Committed binaries (110-170 KB each): 640x360, 15 fps, H.264 main + mono AAC,
 * faststart, SMPTE bars sliding over a plain background, the lesson title, a seconds counter ("12 s / 30 s",
 * handy to see where a resume lands), a progress bar and a sine tone. Made with ffmpeg by
 * `sh apps/server/src/db/seed/assets/make-lesson-videos.sh`; the heart of it, per video:
 *
 *   ffmpeg -f lavfi -i color=c=0x0f172a:s=640x360:r=15:d=30 -f lavfi -i smptehdbars=s=192x108:r=15:d=30 \
 *     -f lavfi -i color=c=0x38bdf8:s=640x6:r=15:d=30 -f lavfi -i sine=f=440:sample_rate=22050:d=30 \
 *     -filter_complex "[0][1]overlay=x='(W-w)/2+180*sin(2*PI*t/12)':y=118[a];[a][2]overlay=x='-W+W*t/30':y=354[b];
 *       [b]drawtext=text='Lesson — Camera basics':…,drawtext=text='%{eif\:t\:d\:2} s / 30 s':…,format=yuv420p[v]" \
 *     -map '[v]' -map 3:a -c:v libx264 -preset veryslow -crf 28 -tune animation -g 150 -profile:v main \
 *     -c:a aac -b:a 16k -ac 1 -movflags +faststart -map_metadata -1 -fflags +bitexact \
 *     -flags:v +bitexact -flags:a +bitexact lesson-camera-basics.mp4
 *
 * Durations here must match the files (the lesson's duration drives "watched to the end").
 */
export const SAMPLE_LESSON_VIDEOS = {
  cameraBasics: { name: 'lesson-camera-basics.mp4', durationSeconds: 30 },
  lightingAndLenses: { name: 'lesson-lighting-and-lenses.mp4', durationSeconds: 24 },
  inspectionWorkflow: { name: 'lesson-inspection-workflow.mp4', durationSeconds: 36 },
} as const;
export type SampleLessonVideo = keyof typeof SAMPLE_LESSON_VIDEOS;

const GLYPHS: Record<string, string> = {
  camera:
    '<rect x="-90" y="-70" width="180" height="140" rx="18" fill="#1f2937"/><rect x="-90" y="-70" width="180" height="28" rx="10" fill="#374151"/><circle r="48" fill="#111827" stroke="#9ca3af" stroke-width="8"/><circle r="26" fill="#2563eb" opacity=".85"/><circle cx="-10" cy="-10" r="8" fill="#fff" opacity=".7"/>',
  linescan:
    '<rect x="-150" y="-45" width="300" height="90" rx="14" fill="#1f2937"/><rect x="-120" y="-8" width="240" height="16" rx="4" fill="#60a5fa"/><circle cx="110" cy="-25" r="6" fill="#22c55e"/>',
  smart:
    '<rect x="-80" y="-90" width="160" height="180" rx="20" fill="#111827"/><circle cy="-10" r="44" fill="#0f172a" stroke="#f59e0b" stroke-width="8"/><circle cy="-10" r="18" fill="#38bdf8"/><rect x="-50" y="55" width="100" height="10" rx="5" fill="#f59e0b"/>',
  sensor:
    '<rect x="-70" y="-50" width="140" height="100" rx="14" fill="#334155"/><circle cx="-25" r="22" fill="#0ea5e9"/><circle cx="30" r="12" fill="#ef4444"/>',
  lens: '<rect x="-60" y="-90" width="120" height="180" rx="12" fill="#111827"/><rect x="-60" y="-60" width="120" height="14" fill="#6b7280"/><rect x="-60" y="20" width="120" height="14" fill="#6b7280"/><ellipse cy="-90" rx="60" ry="14" fill="#1e3a8a"/>',
  light:
    '<circle r="90" fill="#111827"/><circle r="62" fill="none" stroke="#fde68a" stroke-width="22" stroke-dasharray="8 6"/><circle r="30" fill="#0f172a"/>',
  software:
    '<rect x="-130" y="-85" width="260" height="170" rx="12" fill="#0f172a"/><rect x="-130" y="-85" width="260" height="22" rx="8" fill="#334155"/><polyline points="-100,40 -50,-10 0,20 50,-40 100,0" fill="none" stroke="#22d3ee" stroke-width="8"/>',
  factory:
    '<path d="M-150 80 V-10 L-90 -50 V-10 L-30 -50 V-10 L30 -50 V80 Z" fill="#1f2937"/><rect x="40" y="-80" width="40" height="160" fill="#374151"/><rect x="-130" y="20" width="30" height="30" fill="#fbbf24"/><rect x="-70" y="20" width="30" height="30" fill="#fbbf24"/><rect x="-10" y="20" width="30" height="30" fill="#fbbf24"/>',
  news: '<rect x="-120" y="-80" width="240" height="160" rx="10" fill="#f8fafc"/><rect x="-100" y="-60" width="120" height="70" fill="#93c5fd"/><rect x="35" y="-60" width="65" height="10" fill="#94a3b8"/><rect x="35" y="-40" width="65" height="10" fill="#94a3b8"/><rect x="-100" y="30" width="200" height="10" fill="#cbd5e1"/><rect x="-100" y="50" width="160" height="10" fill="#cbd5e1"/>',
  course:
    '<rect x="-120" y="-80" width="240" height="160" rx="16" fill="#0f172a"/><polygon points="-25,-40 45,0 -25,40" fill="#f97316"/>',
};

function svg(glyph: string, hue: number, w: number, h: number, label: string): string {
  const g = GLYPHS[glyph] ?? GLYPHS.camera!;
  const scale = Math.min(w, h) / 360;
  const safe = label.replace(/[^A-Za-z0-9 .+-]/g, ' ').slice(0, 40);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},62%,22%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,48%)"/>
  </linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <g opacity=".12" stroke="#fff">${Array.from({ length: 12 }, (_, i) => `<line x1="${(i * w) / 12}" y1="0" x2="${(i * w) / 12 - h / 2}" y2="${h}"/>`).join('')}</g>
  <g transform="translate(${w * (w > h * 1.8 ? 0.72 : 0.5)},${h * 0.48}) scale(${scale * 1.3})">${g}</g>
  <text x="${w * 0.05}" y="${h * 0.9}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(h * 0.07)}" font-weight="bold" fill="#fff" opacity=".9">${safe}</text>
</svg>`;
}

/** A cover picture without lettering: the page shows the title beside it, in the visitor's language. */
function art(glyph: string, hue: number, w: number, h: number): string {
  const g = GLYPHS[glyph] ?? GLYPHS.camera!;
  const scale = Math.min(w, h) / 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},62%,22%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,48%)"/>
  </linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <g opacity=".12" stroke="#fff">${Array.from({ length: 12 }, (_, i) => `<line x1="${(i * w) / 12}" y1="0" x2="${(i * w) / 12 - h / 2}" y2="${h}"/>`).join('')}</g>
  <g transform="translate(${w * (w > h * 1.8 ? 0.72 : 0.5)},${h * 0.5}) scale(${scale * 1.3})">${g}</g>
</svg>`;
}

/** A tiny valid PDF with one page showing the title (ASCII): the documents of older databases. */
function pdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, ' ').slice(0, 80);
  const stream = `BT /F1 20 Tf 60 760 Td (${text}) Tj ET BT /F1 11 Tf 60 730 Td (ClearSight Vision - demo document generated by the seed.) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A valid ZIP (stored, no compression) with a README and a deterministic payload of about `kb` KiB. */
function zip(slug: string, kb: number): Buffer {
  return storedZip([
    {
      name: 'README.txt',
      data: Buffer.from(`ClearSight Vision demo package: ${slug}\nThis archive was generated by the demo seed.\n`),
    },
    { name: `${slug}.bin`, data: payload(slug, kb * 1024) },
  ]);
}

/** A ZIP of the given files, stored without compression and without dates, so the same files make the same bytes. */
function storedZip(entries: Array<{ name: string; data: Buffer }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const crc = crc32(e.data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(0, 8);
    local.writeUInt32LE(0, 10);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, e.data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(0, 8);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** The catalogue models of a series that have housing dimensions, each with them parsed. */
function cadModels(seriesZh: string) {
  return catalogModels()
    .filter((m) => m.series === seriesZh)
    .flatMap((model) => {
      const size = parseDimensions(String(model.specs.dimensions ?? ''));
      return size ? [{ model, size }] : [];
    });
}

/**
 * A series' CAD archive: one STEP housing model per model of the series (see step-model.ts) and a README that says
 * what the models are and are not.
 */
function cadArchive(seriesZh: string): Buffer | null {
  const models = cadModels(seriesZh);
  if (models.length === 0) return null;
  const seriesEn = seriesNameEn(seriesZh);
  const files = models.map(({ model, size }) => {
    const mount = String(model.specs.mount ?? 'C');
    return {
      name: `${model.modelNumber}.step`,
      data: Buffer.from(housingStep({ name: model.modelNumber, description: model.nameEn, ...size, mount }), 'latin1'),
      line: `  ${`${model.modelNumber}.step`.padEnd(22)}${`${size.width} x ${size.height} x ${size.length} mm`.padEnd(22)}${`${mount} mount`.padEnd(12)}${model.nameEn}`,
    };
  });
  const readme = [
    `ClearSight Vision ${seriesEn} series: 3D housing models`,
    '',
    'One STEP file (ISO 10303-21, AP214) per model, a solid for laying out a machine:',
    '',
    ...files.map((f) => f.line),
    '',
    'Units are millimetres. The origin is the centre of the back face; +Z is the optical axis, towards the',
    'object; X runs across the width, Y across the height. The overall length includes the lens-mount collar.',
    '',
    'The models show the outer envelope and the mount collar. Connectors, mounting threads and cooling fins',
    "are not modelled: each model's datasheet has its dimension drawing.",
    '',
    'Questions: support@clearsight-vision.example',
    '',
  ].join('\r\n');
  return storedZip([{ name: 'README.txt', data: Buffer.from(readme, 'latin1') }, ...files]);
}

function payload(seed: string, length: number): Buffer {
  const out = Buffer.alloc(length);
  let block = createHash('sha256').update(seed).digest();
  for (let i = 0; i < length; i += 32) {
    block.copy(out, i, 0, Math.min(32, length - i));
    block = createHash('sha256').update(block).digest();
  }
  return out;
}

const jpeg = async (svgText: string) =>
  (await loadSharp())(Buffer.from(svgText)).jpeg({ quality: 84, mozjpeg: false }).toBuffer();
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The picture of one view of a catalogue model, as drawn by product-art.ts. */
async function productPicture(modelNumber: string, view: ProductView): Promise<Buffer | null> {
  const model = catalogModel(modelNumber);
  if (!model || !viewsOf(model.look.form).includes(view)) return null;
  const seriesEn = seriesNameEn(model.series);
  return jpeg(
    productSvg(
      { ...model.look, hue: SERIES_HUES[seriesEn] ?? 210, model: model.modelNumber, series: seriesEn.toUpperCase() },
      view,
    ),
  );
}

export const productPictureKey = (modelNumber: string, view: ProductView) => `seed/product/${modelNumber}/${view}.jpg`;
export const productBannerKey = (modelNumber: string) => `seed/banner/${modelNumber}.jpg`;
export const datasheetKey = (modelNumber: string) => `seed/datasheet/${modelNumber}.pdf`;
export const seriesDatasheetKey = (seriesEn: string) => `seed/datasheet/series/${slug(seriesEn)}.pdf`;
export const documentKey = (d: { kind: string; version: string; slug: string; title: string }) =>
  `seed/doc/${slug(d.kind)}/${encodeURIComponent(d.version)}/${d.slug}/${encodeURIComponent(d.title)}.pdf`;
export const cadArchiveKey = (seriesEn: string) => `seed/cad/${slug(seriesEn)}.zip`;

/** Whether a key names something seedAssetBytes can make (checked when the seed registers it). */
export function isSeedAssetKey(key: string): boolean {
  let m: RegExpExecArray | null;
  if ((m = /^seed\/product\/([A-Z0-9-]+)\/(main|back|dim)\.jpg$/.exec(key))) {
    const model = catalogModel(m[1]!);
    return !!model && viewsOf(model.look.form).includes(m[2] as ProductView);
  }
  if ((m = /^seed\/(?:datasheet|banner)\/([A-Z0-9-]+)\.(?:pdf|jpg)$/.exec(key))) return !!catalogModel(m[1]!);
  if ((m = /^seed\/datasheet\/series\/([a-z0-9-]+)\.pdf$/.exec(key))) return !!seriesBySlug(m[1]!);
  if ((m = /^seed\/cad\/([a-z0-9-]+)\.zip$/.exec(key))) {
    const series = seriesBySlug(m[1]!);
    return !!series && cadModels(series.name).length > 0;
  }
  if ((m = /^seed\/manual\/([a-z0-9-]+)\.pdf$/.exec(key))) return !!MANUALS[m[1]!];
  if ((m = /^seed\/video\/([a-z0-9-]+\.mp4)$/.exec(key))) {
    const name = m[1]!;
    return Object.values(SAMPLE_LESSON_VIDEOS).some((v) => v.name === name);
  }
  if ((m = LESSON_FILE.exec(key))) return hasLessonScript(m[1]!);
  if (key.startsWith('seed/scene/')) return isSceneKey(key);
  return (
    /^seed\/doc\/[a-z0-9-]+\/[^/]+\/[a-z0-9-]+\/[^/]+\.pdf$/.test(key) ||
    /^seed\/art\/[a-z]+-\d+-\d+x\d+-[a-z0-9-]*\.jpg$/.test(key) ||
    /^seed\/zip\/.+-\d+\.zip$/.test(key) ||
    /^seed\/img\/[a-z]+-\d+-\d+x\d+-.*\.jpg$/.test(key) ||
    /^seed\/pdf\/.+\.pdf$/.test(key)
  );
}

function seriesBySlug(s: string): { name: string; nameEn: string } | undefined {
  for (const t of PRODUCT_TYPES) for (const series of t.series) if (slug(series.nameEn) === s) return series;
  return undefined;
}

/**
 * The PDF writer (pdfkit and its font engine, about 2 MB of code) is loaded only when a datasheet or document is
 * missing from the storage, not by every server start.
 */
const datasheets = () => import('./datasheet.js');
const manuals = () => import('./manual.js');

/** A lesson's generated video or one of its caption tracks. */
const LESSON_FILE = /^seed\/lesson\/([a-z0-9-]+)\.(mp4|zh\.vtt|en\.vtt)$/;
const isLessonVideo = (key: string) => key.startsWith('seed/lesson/') && key.endsWith('.mp4');
/**
 * The seed files made after the server listens, so that a first start stays quick: the lesson videos (seconds
 * each) and the scene pictures (a fifth of a second each, some sixty of them). Scenes first: public pages show them.
 */
/** Made after the server is ready (lesson videos, scene pictures): a storage may lack them for a while (0037). */
export const isDeferredSeedFile = (key: string) => isLessonVideo(key) || key.startsWith('seed/scene/');
const isDeferred = isDeferredSeedFile;

async function generate(key: string, signal?: AbortSignal): Promise<Buffer | null> {
  let m: RegExpExecArray | null;
  if ((m = LESSON_FILE.exec(key))) {
    if (m[2] === 'mp4') return lessonVideo(m[1]!, signal);
    const lang = m[2]!.slice(0, 2) as CaptionLanguage;
    const vtt = CAPTION_LANGUAGES.includes(lang) ? lessonCaptions(m[1]!, lang) : null;
    return vtt === null ? null : Buffer.from(vtt, 'utf8');
  }
  if (key.startsWith('seed/scene/')) return sceneJpeg(key);
  if ((m = /^seed\/product\/([A-Z0-9-]+)\/(main|back|dim)\.jpg$/.exec(key))) {
    return productPicture(m[1]!, m[2] as ProductView);
  }
  if ((m = /^seed\/banner\/([A-Z0-9-]+)\.jpg$/.exec(key))) {
    const model = catalogModel(m[1]!);
    if (!model) return null;
    const seriesEn = seriesNameEn(model.series);
    return jpeg(
      productBannerSvg({
        ...model.look,
        hue: SERIES_HUES[seriesEn] ?? 210,
        model: model.modelNumber,
        series: seriesEn.toUpperCase(),
      }),
    );
  }
  if ((m = /^seed\/datasheet\/([A-Z0-9-]+)\.pdf$/.exec(key))) {
    const model = catalogModel(m[1]!);
    if (!model) return null;
    const views = viewsOf(model.look.form);
    const main = await seedAssetBytes(productPictureKey(model.modelNumber, 'main'));
    if (!main) return null;
    const back = views.includes('back') ? await seedAssetBytes(productPictureKey(model.modelNumber, 'back')) : null;
    const dim = views.includes('dim') ? await seedAssetBytes(productPictureKey(model.modelNumber, 'dim')) : null;
    return (await datasheets()).modelDatasheet(model, { main, ...(back ? { back } : {}), ...(dim ? { dim } : {}) });
  }
  if ((m = /^seed\/datasheet\/series\/([a-z0-9-]+)\.pdf$/.exec(key))) {
    const series = seriesBySlug(m[1]!);
    if (!series) return null;
    const models = catalogModels().filter((x) => x.series === series.name);
    const first = models[0];
    if (!first) return null;
    const picture = await seedAssetBytes(productPictureKey(first.modelNumber, 'main'));
    return picture ? (await datasheets()).seriesDatasheet(series.name, models, picture) : null;
  }
  if ((m = /^seed\/doc\/([a-z0-9-]+)\/([^/]+)\/([a-z0-9-]+)\/([^/]+)\.pdf$/.exec(key))) {
    const kind = m[1]!.replace(/-/g, ' ').replace(/\b[a-z]/g, (c) => c.toUpperCase());
    return (await datasheets()).plainDocument({
      kind,
      version: decodeURIComponent(m[2]!),
      slug: m[3]!,
      title: decodeURIComponent(m[4]!),
    });
  }
  if ((m = /^seed\/art\/([a-z]+)-(\d+)-(\d+)x(\d+)-[a-z0-9-]*\.jpg$/.exec(key))) {
    return jpeg(art(m[1]!, Number(m[2]), Number(m[3]), Number(m[4])));
  }
  if ((m = /^seed\/img\/([a-z]+)-(\d+)-(\d+)x(\d+)-(.*)\.jpg$/.exec(key))) {
    const sharp = await loadSharp();
    return sharp(Buffer.from(svg(m[1]!, Number(m[2]), Number(m[3]), Number(m[4]), decodeURIComponent(m[5]!))))
      .jpeg({ quality: 82 })
      .toBuffer();
  }
  if ((m = /^seed\/pdf\/(.+)\.pdf$/.exec(key))) return pdf(m[1]!.replace(/-/g, ' '));
  if ((m = /^seed\/zip\/(.+)-(\d+)\.zip$/.exec(key))) return zip(m[1]!, Number(m[2]));
  if ((m = /^seed\/cad\/([a-z0-9-]+)\.zip$/.exec(key))) {
    const series = seriesBySlug(m[1]!);
    return series ? cadArchive(series.name) : null;
  }
  if ((m = /^seed\/manual\/([a-z0-9-]+)\.pdf$/.exec(key))) return (await manuals()).userManual(m[1]!);
  if ((m = /^seed\/video\/([a-z0-9-]+\.mp4)$/.exec(key))) {
    const name = m[1]!;
    if (Object.values(SAMPLE_LESSON_VIDEOS).some((v) => v.name === name)) return readFile(join(seedAssetDir(), name));
  }
  return null;
}

/**
 * Pictures and PDFs take a few seconds to make all together, and every server start on an empty storage
 * (every test file's app among them) needs them, so generated bytes are also kept in a folder under the
 * system's temporary directory, named after a hash of this folder's code and the image library's version:
 * any change to what is generated makes a new folder.
 */
let diskCache: string | null | undefined;
async function diskCacheDir(): Promise<string | null> {
  if (diskCache !== undefined) return diskCache;
  try {
    const here = dirname(fileURLToPath(import.meta.url));
    const hash = createHash('sha256')
      .update(JSON.stringify((await loadSharp()).versions))
      .update(cjkFontStamp());
    for (const name of readdirSync(here).sort()) {
      if (/\.(ts|js)$/.test(name) && !name.includes('.test.')) hash.update(name).update(readFileSync(join(here, name)));
    }
    diskCache = join(tmpdir(), 'clearsight-seed-assets', hash.digest('hex').slice(0, 16));
  } catch {
    diskCache = null;
  }
  return diskCache;
}

async function fromDisk(key: string): Promise<Buffer | null> {
  const dir = await diskCacheDir();
  if (!dir) return null;
  try {
    return await readFile(join(dir, createHash('sha256').update(key).digest('hex')));
  } catch {
    return null;
  }
}

async function toDisk(key: string, bytes: Buffer): Promise<void> {
  const dir = await diskCacheDir();
  if (!dir) return;
  try {
    await mkdir(dir, { recursive: true });
    const file = join(dir, createHash('sha256').update(key).digest('hex'));
    // Written aside and renamed, so another process never reads half a file.
    const part = `${file}.${process.pid}.part`;
    await writeFile(part, bytes);
    await rename(part, file);
  } catch {
    // A cache that cannot be written only costs time.
  }
}

/** The bytes of a seed asset by its key (null when the key is not a seed asset). */
export async function seedAssetBytes(key: string, signal?: AbortSignal): Promise<Buffer | null> {
  const hit = cache.get(key);
  if (hit) return hit;
  // Committed videos are read from the repository and lesson videos have their own cache (lesson-video.ts).
  const cacheable = !key.startsWith('seed/video/') && !key.startsWith('seed/lesson/');
  let bytes = cacheable ? await fromDisk(key) : null;
  if (!bytes) {
    bytes = await generate(key, signal);
    if (bytes && cacheable) await toDisk(key, bytes);
  }
  // Lesson videos are large and each is written once: not worth keeping in memory.
  if (bytes && !isLessonVideo(key)) cache.set(key, bytes);
  return bytes;
}

/**
 * At start: writes every seed file the storage lacks and records the size and SHA-256 of those the seed
 * registered without them (see the top of this file). Lesson videos and scene pictures take a while to make
 * (decision 0037), so `ensure` leaves them to `background`, which makes them one at a time after the server
 * listens; a request for one not written yet makes it at once (`storage` waits for it). `stop` ends the background
 * work at shutdown.
 */
export interface SeedAssetWriter {
  ensure(): Promise<void>;
  /** Settles when every file left to the background is written (or the writer was stopped). */
  background(): Promise<void>;
  /** Whether the background is still making files (it runs ffmpeg and image encoders, which take the processor). */
  making(): boolean;
  /** The storage, for routes that serve seed files: reading a file the background has not written waits for it. */
  storage: FileStorage;
  stop(): void;
}

export function createSeedAssetWriter(
  db: Db,
  storage: FileStorage,
  log: { warn(obj: object, msg: string): void } = { warn: () => {} },
  options: { background?: boolean } = {},
): SeedAssetWriter {
  const controller = new AbortController();
  const jobs = new Map<string, () => Promise<void>>();
  let background: Promise<void> = Promise.resolve();
  let making = false;

  const once = (run: () => Promise<void>) => {
    let started: Promise<void> | null = null;
    return () => (started ??= run());
  };
  const waitFor = async (key: string) => {
    const job = jobs.get(key);
    // A failure is logged by the background; the read then finds the file missing and answers 404.
    if (job) await job().catch(() => {});
  };

  return {
    async ensure() {
      const rows = await db
        .selectFrom('files')
        .select(['id', 'storage_key', 'sha256'])
        .where('storage_key', 'like', 'seed/%')
        .execute();
      const byKey = new Map<string, Array<{ id: string; sha256: string }>>();
      for (const r of rows) byKey.set(r.storage_key, [...(byKey.get(r.storage_key) ?? []), r]);
      // One listing instead of a lookup per file: with a bucket, a lookup is a round trip, and every instance's
      // start does this.
      const present = new Set<string>();
      for await (const object of storage.list('seed/')) present.add(object.key);
      const work = [...byKey]
        .filter(([key, files]) => !present.has(key) || files.some((f) => !f.sha256))
        .map(([key, files]) => ({
          key,
          stored: present.has(key),
          pending: files.filter((f) => !f.sha256).map((f) => f.id),
        }));
      const later = work
        .filter((w) => isDeferred(w.key))
        .sort((a, b) => Number(isLessonVideo(a.key)) - Number(isLessonVideo(b.key)));
      const now = work.filter((w) => !isDeferred(w.key));
      for (const w of later) {
        jobs.set(
          w.key,
          once(() => ensureOne(db, storage, w.key, w.stored, w.pending, controller.signal)),
        );
      }
      // A few at once: a bucket answers each write after a round trip, and an empty one takes all 300-odd files.
      let next = 0;
      const worker = async () => {
        while (next < now.length) {
          const w = now[next++]!;
          await ensureOne(db, storage, w.key, w.stored, w.pending);
        }
      };
      await Promise.all(Array.from({ length: SEED_WRITES_AT_ONCE }, worker));
      // Off, the deferred files are made only when read (through `storage`).
      if (options.background === false) return;
      making = later.length > 0;
      background = (async () => {
        for (const w of later) {
          if (controller.signal.aborted) break;
          try {
            await jobs.get(w.key)!();
          } catch (error) {
            if (!controller.signal.aborted) log.warn({ err: error, key: w.key }, 'seed file not generated');
          }
        }
        making = false;
      })();
    },
    background: () => background,
    making: () => making,
    storage: {
      get description() {
        return storage.description;
      },
      put: (key, bytes) => storage.put(key, bytes),
      putStream: (key, body, size) => storage.putStream(key, body, size),
      open: async (key, range) => {
        await waitFor(key);
        return storage.open(key, range);
      },
      size: async (key) => {
        await waitFor(key);
        return storage.size(key);
      },
      remove: (key) => storage.remove(key),
      list: (prefix) => storage.list(prefix),
      close: () => storage.close(),
    },
    stop: () => controller.abort(),
  };
}

const SEED_WRITES_AT_ONCE = 8;

/** Writes one seed file if the storage lacks it, and records its size and SHA-256 where the seed left them empty. */
async function ensureOne(
  db: Db,
  storage: FileStorage,
  key: string,
  stored: boolean,
  pending: string[],
  signal?: AbortSignal,
) {
  const bytes = await seedAssetBytes(key, signal);
  if (!bytes || signal?.aborted) return;
  if (!stored) await storage.put(key, bytes);
  if (pending.length === 0) return;
  const size = bytes.length;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('files').set({ size, sha256 }).where('id', 'in', pending).execute();
    await trx.updateTable('documents').set({ size, sha256 }).where('file_id', 'in', pending).execute();
    await trx.updateTable('software_files').set({ size, sha256 }).where('file_id', 'in', pending).execute();
  });
}
