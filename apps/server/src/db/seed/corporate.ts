import type { Db } from '../database.js';
import {
  SAMPLE_LESSON_VIDEOS,
  cadArchiveKey,
  datasheetKey,
  documentKey,
  isSeedAssetKey,
  productBannerKey,
  productPictureKey,
  seriesDatasheetKey,
  type SampleLessonVideo,
} from './assets.js';
import { viewsOf } from './product-art.js';
import { COURSES } from './college-courses.js';
import { sceneKey } from './scene-art.js';
import {
  CAPTION_LANGUAGES,
  MEDIA_TOOLS_MISSING,
  lessonCaptionKey,
  lessonSlug,
  lessonVideoKey,
  lessonVideoSeconds,
  mediaTools,
} from './lesson-video.js';
import { MANUALS, manualKey } from './manual-list.js';
import { FIELDS_BY_TYPE, catalogModels, seriesNameEn } from './catalog-data.js';
import { renderMarkdownHtml } from '../../shared/markdown.js';
import { newId } from '../../shared/ids.js';
import { PAGES } from '@clearsight/contracts';

/**
 * Demo content of the corporate site (see docs/product.md): spec fields and 70 models with real-looking
 * specs (catalog-data.ts), 21 solutions, software with version histories, documents and a datasheet per
 * model, courses, news and events, company sections, jobs and banners. Each part is skipped when the tenant already has rows of that kind, so the seed runs at
 * every start without touching what staff changed. Files are registered here and written to storage by
 * the server at start (assets.ts). Every text a visitor reads comes with its English (seed.test.ts checks),
 * written for the English site rather than word for word; the Chinese is the original.
 */

// ---------------------------------------------------------------------------------------------------------

interface Ctx {
  db: Db;
  tenantId: string;
  now: string;
  /** Seconds before `now`, for dated content. */
  ago(days: number): string;
}

async function has(
  db: Db,
  table:
    | 'product_models'
    | 'product_spec_fields'
    | 'solutions'
    | 'software_packages'
    | 'documents'
    | 'courses'
    | 'news'
    | 'company_sections'
    | 'jobs'
    | 'banners',
  tenantId: string,
) {
  return !!(await db.selectFrom(table).select('id').where('tenant_id', '=', tenantId).limit(1).executeTakeFirst());
}

interface AssetSpec {
  key: string;
  name: string;
  mime: string;
  kind: string;
  access?: 'public' | 'restricted';
}

/**
 * Registers generated files (once per tenant and key) and returns their ids in order. Their bytes, size and
 * SHA-256 come at start (see assets.ts), which keeps seeding quick. Downloads and lesson videos are
 * `restricted`: only their own endpoints serve them (members only, publishing), never the generic file URL.
 */
async function assets(c: Ctx, specs: AssetSpec[]): Promise<string[]> {
  if (specs.length === 0) return [];
  const ids = new Map<string, string>();
  for (let i = 0; i < specs.length; i += 200) {
    const existing = await c.db
      .selectFrom('files')
      .select(['id', 'storage_key'])
      .where('tenant_id', '=', c.tenantId)
      .where(
        'storage_key',
        'in',
        specs.slice(i, i + 200).map((x) => x.key),
      )
      .execute();
    for (const r of existing) ids.set(r.storage_key, r.id);
  }
  const rows = [];
  for (const spec of specs) {
    if (ids.has(spec.key)) continue;
    if (!isSeedAssetKey(spec.key)) throw new Error(`Unknown seed asset ${spec.key}`);
    const id = newId();
    ids.set(spec.key, id);
    rows.push({
      id,
      tenant_id: c.tenantId,
      owner_id: null,
      original_name: spec.name,
      mime: spec.mime,
      size: 0,
      storage_key: spec.key,
      sha256: '',
      kind: spec.kind,
      width: null,
      height: null,
      created_at: c.now,
      access: spec.access ?? 'public',
    });
  }
  for (let i = 0; i < rows.length; i += 100)
    await c.db
      .insertInto('files')
      .values(rows.slice(i, i + 100))
      .execute();
  return specs.map((x) => ids.get(x.key)!);
}
const asset = async (c: Ctx, spec: AssetSpec) => (await assets(c, [spec]))[0]!;

/** A rendered scene picture (scene-art.ts): the subject it shows, not clip-art. */
const scene = (c: Ctx, name: string, variant: number, w: number, h: number) =>
  asset(c, { key: sceneKey(name, variant, w, h), name: `${name}.jpg`, mime: 'image/jpeg', kind: 'image' });
const pdf = (c: Ctx, key: string, name: string) =>
  asset(c, { key, name, mime: 'application/pdf', kind: 'document', access: 'restricted' });
const zip = (c: Ctx, slug: string, kb: number, name: string) =>
  asset(c, {
    key: `seed/zip/${slug}-${kb}.zip`,
    name,
    mime: 'application/zip',
    kind: 'archive',
    access: 'restricted',
  });
const video = (c: Ctx, which: SampleLessonVideo) => {
  const { name } = SAMPLE_LESSON_VIDEOS[which];
  return asset(c, { key: `seed/video/${name}`, name, mime: 'video/mp4', kind: 'video', access: 'restricted' });
};

async function seedCatalog(c: Ctx): Promise<void> {
  const { db, tenantId, now } = c;
  const types = await db.selectFrom('product_types').selectAll().where('tenant_id', '=', tenantId).execute();
  const series = await db.selectFrom('product_series').selectAll().where('tenant_id', '=', tenantId).execute();

  if (!(await has(db, 'product_spec_fields', tenantId))) {
    const rows = [];
    for (const t of types) {
      const defs = FIELDS_BY_TYPE[t.name];
      if (!defs) continue;
      for (const [i, d] of defs.entries()) {
        rows.push({
          id: newId(),
          tenant_id: tenantId,
          product_type_id: t.id,
          field_key: d.key,
          name: d.name,
          name_en: d.nameEn,
          unit: d.unit ?? '',
          kind: d.kind,
          options_json: JSON.stringify(d.options ?? []),
          filterable: d.filterable ?? false,
          show_in_summary: d.summary ?? false,
          order_num: i + 1,
          created_at: now,
          updated_at: now,
        });
      }
    }
    if (rows.length) await db.insertInto('product_spec_fields').values(rows).execute();
  }
  if (await has(db, 'product_models', tenantId)) return;

  const fields = await db.selectFrom('product_spec_fields').selectAll().where('tenant_id', '=', tenantId).execute();
  const models = catalogModels();
  // Every model gets its own gallery: the product, its rear panel and its dimension drawing.
  const pictureSpecs = models.flatMap((m) =>
    viewsOf(m.look.form).map((view) => ({
      model: m.modelNumber,
      view,
      spec: {
        key: productPictureKey(m.modelNumber, view),
        name: `${m.modelNumber}-${view}.jpg`,
        mime: 'image/jpeg',
        kind: 'image',
      },
    })),
  );
  const pictureIds = await assets(
    c,
    pictureSpecs.map((p) => p.spec),
  );
  const gallery = new Map<string, string[]>();
  pictureSpecs.forEach((p, i) => gallery.set(p.model, [...(gallery.get(p.model) ?? []), pictureIds[i]!]));
  // A type shows the first model of its flagship series.
  for (const t of types) {
    const flagship = series
      .filter((x) => x.product_type_id === t.id)
      .sort((a, b) => Number(b.is_flagship) - Number(a.is_flagship))[0];
    const first = models.find((m) => m.series === flagship?.name);
    const img = first ? gallery.get(first.modelNumber)?.[0] : undefined;
    if (!t.icon && img) await db.updateTable('product_types').set({ icon: img }).where('id', '=', t.id).execute();
  }
  const ids = new Map<string, string>();
  const modelRows = [];
  const valueRows = [];
  for (const [index, m] of models.entries()) {
    const s = series.find((x) => x.name === m.series);
    if (!s) continue;
    const id = newId();
    ids.set(m.modelNumber, id);
    const md = [
      `**${m.modelNumber}** ${m.summary}`,
      '',
      '### 产品特点',
      '',
      ...m.features.map((x) => `- ${x}`),
      '',
      '### 典型应用',
      '',
      '半导体与电子制造、锂电池与光伏、汽车零部件、包装印刷与物流等行业的定位、测量、识别与缺陷检测。',
    ].join('\n');
    const mdEn = [
      `**${m.modelNumber}** ${m.summaryEn}`,
      '',
      '### Key features',
      '',
      ...m.featuresEn.map((x) => `- ${x}`),
      '',
      '### Typical applications',
      '',
      'Locating, gauging, identification and defect inspection in semiconductor and electronics manufacturing, batteries and photovoltaics, automotive parts, packaging, printing and logistics.',
    ].join('\n');
    modelRows.push({
      id,
      tenant_id: tenantId,
      product_type_id: s.product_type_id,
      series_id: s.id,
      model_number: m.modelNumber,
      model_number_key: m.modelNumber.toUpperCase(),
      name: m.name,
      name_en: m.nameEn,
      summary: m.summary,
      summary_en: m.summaryEn,
      description_md: md,
      description_md_en: mdEn,
      description_html: renderMarkdownHtml(md),
      description_html_en: renderMarkdownHtml(mdEn),
      lifecycle: m.lifecycle ?? 'active',
      successor_id: null as string | null,
      images_json: JSON.stringify(gallery.get(m.modelNumber) ?? []),
      related_json: '[]',
      accessories_json: '[]',
      order_num: index + 1,
      is_published: true,
      // Spread creation times so "newest" sorting means something.
      created_at: c.ago(400 - index * 5),
      updated_at: now,
    });
    for (const [key, raw] of Object.entries(m.specs)) {
      const field = fields.find((x) => x.product_type_id === s.product_type_id && x.field_key === key);
      if (!field) continue;
      valueRows.push({
        tenant_id: tenantId,
        model_id: id,
        field_id: field.id,
        value_text: String(raw),
        value_num: field.kind === 'number' ? Number(raw) : null,
      });
    }
  }
  // Related models: the neighbours in the series; accessories: a lens and a light for cameras.
  for (const row of modelRows) {
    const siblings = modelRows.filter((r) => r.series_id === row.series_id && r.id !== row.id).slice(0, 3);
    row.related_json = JSON.stringify(siblings.map((r) => r.id));
    const m = models.find((x) => x.modelNumber === row.model_number)!;
    if (m.successor) row.successor_id = ids.get(m.successor) ?? null;
    if (row.model_number.startsWith('CS-')) {
      row.accessories_json = JSON.stringify(
        [ids.get('LF-1614-12M'), ids.get('LR-70-W'), ids.get('LC-4D')].filter(Boolean),
      );
    }
  }
  for (let i = 0; i < modelRows.length; i += 50)
    await db
      .insertInto('product_models')
      .values(modelRows.slice(i, i + 50))
      .execute();
  for (let i = 0; i < valueRows.length; i += 200)
    await db
      .insertInto('product_spec_values')
      .values(valueRows.slice(i, i + 200))
      .execute();
}

// ----- solutions --------------------------------------------------------------------------------------

