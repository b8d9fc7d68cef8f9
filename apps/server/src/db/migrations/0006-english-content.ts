import type { Kysely } from 'kysely';
import type { DbKind } from '../database.js';

/**
 * English beside every content text a visitor reads. The site is Chinese first: English mode shows these
 * columns and falls back to the Chinese when one is empty, so every column is text, not null, default ''
 * (or '[]' for a JSON list) and existing rows need nothing more. Where the Chinese markdown has a rendered
 * HTML column, the English has one too. English inside JSON lists (solution highlights and case studies,
 * company timeline, honours and offices) needs no column: the entries carry `…En` keys.
 */
const COLUMNS: ReadonlyArray<readonly [table: string, column: string, empty?: string]> = [
  // Catalogue
  ['product_types', 'description_en'],
  ['product_series', 'description_en'],
  ['product_models', 'summary_en'],
  ['product_models', 'description_md_en'],
  ['product_models', 'description_html_en'],
  // Solutions (highlights and case studies: `…En` keys in their JSON entries)
  ['solution_types', 'description_en'],
  ['solutions', 'summary_en'],
  ['solutions', 'challenge_md_en'],
  ['solutions', 'approach_md_en'],
  ['solutions', 'results_md_en'],
  // Downloads
  ['software_packages', 'summary_en'],
  ['software_packages', 'description_md_en'],
  ['software_packages', 'description_html_en'],
  ['software_versions', 'release_notes_md_en'],
  ['software_versions', 'release_notes_html_en'],
  ['documents', 'summary_en'],
  // College
  ['courses', 'category_en'],
  ['courses', 'summary_en'],
  ['courses', 'description_md_en'],
  ['courses', 'description_html_en'],
  ['course_lessons', 'title_en'],
  ['course_lessons', 'summary_en'],
  // News (the byline and source are often a department or column, so they have English too)
  ['news', 'summary_en'],
  ['news', 'content_md_en'],
  ['news', 'content_html_en'],
  ['news', 'author_en'],
  ['news', 'source_en'],
  ['news', 'tags_en_json', '[]'],
  ['news', 'event_place_en'],
  // Company (timeline, honours and offices: `…En` keys in their JSON entries)
  ['company_sections', 'content_md_en'],
  ['company_sections', 'content_html_en'],
  // Careers (department and city are free text: their English is shown beside the filter value)
  ['jobs', 'department_en'],
  ['jobs', 'city_en'],
  ['jobs', 'experience_en'],
  ['jobs', 'education_en'],
  ['jobs', 'salary_range_en'],
  ['jobs', 'summary_en'],
  ['jobs', 'responsibilities_md_en'],
  ['jobs', 'requirements_md_en'],
  ['jobs', 'benefits_md_en'],
  // Banners
  ['banners', 'title_en'],
  ['banners', 'subtitle_en'],
  ['banners', 'link_text_en'],
];

export function englishContent(_kind: DbKind) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // One column per statement: SQLite adds a single column per ALTER TABLE.
      for (const [table, column, empty = ''] of COLUMNS) {
        await db.schema
          .alterTable(table)
          .addColumn(column, 'text', (c) => c.notNull().defaultTo(empty))
          .execute();
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const [table, column] of [...COLUMNS].reverse()) {
        await db.schema.alterTable(table).dropColumn(column).execute();
      }
    },
  };
}
