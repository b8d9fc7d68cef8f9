import type { Db } from '../../db/database.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';
import { iso, num } from '../../shared/values.js';

export interface StoredFile {
  id: string;
  tenantId: string;
  ownerId: string | null;
  originalName: string;
  mime: string;
  size: number;
  storageKey: string;
  sha256: string;
  kind: 'image' | 'document' | 'video' | 'archive' | 'other';
  width: number | null;
  height: number | null;
  createdAt: string;
  /**
   * `public`: served to anyone by the generic file URL (avatars, pictures, editor images). `restricted`:
   * attached to content whose own endpoint applies its checks (members-only or scheduled downloads, lesson
   * videos, CVs); the generic URL does not serve it.
   */
  access: FileAccess;
}

export type FileAccess = 'public' | 'restricted';

export function createFileRepository(db: Db) {
  return {
    async insert(f: StoredFile): Promise<void> {
      await db
        .insertInto('files')
        .values({
          id: f.id,
          tenant_id: f.tenantId,
          owner_id: f.ownerId,
          original_name: f.originalName,
          mime: f.mime,
          size: f.size,
          storage_key: f.storageKey,
          sha256: f.sha256,
          kind: f.kind,
          width: f.width,
          height: f.height,
          created_at: f.createdAt,
          access: f.access,
        })
        .execute();
    },
    /** Sets who may fetch the files through the generic URL (see `access`). */
    async setAccess(tenantId: string, ids: string[], access: FileAccess, tx?: Tx | null): Promise<void> {
      if (ids.length === 0) return;
      await onTx(db, tx)
        .updateTable('files')
        .set({ access })
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', ids)
        .where('access', '<>', access)
        .execute();
    },
    async find(tenantId: string, id: string, tx?: Tx | null): Promise<StoredFile | undefined> {
      const r = await onTx(db, tx)
        .selectFrom('files')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!r) return undefined;
      return {
        id: r.id,
        tenantId: r.tenant_id,
        ownerId: r.owner_id,
        originalName: r.original_name,
        mime: r.mime,
        size: num(r.size),
        storageKey: r.storage_key,
        sha256: r.sha256,
        kind: r.kind as StoredFile['kind'],
        width: r.width,
        height: r.height,
        createdAt: iso(r.created_at),
        access: r.access === 'public' ? 'public' : 'restricted',
      };
    },
  };
}
export type FileRepository = ReturnType<typeof createFileRepository>;
