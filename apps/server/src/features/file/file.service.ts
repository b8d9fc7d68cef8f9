import { createHash } from 'node:crypto';
import { ErrorCodes, fileUrl, type FileInfo } from '@clearsight/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../shared/app-error.js';
import type { Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import type { FileAccess, FileRepository, StoredFile } from './file.repository.js';
import type { FileStorage } from '../../shared/file-storage.js';
import type { MultipartForm } from '../../shared/multipart-form.js';
import type { RequestContext } from '../../shared/request-context.js';
import { loadSharp } from '../../shared/sharp.js';
import type { Tx } from '../../shared/transaction.js';

/** Types accepted, decided by magic bytes; the client's name and content type are never trusted. */
const ACCEPTED: Record<string, StoredFile['kind']> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'application/pdf': 'document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'document',
  'application/x-cfb': 'document',
  'application/zip': 'archive',
  'application/x-7z-compressed': 'archive',
  'application/gzip': 'archive',
  'video/mp4': 'video',
  'video/webm': 'video',
  'model/step': 'document',
};

/** Images are shown inline; everything else downloads as an attachment and can never run as a page. */
export const INLINE_MIME = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/webm',
  'application/pdf',
]);

const MAX_IMAGE_PIXELS = 40_000_000;

/** Banned means read-only (decision 0005): an upload only ever serves a post, an avatar or a form. */
export const BANNED_UPLOAD_MESSAGE = '您已被禁言：只能浏览，不能上传文件';

