import { createHash } from 'node:crypto';
import type { ImageFormat, ImageWidth } from '@clearsight/contracts';
import type { DeliverableFile } from '../../plugins/file-delivery.js';
import type { FileStorage } from '../../shared/file-storage.js';
import type { StoredFile } from './file.repository.js';
import { loadSharp } from '../../shared/sharp.js';

/** Pictures that can be scaled and re-encoded; GIFs (maybe animated) and everything else go out as stored. */
const SCALABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

const MIME_OF: Record<ImageFormat | 'jpeg' | 'png', string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
const EXT_OF: Record<string, ImageFormat | 'jpeg' | 'png'> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Variants being made at once per process: encoding is CPU work and a page asks for several pictures at once. */
const MAX_ENCODING = 2;
/** Variants whose size and digest are remembered (they are read back from storage after a restart). */
const MAX_KNOWN = 5000;

export interface ImageVariant extends DeliverableFile {
  /** The name a download of the variant gets: the original's name with the variant's extension. */
  fileName: string;
}

async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.open(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function encode(bytes: Buffer, width: number | null, format: ImageFormat | 'jpeg' | 'png'): Promise<Buffer> {
  const sharp = await loadSharp();
  let image = sharp(bytes);
  if (width !== null) image = image.resize({ width, withoutEnlargement: true });
  // Qualities chosen for photographs and product renders shown at their CSS size; AVIF at a low effort, so
  // the first request of a variant stays around a tenth of a second for a banner.
  switch (format) {
    case 'avif':
      return image.avif({ quality: 55, effort: 2 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 80 }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 8 }).toBuffer();
    case 'jpeg':
      return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  }
}

/**
 * Pictures in the widths and formats `srcset` asks for (IMAGE_WIDTHS × webp/avif, checked by the route's
 * contract). A variant is made on its first request, written to the file storage beside the originals
 * (`variants/<original key>.w<width>.<ext>`) and read from there afterwards, so every picture has a bounded
 * number of variants whatever the requests. Widths at or above the picture's own width make the full-size
 * variant (never enlarged). Two requests for the same variant share one encoding.
 */
export function createImageVariants(storage: FileStorage) {
  const pending = new Map<string, Promise<{ size: number; sha256: string }>>();
  const known = new Map<string, { size: number; sha256: string }>();
  let encoding = 0;
  const waiting: (() => void)[] = [];

  async function withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (encoding >= MAX_ENCODING) await new Promise<void>((resolve) => waiting.push(resolve));
    encoding += 1;
    try {
      return await work();
    } finally {
      encoding -= 1;
      waiting.shift()?.();
    }
  }

  function remember(key: string, facts: { size: number; sha256: string }) {
    if (known.size >= MAX_KNOWN) known.delete(known.keys().next().value!);
    known.set(key, facts);
  }

  async function facts(key: string, original: StoredFile, width: number | null, format: ImageFormat | 'jpeg' | 'png') {
    const seen = known.get(key);
    if (seen) return seen;
    let inFlight = pending.get(key);
    if (!inFlight) {
      inFlight = (async () => {
        let bytes: Buffer;
        if ((await storage.size(key)) !== null) {
          bytes = await readAll(storage, key);
        } else {
          bytes = await withSlot(async () => encode(await readAll(storage, original.storageKey), width, format));
          await storage.put(key, bytes);
        }
        const made = { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
        remember(key, made);
        return made;
      })().finally(() => pending.delete(key));
      pending.set(key, inFlight);
    }
    return inFlight;
  }

  return {
    /**
     * The file to send for `?w=&format=`: the original itself when nothing is asked, when the file is not a
     * scalable picture, or when the answer would be the original anyway (its own width and format).
     */
    async variantOf(
      file: StoredFile,
      ask: { w?: ImageWidth | number; format?: ImageFormat },
    ): Promise<ImageVariant | null> {
      if (ask.w === undefined && ask.format === undefined) return null;
      if (file.kind !== 'image' || !SCALABLE.has(file.mime)) return null;
      const format = ask.format ?? EXT_OF[file.mime]!;
      const width = ask.w === undefined || (file.width !== null && ask.w >= file.width) ? null : ask.w;
      if (width === null && MIME_OF[format] === file.mime) return null;
      const ext = format === 'jpeg' ? 'jpg' : format;
      const key = `variants/${file.storageKey}.${width === null ? 'full' : `w${width}`}.${ext}`;
      const { size, sha256 } = await facts(key, file, width, format);
      return {
        storageKey: key,
        size,
        sha256,
        mime: MIME_OF[format],
        fileName: `${file.originalName.replace(/\.[^.]*$/, '')}.${ext}`,
      };
    },
  };
}
