import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { DbKind } from '../database.js';
import { columnTypes } from './column-types.js';

/**
 * The corporate site (docs/product.md#corporate-site): catalogue models and spec fields, solutions, downloads, college, news,
 * company sections, careers, leads, banners and the site search index. Every table carries tenant_id and
 * the indexes its list queries use. JSON is stored as text on both engines (parsed at the repository).
 */
export function corporate(kind: DbKind) {
  const t = columnTypes(kind);
  const id = (c: ColumnDefinitionBuilder) => c.primaryKey();
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const tenant = 'tenants.id';

      await db.schema
        .createTable('product_spec_fields')
        .addColumn('id', 'varchar(64)', id)
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references(tenant))
        .addColumn('product_type_id', 'varchar(64)', (c) =>
          c.notNull().references('product_types.id').onDelete('cascade'),
        )
        .addColumn('field_key', 'varchar(40)', (c) => c.notNull())
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('name_en', 'varchar(80)', (c) => c.notNull().defaultTo(''))
        .addColumn('unit', 'varchar(20)', (c) => c.notNull().defaultTo(''))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('options_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('filterable', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn('show_in_summary', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('product_spec_fields_type_key_uq', ['product_type_id', 'field_key'])
        .execute();
      await db.schema
        .createIndex('product_spec_fields_tenant_idx')
        .on('product_spec_fields')
        .columns(['tenant_id', 'product_type_id', 'order_num'])
        .execute();

      await db.schema
        .createTable('product_models')
        .addColumn('id', 'varchar(64)', id)
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references(tenant))
        .addColumn('product_type_id', 'varchar(64)', (c) => c.notNull().references('product_types.id'))
        .addColumn('series_id', 'varchar(64)', (c) => c.notNull().references('product_series.id'))
        .addColumn('model_number', 'varchar(60)', (c) => c.notNull())
        .addColumn('model_number_key', 'varchar(60)', (c) => c.notNull())
        .addColumn('name', 'varchar(120)', (c) => c.notNull())
        .addColumn('name_en', 'varchar(120)', (c) => c.notNull().defaultTo(''))
        .addColumn('summary', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('description_md', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('description_html', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('lifecycle', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
        .addColumn('successor_id', 'varchar(64)')
        .addColumn('images_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('related_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('accessories_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_published', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('product_models_tenant_number_uq', ['tenant_id', 'model_number_key'])
        .execute();
      await db.schema
        .createIndex('product_models_type_idx')
        .on('product_models')
        .columns(['tenant_id', 'product_type_id', 'series_id', 'order_num'])
        .execute();
      await db.schema.createIndex('product_models_series_idx').on('product_models').columns(['series_id']).execute();

      await db.schema
        .createTable('product_spec_values')
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references(tenant))
        .addColumn('model_id', 'varchar(64)', (c) => c.notNull().references('product_models.id').onDelete('cascade'))
        .addColumn('field_id', 'varchar(64)', (c) =>
          c.notNull().references('product_spec_fields.id').onDelete('cascade'),
        )
        .addColumn('value_text', 'varchar(200)', (c) => c.notNull())
        .addColumn('value_num', 'double precision')
        .addPrimaryKeyConstraint('product_spec_values_pk', ['model_id', 'field_id'])
        .execute();
      await db.schema
        .createIndex('product_spec_values_field_num_idx')
        .on('product_spec_values')
        .columns(['field_id', 'value_num'])
        .execute();
      await db.schema
        .createIndex('product_spec_values_field_text_idx')
        .on('product_spec_values')
        .columns(['field_id', 'value_text'])
        .execute();

      await db.schema.alterTable('solution_types').addColumn('cover_file_id', 'varchar(64)').execute();

      await db.schema
        .createTable('solutions')
        .addColumn('id', 'varchar(64)', id)
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references(tenant))
        .addColumn('solution_type_id', 'varchar(64)', (c) => c.notNull().references('solution_types.id'))
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('title_en', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('summary', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('cover_file_id', 'varchar(64)')
        .addColumn('challenge_md', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('approach_md', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('results_md', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('highlights_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('case_studies_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('product_ids_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('document_ids_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_published', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('solutions_type_idx')
        .on('solutions')
        .columns(['tenant_id', 'solution_type_id', 'order_num'])
        .execute();

      await db.schema
        .createTable('software_packages')
        .addColumn('id', 'varchar(64)', id)
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references(tenant))
        .addColumn('name', 'varchar(120)', (c) => c.notNull())
        .addColumn('name_en', 'varchar(120)', (c) => c.notNull().defaultTo(''))
        .addColumn('category', 'varchar(20)', (c) => c.notNull())
        .addColumn('summary', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('description_md', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('description_html', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('product_type_id', 'varchar(64)')
        .addColumn('series_id', 'varchar(64)')
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_published', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('software_packages_tenant_idx')
        .on('software_packages')
        .columns(['tenant_id', 'category', 'order_num'])
        .execute();

      await db.schema
        .createTable('software_versions')
        .addColumn('id', 'varchar(64)', id)
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references(tenant))
        .addColumn('package_id', 'varchar(64)', (c) =>
          c.notNull().references('software_packages.id').onDelete('cascade'),
        )
        .addColumn('version', 'varchar(40)', (c) => c.notNull())
        .addColumn('released_at', t.timestamp, (c) => c.notNull())
        .addColumn('release_notes_md', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('release_notes_html', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('is_published', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('software_versions_package_version_uq', ['package_id', 'version'])
        .execute();
      await db.schema
        .createIndex('software_versions_package_idx')
        .on('software_versions')
        .columns(['tenant_id', 'package_id', 'released_at'])
        .execute();

      await db.schema
        .createTable('software_files')
        .addColumn('id', 'varchar(64)', id)
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references(tenant))
        .addColumn('version_id', 'varchar(64)', (c) =>
          c.notNull().references('software_versions.id').onDelete('cascade'),
        )
        .addColumn('package_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('os', 'varchar(16)', (c) => c.notNull())
        .addColumn('arch', 'varchar(16)', (c) => c.notNull())
        .addColumn('file_id', 'varchar(64)', (c) => c.notNull().references('files.id'))
        .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
        .addColumn('members_only', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('software_files_version_idx')
        .on('software_files')
        .columns(['tenant_id', 'version_id'])
        .execute();

      await db.schema
        .createTable('documents')
        .addColumn('id', 'varchar(64)', id)
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references(tenant))
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('title_en', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('doc_type', 'varchar(20)', (c) => c.notNull())
        .addColumn('language', 'varchar(10)', (c) => c.notNull())
        .addColumn('version', 'varchar(40)', (c) => c.notNull().defaultTo(''))
        .addColumn('summary', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
        .addColumn('file_id', 'varchar(64)', (c) => c.notNull().references('files.id'))
        .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('mime', 'varchar(120)', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
        .addColumn('product_type_id', 'varchar(64)')
        .addColumn('series_id', 'varchar(64)')
        .addColumn('model_id', 'varchar(64)')
        .addColumn('members_only', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_published', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
        .addColumn('published_at', t.timestamp, (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('documents_list_idx')
        .on('documents')
        .columns(['tenant_id', 'published_at'])
        .execute();
      await db.schema
        .createIndex('documents_type_idx')
        .on('documents')
        .columns(['tenant_id', 'product_type_id', 'doc_type'])
        .execute();
      await db.schema.createIndex('documents_model_idx').on('documents').columns(['tenant_id', 'model_id']).execute();
      await db.schema.createIndex('documents_series_idx').on('documents').columns(['tenant_id', 'series_id']).execute();

      await db.schema
        .createTable('courses')
        .addColumn('id', 'varchar(64)', id)
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references(tenant))
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('title_en', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('category', 'varchar(40)', (c) => c.notNull())
        .addColumn('level', 'varchar(16)', (c) => c.notNull())
        .addColumn('summary', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('description_md', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('description_html', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cover_file_id', 'varchar(64)')
        .addColumn('related_models_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('is_featured', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_published', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('courses_list_idx')
        .on('courses')
        .columns(['tenant_id', 'category', 'order_num'])
        .execute();

      await db.schema
        .createTable('course_lessons')
        .addColumn('id', 'varchar(64)', id)
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references(tenant))
        .addColumn('course_id', 'varchar(64)', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('summary', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('video_file_id', 'varchar(64)')
        .addColumn('video_url', 'varchar(500)')
        .addColumn('duration_seconds', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_free', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('course_lessons_course_idx')
        .on('course_lessons')
        .columns(['tenant_id', 'course_id', 'order_num'])
        .execute();

      await db.schema
        .createTable('lesson_progress')
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references(tenant))
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('lesson_id', 'varchar(64)', (c) => c.notNull().references('course_lessons.id').onDelete('cascade'))
        .addColumn('course_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('position_seconds', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('completed', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn('completed_at', t.timestamp)
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('lesson_progress_pk', ['user_id', 'lesson_id'])
        .execute();
      await db.schema
        .createIndex('lesson_progress_course_idx')
        .on('lesson_progress')
        .columns(['tenant_id', 'user_id', 'course_id'])
        .execute();

      await db.schema
        .createTable('news')
        .addColumn('id', 'varchar(64)', id)
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references(tenant))
        .addColumn('category', 'varchar(16)', (c) => c.notNull())
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('title_en', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('summary', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('content_md', 'text', (c) => c.notNull())
        .addColumn('content_html', 'text', (c) => c.notNull())
        .addColumn('cover_file_id', 'varchar(64)')
        .addColumn('author', 'varchar(60)', (c) => c.notNull().defaultTo(''))
        .addColumn('source', 'varchar(120)', (c) => c.notNull().defaultTo(''))
        .addColumn('tags_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('is_pinned', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn('is_published', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
        .addColumn('published_at', t.timestamp, (c) => c.notNull())
        .addColumn('event_start_at', t.timestamp)
        .addColumn('event_end_at', t.timestamp)
        .addColumn('event_place', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('event_registration_url', 'varchar(500)')
        .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('news_list_idx')
        .on('news')
        .columns(['tenant_id', 'category', 'published_at'])
        .execute();
      await db.schema.createIndex('news_published_idx').on('news').columns(['tenant_id', 'published_at']).execute();
      await db.schema.createIndex('news_event_idx').on('news').columns(['tenant_id', 'event_start_at']).execute();

      await db.schema
        .createTable('company_sections')
        .addColumn('id', 'varchar(64)', id)
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references(tenant))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('title_en', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('content_md', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('content_html', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image_file_id', 'varchar(64)')
        .addColumn('items_json', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_published', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('company_sections_idx')
        .on('company_sections')
        .columns(['tenant_id', 'order_num'])
        .execute();

      await db.schema
        .createTable('jobs')
        .addColumn('id', 'varchar(64)', id)
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references(tenant))
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('title_en', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('department', 'varchar(60)', (c) => c.notNull())
        .addColumn('city', 'varchar(60)', (c) => c.notNull())
        .addColumn('employment_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('experience', 'varchar(60)', (c) => c.notNull().defaultTo(''))
        .addColumn('education', 'varchar(60)', (c) => c.notNull().defaultTo(''))
        .addColumn('headcount', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('salary_range', 'varchar(60)', (c) => c.notNull().defaultTo(''))
        .addColumn('summary', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('responsibilities_md', 'text', (c) => c.notNull())
        .addColumn('requirements_md', 'text', (c) => c.notNull())
        .addColumn('benefits_md', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('is_published', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
        .addColumn('published_at', t.timestamp, (c) => c.notNull())
        .addColumn('closes_at', t.timestamp)
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('jobs_list_idx')
        .on('jobs')
        .columns(['tenant_id', 'department', 'city', 'published_at'])
        .execute();

      await db.schema
        .createTable('job_applications')
        .addColumn('id', 'varchar(64)', id)
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references(tenant))
        .addColumn('job_id', 'varchar(64)', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
        .addColumn('user_id', 'varchar(64)')
        .addColumn('name', 'varchar(40)', (c) => c.notNull())
        .addColumn('phone', 'varchar(32)', (c) => c.notNull())
        .addColumn('email', 'varchar(120)', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cv_file_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('cv_file_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('cv_size', 'bigint', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('new'))
        .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('consent_at', t.timestamp, (c) => c.notNull())
        .addColumn('ip', 'varchar(64)')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('job_applications_list_idx')
        .on('job_applications')
        .columns(['tenant_id', 'job_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('leads')
        .addColumn('id', 'varchar(64)', id)
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references(tenant))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('name', 'varchar(40)', (c) => c.notNull())
        .addColumn('company', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('phone', 'varchar(32)', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'varchar(120)', (c) => c.notNull().defaultTo(''))
        .addColumn('region', 'varchar(40)', (c) => c.notNull().defaultTo(''))
        .addColumn('product_interest', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('model_id', 'varchar(64)')
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('source_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('new'))
        .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('user_id', 'varchar(64)')
        .addColumn('ip', 'varchar(64)')
        .addColumn('user_agent', 'varchar(500)')
        .addColumn('consent_at', t.timestamp)
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('leads_inbox_idx')
        .on('leads')
        .columns(['tenant_id', 'status', 'created_at'])
        .execute();

      await db.schema
        .createTable('banners')
        .addColumn('id', 'varchar(64)', id)
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references(tenant))
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('subtitle', 'varchar(300)', (c) => c.notNull().defaultTo(''))
        .addColumn('image_file_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('mobile_image_file_id', 'varchar(64)')
        .addColumn('link_url', 'varchar(500)')
        .addColumn('link_text', 'varchar(30)', (c) => c.notNull().defaultTo(''))
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_published', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
        .addColumn('starts_at', t.timestamp)
        .addColumn('ends_at', t.timestamp)
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('banners_idx').on('banners').columns(['tenant_id', 'order_num']).execute();

      // Site search: one row per indexed item; `tokens` holds the segmented words, the engine's full-text
      // structure sits beside it (FTS5 table on SQLite, a GIN-indexed tsvector column on PostgreSQL).
      await db.schema
        .createTable('search_documents')
        .addColumn('id', 'varchar(64)', id)
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references(tenant))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('ref_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('title', 'varchar(300)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('url', 'varchar(500)', (c) => c.notNull())
        .addColumn('tokens', 'text', (c) => c.notNull())
        .addColumn('visible_from', t.timestamp)
        .addColumn('visible_until', t.timestamp)
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('search_documents_ref_uq', ['tenant_id', 'kind', 'ref_id'])
        .execute();
      if (kind === 'postgres') {
        await sql`ALTER TABLE search_documents ADD COLUMN tsv tsvector NOT NULL DEFAULT ''::tsvector`.execute(db);
        await sql`CREATE INDEX search_documents_tsv_idx ON search_documents USING gin (tsv)`.execute(db);
      } else {
        await sql`CREATE VIRTUAL TABLE search_fts USING fts5(tokens, doc_id UNINDEXED, tokenize = 'unicode61 remove_diacritics 0')`.execute(
          db,
        );
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (kind === 'sqlite') await sql`DROP TABLE IF EXISTS search_fts`.execute(db);
      for (const table of [
        'search_documents',
        'banners',
        'leads',
        'job_applications',
        'jobs',
        'company_sections',
        'news',
        'lesson_progress',
        'course_lessons',
        'courses',
        'documents',
        'software_files',
        'software_versions',
        'software_packages',
        'solutions',
        'product_spec_values',
        'product_models',
        'product_spec_fields',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
      await db.schema.alterTable('solution_types').dropColumn('cover_file_id').execute();
    },
  };
}
