import { z } from 'zod';
import { defineRoute } from './route.js';

/** Upload: multipart/form-data with one part named `file`. */
export const FileInfo = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  kind: z.enum(['image', 'document', 'video', 'archive', 'other']),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Path to fetch the file, under the API base. */
  url: z.string(),
  creationTime: z.string(),
});
export type FileInfo = z.infer<typeof FileInfo>;

export const fileUploadRoute = defineRoute({
  method: 'POST',
  path: '/file',
  summary: 'Upload one file (multipart field "file"); type checked by content; images re-encoded',
  tags: ['file'],
  access: 'member',
  response: FileInfo,
  status: 201,
});

/**
 * The widths an image is made in for `srcset`, and no others: each picture has a bounded number of variants
 * (made once and kept), so nobody can make the server resize to arbitrary sizes.
 */
export const IMAGE_WIDTHS = [160, 240, 320, 480, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** Formats an image variant may be asked for; without one the variant keeps the picture's own format. */
export const IMAGE_FORMATS = ['webp', 'avif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

const WIDTH_MESSAGE = `图片宽度只能是 ${IMAGE_WIDTHS.join('、')} 之一`;

export const FileGetQuery = z.object({
  /** A width of IMAGE_WIDTHS: the picture scaled down to it (never up). Ignored for files that are not pictures. */
  w: z.coerce
    .number({ message: WIDTH_MESSAGE })
    .refine((w) => (IMAGE_WIDTHS as readonly number[]).includes(w), { message: WIDTH_MESSAGE })
    .optional(),
  format: z.enum(IMAGE_FORMATS, { message: `图片格式只能是 ${IMAGE_FORMATS.join('、')} 之一` }).optional(),
});

export const fileGetRoute = defineRoute({
  method: 'GET',
  path: '/file/:id',
  summary:
    'Download a file by id (safe headers; non-images as attachments); pictures in a width and format with w, format',
  tags: ['file'],
  access: 'public',
  params: z.object({ id: z.string().min(1).max(64) }),
  query: FileGetQuery,
  response: z.unknown(),
});

/** URL of a file by id, as the web client shows avatars and images. */
export function fileUrl(id: string | null | undefined): string | null {
  return id ? `/prod-api/file/${encodeURIComponent(id)}` : null;
}

/** A picture's URL in one of IMAGE_WIDTHS and, optionally, another format (see fileGetRoute). */
export function imageVariantUrl(url: string, width: ImageWidth, format?: ImageFormat): string {
  return `${url}?w=${width}${format ? `&format=${format}` : ''}`;
}
