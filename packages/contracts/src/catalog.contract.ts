import { z } from 'zod';
import { AdminListQuery, EnglishMarkdown, EnglishText, adminCrudRoutes } from './content.contract.js';
import { defineRoute } from './route.js';

export const ProductSeriesItem = z.object({ id: z.string(), name: z.string(), nameEn: z.string() });
export const ProductTypeWithSeries = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  productSeries: z.array(ProductSeriesItem),
});
export type ProductTypeWithSeries = z.infer<typeof ProductTypeWithSeries>;

export const productTypeMenuRoute = defineRoute({
  method: 'GET',
  path: '/ProductType/ListLoadProductTypeAndSeries',
  summary: 'Product types with their series, for the mega-menu',
  tags: ['catalog'],
  access: 'public',
  response: z.array(ProductTypeWithSeries),
});

export const SolutionTypeItem = z.object({ id: z.string(), name: z.string(), nameEn: z.string() });
export type SolutionTypeItem = z.infer<typeof SolutionTypeItem>;

export const solutionTypeMenuRoute = defineRoute({
  method: 'GET',
  path: '/SolutionType/ListLoadSolutionType',
  summary: 'Solution types, for the mega-menu',
  tags: ['catalog'],
  access: 'public',
  response: z.array(SolutionTypeItem),
});

// ---------------------------------------------------------------------------------------------------------
// Catalogue: product types → series → models (materials), spec fields per type, filters, compare.
// ---------------------------------------------------------------------------------------------------------

/** new · active · nrnd (not recommended for new designs) · discontinued (then a successor is shown). */
export const LIFECYCLE_STATUSES = ['new', 'active', 'nrnd', 'discontinued'] as const;
export const LifecycleStatus = z.enum(LIFECYCLE_STATUSES);
export type LifecycleStatus = z.infer<typeof LifecycleStatus>;
export const LIFECYCLE_LABELS: Record<LifecycleStatus, { zh: string; en: string }> = {
  new: { zh: '新品', en: 'New' },
  active: { zh: '在售', en: 'Active' },
  nrnd: { zh: '不推荐用于新设计', en: 'Not recommended for new designs' },
  discontinued: { zh: '已停产', en: 'Discontinued' },
};

/** number: filter by range, sortable · enum: one of `options`, filter by several · text: free text. */
export const SpecFieldKind = z.enum(['number', 'text', 'enum']);
export type SpecFieldKind = z.infer<typeof SpecFieldKind>;

/** A spec field defined on a product type (e.g. 帧率 fps number, 接口 enum GigE/USB3/…). */
export const SpecField = z.object({
  id: z.string(),
  /** Stable key used in filters, compare rows and model input (`frameRate`). */
  key: z.string(),
  name: z.string(),
  nameEn: z.string(),
  unit: z.string(),
  kind: SpecFieldKind,
  /** Allowed values of an enum field, in display order. */
  options: z.array(z.string()),
  filterable: z.boolean(),
  /** Shown in the short spec summary on model cards. */
  showInSummary: z.boolean(),
  orderNum: z.number().int(),
});
export type SpecField = z.infer<typeof SpecField>;

/** One spec value of a model, with its field's names for display. `value` is the text shown (without unit). */
export const SpecValue = z.object({
  key: z.string(),
  name: z.string(),
  nameEn: z.string(),
  unit: z.string(),
  kind: SpecFieldKind,
  value: z.string(),
  numericValue: z.number().nullable(),
});
export type SpecValue = z.infer<typeof SpecValue>;

/** The smallest model reference: links, compare basket, successor, related models, products used. */
export const ModelRef = z.object({
  id: z.string(),
  modelNumber: z.string(),
  name: z.string(),
  nameEn: z.string(),
  imageUrl: z.string().nullable(),
  lifecycle: LifecycleStatus,
  productTypeId: z.string(),
  seriesId: z.string(),
  seriesName: z.string(),
  seriesNameEn: z.string(),
});
export type ModelRef = z.infer<typeof ModelRef>;

/** A model card on the type page: reference plus a short summary and the summary specs. */
export const ModelCard = ModelRef.extend({
  summary: z.string(),
  summaryEn: z.string(),
  specSummary: z.array(SpecValue),
  lastModificationTime: z.string(),
});
export type ModelCard = z.infer<typeof ModelCard>;

