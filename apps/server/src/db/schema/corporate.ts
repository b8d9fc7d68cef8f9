import type { Bool, Json, Timestamp } from './column-kinds.js';

/**
 * Corporate-site tables. Column kinds are spelled as column-kinds.ts describes; repositories normalise rows
 * with shared/values.ts.
 */

export interface ProductSpecFieldsTable {
  id: string;
  tenant_id: string;
  product_type_id: string;
  field_key: string;
  name: string;
  name_en: string;
  unit: string;
  /** number | text | enum */
  kind: string;
  options_json: Json;
  filterable: Bool;
  show_in_summary: Bool;
  order_num: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductModelsTable {
  id: string;
  tenant_id: string;
  product_type_id: string;
  series_id: string;
  model_number: string;
  /** Upper-cased model number: unique per tenant, case-insensitively. */
  model_number_key: string;
  name: string;
  name_en: string;
  summary: string;
  summary_en: string;
  description_md: string;
  description_md_en: string;
  description_html: string;
  description_html_en: string;
  /** new | active | nrnd | discontinued */
  lifecycle: string;
  successor_id: string | null;
  images_json: Json;
  related_json: Json;
  accessories_json: Json;
  order_num: number;
  is_published: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductSpecValuesTable {
  tenant_id: string;
  model_id: string;
  field_id: string;
  value_text: string;
  value_num: number | null;
}

export interface SolutionsTable {
  id: string;
  tenant_id: string;
  solution_type_id: string;
  title: string;
  title_en: string;
  summary: string;
  summary_en: string;
  cover_file_id: string | null;
  challenge_md: string;
  challenge_md_en: string;
  approach_md: string;
  approach_md_en: string;
  results_md: string;
  results_md_en: string;
  /** `[{ label, labelEn, value, valueEn }]` */
  highlights_json: Json;
  /** `[{ customer, customerEn, title, titleEn, summary, summaryEn, imageFileId }]` */
  case_studies_json: Json;
  product_ids_json: Json;
  document_ids_json: Json;
  order_num: number;
  is_published: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SoftwarePackagesTable {
  id: string;
  tenant_id: string;
  name: string;
  name_en: string;
  category: string;
  summary: string;
  summary_en: string;
  description_md: string;
  description_md_en: string;
  description_html: string;
  description_html_en: string;
  product_type_id: string | null;
  series_id: string | null;
  order_num: number;
  is_published: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SoftwareVersionsTable {
  id: string;
  tenant_id: string;
  package_id: string;
  version: string;
  released_at: Timestamp;
  release_notes_md: string;
  release_notes_md_en: string;
  release_notes_html: string;
  release_notes_html_en: string;
  is_published: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SoftwareFilesTable {
  id: string;
  tenant_id: string;
  version_id: string;
  package_id: string;
  os: string;
  arch: string;
  file_id: string;
  file_name: string;
  size: number;
  sha256: string;
  members_only: Bool;
  download_count: number;
  order_num: number;
  created_at: Timestamp;
}

export interface DocumentsTable {
  id: string;
  tenant_id: string;
  title: string;
  title_en: string;
  doc_type: string;
  language: string;
  version: string;
  summary: string;
  summary_en: string;
  file_id: string;
  file_name: string;
  mime: string;
  size: number;
  sha256: string;
  product_type_id: string | null;
  series_id: string | null;
  model_id: string | null;
  members_only: Bool;
  download_count: number;
  is_published: Bool;
  published_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CoursesTable {
  id: string;
  tenant_id: string;
  title: string;
  title_en: string;
  category: string;
  /** The category's English name; the category itself (Chinese) is the filter value. */
  category_en: string;
  level: string;
  summary: string;
  summary_en: string;
  description_md: string;
  description_md_en: string;
  description_html: string;
  description_html_en: string;
  cover_file_id: string | null;
  related_models_json: Json;
  is_featured: Bool;
  order_num: number;
  is_published: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CourseLessonsTable {
  id: string;
  tenant_id: string;
  course_id: string;
  title: string;
  title_en: string;
  summary: string;
  summary_en: string;
  order_num: number;
  video_file_id: string | null;
  video_url: string | null;
  duration_seconds: number;
  is_free: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LessonProgressTable {
  tenant_id: string;
  user_id: string;
  lesson_id: string;
  course_id: string;
  position_seconds: number;
  completed: Bool;
  completed_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface NewsTable {
  id: string;
  tenant_id: string;
  /** company | industry | event */
  category: string;
  title: string;
  title_en: string;
  summary: string;
  summary_en: string;
  content_md: string;
  content_md_en: string;
  content_html: string;
  content_html_en: string;
  cover_file_id: string | null;
  author: string;
  author_en: string;
  source: string;
  source_en: string;
  tags_json: Json;
  tags_en_json: Json;
  is_pinned: Bool;
  is_published: Bool;
  published_at: Timestamp;
  event_start_at: Timestamp | null;
  event_end_at: Timestamp | null;
  event_place: string;
  event_place_en: string;
  event_registration_url: string | null;
  view_count: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CompanySectionsTable {
  id: string;
  tenant_id: string;
  kind: string;
  title: string;
  title_en: string;
  content_md: string;
  content_md_en: string;
  content_html: string;
  content_html_en: string;
  image_file_id: string | null;
  /** `{ timeline, honours, offices }`, each entry with its `…En` keys */
  items_json: Json;
  order_num: number;
  is_published: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface JobsTable {
  id: string;
  tenant_id: string;
  title: string;
  title_en: string;
  department: string;
  department_en: string;
  city: string;
  city_en: string;
  employment_type: string;
  experience: string;
  experience_en: string;
  education: string;
  education_en: string;
  headcount: number;
  salary_range: string;
  salary_range_en: string;
  summary: string;
  summary_en: string;
  responsibilities_md: string;
  responsibilities_md_en: string;
  requirements_md: string;
  requirements_md_en: string;
  benefits_md: string;
  benefits_md_en: string;
  is_published: Bool;
  published_at: Timestamp;
  closes_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface JobApplicationsTable {
  id: string;
  tenant_id: string;
  job_id: string;
  user_id: string | null;
  name: string;
  phone: string;
  email: string;
  message: string;
  cv_file_id: string;
  cv_file_name: string;
  cv_size: number;
  status: string;
  notes: string;
  consent_at: Timestamp;
  ip: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LeadsTable {
  id: string;
  tenant_id: string;
  /** sales | feedback */
  kind: string;
  name: string;
  company: string;
  phone: string;
  email: string;
  region: string;
  product_interest: string;
  model_id: string | null;
  message: string;
  source_url: string;
  /** new | contacted | closed */
  status: string;
  notes: string;
  user_id: string | null;
  ip: string | null;
  user_agent: string | null;
  consent_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BannersTable {
  id: string;
  tenant_id: string;
  title: string;
  title_en: string;
  subtitle: string;
  subtitle_en: string;
  image_file_id: string;
  mobile_image_file_id: string | null;
  link_url: string | null;
  link_text: string;
  link_text_en: string;
  order_num: number;
  is_published: Bool;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SearchDocumentsTable {
  id: string;
  tenant_id: string;
  /** The generation of the tenant's index the row belongs to (migration 0014, decision 0019). */
  generation: number;
  kind: string;
  ref_id: string;
  title: string;
  body: string;
  /** The English title and text shown in English mode, '' when the item has none (migration 0019). */
  title_en: string;
  body_en: string;
  url: string;
  /** A forum question whose answer is marked: its hits say so and rank above other topics (migration 0021). */
  is_solved: Bool;
  /** Space-separated search tokens (segmented words, CJK pairs, compact model numbers), lower-cased. */
  tokens: string;
  /** Hidden from results before / after these times (scheduled news, closing jobs). */
  visible_from: Timestamp | null;
  visible_until: Timestamp | null;
  updated_at: Timestamp;
}

/** Which generation of a tenant's search index answers, and which one a rebuild is writing (decision 0019). */
export interface SearchGenerationsTable {
  tenant_id: string;
  /** The generation searches read (0 for a tenant that was never rebuilt). */
  active: number;
  /** The generation a rebuild is writing, while one runs. */
  building: number | null;
  /** When the running rebuild last wrote a batch: one silent for long is taken over (its process died). */
  building_since: Timestamp | null;
  /** The last generation number given out; the next rebuild takes the one after. */
  last_generation: number;
}

/** Solution types gained a cover image in 0002 (declaration merging keeps spine.ts untouched). */
declare module './spine.js' {
  interface SolutionTypesTable {
    cover_file_id: string | null;
  }
}

export interface CorporateTables {
  product_spec_fields: ProductSpecFieldsTable;
  product_models: ProductModelsTable;
  product_spec_values: ProductSpecValuesTable;
  solutions: SolutionsTable;
  software_packages: SoftwarePackagesTable;
  software_versions: SoftwareVersionsTable;
  software_files: SoftwareFilesTable;
  documents: DocumentsTable;
  courses: CoursesTable;
  course_lessons: CourseLessonsTable;
  lesson_progress: LessonProgressTable;
  news: NewsTable;
  company_sections: CompanySectionsTable;
  jobs: JobsTable;
  job_applications: JobApplicationsTable;
  leads: LeadsTable;
  banners: BannersTable;
  search_documents: SearchDocumentsTable;
  search_generations: SearchGenerationsTable;
}
