import { sql, type Kysely } from 'kysely';
import type { DbKind } from '../database.js';

/**
 * Who may fetch a stored file through the generic `GET /prod-api/file/:id`. `public` (avatars, pictures,
 * editor images) is served there to anyone; `restricted` files belong to a feature that serves them itself
 * after its own checks (software files and documents: published, scheduled, members only, download counter;
 * lesson videos: free or signed in; CVs: staff only), so the generic URL answers 404 for them.
 * Files already attached to such content are marked here; from now on the features mark them when they
 * attach a file.
 */
export function fileAccess(_kind: DbKind) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('files')
        .addColumn('access', 'varchar(16)', (c) => c.notNull().defaultTo('public'))
        .execute();
      await sql`
        UPDATE files SET access = 'restricted'
        WHERE id IN (SELECT file_id FROM software_files)
           OR id IN (SELECT file_id FROM documents)
           OR id IN (SELECT video_file_id FROM course_lessons WHERE video_file_id IS NOT NULL)
           OR id IN (SELECT cv_file_id FROM job_applications)
      `.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('files').dropColumn('access').execute();
    },
  };
}