const SOLUTIONS: Array<{
  type: string;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  challenge: string;
  challengeEn: string;
  approach: string;
  approachEn: string;
  results: string;
  resultsEn: string;
  highlights: Array<[label: string, value: string, labelEn: string, valueEn: string]>;
  cases: Array<
    [customer: string, title: string, summary: string, customerEn: string, titleEn: string, summaryEn: string]
  >;
  products: string[];
  docs: string[];
}> = [
  {
    type: '新能源锂电',
    title: '锂电极片缺陷检测方案',
    titleEn: 'Electrode coating defect inspection',
    summary: '涂布、辊压、分切全工序在线检测漏箔、划痕、气泡、掉料等缺陷，宽幅 1600 mm、速度 120 m/min。',
    summaryEn:
      'Inline inspection across coating, calendering and slitting for bare foil, scratches, bubbles and missing coating, on webs 1600 mm wide at 120 m/min.',
    challenge: '极片幅宽大、速度快，缺陷尺寸小至 0.1 mm；正负极材料反光差异大，传统阈值方法误报高。',
    challengeEn:
      'Electrode webs are wide and fast, and defects can be as small as 0.1 mm. Cathode and anode materials reflect light very differently, so fixed thresholds raise a flood of false alarms.',
    approach:
      '采用 **CL-X 16K CoaXPress 线阵相机** 多机拼接，配合高亮条形光源与同轴照明；DeepInspect 分割模型区分真实缺陷与涂布纹理。',
    approachEn:
      'Several **CL-X 16K CoaXPress line scan cameras** are stitched across the web, with high-intensity bar lights and coaxial illumination. A DeepInspect segmentation model tells real defects from coating texture.',
    results: '- 漏检率 < 0.01%\n- 误报率降低 80%\n- 缺陷图像与卷号、米数自动关联，支持追溯',
    resultsEn:
      '- Escape rate below 0.01%\n- 80% fewer false alarms\n- Every defect image is linked to its roll number and position for traceability',
    highlights: [
      ['检出精度', '0.1 mm', 'Smallest defect', '0.1 mm'],
      ['线速度', '120 m/min', 'Line speed', '120 m/min'],
      ['误报下降', '80%', 'Fewer false alarms', '80%'],
    ],
    cases: [
      [
        '某头部动力电池企业',
        '20 条涂布线改造',
        '三个月完成部署，年节约复检人工 60 人。',
        'A leading EV battery maker',
        'Retrofit of 20 coating lines',
        'Deployed in three months; frees 60 re-inspection staff a year.',
      ],
    ],
    products: ['CL-X16K-80CM', 'LL-12040-M95', 'LB-200-R', 'DI-RUN'],
    docs: ['lithium-electrode-app-note'],
  },
  {
    type: '新能源锂电',
    title: '电芯极耳与焊缝检测方案',
    titleEn: 'Cell tab and weld inspection',
    summary: '3D 与 2D 结合，测量极耳翻折、焊印偏移与焊缝宽度。',
    summaryEn: 'Combines 3D and 2D imaging to measure folded tabs, weld mark offset and weld seam width.',
    challenge: '焊缝表面高反光，尺寸测量需要微米级重复精度。',
    challengeEn: 'Weld surfaces are highly reflective, and the measurements need micron-level repeatability.',
    approach: '5 MP 全局快门相机配合远心镜头与穹顶光源，亚像素边缘测量。',
    approachEn:
      'A 5 MP global shutter camera with a telecentric lens and a dome light, measuring edges to sub-pixel accuracy.',
    results: '- 测量重复精度 ±5 µm\n- 节拍 0.3 s/件',
    resultsEn: '- Repeatability ±5 µm\n- Cycle time 0.3 s per part',
    highlights: [
      ['重复精度', '±5 µm', 'Repeatability', '±5 µm'],
      ['节拍', '0.3 s', 'Cycle time', '0.3 s'],
    ],
    cases: [
      [
        '某储能电池厂',
        '模组焊接线',
        '替代人工抽检，实现 100% 全检。',
        'An energy storage battery plant',
        'Module welding line',
        'Replaced manual spot checks with 100% inspection.',
      ],
    ],
    products: ['CS-A050-10GM', 'LT-100-110', 'SC-5050D'],
    docs: [],
  },
  {
    type: '3C 电子',
    title: 'PCB 外观与贴片检测方案',
    titleEn: 'PCB and SMT inspection',
    summary: '识别缺件、偏移、立碑、极性反向与锡量异常，兼容多品种快速换线。',
    summaryEn:
      'Finds missing, shifted and tombstoned parts, reversed polarity and solder volume faults, with fast changeovers across many products.',
    challenge: '元件密度高、品种多，换线频繁；对节拍和易用性要求高。',
    challengeEn:
      'Boards are densely populated and the product mix changes often, so inspection has to keep pace with the line and stay easy to use.',
    approach: '12 MP USB3 相机搭配低角度环形光源，VisionMaster 模板库一键换型。',
    approachEn:
      'A 12 MP USB3 camera with a low-angle ring light; the VisionMaster template library switches products in one click.',
    results: '- 换线时间从 30 分钟降到 5 分钟\n- 漏检率 < 50 ppm',
    resultsEn: '- Changeover down from 30 minutes to 5\n- Escape rate below 50 ppm',
    highlights: [
      ['换线时间', '5 min', 'Changeover', '5 min'],
      ['漏检率', '< 50 ppm', 'Escape rate', '< 50 ppm'],
    ],
    cases: [
      [
        '某消费电子 EMS 工厂',
        '12 条 SMT 线',
        '与 MES 对接，实现缺陷闭环。',
        'A consumer electronics EMS plant',
        '12 SMT lines',
        'Connected to the MES to close the loop on every defect.',
      ],
    ],
    products: ['CS-U123-20UM', 'LF-1614-12M', 'LR-120-B', 'VM-PRO'],
    docs: ['visionmaster-manual'],
  },
  {
    type: '3C 电子',
    title: '手机屏幕缺陷检测方案',
    titleEn: 'Display panel defect inspection',
    summary: '点亮画面检测亮点、暗点、Mura 与划伤，覆盖 OLED 与 LCD。',
    summaryEn: 'Inspects lit panels for bright and dark pixels, mura and scratches, on both OLED and LCD.',
    challenge: 'Mura 类缺陷对比度极低，需要高动态范围与精确的平场校正。',
    challengeEn:
      'Mura defects have extremely low contrast, which calls for high dynamic range and precise flat-field correction.',
    approach: '1.5 亿像素 CoaXPress 相机配合多画面点亮，深度学习判定 Mura 等级。',
    approachEn:
      'A 150-megapixel CoaXPress camera images the panel under a sequence of test patterns, and deep learning grades the mura.',
    results: '- 检测覆盖 30+ 缺陷类型\n- 单片检测 < 6 s',
    resultsEn: '- Covers 30+ defect types\n- Under 6 s per panel',
    highlights: [
      ['缺陷类型', '30+', 'Defect types', '30+'],
      ['单片时间', '< 6 s', 'Time per panel', '< 6 s'],
    ],
    cases: [
      [
        '某面板模组厂',
        '模组 AOI',
        '与人工判定一致率 98.5%。',
        'A display module maker',
        'Module AOI',
        'Agrees with human inspectors on 98.5% of panels.',
      ],
    ],
    products: ['CS-C1276-80CM', 'LF-5028-25M'],
    docs: [],
  },
  {
    type: '汽车制造',
    title: '车身涂胶与焊缝引导方案',
    titleEn: 'Bead inspection and weld guidance',
    summary: '机器人涂胶路径实时检测胶条断胶、宽度与位置，支持焊缝引导。',
    summaryEn:
      'Checks adhesive beads for gaps, width and position in real time along the robot path, and guides seam welding.',
    challenge: '胶条颜色多样、车身曲面复杂，需要与机器人实时通讯。',
    challengeEn:
      'Beads come in many colours, car bodies are complex curved surfaces, and the system must talk to the robot in real time.',
    approach: '三台智能相机环绕枪头，PROFINET 实时输出偏差。',
    approachEn: 'Three smart cameras surround the dispensing nozzle and report deviations over PROFINET in real time.',
    results: '- 断胶检出率 100%\n- 返修率下降 65%',
    resultsEn: '- 100% of bead gaps detected\n- Rework down 65%',
    highlights: [
      ['断胶检出', '100%', 'Bead gaps detected', '100%'],
      ['返修下降', '65%', 'Less rework', '65%'],
    ],
    cases: [
      [
        '某合资整车厂',
        '白车身车间',
        '8 个工位完成改造。',
        'A joint-venture car maker',
        'Body-in-white shop',
        'Eight stations retrofitted.',
      ],
    ],
    products: ['SC-2016M', 'SC-5016D', 'LR-100-R'],
    docs: [],
  },
  {
    type: '汽车制造',
    title: '零部件 DPM 追溯读码方案',
    titleEn: 'DPM traceability for parts',
    summary: '激光打标与针刻 DataMatrix 码的高可靠读取，一物一码全程追溯。',
    summaryEn:
      'Reliable reading of laser-etched and dot-peened DataMatrix codes, tracing every part through production.',
    challenge: '金属表面码对比度低、油污与反光干扰大。',
    challengeEn: 'Codes on metal have low contrast, and oil and glare get in the way.',
    approach: 'ID-330 DPM 读码器配合多角度照明与自学习读码算法。',
    approachEn: 'ID-330 DPM readers with multi-angle lighting and a self-learning decoding algorithm.',
    results: '- 首读率 99.9%\n- 与 MES 追溯系统无缝对接',
    resultsEn: '- 99.9% first-read rate\n- Seamless link to the MES traceability system',
    highlights: [['首读率', '99.9%', 'First-read rate', '99.9%']],
    cases: [
      [
        '某发动机缸体工厂',
        '机加工线',
        '实现零件级质量追溯。',
        'An engine block plant',
        'Machining line',
        'Quality is now traceable part by part.',
      ],
    ],
    products: ['ID-330', 'ID-310'],
    docs: [],
  },
  {
    type: '物流仓储',
    title: '包裹读码与体积测量方案',
    titleEn: 'Parcel reading and dimensioning',
    summary: '六面读码与三维体积测量，适配交叉带与摆轮分拣。',
    summaryEn: 'Six-sided code reading and 3D dimensioning for cross-belt and pop-up wheel sorters.',
    challenge: '包裹高度变化大、线速 3 m/s，条码方向随机。',
    challengeEn: 'Parcel heights vary widely, the line runs at 3 m/s and barcodes can face any direction.',
    approach: '多台 ID-350W 广视野读码器组成读码门，融合测量数据上传 WCS。',
    approachEn:
      'Several ID-350W wide-field readers form a reading tunnel; their results merge with the dimensioning data and go to the WCS.',
    results: '- 读码率 99.8%\n- 单线处理 2 万件/小时',
    resultsEn: '- 99.8% read rate\n- 20,000 parcels an hour per line',
    highlights: [
      ['读码率', '99.8%', 'Read rate', '99.8%'],
      ['处理能力', '20000 件/时', 'Throughput', '20,000/h'],
    ],
    cases: [
      [
        '某快递转运中心',
        '4 条分拣线',
        '上线后人工补码减少 90%。',
        'An express parcel hub',
        'Four sorting lines',
        'Manual re-keying down 90% after go-live.',
      ],
    ],
    products: ['ID-350W'],
    docs: [],
  },
  {
    type: '半导体',
    title: '晶圆表面缺陷检测方案',
    titleEn: 'Wafer surface inspection',
    summary: '8/12 英寸晶圆表面颗粒、划伤与图形缺陷检测。',
    summaryEn: 'Detects particles, scratches and pattern defects on 8-inch and 12-inch wafers.',
    challenge: '缺陷尺寸亚微米级，需高分辨率与高速扫描兼顾。',
    challengeEn: 'Defects are sub-micron, so the system needs high resolution and fast scanning at the same time.',
    approach: 'TDI 线阵相机配合暗场照明与高精度运动平台。',
    approachEn: 'TDI line scan cameras with dark-field illumination on a high-precision motion stage.',
    results: '- 检测灵敏度 0.5 µm\n- 产能 60 片/小时',
    resultsEn: '- 0.5 µm sensitivity\n- 60 wafers an hour',
    highlights: [
      ['灵敏度', '0.5 µm', 'Sensitivity', '0.5 µm'],
      ['产能', '60 WPH', 'Throughput', '60 WPH'],
    ],
    cases: [
      [
        '某封测企业',
        '后道外观检测',
        '替代进口设备，成本降低 40%。',
        'An assembly and test house',
        'Back-end visual inspection',
        'Replaced imported equipment at 40% lower cost.',
      ],
    ],
    products: ['CL-T16K-80TM', 'LL-6028-M72'],
    docs: [],
  },
  {
    type: '新能源锂电',
    title: '电芯外观与尺寸全检方案',
    titleEn: 'Cell appearance and dimension inspection',
    summary: '方形与圆柱电芯六面外观（凹坑、划痕、漏液、极柱异常）与长宽厚测量，一站完成。',
    summaryEn:
      'One station inspects all six faces of prismatic and cylindrical cells (dents, scratches, leaks, terminal faults) and measures length, width and thickness.',
    challenge: '电芯铝壳与蓝膜反光强、颜色多样，缺陷形态不一；下料节拍 0.5 s/只，测量精度要求 ±0.05 mm。',
    challengeEn:
      'Aluminium cans and blue film are highly reflective and come in many colours, and defects take many forms. A cell leaves the line every 0.5 s, and dimensions must hold ±0.05 mm.',
    approach:
      '六个工位分别采用 **CS-X 10GigE 1200 万像素相机** 与远心镜头，红色背光测轮廓、低角度环形光找凹坑；SC-5050D 深度学习相机判定漏液与脏污。',
    approachEn:
      'Six stations each use a **CS-X 10GigE 12 MP camera** with a telecentric lens: a red backlight for the outline, a low-angle ring light for dents. An SC-5050D deep learning camera judges leaks and dirt.',
    results: '- 外观漏检率 < 0.05%\n- 尺寸测量重复精度 ±0.01 mm\n- 检测数据按电芯条码写入 MES',
    resultsEn:
      "- Appearance escape rate below 0.05%\n- Dimensional repeatability ±0.01 mm\n- Results written to the MES against each cell's barcode",
    highlights: [
      ['节拍', '0.5 s/只', 'Cycle time', '0.5 s/cell'],
      ['重复精度', '±0.01 mm', 'Repeatability', '±0.01 mm'],
      ['漏检率', '< 0.05%', 'Escape rate', '< 0.05%'],
    ],
    cases: [
      [
        '某储能电芯制造商',
        '方壳电芯下料线',
        '替代 12 名目检人员，客诉下降 70%。',
        'An energy storage cell maker',
        'Prismatic cell unloading line',
        'Replaced 12 visual inspectors; customer complaints down 70%.',
      ],
    ],
    products: ['CS-X123-40XM', 'LT-050-110', 'LB-200-R', 'SC-5050D'],
    docs: ['cs-x-datasheet', 'lt-050-110-datasheet'],
  },
  {
    type: '3C 电子',
    title: '连接器引脚共面度与尺寸检测方案',
    titleEn: 'Connector pin coplanarity and gauging',
    summary: '测量连接器引脚间距、歪斜与共面度，识别缺针、弯针与塑胶毛边。',
    summaryEn: 'Measures pin pitch, skew and coplanarity, and finds missing and bent pins and plastic flash.',
    challenge: '引脚间距小至 0.3 mm，金属引脚高反光；检测需在冲压后高速完成，不能拖慢产线。',
    challengeEn:
      'Pitches go down to 0.3 mm and the metal pins are highly reflective. Inspection has to keep up right after stamping without slowing the line.',
    approach: '500 万像素 USB3 相机配合 2.0× 远心镜头与白色背光，VisionMaster 卡尺与亚像素边缘工具完成测量。',
    approachEn:
      'A 5 MP USB3 camera with a 2.0× telecentric lens and a white backlight; VisionMaster caliper and sub-pixel edge tools take the measurements.',
    results: '- 间距测量精度 ±3 µm\n- 每小时检测 7200 件\n- 不良品自动剔除并记录图像',
    resultsEn:
      '- Pitch measured to ±3 µm\n- 7,200 parts an hour\n- Rejects removed automatically, with their images stored',
    highlights: [
      ['测量精度', '±3 µm', 'Accuracy', '±3 µm'],
      ['产能', '7200 件/时', 'Throughput', '7,200/h'],
    ],
    cases: [
      [
        '某连接器龙头企业',
        '板对板连接器产线',
        '实现 100% 在线全检，替代离线抽检。',
        'A leading connector maker',
        'Board-to-board connector line',
        '100% inline inspection replaced offline sampling.',
      ],
    ],
    products: ['CS-U050-20UM', 'LT-200-65', 'LB-100-W', 'VM-STD'],
    docs: ['lt-200-65-datasheet', 'visionmaster-manual'],
  },
  {
    type: '汽车制造',
    title: '发动机总成装配防错方案',
    titleEn: 'Engine assembly error-proofing',
    summary: '检测螺栓、卡箍、密封圈与线束插头的有无、位置与颜色，防止漏装错装流出。',
    summaryEn:
      'Checks bolts, clamps, seals and harness connectors for presence, position and colour, so missing or wrong parts never leave the line.',
    challenge: '零件种类多、安装位置分散，车型混线生产；工位空间有限，需要免工控机的紧凑方案。',
    challengeEn:
      'Many different parts sit in scattered positions, several engine variants share the line and stations have little room, so the solution must be compact and run without a PC.',
    approach:
      '每个工位一台 SC-2000 智能相机，按车型调用检测流程；VS-150 视觉传感器确认插头到位，结果通过 PROFINET 送往 PLC 联锁。',
    approachEn:
      'One SC-2000 smart camera per station loads the inspection job for each variant. VS-150 vision sensors confirm connectors are seated, and results go to the PLC interlock over PROFINET.',
    results: '- 漏装错装流出为零\n- 换型自动切换，无需人工干预\n- 每台发动机留存检测图像 3 年',
    resultsEn:
      '- Zero escapes of missing or wrong parts\n- Automatic changeover between variants, no operator input\n- Inspection images kept for three years per engine',
    highlights: [
      ['流出缺陷', '0', 'Escapes', '0'],
      ['检测点', '48 个', 'Inspection points', '48'],
    ],
    cases: [
      [
        '某自主品牌发动机工厂',
        '缸盖分装线',
        '上线一年拦截装配缺陷 1300 余次。',
        'A domestic engine plant',
        'Cylinder head sub-assembly line',
        'Stopped more than 1,300 assembly faults in its first year.',
      ],
    ],
    products: ['SC-2050C', 'VS-150', 'LR-120-B'],
    docs: ['sc-2000-manual'],
  },
  {
    type: '物流仓储',
    title: '快递面单 OCR 信息采集方案',
    titleEn: 'Waybill OCR and data capture',
    summary: '在分拣线上拍摄面单，识别运单号、三段码与手写信息，补全条码无法读取的包裹。',
    summaryEn:
      'Images waybills on the sorter and reads the tracking number, routing code and handwriting, so parcels with unreadable barcodes still get sorted.',
    challenge: '面单褶皱、遮挡与手写字迹多样，线速 2.5 m/s，读码失败的包裹需人工补码。',
    challengeEn:
      'Labels are creased, covered or handwritten in every style, the line runs at 2.5 m/s, and parcels that fail the code read need manual keying.',
    approach: '3140 万像素 10GigE 彩色相机配合 35 mm 镜头俯拍，DeepInspect 运行时完成面单定位与 OCR。',
    approachEn:
      'A 31.4 MP 10GigE colour camera with a 35 mm lens looks down on the belt; the DeepInspect runtime finds the waybill and reads it.',
    results: '- 无码包裹自动补全率 92%\n- 人工补码工位减少 3/4',
    resultsEn: '- 92% of no-read parcels completed automatically\n- Three quarters fewer manual keying stations',
    highlights: [
      ['补全率', '92%', 'No-reads recovered', '92%'],
      ['线速', '2.5 m/s', 'Line speed', '2.5 m/s'],
    ],
    cases: [
      [
        '某电商物流园区',
        '交叉带分拣机',
        '双十一期间日处理 60 万件。',
        'An e-commerce logistics park',
        'Cross-belt sorter',
        "Handled 600,000 parcels a day through the Singles' Day peak.",
      ],
    ],
    products: ['CS-X314-40XC', 'LF-3520-20M', 'DI-RUN'],
    docs: ['cs-x314-40xc-datasheet'],
  },
  {
    type: '物流仓储',
    title: '托盘与周转箱追踪读码方案',
    titleEn: 'Pallet and tote tracking',
    summary: '在输送线与叉车通道读取托盘、周转箱标签，实时更新 WMS 库位。',
    summaryEn: 'Reads pallet and tote labels on conveyors and forklift lanes, updating WMS locations in real time.',
    challenge: '标签尺寸与朝向不一，读码距离 0.5–2 m；仓库照明条件差异大。',
    challengeEn:
      'Labels vary in size and orientation, reading distances run from 0.5 to 2 m, and warehouse lighting varies a lot.',
    approach: 'ID-350W 广视野读码器覆盖输送线，ID-310 安装在立库出入口；VS-110 检测托盘到位后触发读码。',
    approachEn:
      'ID-350W wide-field readers cover the conveyors and ID-310 readers sit at the high-bay entrances; a VS-110 triggers the read once a pallet is in place.',
    results: '- 读码率 99.9%\n- 库存准确率提升到 99.8%',
    resultsEn: '- 99.9% read rate\n- Inventory accuracy up to 99.8%',
    highlights: [
      ['读码率', '99.9%', 'Read rate', '99.9%'],
      ['库存准确率', '99.8%', 'Inventory accuracy', '99.8%'],
    ],
    cases: [
      [
        '某汽车零部件第三方物流中心',
        '立体库出入库',
        '盘点时间从两天缩短到两小时。',
        'A third-party logistics centre for auto parts',
        'High-bay warehouse',
        'Stocktaking cut from two days to two hours.',
      ],
    ],
    products: ['ID-350W', 'ID-310', 'VS-110'],
    docs: ['id-350w-datasheet'],
  },
  {
    type: '食品包装',
    title: '软包装封口完整性检测方案',
    titleEn: 'Seal integrity inspection for flexible packs',
    summary: '透过薄膜检测封口夹料、褶皱与漏封，在线剔除可能漏气的包装。',
    summaryEn:
      'Looks through the film for product trapped in the seal, wrinkles and open seals, and rejects packs that could leak.',
    challenge: '封口区域印刷图案复杂、薄膜反光；包装机速度 300 包/分钟，误剔会直接造成浪费。',
    challengeEn:
      'Printed artwork crosses the seal and the film is glossy. The packer runs at 300 packs a minute, and every false reject is wasted product.',
    approach: '4K GigE 线阵相机配合 850 nm 红外背光透射成像，DeepInspect 区分夹料与印刷图案。',
    approachEn:
      'A 4K GigE line scan camera images the seal in transmission through an 850 nm infrared backlight; DeepInspect tells trapped product from printed artwork.',
    results: '- 夹料检出率 99.5%\n- 误剔率 < 0.1%\n- 与包装机速度同步，无需降速',
    resultsEn:
      '- 99.5% of contaminated seals detected\n- False rejects below 0.1%\n- Keeps pace with the packer, no slowdown',
    highlights: [
      ['检出率', '99.5%', 'Detection rate', '99.5%'],
      ['误剔率', '< 0.1%', 'False rejects', '< 0.1%'],
      ['速度', '300 包/分', 'Speed', '300 packs/min'],
    ],
    cases: [
      [
        '某休闲食品企业',
        '枕式包装线',
        '客户投诉中的漏气问题基本消除。',
        'A snack food maker',
        'Flow-wrap line',
        'Leaking packs have all but vanished from customer complaints.',
      ],
    ],
    products: ['CL-G4K-10GM', 'LF-5028-25M', 'LB-150-IR', 'DI-RUN'],
    docs: ['cl-g-datasheet'],
  },
  {
    type: '食品包装',
    title: '喷码日期与批号 OCR 校验方案',
    titleEn: 'Date and lot code verification',
    summary: '识别喷码的生产日期、保质期与批号，比对订单数据，防止错码、漏码与模糊码出厂。',
    summaryEn:
      'Reads printed production dates, best-before dates and lot numbers and checks them against the order, so wrong, missing or smudged codes never ship.',
    challenge: '喷码为点阵字符，常有断点与粘连；瓶身曲面与传送带抖动影响成像。',
    challengeEn:
      'Inkjet codes are dot-matrix characters that often break up or run together, and curved bottles and conveyor vibration disturb the image.',
    approach: 'VS-150 视觉传感器内置 OCR，配合白色环形光；ID-310 同步读取外箱条码，实现码与批次关联。',
    approachEn:
      'VS-150 vision sensors with built-in OCR and a white ring light; an ID-310 reads the case barcode at the same time to tie the codes to the batch.',
    results: '- 字符识别率 99.7%\n- 错码零流出\n- 与 ERP 批次数据自动比对',
    resultsEn: '- 99.7% character read rate\n- Zero wrong codes shipped\n- Automatic check against ERP batch data',
    highlights: [
      ['识别率', '99.7%', 'Read rate', '99.7%'],
      ['错码流出', '0', 'Wrong codes shipped', '0'],
    ],
    cases: [
      [
        '某乳制品企业',
        '灌装后段',
        '12 条产线统一部署，换批无需调整。',
        'A dairy producer',
        'After filling',
        'Rolled out on 12 lines; no adjustment needed between batches.',
      ],
    ],
    products: ['VS-150', 'ID-310', 'LR-70-W'],
    docs: [],
  },
  {
    type: '食品包装',
    title: '标签与印刷质量检测方案',
    titleEn: 'Label and print quality inspection',
    summary: '检测标签歪斜、褶皱、错贴与印刷色差，支持多品种快速换型。',
    summaryEn:
      'Detects skewed, wrinkled and wrong labels and print colour deviations, with fast changeovers across products.',
    challenge: '标签品种上百种，颜色与图案差异细微；瓶子旋转方向不固定。',
    challengeEn:
      'There are hundreds of label designs with subtle differences in colour and artwork, and bottles arrive in any rotation.',
    approach: '三线彩色 4K 线阵相机展开瓶身标签，VisionMaster 专业版做模板比对与色差计算。',
    approachEn:
      'A trilinear colour 4K line scan camera unrolls the label around the bottle; VisionMaster Professional compares it with the master and computes the colour difference.',
    results: '- 换型时间 < 2 分钟\n- 色差检测 ΔE < 2\n- 错贴标签全部拦截',
    resultsEn: '- Changeover under 2 minutes\n- Colour difference measured to ΔE < 2\n- Every wrong label stopped',
    highlights: [
      ['换型时间', '< 2 min', 'Changeover', '< 2 min'],
      ['色差', 'ΔE < 2', 'Colour difference', 'ΔE < 2'],
    ],
    cases: [
      [
        '某饮料集团',
        '贴标机出口',
        '一年节约返工成本约 120 万元。',
        'A beverage group',
        'Labeller outfeed',
        'Saves about CNY 1.2 million in rework a year.',
      ],
    ],
    products: ['CL-G4K-10GC', 'LF-5028-25M', 'VM-PRO'],
    docs: ['cl-g4k-10gc-datasheet'],
  },
  {
    type: '医药制造',
    title: '西林瓶与安瓿瓶外观检测方案',
    titleEn: 'Vial and ampoule inspection',
    summary: '检测瓶身裂纹、瓶口缺损、胶塞与铝盖异常以及药液中的可见异物。',
    summaryEn:
      'Inspects for cracked bodies, chipped necks, stopper and crimp cap faults, and visible particles in the liquid.',
    challenge: '玻璃透明且反光，异物与气泡难以区分；GMP 要求检测过程可验证、数据可追溯。',
    challengeEn:
      'Glass is transparent and reflective, so particles are hard to tell from bubbles. GMP requires a validated process and traceable data.',
    approach:
      '500 万像素 USB3 相机配合 1.0× 远心镜头与背光；旋转停瓶后多帧成像，DeepInspect 区分异物与气泡，审计追踪符合 21 CFR Part 11。',
    approachEn:
      'A 5 MP USB3 camera with a 1.0× telecentric lens and a backlight takes several frames after each vial is spun and stopped. DeepInspect tells particles from bubbles, and the audit trail meets 21 CFR Part 11.',
    results: '- 可见异物检出率 98%\n- 误剔率 < 1%\n- 检测记录按批次电子归档',
    resultsEn:
      '- 98% of visible particles detected\n- False rejects below 1%\n- Inspection records archived electronically by batch',
    highlights: [
      ['异物检出', '98%', 'Particles detected', '98%'],
      ['误剔率', '< 1%', 'False rejects', '< 1%'],
      ['产能', '400 瓶/分', 'Throughput', '400 vials/min'],
    ],
    cases: [
      [
        '某生物制药企业',
        '冻干粉针线',
        '通过药监现场核查，替代人工灯检。',
        'A biopharmaceutical company',
        'Freeze-dried injectables line',
        "Passed the regulator's on-site inspection and replaced manual light inspection.",
      ],
    ],
    products: ['CS-U050-20UM', 'LT-100-110', 'LB-100-W', 'DI-RUN'],
    docs: ['lt-100-110-datasheet'],
  },
  {
    type: '医药制造',
    title: '泡罩包装缺粒与破损检测方案',
    titleEn: 'Blister pack inspection',
    summary: '检测泡罩板缺粒、碎片、异色片与铝箔破损，联动剔除整板。',
    summaryEn: 'Detects empty pockets, broken and off-colour tablets and damaged foil, and rejects the whole card.',
    challenge: '药片颜色与泡罩材料对比度低，铝箔高反光；泡罩机冲切速度快。',
    challengeEn:
      'Tablets stand out little from the blister film, the foil is very reflective, and the blister machine cuts fast.',
    approach: '1230 万像素 GigE 相机配合低角度蓝色环形光，VisionMaster 斑点分析与颜色工具完成判定。',
    approachEn:
      'A 12.3 MP GigE camera with a low-angle blue ring light; VisionMaster blob analysis and colour tools make the call.',
    results: '- 缺粒检出率 100%\n- 单板判定 < 30 ms',
    resultsEn: '- 100% of empty pockets detected\n- Under 30 ms per card',
    highlights: [
      ['缺粒检出', '100%', 'Empty pockets detected', '100%'],
      ['判定时间', '< 30 ms', 'Decision time', '< 30 ms'],
    ],
    cases: [
      [
        '某仿制药企业',
        '铝塑泡罩包装机',
        '8 台包装机完成改造，验证一次通过。',
        'A generics manufacturer',
        'Alu-PVC blister packers',
        'Eight packers retrofitted; validation passed first time.',
      ],
    ],
    products: ['CS-A123-10GM', 'LF-1614-12M', 'LR-120-B', 'VM-STD'],
    docs: ['cs-a-datasheet'],
  },
  {
    type: '医药制造',
    title: '药品追溯码赋码与关联方案',
    titleEn: 'Serialisation and aggregation',
    summary: '读取并校验小盒追溯码，完成小盒、中包与箱的层级关联，上传药品追溯平台。',
    summaryEn:
      'Reads and verifies the serial code on every carton and builds the carton, bundle and case hierarchy for the national drug traceability platform.',
    challenge: '追溯码印刷质量参差不齐，装箱时多码同时出现；数据必须零差错。',
    challengeEn:
      'Serial code print quality varies, many codes appear at once during case packing, and the data must be error-free.',
    approach: 'ID-310 逐盒读码并评级，ID-350W 在装箱位一次读取整层小盒码，系统自动生成关联关系。',
    approachEn:
      'ID-310 readers read and grade each carton; an ID-350W reads a whole layer of cartons at the case packer in one shot, and the system builds the aggregation automatically.',
    results: '- 读码率 99.99%\n- 关联数据零差错\n- 码质量等级实时报警',
    resultsEn: '- 99.99% read rate\n- Zero aggregation errors\n- Real-time alarms on code quality grade',
    highlights: [
      ['读码率', '99.99%', 'Read rate', '99.99%'],
      ['关联差错', '0', 'Aggregation errors', '0'],
    ],
    cases: [
      [
        '某中成药企业',
        '外包装线',
        '满足药品追溯监管要求，按期上线。',
        'A traditional Chinese medicine maker',
        'Secondary packaging line',
        'Met the drug traceability rules and went live on schedule.',
      ],
    ],
    products: ['ID-310', 'ID-350W', 'LR-70-W'],
    docs: ['id-310-datasheet'],
  },
  {
    type: '半导体',
    title: '芯片封装外观与引线检测方案',
    titleEn: 'IC package and wire bond inspection',
    summary: '检测封装体崩边、划伤、异物以及引线弧高、断线与焊球偏移。',
    summaryEn:
      'Inspects package bodies for chipping, scratches and foreign matter, and wire bonds for loop height, broken wires and ball offset.',
    challenge: '引线直径仅 20 µm，弧高变化需三维信息；检测节拍要求高。',
    challengeEn: 'Bond wires are only 20 µm across, loop height needs 3D information, and the cycle time is tight.',
    approach:
      '2600 万像素 CoaXPress 相机（150 fps）配合 2.0× 远心镜头与多角度环形光，多焦面成像估算弧高，DeepInspect 训练缺陷分类模型。',
    approachEn:
      'A 26 MP CoaXPress camera (150 fps) with a 2.0× telecentric lens and multi-angle ring lights images several focal planes to estimate loop height; DeepInspect trains the defect classifier.',
    results: '- 最小检出线径 15 µm\n- 每小时 18000 颗\n- 缺陷分类准确率 97%',
    resultsEn: '- Wires down to 15 µm detected\n- 18,000 units an hour\n- 97% defect classification accuracy',
    highlights: [
      ['最小线径', '15 µm', 'Smallest wire', '15 µm'],
      ['产能', '18000 UPH', 'Throughput', '18,000 UPH'],
    ],
    cases: [
      [
        '某封测厂',
        'QFN 封装线',
        '替代进口 AOI，设备成本降低 35%。',
        'An assembly and test plant',
        'QFN packaging line',
        'Replaced imported AOI at 35% lower equipment cost.',
      ],
    ],
    products: ['CS-C262-80CM', 'LT-200-65', 'LR-120-B', 'DI-TRAIN'],
    docs: ['cs-c-datasheet'],
  },
  {
    type: '半导体',
    title: '晶圆 ID 读取与对位方案',
    titleEn: 'Wafer ID reading and alignment',
    summary: '读取晶圆激光刻印的 ID（OCR 与 DataMatrix），并完成缺口与边缘定位。',
    summaryEn: 'Reads laser-marked wafer IDs (OCR and DataMatrix) and finds the notch and edge for alignment.',
    challenge: '刻印字符浅、背面粗糙，不同工艺后对比度差异大；对位精度要求 ±5 µm。',
    challengeEn:
      'Marks are shallow, the back side is rough, and contrast changes from process to process. Alignment must hold ±5 µm.',
    approach: 'ID-330 DPM 读码器读取 ID，SC-2016M 智能相机配合远心镜头完成缺口定位，结果通过 SECS/GEM 上报。',
    approachEn:
      'An ID-330 DPM reader reads the ID and an SC-2016M smart camera with a telecentric lens finds the notch; results are reported over SECS/GEM.',
    results: '- ID 读取率 99.95%\n- 对位精度 ±3 µm',
    resultsEn: '- 99.95% ID read rate\n- Alignment to ±3 µm',
    highlights: [
      ['读取率', '99.95%', 'Read rate', '99.95%'],
      ['对位精度', '±3 µm', 'Alignment', '±3 µm'],
    ],
    cases: [
      [
        '某 12 英寸晶圆厂',
        '分选与传片设备',
        '与设备商联合开发，批量交付 60 台。',
        'A 12-inch wafer fab',
        'Sorters and wafer handlers',
        'Co-developed with the equipment maker; 60 units delivered.',
      ],
    ],
    products: ['ID-330', 'SC-2016M', 'LT-050-110'],
    docs: ['id-330-datasheet'],
  },
];