function safeName(name: string): string {
  // Control characters and path/quote characters never reach a Content-Disposition header or a disk path.
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[\\/\u0000-\u001f"<>|:*?]/g, '_').trim();
  return (cleaned || 'file').slice(0, 200);
}

export function toFileInfo(f: StoredFile): FileInfo {
  return {
    id: f.id,
    name: f.originalName,
    mime: f.mime,
    size: f.size,
    sha256: f.sha256,
    kind: f.kind,
    width: f.width,
    height: f.height,
    url: fileUrl(f.id)!,
    creationTime: f.createdAt,
  };
}

export function createFileService(deps: { repo: FileRepository; storage: FileStorage; clock: Clock }) {
  const { repo, storage, clock } = deps;

  async function reencodeImage(bytes: Buffer, mime: string) {
    const sharp = await loadSharp();
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: mime === 'image/gif' }).rotate();
    // sharp drops EXIF/XMP/ICC metadata unless asked to keep it: GPS positions and camera serials go away.
    const pipeline =
      mime === 'image/jpeg'
        ? image.jpeg({ quality: 88, mozjpeg: true })
        : mime === 'image/png'
          ? image.png({ compressionLevel: 8 })
          : mime === 'image/gif'
            ? image.gif()
            : image.webp({ quality: 88 });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.pageHeight ?? info.height };
  }

  const service = {
    /**
     * A member's upload from the upload form: `purpose=image` restricts it to images (avatars, editor pastes).
     * A banned member's answers 403 `AccountBanned`, as every other write of theirs does.
     */
    uploadForm(ctx: RequestContext, form: MultipartForm): Promise<FileInfo> {
      const user = ctx.user;
      if (!user) throw AppError.unauthorized();
      if (user.status === 'banned') throw AppError.forbidden(BANNED_UPLOAD_MESSAGE, ErrorCodes.accountBanned);
      if (!form.file) throw AppError.field('file', '请选择要上传的文件');
      return service.upload({
        tenantId: ctx.tenantId,
        ownerId: user.id,
        fileName: form.file.fileName,
        bytes: form.file.bytes,
        imagesOnly: form.fields['purpose'] === 'image',
      });
    },

    async upload(input: {
      tenantId: string;
      ownerId: string | null;
      fileName: string;
      bytes: Buffer;
      /** Restrict to images (avatars, editor pastes). */
      imagesOnly?: boolean;
      /** `restricted` for files only their feature's endpoint may serve (CVs); default `public`. */
      access?: FileAccess;
    }): Promise<FileInfo> {
      if (input.bytes.length === 0) throw new AppError(400, ErrorCodes.unsupportedFile, '上传的文件是空的');
      const detected = await fileTypeFromBuffer(input.bytes);
      const kind = detected ? ACCEPTED[detected.mime] : undefined;
      if (!detected || !kind) {
        throw new AppError(
          415,
          ErrorCodes.unsupportedFile,
          '不支持的文件类型：仅接受 JPG、PNG、GIF、WebP 图片，PDF、Office 文档，ZIP/7z/GZ 压缩包和 MP4/WebM 视频',
        );
      }
      if (input.imagesOnly && kind !== 'image') {
        throw new AppError(415, ErrorCodes.unsupportedFile, '这里只能上传 JPG、PNG、GIF 或 WebP 图片');
      }
      let bytes = input.bytes;
      let width: number | null = null;
      let height: number | null = null;
      if (kind === 'image') {
        try {
          const out = await reencodeImage(input.bytes, detected.mime);
          bytes = out.data;
          width = out.width;
          height = out.height;
        } catch {
          throw new AppError(400, ErrorCodes.unsupportedFile, '图片已损坏或尺寸过大，无法处理');
        }
      }
      const id = newId();
      const now = clock.now();
      const storageKey = `${input.tenantId}/${now.toISOString().slice(0, 7)}/${id}.${detected.ext}`;
      await storage.put(storageKey, bytes);
      const baseName = safeName(input.fileName).replace(/\.[^.]*$/, '');
      const file: StoredFile = {
        id,
        tenantId: input.tenantId,
        ownerId: input.ownerId,
        originalName: `${baseName}.${detected.ext}`,
        mime: detected.mime,
        size: bytes.length,
        storageKey,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        kind,
        width,
        height,
        createdAt: now.toISOString(),
        access: input.access ?? 'public',
      };
      await repo.insert(file);
      return toFileInfo(file);
    },

    /** Any file of the tenant, for features that check their own rules before serving or attaching it. */
    async find(tenantId: string, id: string, tx?: Tx | null): Promise<StoredFile | undefined> {
      return repo.find(tenantId, id, tx);
    },

    /**
     * A file the generic URL may serve to anyone. Restricted files answer as missing (404, not 403), so the
     * generic URL does not even confirm that a members-only file or a CV exists.
     */
    async findPublic(tenantId: string, id: string): Promise<StoredFile | undefined> {
      const file = await repo.find(tenantId, id);
      return file?.access === 'public' ? file : undefined;
    },

    /** The generic URL's file and how it is delivered: images, video and PDF inline, anything else as a download. */
    async requirePublic(tenantId: string, id: string): Promise<{ file: StoredFile; inline: boolean }> {
      const file = await repo.find(tenantId, id);
      if (file?.access !== 'public') throw AppError.notFound('文件不存在或已被删除');
      return { file, inline: INLINE_MIME.has(file.mime) };
    },

    /**
     * Called by a feature when it attaches files to content it serves through its own endpoint (software
     * versions, documents, lesson videos): from then on the generic URL no longer serves them. Marked
     * whatever the content's current flags, so that publishing, scheduling and "members only" stay
     * enforced however they change later, and a file shared by two items needs no reference counting.
     * Call it before saving the content row, so that a failure leaves the file hidden, never exposed.
     */
    async restrict(tenantId: string, ids: string[], tx?: Tx | null): Promise<void> {
      await repo.setAccess(tenantId, [...new Set(ids)], 'restricted', tx);
    },

    /** An image the given member uploaded (avatars may only use one's own uploads). */
    async requireOwnImage(tenantId: string, id: string, userId: string, tx?: Tx | null): Promise<StoredFile> {
      const file = await repo.find(tenantId, id, tx);
      if (!file) throw AppError.notFound('图片不存在，请重新上传');
      if (file.ownerId !== userId) throw AppError.forbidden('只能使用自己上传的图片');
      if (file.kind !== 'image') throw AppError.badRequest('头像必须是图片');
      return file;
    },
  };
  return service;
}
export type FileService = ReturnType<typeof createFileService>;
export type { StoredFile } from './file.repository.js';