export const SeriesSummary = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  isFlagship: z.boolean(),
  orderNum: z.number().int(),
  /** Published models in this series. */
  modelCount: z.number().int(),
});
export type SeriesSummary = z.infer<typeof SeriesSummary>;

/** A filter the type page offers for one filterable field, with the values present in this type. */
export const SpecFacet = z.object({
  key: z.string(),
  name: z.string(),
  nameEn: z.string(),
  unit: z.string(),
  kind: SpecFieldKind,
  /** enum/text: the values (enum in option order) with the number of published models having them. */
  options: z.array(z.object({ value: z.string(), count: z.number().int() })),
  /** number: the range present in this type. */
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type SpecFacet = z.infer<typeof SpecFacet>;

export const ProductTypeDetail = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  imageUrl: z.string().nullable(),
  series: z.array(SeriesSummary),
  specFields: z.array(SpecField),
  filters: z.array(SpecFacet),
  /** Values accepted by `sort` on the models query: built-ins plus number spec keys. */
  sortOptions: z.array(z.object({ value: z.string(), name: z.string(), nameEn: z.string() })),
  modelCount: z.number().int(),
});
export type ProductTypeDetail = z.infer<typeof ProductTypeDetail>;

export const productTypeDetailRoute = defineRoute({
  method: 'GET',
  path: '/catalog/product-types/:id',
  summary: 'A product type page: series sections, spec fields, filters with their values, sort options',
  tags: ['catalog'],
  access: 'public',
  params: z.object({ id: z.string().min(1).max(64) }),
  response: ProductTypeDetail,
});

/** Repeated query value: `spec=key:v1,v2` (enum/text: any of), `spec=key:min..max` (number: either end optional, or one exact number). */
export const SpecFilterParam = z.union([z.string().max(200), z.array(z.string().max(200)).max(20)]);

export const ModelSort = z.string().trim().max(60).default('default');

export const TypeModelsQuery = z.object({
  skipCount: z.coerce.number().int().min(0).max(1_000_000).default(0),
  maxResultCount: z.coerce.number().int().min(1).max(200).default(200),
  seriesId: z.string().max(64).optional(),
  q: z.string().trim().max(100).optional(),
  lifecycle: LifecycleStatus.optional(),
  spec: SpecFilterParam.optional(),
  /** `default` (series order, then model order) · `modelNumber` · `newest` · a number spec key (e.g. `frameRate`). */
  sort: ModelSort,
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type TypeModelsQuery = z.infer<typeof TypeModelsQuery>;

export const typeModelsRoute = defineRoute({
  method: 'GET',
  path: '/catalog/product-types/:id/models',
  summary: 'Models of a product type, filtered by spec values (validated against each field kind) and sorted',
  tags: ['catalog'],
  access: 'public',
  params: z.object({ id: z.string().min(1).max(64) }),
  query: TypeModelsQuery,
  response: z.object({ items: z.array(ModelCard), totalCount: z.number().int() }),
});

export const ModelSearchQuery = z.object({
  skipCount: z.coerce.number().int().min(0).max(1_000_000).default(0),
  maxResultCount: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(100).optional(),
  productTypeId: z.string().max(64).optional(),
  seriesId: z.string().max(64).optional(),
  /** Comma-separated ids (the compare basket); unknown or unpublished ids are left out. */
  ids: z.string().max(2000).optional(),
});

export const modelSearchRoute = defineRoute({
  method: 'GET',
  path: '/catalog/models',
  summary: 'Models across the catalogue by text or ids (compare basket, pickers); published only',
  tags: ['catalog'],
  access: 'public',
  query: ModelSearchQuery,
  response: z.object({ items: z.array(ModelCard), totalCount: z.number().int() }),
});

/** A download shown on a model page: documents of the model or its series, and software for it. */
export const ModelDownload = z.object({
  kind: z.enum(['document', 'software']),
  id: z.string(),
  title: z.string(),
  titleEn: z.string(),
  /** Document type (datasheet, manual, cad, certificate, …) or the software category (sdk, firmware, …). */
  category: z.string(),
  language: z.string(),
  version: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  membersOnly: z.boolean(),
  downloadUrl: z.string(),
  lastModificationTime: z.string(),
});
export type ModelDownload = z.infer<typeof ModelDownload>;

export const ModelDetail = z.object({
  id: z.string(),
  modelNumber: z.string(),
  name: z.string(),
  nameEn: z.string(),
  summary: z.string(),
  summaryEn: z.string(),
  /** Rendered from markdown on the server and sanitised (allow-list). */
  descriptionHtml: z.string(),
  descriptionHtmlEn: z.string(),
  lifecycle: LifecycleStatus,
  successor: ModelRef.nullable(),
  productType: z.object({ id: z.string(), name: z.string(), nameEn: z.string() }),
  series: z.object({ id: z.string(), name: z.string(), nameEn: z.string() }),
  images: z.array(z.object({ fileId: z.string(), url: z.string() })),
  specs: z.array(SpecValue),
  related: z.array(ModelRef),
  accessories: z.array(ModelRef),
  downloads: z.array(ModelDownload),
  publishTime: z.string(),
  lastModificationTime: z.string(),
});
export type ModelDetail = z.infer<typeof ModelDetail>;

export const modelDetailRoute = defineRoute({
  method: 'GET',
  path: '/catalog/models/:id',
  summary: 'One model (material) page: gallery, lifecycle, specs, description, downloads, related, accessories',
  tags: ['catalog'],
  access: 'public',
  params: z.object({ id: z.string().min(1).max(64) }),
  response: ModelDetail,
});

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export const CompareResult = z.object({
  productType: z.object({ id: z.string(), name: z.string(), nameEn: z.string() }),
  models: z.array(ModelRef),
  /** One row per spec field of the type, values in the order of `models` (null: not specified). */
  rows: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      nameEn: z.string(),
      unit: z.string(),
      values: z.array(z.string().nullable()),
      /** True when the models do not all have the same value: the page highlights these rows. */
      differs: z.boolean(),
    }),
  ),
});
export type CompareResult = z.infer<typeof CompareResult>;