/** The rendered scene (scene-art.ts) of each solution, by its English title: its subject under a camera. */
const SOLUTION_SCENES: Record<string, string> = {
  'Electrode coating defect inspection': 'electrode',
  'Cell tab and weld inspection': 'cell-tabs',
  'PCB and SMT inspection': 'pcb',
  'Display panel defect inspection': 'display',
  'Bead inspection and weld guidance': 'bead-guidance',
  'DPM traceability for parts': 'dpm-parts',
  'Parcel reading and dimensioning': 'parcel-sorter',
  'Wafer surface inspection': 'wafer',
  'Cell appearance and dimension inspection': 'cell-appearance',
  'Connector pin coplanarity and gauging': 'connector-pins',
  'Engine assembly error-proofing': 'engine-assembly',
  'Waybill OCR and data capture': 'waybill-ocr',
  'Pallet and tote tracking': 'pallet-tracking',
  'Seal integrity inspection for flexible packs': 'seal-pouches',
  'Date and lot code verification': 'date-codes',
  'Label and print quality inspection': 'label-print',
  'Vial and ampoule inspection': 'vials',
  'Blister pack inspection': 'blister',
  'Serialisation and aggregation': 'serialisation',
  'IC package and wire bond inspection': 'wire-bond',
  'Wafer ID reading and alignment': 'wafer-id',
};

