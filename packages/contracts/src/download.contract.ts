import { z } from 'zod';
import { PagedQuery, pagedResult, IdParam, OkResult } from './common.contract.js';
import {
  AdminListQuery,
  AdminTimestamps,
  BinaryResponse,
  EnglishMarkdown,
  EnglishText,
  NamedRef,
  adminCrudRoutes,
  contentAccess,
} from './content.contract.js';
import { defineRoute } from './route.js';

/**
 * Service support downloads: software packages with versions (each version has one file per OS and
 * architecture, size and SHA-256 computed when the file was uploaded) and documents linked to a product
 * type, series or model. Files stream from `downloadUrl` with Range support; members-only files answer 401
 * to guests.
 */

export const SOFTWARE_CATEGORIES = ['sdk', 'software', 'driver', 'firmware', 'plugin', 'tool'] as const;
export const SoftwareCategory = z.enum(SOFTWARE_CATEGORIES);
export type SoftwareCategory = z.infer<typeof SoftwareCategory>;
export const SOFTWARE_CATEGORY_LABELS: Record<SoftwareCategory, { zh: string; en: string }> = {
  sdk: { zh: '开发包 SDK', en: 'SDK' },
  software: { zh: '应用软件', en: 'Application' },
  driver: { zh: '驱动', en: 'Driver' },
  firmware: { zh: '固件', en: 'Firmware' },
  plugin: { zh: '插件', en: 'Plug-in' },
  tool: { zh: '工具', en: 'Tool' },
};

export const OPERATING_SYSTEMS = ['windows', 'linux', 'macos', 'any'] as const;
export const OperatingSystem = z.enum(OPERATING_SYSTEMS);
export const Architecture = z.enum(['x64', 'x86', 'arm64', 'armhf', 'any']);

export const DOCUMENT_TYPES = [
  'datasheet',
  'manual',
  'app_note',
  'certificate',
  'cad',
  'whitepaper',
  'release_note',
  'other',
] as const;
export const DocumentType = z.enum(DOCUMENT_TYPES);
export type DocumentType = z.infer<typeof DocumentType>;
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, { zh: string; en: string }> = {
  datasheet: { zh: '产品规格书', en: 'Datasheet' },
  manual: { zh: '用户手册', en: 'User manual' },
  app_note: { zh: '应用笔记', en: 'Application note' },
  certificate: { zh: '认证证书', en: 'Certificate' },
  cad: { zh: 'CAD 图纸', en: 'CAD drawing' },
  whitepaper: { zh: '技术白皮书', en: 'White paper' },
  release_note: { zh: '发布说明', en: 'Release notes' },
  other: { zh: '其他', en: 'Other' },
};

/** BCP 47 language of a document. */
export const DOCUMENT_LANGUAGES = ['zh-CN', 'en', 'de', 'ja', 'ko'] as const;
export const DocumentLanguage = z.enum(DOCUMENT_LANGUAGES);
export type DocumentLanguage = z.infer<typeof DocumentLanguage>;

export const SoftwareFile = z.object({
  id: z.string(),
  os: OperatingSystem,
  arch: Architecture,
  fileName: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  membersOnly: z.boolean(),
  downloadCount: z.number().int(),
  /** `/prod-api/downloads/software-files/:id/file` */
  downloadUrl: z.string(),
});
export type SoftwareFile = z.infer<typeof SoftwareFile>;

export const SoftwareVersion = z.object({
  id: z.string(),
  version: z.string(),
  releaseTime: z.string(),
  releaseNotesHtml: z.string(),
  releaseNotesHtmlEn: z.string(),
  files: z.array(SoftwareFile),
});
export type SoftwareVersion = z.infer<typeof SoftwareVersion>;

export const SoftwarePackageItem = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  category: SoftwareCategory,
  summary: z.string(),
  summaryEn: z.string(),
  productType: NamedRef.nullable(),
  series: NamedRef.nullable(),
  /** The newest published version (null when none is published yet). */
  latest: SoftwareVersion.nullable(),
  versionCount: z.number().int(),
  totalDownloads: z.number().int(),
  lastModificationTime: z.string(),
});
export type SoftwarePackageItem = z.infer<typeof SoftwarePackageItem>;

export const SoftwarePackageDetail = SoftwarePackageItem.extend({
  descriptionHtml: z.string(),
  descriptionHtmlEn: z.string(),
  /** Every published version, newest first (the latest included). */
  versions: z.array(SoftwareVersion),
});
export type SoftwarePackageDetail = z.infer<typeof SoftwarePackageDetail>;