export const compareRoute = defineRoute({
  method: 'GET',
  path: '/catalog/compare',
  summary: 'Side-by-side specs of 2–4 models of the same product type (400 otherwise, with a clear message)',
  tags: ['catalog'],
  access: 'public',
  query: z.object({ ids: z.string().min(1).max(1000) }),
  response: CompareResult,
});

// ----- admin ------------------------------------------------------------------------------------------

const adminTags = ['catalog', 'admin'];
const contentManage = { permission: 'site:content:manage' };
const IdOnly = z.object({ id: z.string().min(1).max(64) });
const Stamps = { id: z.string(), creationTime: z.string(), lastModificationTime: z.string() };
const Ok = z.object({ ok: z.literal(true) });
const NullableId = z.string().trim().min(1).max(64).nullable().default(null);

export const ProductTypeInput = z.object({
  name: z.string().trim().min(1, '请填写名称').max(100),
  nameEn: z.string().trim().max(100).default(''),
  description: z.string().trim().max(2000).default(''),
  descriptionEn: EnglishText(2000),
  /** An uploaded image file id (type icon / picture). */
  iconFileId: NullableId,
  orderNum: z.number().int().min(0).max(100_000).default(0),
  isPublished: z.boolean().default(true),
});
export const AdminProductType = ProductTypeInput.extend({
  ...Stamps,
  descriptionEn: z.string(),
  iconUrl: z.string().nullable(),
  seriesCount: z.number().int(),
  modelCount: z.number().int(),
  specFields: z.array(SpecField),
});
export type AdminProductType = z.infer<typeof AdminProductType>;

export const SpecFieldInput = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/, '字段键须以字母开头，只含字母、数字和下划线，最多 40 个字符'),
  name: z.string().trim().min(1, '请填写字段名称').max(50),
  nameEn: z.string().trim().max(80).default(''),
  unit: z.string().trim().max(20).default(''),
  kind: SpecFieldKind,
  options: z.array(z.string().trim().min(1).max(60)).max(50).default([]),
  filterable: z.boolean().default(false),
  showInSummary: z.boolean().default(false),
  orderNum: z.number().int().min(0).max(100_000).default(0),
});