async function seedSolutions(c: Ctx, docIds: Map<string, string>): Promise<void> {
  const { db, tenantId, now } = c;
  if (await has(db, 'solutions', tenantId)) return;
  const types = await db.selectFrom('solution_types').selectAll().where('tenant_id', '=', tenantId).execute();
  const models = await db
    .selectFrom('product_models')
    .select(['id', 'model_number'])
    .where('tenant_id', '=', tenantId)
    .execute();
  const byNumber = new Map(models.map((m) => [m.model_number, m.id]));
  // An industry's cover is its first solution's scene in another variant (a different picture of the same kind).
  for (const t of types) {
    const first = SOLUTIONS.find((s) => s.type === t.name);
    if (!t.cover_file_id && first) {
      const cover = await scene(c, SOLUTION_SCENES[first.titleEn]!, 0, 960, 600);
      await db.updateTable('solution_types').set({ cover_file_id: cover }).where('id', '=', t.id).execute();
    }
  }
  const refreshed = await db.selectFrom('solution_types').selectAll().where('tenant_id', '=', tenantId).execute();
  const covers: string[] = [];
  for (const s of SOLUTIONS) covers.push(await scene(c, SOLUTION_SCENES[s.titleEn]!, 1, 960, 600));
  const rows = SOLUTIONS.map((s, i) => {
    const type = refreshed.find((t) => t.name === s.type);
    return type
      ? {
          id: newId(),
          tenant_id: tenantId,
          solution_type_id: type.id,
          title: s.title,
          title_en: s.titleEn,
          summary: s.summary,
          summary_en: s.summaryEn,
          cover_file_id: covers[i]!,
          challenge_md: s.challenge,
          challenge_md_en: s.challengeEn,
          approach_md: s.approach,
          approach_md_en: s.approachEn,
          results_md: s.results,
          results_md_en: s.resultsEn,
          highlights_json: JSON.stringify(
            s.highlights.map(([label, value, labelEn, valueEn]) => ({ label, labelEn, value, valueEn })),
          ),
          case_studies_json: JSON.stringify(
            s.cases.map(([customer, title, summary, customerEn, titleEn, summaryEn]) => ({
              customer,
              customerEn,
              title,
              titleEn,
              summary,
              summaryEn,
              imageFileId: null,
            })),
          ),
          product_ids_json: JSON.stringify(s.products.map((p) => byNumber.get(p)).filter(Boolean)),
          document_ids_json: JSON.stringify(s.docs.map((d) => docIds.get(d)).filter(Boolean)),
          order_num: i + 1,
          is_published: true,
          created_at: c.ago(200 - i * 10),
          updated_at: now,
        }
      : null;
  }).filter((r): r is NonNullable<typeof r> => r !== null);
  if (rows.length) await db.insertInto('solutions').values(rows).execute();
}

// ----- software and documents ---------------------------------------------------------------------

const SOFTWARE: Array<{
  name: string;
  nameEn: string;
  category: string;
  series?: string;
  type?: string;
  summary: string;
  summaryEn: string;
  description: string;
  descriptionEn: string;
  versions: Array<{
    version: string;
    daysAgo: number;
    notes: string;
    notesEn: string;
    files: Array<[os: string, arch: string, kb: number, membersOnly?: boolean]>;
  }>;
}> = [
  {
    name: 'ClearSight SDK 相机开发包',
    nameEn: 'ClearSight SDK',
    category: 'sdk',
    series: 'ClearSight SDK',
    summary: '全系列相机的驱动、客户端 ClearSight Viewer 与 C/C++/C#/Python 开发包。',
    summaryEn:
      'Drivers for every ClearSight camera, the ClearSight Viewer client, and development kits for C/C++, C# and Python.',
    description:
      '### 包含\n\n- ClearSight Viewer 客户端\n- GigE Vision 过滤驱动与 USB3 Vision 驱动\n- C、C++、C#、Python 接口与示例\n- GenICam GenTL Producer',
    descriptionEn:
      "### What's included\n\n- ClearSight Viewer client\n- GigE Vision filter driver and USB3 Vision driver\n- C, C++, C# and Python APIs with samples\n- GenICam GenTL Producer",
    versions: [
      {
        version: '4.1.3',
        daysAgo: 12,
        notes: '### 新增\n- 支持 CS-C 系列 CXP-12 相机\n- Python 3.12 支持\n\n### 修复\n- 修复多相机同时采集时偶发丢帧',
        notesEn:
          '### New\n- Support for CS-C series CXP-12 cameras\n- Python 3.12 support\n\n### Fixed\n- Occasional dropped frames when several cameras acquire at once',
        files: [
          ['windows', 'x64', 256],
          ['linux', 'x64', 224],
          ['linux', 'arm64', 192, true],
        ],
      },
      {
        version: '4.0.0',
        daysAgo: 120,
        notes: '### 重大更新\n- 全新 Viewer 界面\n- GenTL 1.6',
        notesEn: '### Major update\n- Redesigned Viewer\n- GenTL 1.6',
        files: [
          ['windows', 'x64', 240],
          ['linux', 'x64', 208],
        ],
      },
      {
        version: '3.8.2',
        daysAgo: 300,
        notes: '- 稳定性修复',
        notesEn: '- Stability fixes',
        files: [['windows', 'x64', 200]],
      },
    ],
  },
  {
    name: 'VisionMaster 视觉平台',
    nameEn: 'VisionMaster',
    category: 'software',
    series: 'VisionMaster 视觉平台',
    summary: '拖拽式流程编辑，200+ 视觉算子，支持二次开发与多工位部署。',
    summaryEn:
      'Drag-and-drop job editing with 200+ vision tools, an SDK for custom development, and deployment across many stations.',
    description: 'VisionMaster 面向设备商与工厂工程师，无需编程即可搭建定位、测量、读码与检测方案。',
    descriptionEn:
      'VisionMaster lets machine builders and plant engineers set up locating, gauging, code reading and inspection without writing code.',
    versions: [
      {
        version: '4.3.1',
        daysAgo: 30,
        notes: '- 新增卡尺工具批量模式\n- 优化模板匹配速度 30%',
        notesEn: '- New batch mode for the caliper tool\n- Template matching 30% faster',
        files: [['windows', 'x64', 256]],
      },
      {
        version: '4.2.0',
        daysAgo: 180,
        notes: '- 新增 3D 点云工具箱',
        notesEn: '- New 3D point cloud toolbox',
        files: [['windows', 'x64', 240]],
      },
    ],
  },
  {
    name: 'DeepInspect 深度学习训练工具',
    nameEn: 'DeepInspect Trainer',
    category: 'software',
    series: 'DeepInspect 深度学习平台',
    summary: '少样本缺陷分割、分类与目标检测模型训练，一键导出到智能相机。',
    summaryEn:
      'Train defect segmentation, classification and object detection models from a handful of samples, and export them to a smart camera in one click.',
    description: '支持标注、训练、评估与部署全流程；支持 NVIDIA GPU 与 CPU 推理。',
    descriptionEn:
      'Covers the whole workflow from labelling through training and evaluation to deployment, with inference on NVIDIA GPUs or the CPU.',
    versions: [
      {
        version: '2.1.0',
        daysAgo: 45,
        notes: '- 新增无监督异常检测\n- 训练速度提升 2 倍',
        notesEn: '- New unsupervised anomaly detection\n- Training twice as fast',
        files: [
          ['windows', 'x64', 256, true],
          ['linux', 'x64', 256, true],
        ],
      },
      {
        version: '2.0.2',
        daysAgo: 160,
        notes: '- 修复导出 ONNX 的兼容性问题',
        notesEn: '- Fixed a compatibility issue in ONNX export',
        files: [['windows', 'x64', 240, true]],
      },
    ],
  },
  {
    name: 'GigE Vision 网卡驱动',
    nameEn: 'GigE Vision NIC driver',
    category: 'driver',
    type: '面阵相机',
    summary: '高性能过滤驱动，降低 CPU 占用，支持巨帧。',
    summaryEn: 'A high-performance filter driver that lowers CPU load and supports jumbo frames.',
    description: '适用于 Intel、Realtek 千兆与万兆网卡。',
    descriptionEn: 'For Intel and Realtek Gigabit and 10 Gigabit network adapters.',
    versions: [
      {
        version: '1.6.0',
        daysAgo: 60,
        notes: '- 支持 Windows 11 24H2',
        notesEn: '- Windows 11 24H2 support',
        files: [['windows', 'x64', 64]],
      },
      {
        version: '1.5.3',
        daysAgo: 250,
        notes: '- 修复休眠唤醒后断流',
        notesEn: '- Fixed streams stopping after the PC wakes from sleep',
        files: [['windows', 'x64', 64]],
      },
    ],
  },
  {
    name: 'CS-A 系列相机固件',
    nameEn: 'CS-A firmware',
    category: 'firmware',
    series: 'CS-A 经济型 GigE 系列',
    summary: 'CS-A 系列 GigE 相机固件，通过 ClearSight Viewer 升级。',
    summaryEn: 'Firmware for CS-A series GigE cameras, updated through ClearSight Viewer.',
    description: '升级前请阅读发布说明，升级过程中请勿断电。',
    descriptionEn: 'Read the release notes before updating, and keep the camera powered until the update finishes.',
    versions: [
      {
        version: '1.3.0',
        daysAgo: 20,
        notes: '- 新增 PTP IEEE 1588 同步\n- 改进自动曝光收敛速度',
        notesEn: '- New PTP (IEEE 1588) synchronisation\n- Auto exposure settles faster',
        files: [['any', 'any', 96, true]],
      },
      {
        version: '1.2.7',
        daysAgo: 210,
        notes: '- 修复触发延时抖动',
        notesEn: '- Fixed trigger latency jitter',
        files: [['any', 'any', 96, true]],
      },
    ],
  },
  {
    name: 'Halcon 与 OpenCV 接口插件',
    nameEn: 'HALCON & OpenCV plug-in',
    category: 'plugin',
    series: 'ClearSight SDK',
    summary: '在 HALCON、OpenCV 与 LabVIEW 中直接采集澄镜相机图像。',
    summaryEn: 'Acquire images from ClearSight cameras directly in HALCON, OpenCV and LabVIEW.',
    description: '提供 HALCON acquisition interface、OpenCV VideoCapture 后端与 LabVIEW VI 库。',
    descriptionEn: 'Includes a HALCON acquisition interface, an OpenCV VideoCapture backend and a LabVIEW VI library.',
    versions: [
      {
        version: '1.1.0',
        daysAgo: 90,
        notes: '- 支持 HALCON 24.11',
        notesEn: '- HALCON 24.11 support',
        files: [
          ['windows', 'x64', 96],
          ['linux', 'x64', 96],
        ],
      },
      {
        version: '1.0.0',
        daysAgo: 330,
        notes: '- 首个版本',
        notesEn: '- First release',
        files: [['windows', 'x64', 80]],
      },
    ],
  },
];

