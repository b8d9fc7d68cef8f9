import { fileUrl } from '@clearsight/contracts';
import { DEFAULT_AVATAR } from './constants';

/**
 * An avatar's address. The forum's answers carry the file id, the account answers (`/bbs-user`, `/account`)
 * already the path under the file service; both work here.
 */
export function avatarSrc(icon: string | null | undefined): string {
  if (!icon) return DEFAULT_AVATAR;
  if (icon.startsWith('/') || /^https?:\/\//i.test(icon)) return icon;
  return fileUrl(icon) ?? DEFAULT_AVATAR;
}

/** The file id inside an avatar value (the id itself, or the last segment of its path). */
export function avatarFileId(icon: string): string {
  const match = /\/file\/([^/?#]+)/.exec(icon);
  return match ? decodeURIComponent(match[1]!) : icon;
}
