import type { Kysely } from 'kysely';
import type { DbKind } from '../database.js';
import { columnTypes } from './column-types.js';

/**
 * The catalogue and the forum as one place: forum_discuss_models names the product models a topic is about
 * (at most five, in the order the author picked them). Written by the forum with the topic, in its unit of work.
 * Deleting a topic row or a model removes its links (the catalogue deletes models outright); a model that is
 * merely unpublished keeps them, and reads leave it out until it is published again. The model page lists a
 * model's topics through the (tenant, model) index.
 */
export function forumTopicModels(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('forum_discuss_models')
        .addColumn('discuss_id', 'varchar(64)', (c) => c.notNull().references('forum_discusses.id').onDelete('cascade'))
        .addColumn('model_id', 'varchar(64)', (c) => c.notNull().references('product_models.id').onDelete('cascade'))
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('forum_discuss_models_pk', ['discuss_id', 'model_id'])
        .execute();
      await db.schema
        .createIndex('forum_discuss_models_model_idx')
        .on('forum_discuss_models')
        .columns(['tenant_id', 'model_id'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('forum_discuss_models').execute();
    },
  };
}