export const SeriesInput = z.object({
  productTypeId: z.string().trim().min(1, '请选择产品类型').max(64),
  name: z.string().trim().min(1, '请填写名称').max(100),
  nameEn: z.string().trim().max(100).default(''),
  description: z.string().trim().max(2000).default(''),
  descriptionEn: EnglishText(2000),
  isFlagship: z.boolean().default(false),
  orderNum: z.number().int().min(0).max(100_000).default(0),
  isPublished: z.boolean().default(true),
});
export const AdminSeries = SeriesInput.extend({
  ...Stamps,
  descriptionEn: z.string(),
  productTypeName: z.string(),
  modelCount: z.number().int(),
});
export type AdminSeries = z.infer<typeof AdminSeries>;

export const ModelInput = z.object({
  seriesId: z.string().trim().min(1, '请选择系列').max(64),
  modelNumber: z
    .string()
    .trim()
    .min(2, '型号至少 2 个字符')
    .max(60)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ._/+()-]*$/, '型号只能包含字母、数字、空格和 . _ / + ( ) -'),
  name: z.string().trim().min(1, '请填写名称').max(120),
  nameEn: z.string().trim().max(120).default(''),
  summary: z.string().trim().max(500).default(''),
  summaryEn: EnglishText(500),
  descriptionMd: z.string().max(50_000).default(''),
  descriptionMdEn: EnglishMarkdown(),
  lifecycle: LifecycleStatus.default('active'),
  successorId: NullableId,
  imageFileIds: z.array(z.string().min(1).max(64)).max(12).default([]),
  /** Spec values by field key; numbers for number fields, one of the options for enum fields. */
  specs: z.record(z.string(), z.union([z.string().max(200), z.number(), z.null()])).default({}),
  relatedIds: z.array(z.string().min(1).max(64)).max(12).default([]),
  accessoryIds: z.array(z.string().min(1).max(64)).max(12).default([]),
  orderNum: z.number().int().min(0).max(100_000).default(0),
  isPublished: z.boolean().default(true),
});
export const AdminModel = ModelInput.extend({
  ...Stamps,
  summaryEn: z.string(),
  descriptionMdEn: z.string(),
  productTypeId: z.string(),
  productTypeName: z.string(),
  seriesName: z.string(),
  specs: z.record(z.string(), z.string()),
  imageUrls: z.array(z.string()),
});
export type AdminModel = z.infer<typeof AdminModel>;

export const AdminSeriesQuery = AdminListQuery.extend({ productTypeId: z.string().max(64).optional() });
export const AdminModelQuery = AdminListQuery.extend({
  productTypeId: z.string().max(64).optional(),
  seriesId: z.string().max(64).optional(),
  lifecycle: LifecycleStatus.optional(),
});

export const adminProductTypeRoutes = adminCrudRoutes({
  path: '/admin/catalog/product-types',
  tag: 'catalog',
  label: 'product type',
  item: AdminProductType,
  input: ProductTypeInput,
});
export const adminSeriesRoutes = adminCrudRoutes({
  path: '/admin/catalog/series',
  tag: 'catalog',
  label: 'product series',
  item: AdminSeries,
  input: SeriesInput,
  query: AdminSeriesQuery,
});
export const adminModelRoutes = adminCrudRoutes({
  path: '/admin/catalog/models',
  tag: 'catalog',
  label: 'model (material)',
  item: AdminModel,
  input: ModelInput,
  query: AdminModelQuery,
});

/** Spec fields live under their product type; changing a field's kind re-validates nothing already stored. */
export const adminSpecFieldRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/catalog/product-types/:id/spec-fields',
    summary: 'Spec fields of a product type, in order (admin)',
    tags: adminTags,
    access: contentManage,
    params: IdOnly,
    response: z.array(SpecField),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/admin/catalog/product-types/:id/spec-fields',
    summary: 'Add a spec field to a product type (admin; audited)',
    tags: adminTags,
    access: contentManage,
    params: IdOnly,
    body: SpecFieldInput,
    response: SpecField,
    status: 201,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/admin/catalog/spec-fields/:id',
    summary: 'Replace a spec field (admin; audited)',
    tags: adminTags,
    access: contentManage,
    params: IdOnly,
    body: SpecFieldInput,
    response: SpecField,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/admin/catalog/spec-fields/:id',
    summary: "Delete a spec field and its models' values (admin; audited)",
    tags: adminTags,
    access: contentManage,
    params: IdOnly,
    response: Ok,
  }),
};