export const SoftwareListQuery = PagedQuery.extend({
  q: z.string().trim().max(100).optional(),
  category: SoftwareCategory.optional(),
  os: OperatingSystem.optional(),
  productTypeId: z.string().max(64).optional(),
  seriesId: z.string().max(64).optional(),
});

export const softwareListRoute = defineRoute({
  method: 'GET',
  path: '/downloads/software',
  summary: 'Software catalogue: packages with their latest version; search and filters',
  tags: ['download'],
  access: 'public',
  query: SoftwareListQuery,
  response: pagedResult(SoftwarePackageItem),
});

export const softwareDetailRoute = defineRoute({
  method: 'GET',
  path: '/downloads/software/:id',
  summary: 'One software package with all published versions (older versions kept)',
  tags: ['download'],
  access: 'public',
  params: IdParam,
  response: SoftwarePackageDetail,
});

export const DocumentItem = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string(),
  docType: DocumentType,
  language: DocumentLanguage,
  version: z.string(),
  summary: z.string(),
  summaryEn: z.string(),
  fileName: z.string(),
  mime: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  membersOnly: z.boolean(),
  downloadCount: z.number().int(),
  /** `/prod-api/downloads/documents/:id/file` */
  downloadUrl: z.string(),
  productType: NamedRef.nullable(),
  series: NamedRef.nullable(),
  model: z.object({ id: z.string(), modelNumber: z.string(), name: z.string(), nameEn: z.string() }).nullable(),
  publishTime: z.string(),
  lastModificationTime: z.string(),
});
export type DocumentItem = z.infer<typeof DocumentItem>;

export const DocumentListQuery = PagedQuery.extend({
  q: z.string().trim().max(100).optional(),
  docType: DocumentType.optional(),
  language: DocumentLanguage.optional(),
  productTypeId: z.string().max(64).optional(),
  seriesId: z.string().max(64).optional(),
  modelId: z.string().max(64).optional(),
});

export const documentListRoute = defineRoute({
  method: 'GET',
  path: '/downloads/documents',
  summary: 'Documents filtered by product type / series / model, document type and language; search',
  tags: ['download'],
  access: 'public',
  query: DocumentListQuery,
  response: pagedResult(DocumentItem),
});

export const documentDetailRoute = defineRoute({
  method: 'GET',
  path: '/downloads/documents/:id',
  summary: 'One document (metadata)',
  tags: ['download'],
  access: 'public',
  params: IdParam,
  response: DocumentItem,
});

/**
 * The file itself: `Content-Disposition: attachment` with the file name, `Accept-Ranges: bytes` (206 for a
 * Range request), `ETag` and `Repr-Digest` (SHA-256). Each GET counts one download. Members-only files
 * answer 401 to guests.
 */
export const softwareFileDownloadRoute = defineRoute({
  method: 'GET',
  path: '/downloads/software-files/:id/file',
  summary: 'Download a software file (Range supported; counted once per request; members-only → 401 for guests)',
  tags: ['download'],
  access: 'public',
  params: IdParam,
  response: BinaryResponse,
});

export const documentFileDownloadRoute = defineRoute({
  method: 'GET',
  path: '/downloads/documents/:id/file',
  summary: 'Download a document file (Range supported; counted once per request; members-only → 401 for guests)',
  tags: ['download'],
  access: 'public',
  params: IdParam,
  response: BinaryResponse,
});

// ----- admin ------------------------------------------------------------------------------------------

export const SoftwarePackageInput = z.object({
  name: z.string().trim().min(1, '请填写名称').max(120),
  nameEn: z.string().trim().max(120).default(''),
  category: SoftwareCategory,
  summary: z.string().trim().max(500).default(''),
  summaryEn: EnglishText(500),
  descriptionMd: z.string().max(50_000).default(''),
  descriptionMdEn: EnglishMarkdown(),
  productTypeId: z.string().trim().min(1).max(64).nullable().default(null),
  seriesId: z.string().trim().min(1).max(64).nullable().default(null),
  orderNum: z.number().int().min(0).max(100_000).default(0),
  isPublished: z.boolean().default(true),
});

export const SoftwareFileInput = z.object({
  /** An uploaded file (`POST /file`); name, size and SHA-256 are taken from the upload. */
  fileId: z.string().trim().min(1).max(64),
  os: OperatingSystem.default('any'),
  arch: Architecture.default('any'),
  membersOnly: z.boolean().default(false),
});