const DOCUMENTS: Array<{
  slug: string;
  title: string;
  titleEn: string;
  docType: string;
  language: string;
  version: string;
  series?: string;
  model?: string;
  type?: string;
  membersOnly?: boolean;
  cad?: boolean;
  summary: string;
  summaryEn: string;
}> = [
  {
    slug: 'cs-a-datasheet',
    title: 'CS-A 经济型 GigE 系列产品规格书',
    titleEn: 'CS-A GigE series datasheet',
    docType: 'datasheet',
    language: 'en',
    version: 'V2.3',
    series: 'CS-A 经济型 GigE 系列',
    summary: '系列全部型号的规格参数、光谱响应与机械尺寸。',
    summaryEn: 'Specifications, spectral response and mechanical dimensions of every model in the series.',
  },
  {
    slug: 'cs-u-datasheet',
    title: 'CS-U USB3 Vision 系列产品规格书',
    titleEn: 'CS-U USB3 series datasheet',
    docType: 'datasheet',
    language: 'en',
    version: 'V1.8',
    series: 'CS-U USB3 Vision 系列',
    summary: 'USB3 系列规格参数。',
    summaryEn: 'Specifications of the USB3 series.',
  },
  {
    slug: 'cs-x-datasheet',
    title: 'CS-X 10GigE 高速系列产品规格书',
    titleEn: 'CS-X 10GigE series datasheet',
    docType: 'datasheet',
    language: 'en',
    version: 'V1.2',
    series: 'CS-X 10GigE 高速系列',
    summary: '10GigE 系列规格参数。',
    summaryEn: 'Specifications of the 10GigE series.',
  },
  {
    slug: 'cs-c-datasheet',
    title: 'CS-C CoaXPress 系列产品规格书',
    titleEn: 'CS-C CoaXPress series datasheet',
    docType: 'datasheet',
    language: 'en',
    version: 'V1.0',
    series: 'CS-C CoaXPress 超高速系列',
    summary: 'CXP-12 相机规格参数。',
    summaryEn: 'Specifications of the CXP-12 cameras.',
  },
  {
    slug: 'cl-g-datasheet',
    title: 'CL-G GigE 线阵相机规格书',
    titleEn: 'CL-G line scan datasheet',
    docType: 'datasheet',
    language: 'en',
    version: 'V1.5',
    series: 'CL-G GigE 线阵系列',
    summary: '2K/4K 线阵相机参数。',
    summaryEn: 'Specifications of the 2K and 4K line scan cameras.',
  },
  {
    slug: 'sc-2000-datasheet',
    title: 'SC-2000 智能相机规格书',
    titleEn: 'SC-2000 datasheet',
    docType: 'datasheet',
    language: 'en',
    version: 'V3.0',
    series: 'SC-2000 智能相机',
    summary: '智能相机规格、I/O 定义与安装尺寸。',
    summaryEn: 'Smart camera specifications, I/O pinout and mounting dimensions.',
  },
  {
    slug: 'lf-lens-datasheet',
    title: 'LF 系列 FA 定焦镜头规格书',
    titleEn: 'LF lens datasheet',
    docType: 'datasheet',
    language: 'en',
    version: 'V2.0',
    series: 'LF 系列 FA 定焦镜头',
    summary: 'MTF 曲线、畸变与工作距离。',
    summaryEn: 'MTF curves, distortion and working distances.',
  },
  {
    slug: 'cs-a050-datasheet',
    title: 'CS-A050-10GM 单型号规格书',
    titleEn: 'CS-A050-10GM datasheet',
    docType: 'datasheet',
    language: 'en',
    version: 'V2.3',
    model: 'CS-A050-10GM',
    summary: '5 MP 黑白 GigE 相机详细参数。',
    summaryEn: 'Full specifications of the 5 MP mono GigE camera.',
  },
  {
    slug: 'area-camera-manual',
    title: '面阵相机用户手册',
    titleEn: 'Area scan camera user manual',
    docType: 'manual',
    language: 'zh-CN',
    version: 'V4.1',
    type: '面阵相机',
    summary: '安装、接线、参数设置与故障排查。',
    summaryEn: 'Installation, wiring, feature settings and troubleshooting.',
  },
  {
    slug: 'area-camera-manual-en',
    title: 'Area Scan Camera User Manual',
    titleEn: 'Area scan camera user manual',
    docType: 'manual',
    language: 'en',
    version: 'V4.1',
    type: '面阵相机',
    summary: 'Installation, wiring, features and troubleshooting.',
    summaryEn: 'Installation, wiring, features and troubleshooting.',
  },
  {
    slug: 'sc-2000-manual',
    title: 'SC-2000 智能相机用户手册',
    titleEn: 'SC-2000 user manual',
    docType: 'manual',
    language: 'zh-CN',
    version: 'V3.0',
    series: 'SC-2000 智能相机',
    summary: '流程编辑、通信配置与部署。',
    summaryEn: 'Building jobs, setting up communication and deploying.',
  },
  {
    slug: 'sc-2000-manual-en',
    title: 'SC-2000 Smart Camera User Manual',
    titleEn: 'SC-2000 user manual',
    docType: 'manual',
    language: 'en',
    version: 'V3.0',
    series: 'SC-2000 智能相机',
    summary: 'Mounting, wiring, building jobs, communication and troubleshooting.',
    summaryEn: 'Mounting, wiring, building jobs, communication and troubleshooting.',
  },
  {
    slug: 'visionmaster-manual',
    title: 'VisionMaster 用户手册',
    titleEn: 'VisionMaster user manual',
    docType: 'manual',
    language: 'zh-CN',
    version: 'V4.3',
    series: 'VisionMaster 视觉平台',
    membersOnly: true,
    summary: '全部算子说明与二次开发指南。',
    summaryEn: 'A reference for every tool, plus the developer guide.',
  },
  {
    slug: 'visionmaster-manual-en',
    title: 'VisionMaster User Manual',
    titleEn: 'VisionMaster user manual',
    docType: 'manual',
    language: 'en',
    version: 'V4.3',
    series: 'VisionMaster 视觉平台',
    membersOnly: true,
    summary: 'Installation, licensing, building jobs, PLC communication and the developer SDK.',
    summaryEn: 'Installation, licensing, building jobs, PLC communication and the developer SDK.',
  },
  {
    slug: 'lithium-electrode-app-note',
    title: '锂电极片缺陷检测应用笔记',
    titleEn: 'App note: electrode coating inspection',
    docType: 'app_note',
    language: 'zh-CN',
    version: 'V1.0',
    type: '线阵相机',
    summary: '线阵相机选型、打光与算法参数建议。',
    summaryEn: 'Advice on choosing line scan cameras, lighting and algorithm parameters.',
  },
  {
    slug: 'multi-camera-sync-app-note',
    title: '多相机同步触发应用笔记',
    titleEn: 'App note: multi-camera synchronisation',
    docType: 'app_note',
    language: 'zh-CN',
    version: 'V1.1',
    type: '面阵相机',
    summary: '硬件触发、PTP 与动作命令三种同步方式对比。',
    summaryEn: 'Hardware triggers, PTP and action commands compared as ways to synchronise cameras.',
  },
  {
    slug: 'polarization-app-note',
    title: '偏振成像在反光表面检测中的应用',
    titleEn: 'App note: polarised imaging',
    docType: 'app_note',
    language: 'zh-CN',
    version: 'V1.0',
    type: '面阵相机',
    membersOnly: true,
    summary: '偏振相机在金属与玻璃表面检测中的方法。',
    summaryEn: 'How polarisation cameras inspect metal and glass surfaces.',
  },
  {
    slug: 'ce-certificate',
    title: 'CS 系列相机 CE 认证证书',
    titleEn: 'CE certificate, CS cameras',
    docType: 'certificate',
    language: 'en',
    version: '2025',
    type: '面阵相机',
    summary: 'EMC 与 RoHS 符合性声明。',
    summaryEn: 'Declaration of conformity for EMC and RoHS.',
  },
  {
    slug: 'iso9001-certificate',
    title: 'ISO 9001 质量管理体系认证证书',
    titleEn: 'ISO 9001 certificate',
    docType: 'certificate',
    language: 'zh-CN',
    version: '2024',
    summary: '公司质量管理体系认证。',
    summaryEn: 'Certification of our quality management system.',
  },
  {
    slug: 'cs-a-cad',
    title: 'CS-A 系列 3D 外形模型',
    titleEn: 'CS-A CAD models',
    docType: 'cad',
    language: 'en',
    version: 'V2.0',
    series: 'CS-A 经济型 GigE 系列',
    cad: true,
    summary: '每个型号一个 STEP（AP214）外壳实体模型，含镜头接口，附坐标系与尺寸说明。',
    summaryEn: "A STEP (AP214) solid of each model's housing with its lens mount, and a README on axes and dimensions.",
  },
  {
    slug: 'cs-u-cad',
    title: 'CS-U 系列 3D 外形模型',
    titleEn: 'CS-U CAD models',
    docType: 'cad',
    language: 'en',
    version: 'V1.2',
    series: 'CS-U USB3 Vision 系列',
    cad: true,
    summary: '每个型号一个 STEP（AP214）外壳实体模型，含镜头接口，附坐标系与尺寸说明。',
    summaryEn: "A STEP (AP214) solid of each model's housing with its lens mount, and a README on axes and dimensions.",
  },
  {
    slug: 'cs-x-cad',
    title: 'CS-X 系列 3D 外形模型',
    titleEn: 'CS-X CAD models',
    docType: 'cad',
    language: 'en',
    version: 'V1.1',
    series: 'CS-X 10GigE 高速系列',
    cad: true,
    summary: '每个型号一个 STEP（AP214）外壳实体模型，含镜头接口，附坐标系与尺寸说明。',
    summaryEn: "A STEP (AP214) solid of each model's housing with its lens mount, and a README on axes and dimensions.",
  },
  {
    slug: 'cs-c-cad',
    title: 'CS-C 系列 3D 外形模型',
    titleEn: 'CS-C CAD models',
    docType: 'cad',
    language: 'en',
    version: 'V1.0',
    series: 'CS-C CoaXPress 超高速系列',
    cad: true,
    summary: '每个型号一个 STEP（AP214）外壳实体模型，含镜头接口，附坐标系与尺寸说明。',
    summaryEn: "A STEP (AP214) solid of each model's housing with its lens mount, and a README on axes and dimensions.",
  },
  {
    slug: 'camera-selection-whitepaper',
    title: '工业相机选型白皮书',
    titleEn: 'White paper: choosing an industrial camera',
    docType: 'whitepaper',
    language: 'zh-CN',
    version: '2026',
    summary: '分辨率、帧率、靶面、接口与镜头匹配的选型方法。',
    summaryEn: 'How to choose resolution, frame rate, sensor format and interface, and a lens to match.',
  },
];

const DOC_KINDS: Record<string, string> = {
  datasheet: 'Datasheet',
  manual: 'User manual',
  app_note: 'Application note',
  certificate: 'Certificate',
  cad: 'CAD',
  whitepaper: 'White paper',
};

/**
 * Besides the documents above, every model has its own English datasheet, generated from its spec table
 * (see datasheet.ts), as real vendors publish one per part number.
 */
function modelDatasheets(): typeof DOCUMENTS {
  const listed = new Set(DOCUMENTS.map((d) => d.model).filter(Boolean));
  return catalogModels()
    .filter((m) => !listed.has(m.modelNumber))
    .map((m) => ({
      slug: `${m.modelNumber.toLowerCase()}-datasheet`,
      title: `${m.modelNumber} 产品规格书`,
      titleEn: `${m.modelNumber} datasheet`,
      docType: 'datasheet',
      language: 'en',
      version: 'V1.0',
      model: m.modelNumber,
      summary: `${m.name}：规格参数、外形尺寸、接口定义与订货信息（英文）。`,
      summaryEn: `${m.nameEn}: specifications, dimensions, connector pinout and ordering information.`,
    }));
}

async function seedDownloads(c: Ctx): Promise<Map<string, string>> {
  const { db, tenantId } = c;
  const docIds = new Map<string, string>();
  const types = await db.selectFrom('product_types').select(['id', 'name']).where('tenant_id', '=', tenantId).execute();
  const series = await db
    .selectFrom('product_series')
    .select(['id', 'name', 'product_type_id'])
    .where('tenant_id', '=', tenantId)
    .execute();
  const models = await db
    .selectFrom('product_models')
    .select(['id', 'model_number', 'series_id', 'product_type_id'])
    .where('tenant_id', '=', tenantId)
    .execute();

  if (!(await has(db, 'software_packages', tenantId))) {
    for (const [i, p] of SOFTWARE.entries()) {
      const s = p.series ? series.find((x) => x.name === p.series) : undefined;
      const t = p.type ? types.find((x) => x.name === p.type) : s ? { id: s.product_type_id } : undefined;
      const packageId = newId();
      await db
        .insertInto('software_packages')
        .values({
          id: packageId,
          tenant_id: tenantId,
          name: p.name,
          name_en: p.nameEn,
          category: p.category,
          summary: p.summary,
          summary_en: p.summaryEn,
          description_md: p.description,
          description_md_en: p.descriptionEn,
          description_html: renderMarkdownHtml(p.description),
          description_html_en: renderMarkdownHtml(p.descriptionEn),
          product_type_id: t?.id ?? null,
          series_id: s?.id ?? null,
          order_num: i + 1,
          is_published: true,
          created_at: c.ago(400),
          updated_at: c.ago(p.versions[0]!.daysAgo),
        })
        .execute();
      for (const v of p.versions) {
        const versionId = newId();
        await db
          .insertInto('software_versions')
          .values({
            id: versionId,
            tenant_id: tenantId,
            package_id: packageId,
            version: v.version,
            released_at: c.ago(v.daysAgo),
            release_notes_md: v.notes,
            release_notes_md_en: v.notesEn,
            release_notes_html: renderMarkdownHtml(v.notes),
            release_notes_html_en: renderMarkdownHtml(v.notesEn),
            is_published: true,
            created_at: c.ago(v.daysAgo),
            updated_at: c.ago(v.daysAgo),
          })
          .execute();
        for (const [index, [os, arch, kb, membersOnly]] of v.files.entries()) {
          const slug = `${p.nameEn.replace(/[^A-Za-z0-9]+/g, '-')}-${v.version}-${os}-${arch}`.toLowerCase();
          const fileName = `${slug}.zip`;
          const fileId = await zip(c, slug, kb, fileName);
          const file = await db
            .selectFrom('files')
            .select(['size', 'sha256'])
            .where('id', '=', fileId)
            .executeTakeFirstOrThrow();
          await db
            .insertInto('software_files')
            .values({
              id: newId(),
              tenant_id: tenantId,
              version_id: versionId,
              package_id: packageId,
              os,
              arch,
              file_id: fileId,
              file_name: fileName,
              size: Number(file.size),
              sha256: file.sha256,
              members_only: membersOnly ?? false,
              download_count: 40 + ((i * 37 + index * 13 + v.daysAgo) % 900),
              order_num: index,
              created_at: c.ago(v.daysAgo),
            })
            .execute();
        }
      }
    }
  }

  if (!(await has(db, 'documents', tenantId))) {
    for (const [i, d] of [...DOCUMENTS, ...modelDatasheets()].entries()) {
      const m = d.model ? models.find((x) => x.model_number === d.model) : undefined;
      const s = m
        ? series.find((x) => x.id === m.series_id)
        : d.series
          ? series.find((x) => x.name === d.series)
          : undefined;
      const t = s ? { id: s.product_type_id } : d.type ? types.find((x) => x.name === d.type) : undefined;
      const name = `${d.slug}.${d.cad ? 'zip' : 'pdf'}`;
      const fileId = d.cad
        ? await asset(c, {
            key: cadArchiveKey(seriesNameEn(d.series ?? '')),
            name,
            mime: 'application/zip',
            kind: 'archive',
            access: 'restricted',
          })
        : await pdf(
            c,
            d.docType === 'manual' && MANUALS[d.slug]
              ? manualKey(d.slug)
              : d.docType === 'datasheet' && d.model
                ? datasheetKey(d.model)
                : d.docType === 'datasheet' && d.series
                  ? seriesDatasheetKey(seriesNameEn(d.series))
                  : documentKey({
                      kind: DOC_KINDS[d.docType] ?? 'Document',
                      version: d.version,
                      slug: d.slug,
                      title: d.titleEn,
                    }),
            name,
          );
      const file = await db
        .selectFrom('files')
        .select(['size', 'sha256', 'mime'])
        .where('id', '=', fileId)
        .executeTakeFirstOrThrow();
      const id = newId();
      docIds.set(d.slug, id);
      await db
        .insertInto('documents')
        .values({
          id,
          tenant_id: tenantId,
          title: d.title,
          title_en: d.titleEn,
          doc_type: d.docType,
          language: d.language,
          version: d.version,
          summary: d.summary,
          summary_en: d.summaryEn,
          file_id: fileId,
          file_name: name,
          mime: file.mime,
          size: Number(file.size),
          sha256: file.sha256,
          product_type_id: t?.id ?? null,
          series_id: s?.id ?? null,
          model_id: m?.id ?? null,
          members_only: d.membersOnly ?? false,
          download_count: 25 + ((i * 53) % 700),
          is_published: true,
          published_at: c.ago(20 + i * 9),
          created_at: c.ago(20 + i * 9),
          updated_at: c.ago(20 + i * 9),
        })
        .execute();
    }
  } else {
    const rows = await db
      .selectFrom('documents')
      .select(['id', 'file_name'])
      .where('tenant_id', '=', tenantId)
      .execute();
    for (const r of rows) docIds.set(r.file_name.replace(/\.(pdf|zip)$/, ''), r.id);
  }
  return docIds;
}

