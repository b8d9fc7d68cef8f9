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

export const fileGetRoute = defineRoute({
  method: 'GET',
  path: '/file/:id',
  summary: 'Download a file by id (safe headers; non-images as attachments)',
  tags: ['file'],
  access: 'public',
  params: z.object({ id: z.string().min(1).max(64) }),
  response: z.unknown(),
});

/** URL of a file by id, as the web client shows avatars and images. */
export function fileUrl(id: string | null | undefined): string | null {
  return id ? `/prod-api/file/${encodeURIComponent(id)}` : null;
}