export const SoftwareVersionInput = z.object({
  version: z
    .string()
    .trim()
    .min(1, '请填写版本号')
    .max(40)
    .regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]*$/, '版本号只能包含字母、数字和 . + _ -'),
  releaseTime: z.string().datetime({ offset: true, message: '发布日期格式不正确' }),
  releaseNotesMd: z.string().max(50_000).default(''),
  releaseNotesMdEn: EnglishMarkdown(),
  isPublished: z.boolean().default(true),
  files: z.array(SoftwareFileInput).min(1, '每个版本至少需要一个文件').max(10),
});

export const AdminSoftwareFile = SoftwareFile.extend({ fileId: z.string() });
export const AdminSoftwareVersion = z.object({
  id: z.string(),
  packageId: z.string(),
  version: z.string(),
  releaseTime: z.string(),
  releaseNotesMd: z.string(),
  releaseNotesMdEn: z.string(),
  isPublished: z.boolean(),
  files: z.array(AdminSoftwareFile),
  creationTime: z.string(),
  lastModificationTime: z.string(),
});
export type AdminSoftwareVersion = z.infer<typeof AdminSoftwareVersion>;

export const AdminSoftwarePackage = SoftwarePackageInput.extend({
  ...AdminTimestamps.shape,
  summaryEn: z.string(),
  descriptionMdEn: z.string(),
  versions: z.array(AdminSoftwareVersion),
  totalDownloads: z.number().int(),
});
export type AdminSoftwarePackage = z.infer<typeof AdminSoftwarePackage>;

export const AdminSoftwareQuery = AdminListQuery.extend({ category: SoftwareCategory.optional() });

export const adminSoftwareRoutes = adminCrudRoutes({
  path: '/admin/downloads/software',
  tag: 'download',
  label: 'software package',
  item: AdminSoftwarePackage,
  input: SoftwarePackageInput,
  query: AdminSoftwareQuery,
});

export const adminSoftwareVersionRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/admin/downloads/software/:id/versions',
    summary: 'Add a version (with its files) to a software package (admin; audited)',
    tags: ['download', 'admin'],
    access: contentAccess,
    params: IdParam,
    body: SoftwareVersionInput,
    response: AdminSoftwareVersion,
    status: 201,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/admin/downloads/software-versions/:id',
    summary: 'Replace a version; files kept by file id keep their download counts (admin; audited)',
    tags: ['download', 'admin'],
    access: contentAccess,
    params: IdParam,
    body: SoftwareVersionInput,
    response: AdminSoftwareVersion,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/admin/downloads/software-versions/:id',
    summary: 'Delete a version and its files (admin; audited)',
    tags: ['download', 'admin'],
    access: contentAccess,
    params: IdParam,
    response: OkResult,
  }),
};

export const DocumentInput = z.object({
  title: z.string().trim().min(1, '请填写标题').max(200),
  titleEn: z.string().trim().max(200).default(''),
  docType: DocumentType,
  language: DocumentLanguage.default('zh-CN'),
  version: z.string().trim().max(40).default(''),
  summary: z.string().trim().max(1000).default(''),
  summaryEn: EnglishText(1000),
  /** An uploaded file (`POST /file`); name, type, size and SHA-256 are taken from the upload. */
  fileId: z.string().trim().min(1, '请上传文件').max(64),
  /** Link to the most specific level; the higher levels are filled in from it. */
  productTypeId: z.string().trim().min(1).max(64).nullable().default(null),
  seriesId: z.string().trim().min(1).max(64).nullable().default(null),
  modelId: z.string().trim().min(1).max(64).nullable().default(null),
  membersOnly: z.boolean().default(false),
  isPublished: z.boolean().default(true),
  /** A future time hides the document until then; null publishes at once. */
  publishTime: z.string().datetime({ offset: true }).nullable().default(null),
});

export const AdminDocument = DocumentItem.omit({ publishTime: true }).extend({
  ...AdminTimestamps.shape,
  fileId: z.string(),
  productTypeId: z.string().nullable(),
  seriesId: z.string().nullable(),
  modelId: z.string().nullable(),
  isPublished: z.boolean(),
  publishTime: z.string(),
});
export type AdminDocument = z.infer<typeof AdminDocument>;

export const AdminDocumentQuery = AdminListQuery.extend({
  docType: DocumentType.optional(),
  productTypeId: z.string().max(64).optional(),
});

export const adminDocumentRoutes = adminCrudRoutes({
  path: '/admin/downloads/documents',
  tag: 'download',
  label: 'document',
  item: AdminDocument,
  input: DocumentInput,
  query: AdminDocumentQuery,
});