// ----- college ---------------------------------------------------------------------------------------

/**
 * A lesson's narrated slide video and its two caption tracks (lesson-video.ts), registered like every seed file and
 * made after the server listens. Null on a machine without ffmpeg and espeak-ng: the lesson then plays its course's
 * committed sample video, and the seed says once how to install them.
 */
async function lessonVideoFile(c: Ctx, titleEn: string): Promise<{ fileId: string; seconds: number } | null> {
  const seconds = lessonVideoSeconds(titleEn);
  if (seconds === null) return null;
  if (!mediaTools()) {
    if (!toolsWarned) console.warn(MEDIA_TOOLS_MISSING);
    toolsWarned = true;
    return null;
  }
  const name = `${lessonSlug(titleEn)}.mp4`;
  const [fileId] = await assets(c, [
    { key: lessonVideoKey(titleEn), name, mime: 'video/mp4', kind: 'video', access: 'restricted' },
    ...CAPTION_LANGUAGES.map((lang) => ({
      key: lessonCaptionKey(titleEn, lang),
      name: `${lessonSlug(titleEn)}.${lang}.vtt`,
      mime: 'text/vtt',
      kind: 'document',
      access: 'restricted' as const,
    })),
  ]);
  return { fileId: fileId!, seconds };
}
let toolsWarned = false;

/** The courses' covers (scene-art.ts), in the order of COURSES: cameras, software, deep learning, lighting. */
const COURSE_SCENES = ['launch', 'software', 'software', 'lab'];

async function seedCollege(c: Ctx): Promise<void> {
  const { db, tenantId, now } = c;
  if (await has(db, 'courses', tenantId)) return;
  const models = await db
    .selectFrom('product_models')
    .select(['id', 'model_number'])
    .where('tenant_id', '=', tenantId)
    .execute();
  for (const [i, course] of COURSES.entries()) {
    const id = newId();
    await db
      .insertInto('courses')
      .values({
        id,
        tenant_id: tenantId,
        title: course.title,
        title_en: course.titleEn,
        category: course.category,
        category_en: course.categoryEn,
        level: course.level,
        summary: course.summary,
        summary_en: course.summaryEn,
        description_md: course.description,
        description_md_en: course.descriptionEn,
        description_html: renderMarkdownHtml(course.description),
        description_html_en: renderMarkdownHtml(course.descriptionEn),
        cover_file_id: await scene(c, COURSE_SCENES[i % COURSE_SCENES.length]!, 20 + i, 960, 540),
        related_models_json: JSON.stringify(
          course.related.map((n) => models.find((m) => m.model_number === n)?.id).filter(Boolean),
        ),
        is_featured: course.featured,
        order_num: i + 1,
        is_published: true,
        created_at: c.ago(150 - i * 20),
        updated_at: now,
      })
      .execute();
    const sampleVideo = async () => ({
      fileId: await video(c, course.video),
      seconds: SAMPLE_LESSON_VIDEOS[course.video].durationSeconds,
    });
    const lessons = [];
    for (const lesson of course.lessons) {
      lessons.push({ lesson, ...((await lessonVideoFile(c, lesson[1])) ?? (await sampleVideo())) });
    }
    await db
      .insertInto('course_lessons')
      .values(
        lessons.map(({ lesson: [title, titleEn, free], fileId, seconds }, index) => ({
          id: newId(),
          tenant_id: tenantId,
          course_id: id,
          title,
          title_en: titleEn,
          summary: '',
          summary_en: '',
          order_num: index + 1,
          video_file_id: fileId,
          video_url: null,
          duration_seconds: seconds,
          is_free: free,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
}

// ----- news and events ---------------------------------------------------------------------------------

/** The scene each news item's cover shows (scene-art.ts), by its English title. */
const NEWS_SCENES: Record<string, string> = {
  'ClearSight launches the CS-C series of CoaXPress 2.0 high-speed cameras': 'launch',
  'ClearSight SDK 4.1 released with Python 3.12 support': 'software',
  'New R&D centre opens at the Hangzhou headquarters': 'lab',
  'ClearSight named a national specialised "Little Giant" enterprise': 'headquarters',
  'DeepInspect 2.1 adds unsupervised anomaly detection': 'software',
  'Strategic partnership signed with a leading battery maker': 'cell-appearance',
  '2026 partner conference held in Hangzhou': 'stage',
  'ISO 9001:2015 quality system re-certified': 'production',
  'China machine vision market expected to pass CNY 30 billion in 2026': 'pcb',
  'CoaXPress 2.1 released: more bandwidth and longer cables': 'launch',
  'GenICam 3.5 adds event data streams': 'software',
  'Trends in deep learning for battery inspection': 'electrode',
  'Event cameras: the next high-speed vision sensor?': 'lab',
  '3D vision for palletising and depalletising in logistics': 'pallet-tracking',
  'Meet ClearSight at VISION China 2026, Shanghai': 'booth',
  'Webinar: electrode coating defect inspection in practice': 'stage',
  'ClearSight at ELEXCON, Shenzhen': 'booth',
  'VisionMaster training course, Hangzhou': 'stage',
  'Looking back at LASER World of Photonics China 2026': 'booth',
  'Automotive machine vision forum, Changchun': 'bead-guidance',
};

const NEWS: Array<{
  category: 'company' | 'industry' | 'event';
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  days: number;
  body: string;
  bodyEn: string;
  event?: { inDays: number; length: number; place: string; placeEn: string; url?: string };
  pinned?: boolean;
  tags?: string[];
  tagsEn?: string[];
}> = [
  {
    category: 'company',
    title: '澄镜视觉发布 CS-C 系列 CoaXPress 2.0 超高速相机',
    titleEn: 'ClearSight launches the CS-C series of CoaXPress 2.0 high-speed cameras',
    summary: 'CXP-12 四链路，1.27 亿像素，面向半导体与面板检测。',
    summaryEn: 'Four CXP-12 links and 127 megapixels, built for semiconductor and display inspection.',
    days: 3,
    pinned: true,
    tags: ['新品发布'],
    tagsEn: ['Product launch'],
    body: '澄镜视觉今日正式发布 CS-C 系列 CoaXPress 2.0 相机，最高 50 Gbps 带宽……',
    bodyEn:
      'Today ClearSight officially launches the CS-C series of CoaXPress 2.0 cameras, with up to 50 Gbps of bandwidth…',
  },
  {
    category: 'company',
    title: 'ClearSight SDK 4.1 正式发布，支持 Python 3.12',
    titleEn: 'ClearSight SDK 4.1 released with Python 3.12 support',
    summary: '新增多相机同步采集示例与 ARM64 Linux 支持。',
    summaryEn: 'Adds a synchronised multi-camera acquisition sample and ARM64 Linux support.',
    days: 12,
    tags: ['软件更新'],
    tagsEn: ['Software update'],
    body: 'ClearSight SDK 4.1 带来了更快的采集引擎与更完善的文档。',
    bodyEn: 'ClearSight SDK 4.1 brings a faster acquisition engine and more complete documentation.',
  },
  {
    category: 'company',
    title: '澄镜视觉杭州总部新研发中心启用',
    titleEn: 'New R&D centre opens at the Hangzhou headquarters',
    summary: '新中心面积 1.2 万平方米，包含光学实验室与可靠性实验室。',
    summaryEn: 'The 12,000 m² centre houses an optics lab and a reliability lab.',
    days: 35,
    body: '新研发中心将进一步提升产品研发与验证能力。',
    bodyEn: 'The new centre strengthens how we develop and validate our products.',
  },
  {
    category: 'company',
    title: '澄镜视觉荣获“国家级专精特新小巨人企业”称号',
    titleEn: 'ClearSight named a national specialised "Little Giant" enterprise',
    summary: '表彰公司在工业视觉核心部件领域的持续创新。',
    summaryEn: 'Recognising our sustained innovation in core machine vision components.',
    days: 60,
    tags: ['荣誉'],
    tagsEn: ['Awards'],
    body: '这是对公司多年深耕机器视觉核心技术的肯定。',
    bodyEn: 'The title recognises years of focused work on core machine vision technology.',
  },
  {
    category: 'company',
    title: 'DeepInspect 2.1 上线无监督异常检测',
    titleEn: 'DeepInspect 2.1 adds unsupervised anomaly detection',
    summary: '只需良品样本即可训练，适合缺陷样本稀少的场景。',
    summaryEn: 'Train on good parts alone, ideal when defect samples are rare.',
    days: 45,
    tags: ['软件更新'],
    tagsEn: ['Software update'],
    body: '无监督异常检测大幅降低了数据准备的成本。',
    bodyEn: 'Unsupervised anomaly detection greatly reduces the effort of preparing data.',
  },
  {
    category: 'company',
    title: '澄镜视觉与某头部电池企业签署战略合作协议',
    titleEn: 'Strategic partnership signed with a leading battery maker',
    summary: '双方将在极片与电芯检测领域开展深度合作。',
    summaryEn: 'The two companies will work closely together on electrode and cell inspection.',
    days: 80,
    body: '合作将覆盖涂布、辊压、分切与卷绕等工序。',
    bodyEn: 'The partnership covers coating, calendering, slitting and winding.',
  },
  {
    category: 'company',
    title: '2026 年度渠道合作伙伴大会在杭州举行',
    titleEn: '2026 partner conference held in Hangzhou',
    summary: '来自全国的 200 余家合作伙伴参会。',
    summaryEn: 'More than 200 partners from across China took part.',
    days: 100,
    body: '大会发布了新的渠道政策与联合解决方案计划。',
    bodyEn: 'The conference announced a new channel policy and a joint solutions programme.',
  },
  {
    category: 'company',
    title: '澄镜视觉通过 ISO 9001:2015 质量体系复审',
    titleEn: 'ISO 9001:2015 quality system re-certified',
    summary: '持续完善从研发到售后的质量管理。',
    summaryEn: 'We keep improving quality management from R&D through to after-sales service.',
    days: 140,
    body: '公司顺利通过质量管理体系年度复审。',
    bodyEn: 'ClearSight passed the annual review of its quality management system.',
  },
  {
    category: 'industry',
    title: '2026 年中国机器视觉市场规模预计突破 300 亿元',
    titleEn: 'China machine vision market expected to pass CNY 30 billion in 2026',
    summary: '新能源、半导体与汽车电子成为主要增长动力。',
    summaryEn: 'New energy, semiconductors and automotive electronics are the main drivers of growth.',
    days: 8,
    tags: ['行业报告'],
    tagsEn: ['Industry report'],
    body: '据行业协会统计，机器视觉市场保持两位数增长。',
    bodyEn: 'Industry association figures show the machine vision market growing at double digits.',
  },
  {
    category: 'industry',
    title: 'CoaXPress 2.1 标准发布：更高带宽与更长传输距离',
    titleEn: 'CoaXPress 2.1 released: more bandwidth and longer cables',
    summary: 'JIIA 发布 CoaXPress 2.1，引入光纤传输选项。',
    summaryEn: 'JIIA has published CoaXPress 2.1, which adds a fibre-optic option.',
    days: 25,
    body: '新标准将推动超高分辨率相机的普及。',
    bodyEn: 'The new standard will help bring ultra-high-resolution cameras into wider use.',
  },
  {
    category: 'industry',
    title: 'GenICam 3.5 发布，新增事件数据流支持',
    titleEn: 'GenICam 3.5 adds event data streams',
    summary: 'EMVA 更新 GenICam 标准。',
    summaryEn: 'EMVA updates the GenICam standard.',
    days: 50,
    body: 'GenICam 是机器视觉设备的通用编程接口标准。',
    bodyEn: 'GenICam is the common programming interface standard for machine vision devices.',
  },
  {
    category: 'industry',
    title: '深度学习在锂电检测中的应用趋势',
    titleEn: 'Trends in deep learning for battery inspection',
    summary: '从分类到分割，从有监督到无监督。',
    summaryEn: 'From classification to segmentation, from supervised to unsupervised.',
    days: 70,
    body: '锂电行业对检测精度与一致性的要求不断提高。',
    bodyEn: 'Battery makers keep raising the bar for inspection accuracy and consistency.',
  },
  {
    category: 'industry',
    title: '事件相机：下一代高速视觉传感器？',
    titleEn: 'Event cameras: the next high-speed vision sensor?',
    summary: '基于像素异步事件的传感器在高速场景中崭露头角。',
    summaryEn: 'Sensors whose pixels report changes asynchronously are making their mark in high-speed applications.',
    days: 95,
    body: '事件相机具备高时间分辨率与高动态范围。',
    bodyEn: 'Event cameras offer high temporal resolution and high dynamic range.',
  },
  {
    category: 'industry',
    title: '3D 视觉在物流拆码垛中的落地实践',
    titleEn: '3D vision for palletising and depalletising in logistics',
    summary: '结构光与 ToF 方案对比。',
    summaryEn: 'Structured light and time-of-flight compared.',
    days: 120,
    body: '3D 视觉正在改变物流自动化。',
    bodyEn: '3D vision is changing logistics automation.',
  },
  {
    category: 'event',
    title: '澄镜视觉邀您参加 2026 VISION China（上海）',
    titleEn: 'Meet ClearSight at VISION China 2026, Shanghai',
    summary: '展位 E2-2108，现场展示 CS-C 系列与深度学习智能相机。',
    summaryEn: 'Visit booth E2-2108 to see the CS-C series and our deep learning smart cameras live.',
    days: 5,
    event: {
      inDays: 18,
      length: 3,
      place: '上海新国际博览中心 E2 馆 2108',
      placeEn: 'Shanghai New International Expo Centre, Hall E2, booth 2108',
      url: 'https://www.example.com/vision-china-2026',
    },
    body: '欢迎莅临展位交流。',
    bodyEn: 'We look forward to meeting you at the booth.',
  },
  {
    category: 'event',
    title: '线上研讨会：锂电极片缺陷检测实战',
    titleEn: 'Webinar: electrode coating defect inspection in practice',
    summary: '应用专家分享线阵相机选型与打光经验。',
    summaryEn: 'Our application experts share what they have learned about choosing line scan cameras and lighting.',
    days: 2,
    event: {
      inDays: 9,
      length: 0,
      place: '线上直播',
      placeEn: 'Online (live stream)',
      url: 'https://www.example.com/webinar-battery',
    },
    body: '研讨会时长约 60 分钟，含答疑环节。',
    bodyEn: 'The webinar runs about 60 minutes, including Q&A.',
  },
  {
    category: 'event',
    title: '深圳国际电子展（ELEXCON）澄镜视觉展台',
    titleEn: 'ClearSight at ELEXCON, Shenzhen',
    summary: 'PCB 与 SMT 检测方案现场演示。',
    summaryEn: 'Live demonstrations of PCB and SMT inspection.',
    days: 10,
    event: {
      inDays: 40,
      length: 2,
      place: '深圳会展中心（福田）1 号馆',
      placeEn: 'Shenzhen Convention & Exhibition Center (Futian), Hall 1',
      url: 'https://www.example.com/elexcon',
    },
    body: '现场设置多个互动演示工位。',
    bodyEn: 'The booth has several hands-on demo stations.',
  },
  {
    category: 'event',
    title: 'VisionMaster 线下培训班（杭州站）',
    titleEn: 'VisionMaster training course, Hangzhou',
    summary: '两天实操培训，结业颁发证书。',
    summaryEn: 'Two days of hands-on training, with a certificate on completion.',
    days: 40,
    event: {
      inDays: -20,
      length: 1,
      place: '杭州市滨江区澄镜视觉培训中心',
      placeEn: 'ClearSight Training Centre, Binjiang District, Hangzhou',
    },
    body: '培训已圆满结束，感谢各位学员参与。',
    bodyEn: 'The course has ended. Thank you to everyone who took part.',
  },
  {
    category: 'event',
    title: '2026 慕尼黑上海光博会回顾',
    titleEn: 'Looking back at LASER World of Photonics China 2026',
    summary: '澄镜视觉展示偏振与多光谱相机。',
    summaryEn: 'ClearSight showed its polarisation and multispectral cameras.',
    days: 90,
    event: { inDays: -85, length: 2, place: '上海新国际博览中心', placeEn: 'Shanghai New International Expo Centre' },
    body: '感谢莅临展位的每一位朋友。',
    bodyEn: 'Thank you to everyone who visited our booth.',
  },
  {
    category: 'event',
    title: '汽车制造视觉技术沙龙（长春）',
    titleEn: 'Automotive machine vision forum, Changchun',
    summary: '涂胶检测、焊缝引导与零部件追溯。',
    summaryEn: 'Bead inspection, weld guidance and part traceability.',
    days: 130,
    event: {
      inDays: -120,
      length: 0,
      place: '长春国际会展中心',
      placeEn: 'Changchun International Convention & Exhibition Center',
    },
    body: '沙龙吸引了 120 余位汽车行业工程师参加。',
    bodyEn: 'The forum drew more than 120 engineers from the automotive industry.',
  },
];

async function seedNews(c: Ctx): Promise<void> {
  const { db, tenantId } = c;
  if (await has(db, 'news', tenantId)) return;
  // Each item's own cover: the scene its story is about, in a variant of its own so that no two are the same.
  const covers: string[] = [];
  for (const [i, n] of NEWS.entries())
    covers.push(await scene(c, NEWS_SCENES[n.titleEn] ?? 'launch', 10 + i, 960, 540));
  const day = 86_400_000;
  const base = new Date(c.now).getTime();
  const rows = NEWS.map((n, i) => {
    const md = `${n.summary}\n\n${n.body}\n\n## 详情\n\n${n.body}如需了解更多，请联系澄镜视觉销售热线 400-800-2026。`;
    const mdEn = `${n.summaryEn}\n\n${n.bodyEn}\n\n## Details\n\n${n.bodyEn} To find out more, call ClearSight sales on 400-800-2026.`;
    const industry = n.category === 'industry';
    const start = n.event ? new Date(base + n.event.inDays * day + 9 * 3_600_000).toISOString() : null;
    return {
      id: newId(),
      tenant_id: tenantId,
      category: n.category,
      title: n.title,
      title_en: n.titleEn,
      summary: n.summary,
      summary_en: n.summaryEn,
      content_md: md,
      content_md_en: mdEn,
      content_html: renderMarkdownHtml(md),
      content_html_en: renderMarkdownHtml(mdEn),
      cover_file_id: covers[i]!,
      // Bylines and sources here are a column and a department, not people: they have English names.
      author: industry ? '行业观察' : '澄镜视觉市场部',
      author_en: industry ? 'Industry Watch' : 'ClearSight Marketing',
      source: industry ? '综合整理' : '澄镜视觉',
      source_en: industry ? 'Compiled from public sources' : 'ClearSight Vision',
      tags_json: JSON.stringify(n.tags ?? []),
      tags_en_json: JSON.stringify(n.tagsEn ?? []),
      is_pinned: n.pinned ?? false,
      is_published: true,
      published_at: c.ago(n.days),
      event_start_at: start,
      event_end_at:
        n.event && start
          ? new Date(new Date(start).getTime() + n.event.length * day + 8 * 3_600_000).toISOString()
          : null,
      event_place: n.event?.place ?? '',
      event_place_en: n.event?.placeEn ?? '',
      event_registration_url: n.event?.url ?? null,
      view_count: 50 + ((i * 97) % 1500),
      created_at: c.ago(n.days),
      updated_at: c.ago(n.days),
    };
  });
  await db.insertInto('news').values(rows).execute();
}

// ----- company, jobs, banners --------------------------------------------------------------------------

/**
 * The company page's pictures (scene-art.ts), by section: the headquarters beside the introduction, the production
 * line beside the history, the lab beside the honours, the team beside the culture (offices show a map-less list).
 */
const COMPANY_SCENES: Record<string, string> = {
  intro: 'headquarters',
  history: 'production',
  honours: 'lab',
  culture: 'team',
};

async function seedCompany(c: Ctx): Promise<void> {
  const { db, tenantId, now } = c;
  if (await has(db, 'company_sections', tenantId)) return;
  const intro =
    '澄镜视觉科技有限公司（ClearSight Vision）成立于 2012 年，总部位于杭州，是专注于机器视觉核心部件与软件的国家高新技术企业。\n\n' +
    '公司产品覆盖工业面阵与线阵相机、智能相机、视觉传感器、工业镜头、视觉光源以及视觉软件平台，服务 3C 电子、新能源、汽车、半导体、物流与医药等行业的 5000 余家客户。\n\n' +
    '我们坚持自主研发，研发人员占比超过 45%，拥有发明专利 120 余项。';
  const introEn =
    'ClearSight Vision Technology Co., Ltd. was founded in 2012 and is headquartered in Hangzhou. We are a national high-tech enterprise focused on the core components and software of machine vision.\n\n' +
    'Our range covers industrial area scan and line scan cameras, smart cameras, vision sensors, industrial lenses, vision lighting and vision software platforms, and serves more than 5,000 customers in electronics, new energy, automotive, semiconductors, logistics, pharmaceuticals and beyond.\n\n' +
    'We develop our own technology: more than 45% of our people work in R&D, and we hold over 120 invention patents.';
  const sections = [
    { kind: 'intro', title: '公司简介', titleEn: 'About us', md: intro, mdEn: introEn, items: {} },
    {
      kind: 'history',
      title: '发展历程',
      titleEn: 'Milestones',
      md: '',
      mdEn: '',
      items: {
        timeline: [
          {
            year: '2012',
            title: '公司成立',
            titleEn: 'Company founded',
            description: '在杭州成立，发布第一款 GigE 工业相机。',
            descriptionEn: 'Founded in Hangzhou; launched our first GigE industrial camera.',
          },
          {
            year: '2015',
            title: '推出 USB3 Vision 系列',
            titleEn: 'USB3 Vision series launched',
            description: '产品线扩展到 USB3 与线阵相机。',
            descriptionEn: 'The range grew to USB3 and line scan cameras.',
          },
          {
            year: '2018',
            title: '发布 VisionMaster',
            titleEn: 'VisionMaster released',
            description: '进入视觉软件领域，形成软硬件一体化方案。',
            descriptionEn: 'We moved into vision software and began offering complete hardware and software solutions.',
          },
          {
            year: '2020',
            title: '智能相机量产',
            titleEn: 'Smart cameras in volume production',
            description: 'SC-2000 智能相机批量交付汽车与电子客户。',
            descriptionEn: 'SC-2000 smart cameras shipped in volume to automotive and electronics customers.',
          },
          {
            year: '2022',
            title: '深圳、苏州分公司成立',
            titleEn: 'Shenzhen and Suzhou branches opened',
            description: '完善华南与华东的销售与技术服务网络。',
            descriptionEn: 'Strengthened our sales and technical service network in South and East China.',
          },
          {
            year: '2024',
            title: '深度学习平台 DeepInspect 发布',
            titleEn: 'DeepInspect deep learning platform released',
            description: '边缘端深度学习部署到智能相机。',
            descriptionEn: 'Deep learning deployed at the edge, on our smart cameras.',
          },
          {
            year: '2026',
            title: 'CoaXPress 2.0 超高速相机发布',
            titleEn: 'CoaXPress 2.0 high-speed cameras launched',
            description: '进入半导体与面板高端检测市场。',
            descriptionEn: 'Entered the high-end semiconductor and display inspection market.',
          },
        ],
      },
    },
    {
      kind: 'honours',
      title: '资质荣誉',
      titleEn: 'Honours',
      md: '',
      mdEn: '',
      items: {
        honours: [
          {
            year: '2025',
            title: '国家级专精特新“小巨人”企业',
            titleEn: 'National specialised and innovative "Little Giant" enterprise',
            issuer: '工业和信息化部',
            issuerEn: 'Ministry of Industry and Information Technology',
            imageFileId: null,
          },
          {
            year: '2024',
            title: '浙江省企业技术中心',
            titleEn: 'Zhejiang Provincial Enterprise Technology Centre',
            issuer: '浙江省经济和信息化厅',
            issuerEn: 'Zhejiang Provincial Department of Economy and Information Technology',
            imageFileId: null,
          },
          {
            year: '2023',
            title: '机器视觉创新产品奖',
            titleEn: 'Machine Vision Innovative Product Award',
            issuer: '中国机器视觉产业联盟',
            issuerEn: 'China Machine Vision Union',
            imageFileId: null,
          },
          {
            year: '2021',
            title: '国家高新技术企业',
            titleEn: 'National High-Tech Enterprise',
            issuer: '科技部火炬中心',
            issuerEn: 'Torch High Technology Industry Development Center, Ministry of Science and Technology',
            imageFileId: null,
          },
          {
            year: '2020',
            title: 'ISO 9001:2015 质量管理体系认证',
            titleEn: 'ISO 9001:2015 quality management certification',
            issuer: 'SGS',
            issuerEn: 'SGS',
            imageFileId: null,
          },
        ],
      },
    },
    {
      kind: 'culture',
      title: '企业文化',
      titleEn: 'Culture',
      md: '**使命**：让机器看得更清楚，让制造更可靠。\n\n**愿景**：成为全球值得信赖的机器视觉伙伴。\n\n**价值观**：客户第一、务实创新、开放协作、追求卓越。',
      mdEn: '**Mission**: help machines see more clearly and make manufacturing more reliable.\n\n**Vision**: to be the machine vision partner the world trusts.\n\n**Values**: customers first, practical innovation, open collaboration and the pursuit of excellence.',
      items: {},
    },
    {
      kind: 'offices',
      title: '联系我们',
      titleEn: 'Offices',
      md: '全国销售热线 **400-800-2026**，工作日 8:30–18:00。',
      mdEn: 'Sales hotline (China) **400-800-2026**, weekdays 8:30–18:00.',
      items: {
        offices: [
          {
            name: '杭州总部',
            nameEn: 'Hangzhou HQ',
            address: '浙江省杭州市滨江区江南大道 2026 号澄镜大厦',
            addressEn: 'ClearSight Tower, 2026 Jiangnan Avenue, Binjiang District, Hangzhou, Zhejiang',
            phone: '0571-8888 2026',
            email: 'info@clearsight-vision.example',
            fax: '0571-8888 2027',
            hours: '周一至周五 8:30–18:00',
            hoursEn: 'Monday to Friday, 8:30–18:00',
            isHeadquarters: true,
          },
          {
            name: '深圳分公司',
            nameEn: 'Shenzhen',
            address: '广东省深圳市南山区科技园科苑路 15 号',
            addressEn: '15 Keyuan Road, Science Park, Nanshan District, Shenzhen, Guangdong',
            phone: '0755-2666 2026',
            email: 'sz@clearsight-vision.example',
            fax: '',
            hours: '周一至周五 9:00–18:00',
            hoursEn: 'Monday to Friday, 9:00–18:00',
            isHeadquarters: false,
          },
          {
            name: '苏州分公司',
            nameEn: 'Suzhou',
            address: '江苏省苏州市工业园区星湖街 328 号',
            addressEn: '328 Xinghu Street, Suzhou Industrial Park, Suzhou, Jiangsu',
            phone: '0512-6288 2026',
            email: 'suzhou@clearsight-vision.example',
            fax: '',
            hours: '周一至周五 9:00–18:00',
            hoursEn: 'Monday to Friday, 9:00–18:00',
            isHeadquarters: false,
          },
          {
            name: '北京办事处',
            nameEn: 'Beijing',
            address: '北京市海淀区上地信息路 9 号',
            addressEn: '9 Shangdi Information Road, Haidian District, Beijing',
            phone: '010-8288 2026',
            email: 'bj@clearsight-vision.example',
            fax: '',
            hours: '周一至周五 9:00–18:00',
            hoursEn: 'Monday to Friday, 9:00–18:00',
            isHeadquarters: false,
          },
          {
            name: '成都办事处',
            nameEn: 'Chengdu',
            address: '四川省成都市高新区天府大道中段 1366 号',
            addressEn: '1366 Tianfu Avenue (Middle Section), High-Tech Zone, Chengdu, Sichuan',
            phone: '028-8566 2026',
            email: 'cd@clearsight-vision.example',
            fax: '',
            hours: '周一至周五 9:00–18:00',
            hoursEn: 'Monday to Friday, 9:00–18:00',
            isHeadquarters: false,
          },
        ],
      },
    },
  ];
  const images: Array<string | null> = [];
  for (const s of sections) {
    const name = COMPANY_SCENES[s.kind];
    images.push(name ? await scene(c, name, 1, 840, 560) : null);
  }
  await db
    .insertInto('company_sections')
    .values(
      sections.map((s, i) => ({
        id: newId(),
        tenant_id: tenantId,
        kind: s.kind,
        title: s.title,
        title_en: s.titleEn,
        content_md: s.md,
        content_md_en: s.mdEn,
        content_html: renderMarkdownHtml(s.md),
        content_html_en: renderMarkdownHtml(s.mdEn),
        image_file_id: images[i] ?? null,
        items_json: JSON.stringify({ timeline: [], honours: [], offices: [], ...s.items }),
        order_num: i + 1,
        is_published: true,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

const JOBS: Array<{
  title: string;
  titleEn: string;
  department: string;
  departmentEn: string;
  city: string;
  cityEn: string;
  type: string;
  experience: string;
  experienceEn: string;
  education: string;
  educationEn: string;
  headcount: number;
  salary: string;
  salaryEn: string;
  summary: string;
  summaryEn: string;
  duties: string[];
  dutiesEn: string[];
  reqs: string[];
  reqsEn: string[];
}> = [
  {
    title: '视觉算法工程师',
    titleEn: 'Computer Vision Engineer',
    department: '研发中心',
    departmentEn: 'R&D Centre',
    city: '杭州',
    cityEn: 'Hangzhou',
    type: 'full_time',
    experience: '3 年以上',
    experienceEn: '3+ years',
    education: '硕士及以上',
    educationEn: "Master's degree or above",
    headcount: 3,
    salary: '30–50K·15 薪',
    salaryEn: 'CNY 30–50K × 15 months',
    summary: '负责缺陷检测、测量与定位算法的研发。',
    summaryEn: 'Develop algorithms for defect inspection, gauging and locating.',
    duties: ['研发 2D/3D 视觉检测与测量算法', '优化深度学习模型在边缘设备上的推理性能', '支持重点客户项目的算法攻关'],
    dutiesEn: [
      'Develop 2D and 3D inspection and measurement algorithms',
      'Speed up deep learning inference on edge devices',
      'Crack the hardest algorithm problems on key customer projects',
    ],
    reqs: ['精通 C++ 与 Python，熟悉 OpenCV', '熟悉 PyTorch，有分割或检测模型落地经验', '有工业视觉项目经验者优先'],
    reqsEn: [
      'Fluent in C++ and Python, familiar with OpenCV',
      'Familiar with PyTorch, with segmentation or detection models in production',
      'Industrial machine vision project experience is a plus',
    ],
  },
  {
    title: '嵌入式软件工程师',
    titleEn: 'Embedded Software Engineer',
    department: '研发中心',
    departmentEn: 'R&D Centre',
    city: '杭州',
    cityEn: 'Hangzhou',
    type: 'full_time',
    experience: '3 年以上',
    experienceEn: '3+ years',
    education: '本科及以上',
    educationEn: "Bachelor's degree or above",
    headcount: 2,
    salary: '25–40K·15 薪',
    salaryEn: 'CNY 25–40K × 15 months',
    summary: '负责相机固件与驱动开发。',
    summaryEn: 'Develop camera firmware and drivers.',
    duties: ['开发相机固件（Linux/RTOS）', '实现 GigE Vision、USB3 Vision 协议栈', '参与硬件调试与量产测试'],
    dutiesEn: [
      'Develop camera firmware (Linux/RTOS)',
      'Implement the GigE Vision and USB3 Vision protocol stacks',
      'Take part in hardware bring-up and production testing',
    ],
    reqs: ['熟悉 C 语言与嵌入式 Linux', '了解网络协议与 USB 协议', '有 FPGA 协同开发经验者优先'],
    reqsEn: [
      'Strong C and embedded Linux skills',
      'Good understanding of network and USB protocols',
      'Experience working alongside FPGA developers is a plus',
    ],
  },
  {
    title: 'FPGA 工程师',
    titleEn: 'FPGA Engineer',
    department: '硬件部',
    departmentEn: 'Hardware Engineering',
    city: '杭州',
    cityEn: 'Hangzhou',
    type: 'full_time',
    experience: '5 年以上',
    experienceEn: '5+ years',
    education: '本科及以上',
    educationEn: "Bachelor's degree or above",
    headcount: 1,
    salary: '35–55K·15 薪',
    salaryEn: 'CNY 35–55K × 15 months',
    summary: '负责高速图像接口与 ISP 的 FPGA 实现。',
    summaryEn: 'Implement high-speed image interfaces and the ISP in FPGA.',
    duties: ['实现 CoaXPress、10GigE 高速接口', '开发 ISP 图像处理流水线', '时序分析与验证'],
    dutiesEn: [
      'Implement CoaXPress and 10GigE high-speed interfaces',
      'Develop the ISP image processing pipeline',
      'Timing analysis and verification',
    ],
    reqs: ['精通 Verilog/SystemVerilog', '熟悉 Xilinx 或 Intel FPGA 工具链', '有高速 SerDes 经验'],
    reqsEn: [
      'Expert in Verilog/SystemVerilog',
      'Familiar with the Xilinx or Intel FPGA toolchain',
      'Experience with high-speed SerDes',
    ],
  },
  {
    title: '视觉应用工程师',
    titleEn: 'Application Engineer',
    department: '技术支持部',
    departmentEn: 'Technical Support',
    city: '深圳',
    cityEn: 'Shenzhen',
    type: 'full_time',
    experience: '2 年以上',
    experienceEn: '2+ years',
    education: '本科及以上',
    educationEn: "Bachelor's degree or above",
    headcount: 4,
    salary: '15–25K·14 薪',
    salaryEn: 'CNY 15–25K × 14 months',
    summary: '为客户提供选型、打样与现场技术支持。',
    summaryEn: 'Help customers choose products, test samples and get systems running on site.',
    duties: ['客户需求分析与方案设计', '打样测试与现场调试', '编写应用笔记与培训材料'],
    dutiesEn: [
      'Analyse customer requirements and design solutions',
      'Test customer samples and commission systems on site',
      'Write application notes and training material',
    ],
    reqs: ['熟悉工业相机、镜头与光源', '会使用 VisionMaster 或 HALCON', '能适应出差'],
    reqsEn: [
      'Familiar with industrial cameras, lenses and lighting',
      'Able to use VisionMaster or HALCON',
      'Happy to travel',
    ],
  },
  {
    title: '大客户销售经理',
    titleEn: 'Key Account Manager',
    department: '销售部',
    departmentEn: 'Sales',
    city: '上海',
    cityEn: 'Shanghai',
    type: 'full_time',
    experience: '5 年以上',
    experienceEn: '5+ years',
    education: '本科及以上',
    educationEn: "Bachelor's degree or above",
    headcount: 2,
    salary: '20–35K + 提成',
    salaryEn: 'CNY 20–35K + commission',
    summary: '负责华东区域新能源与半导体行业客户拓展。',
    summaryEn: 'Grow our new energy and semiconductor business in East China.',
    duties: ['开拓与维护行业大客户', '制定区域销售策略并完成业绩', '协同技术团队推动项目落地'],
    dutiesEn: [
      'Win and look after key industry accounts',
      'Set the regional sales strategy and deliver the numbers',
      'Work with the technical team to see projects through',
    ],
    reqs: ['有机器视觉或自动化行业销售经验', '良好的沟通与谈判能力', '熟悉新能源或半导体行业者优先'],
    reqsEn: [
      'Sales experience in machine vision or automation',
      'Strong communication and negotiation skills',
      'Knowledge of the new energy or semiconductor industry is a plus',
    ],
  },
  {
    title: '产品经理（视觉软件）',
    titleEn: 'Product Manager, Software',
    department: '产品部',
    departmentEn: 'Product Management',
    city: '杭州',
    cityEn: 'Hangzhou',
    type: 'full_time',
    experience: '3 年以上',
    experienceEn: '3+ years',
    education: '本科及以上',
    educationEn: "Bachelor's degree or above",
    headcount: 1,
    salary: '25–40K·15 薪',
    salaryEn: 'CNY 25–40K × 15 months',
    summary: '负责 VisionMaster 与 DeepInspect 的产品规划。',
    summaryEn: 'Own the product plans for VisionMaster and DeepInspect.',
    duties: ['调研用户需求，制定产品路线图', '编写需求文档并推动研发交付', '组织发布与市场培训'],
    dutiesEn: [
      'Research user needs and set the product roadmap',
      'Write requirements and drive delivery with R&D',
      'Run launches and sales training',
    ],
    reqs: ['有工业软件产品经验', '了解机器视觉算法', '优秀的逻辑与表达能力'],
    reqsEn: [
      'Product experience with industrial software',
      'Understanding of machine vision algorithms',
      'Clear thinking and clear communication',
    ],
  },
  {
    title: '视觉算法实习生',
    titleEn: 'CV Intern',
    department: '研发中心',
    departmentEn: 'R&D Centre',
    city: '苏州',
    cityEn: 'Suzhou',
    type: 'intern',
    experience: '在校生',
    experienceEn: 'Current student',
    education: '硕士在读',
    educationEn: "Studying for a master's degree",
    headcount: 3,
    salary: '300 元/天',
    salaryEn: 'CNY 300 a day',
    summary: '参与深度学习缺陷检测项目。',
    summaryEn: 'Work on deep learning defect inspection projects.',
    duties: ['数据整理与标注规范制定', '模型训练与评估', '编写实验报告'],
    dutiesEn: [
      'Organise data and define labelling guidelines',
      'Train and evaluate models',
      'Write up experiment reports',
    ],
    reqs: ['计算机视觉相关专业', '熟悉 Python 与 PyTorch', '每周至少实习 4 天'],
    reqsEn: [
      'Studying computer vision or a related field',
      'Familiar with Python and PyTorch',
      'Available at least four days a week',
    ],
  },
];

async function seedJobs(c: Ctx): Promise<void> {
  const { db, tenantId, now } = c;
  if (await has(db, 'jobs', tenantId)) return;
  const day = 86_400_000;
  const base = new Date(now).getTime();
  await db
    .insertInto('jobs')
    .values(
      JOBS.map((j, i) => ({
        id: newId(),
        tenant_id: tenantId,
        title: j.title,
        title_en: j.titleEn,
        department: j.department,
        department_en: j.departmentEn,
        city: j.city,
        city_en: j.cityEn,
        employment_type: j.type,
        experience: j.experience,
        experience_en: j.experienceEn,
        education: j.education,
        education_en: j.educationEn,
        headcount: j.headcount,
        salary_range: j.salary,
        salary_range_en: j.salaryEn,
        summary: j.summary,
        summary_en: j.summaryEn,
        responsibilities_md: j.duties.map((d) => `- ${d}`).join('\n'),
        responsibilities_md_en: j.dutiesEn.map((d) => `- ${d}`).join('\n'),
        requirements_md: j.reqs.map((d) => `- ${d}`).join('\n'),
        requirements_md_en: j.reqsEn.map((d) => `- ${d}`).join('\n'),
        benefits_md: '- 六险一金、补充医疗保险\n- 年度体检与带薪年假\n- 股权激励与年终奖\n- 免费班车与员工餐厅',
        benefits_md_en:
          '- Full social insurance and housing fund, plus supplementary medical insurance\n- Annual health check and paid annual leave\n- Equity incentives and a year-end bonus\n- Free shuttle buses and a staff canteen',
        is_published: true,
        published_at: c.ago(5 + i * 4),
        closes_at: new Date(base + (60 + i * 10) * day).toISOString(),
        created_at: c.ago(5 + i * 4),
        updated_at: c.ago(5 + i * 4),
      })),
    )
    .execute();
}

async function seedBanners(c: Ctx): Promise<void> {
  const { db, tenantId, now } = c;
  if (await has(db, 'banners', tenantId)) return;
  const banners = [
    {
      title: 'CS-C 系列 CoaXPress 2.0 超高速相机',
      titleEn: 'CS-C series CoaXPress 2.0 high-speed cameras',
      subtitle: '1.27 亿像素 · CXP-12 四链路 · 面向半导体与面板检测',
      subtitleEn: '127 megapixels · four CXP-12 links · built for semiconductor and display inspection',
      model: 'CS-C1276-80CM',
      link: PAGES.products,
      text: '了解产品',
      textEn: 'Explore the range',
    },
    {
      title: '深度学习，让缺陷无处可藏',
      titleEn: 'Deep learning leaves defects nowhere to hide',
      subtitle: 'SC-5000 智能相机 + DeepInspect，训练到部署一站完成',
      subtitleEn: 'SC-5000 smart cameras and DeepInspect: from training to deployment in one place',
      model: 'SC-5050D',
      link: PAGES.college,
      text: '观看课程',
      textEn: 'Watch the course',
    },
    {
      title: '锂电检测整体解决方案',
      titleEn: 'Complete battery inspection solutions',
      subtitle: '从极片到模组，覆盖全工序的视觉检测',
      subtitleEn: 'Vision inspection at every step, from electrode to module',
      model: 'CL-X16K-80CM',
      link: PAGES.contactSales,
      text: '联系销售',
      textEn: 'Contact sales',
    },
  ];
  const rows = [];
  for (const [i, b] of banners.entries()) {
    rows.push({
      id: newId(),
      tenant_id: tenantId,
      title: b.title,
      title_en: b.titleEn,
      subtitle: b.subtitle,
      subtitle_en: b.subtitleEn,
      image_file_id: await asset(c, {
        key: productBannerKey(b.model),
        name: `${b.model}-banner.jpg`,
        mime: 'image/jpeg',
        kind: 'image',
      }),
      mobile_image_file_id: null,
      link_url: b.link,
      link_text: b.text,
      link_text_en: b.textEn,
      order_num: i + 1,
      is_published: true,
      starts_at: null,
      ends_at: null,
      created_at: now,
      updated_at: now,
    });
  }
  await db.insertInto('banners').values(rows).execute();
}

/** Seeds the corporate demo content of one tenant; every part is skipped when already present. */
export async function seedCorporate(db: Db, tenantId: string, at: Date = new Date()): Promise<void> {
  const now = at.toISOString();
  const c: Ctx = { db, tenantId, now, ago: (days) => new Date(at.getTime() - days * 86_400_000).toISOString() };
  await seedCatalog(c);
  const docIds = await seedDownloads(c);
  await seedSolutions(c, docIds);
  await seedCollege(c);
  await seedNews(c);
  await seedCompany(c);
  await seedJobs(c);
  await seedBanners(c);
}
