import {
  LIFECYCLE_LABELS,
  PAGES,
  contactSalesHref,
  modelHref,
  productTypeHref,
  solutionHref,
  topicHref,
  type LifecycleStatus,
} from '@clearsight/contracts';

/**
 * Product questions answered from the catalogue's structured data (decision 0031): the question is read for
 * what it asks — a product kind, a series, named models, spec values (resolution, frame rate, interface,
 * colour, shutter, focal length…) and application words (PCB, 锂电, 物流, 读码…) — and the public models are
 * filtered and ranked on their spec values and on the solutions that use them. The same retrieval gives the
 * offline assistant its answer and a configured model the facts to cite.
 */

/** A public model as the catalogue gives it (the catalog service's `modelSheets`). */
export interface CatalogueModel {
  id: string;
  modelNumber: string;
  name: string;
  nameEn: string;
  summary: string;
  summaryEn: string;
  lifecycle: LifecycleStatus;
  productType: { id: string; name: string; nameEn: string };
  series: { id: string; name: string; nameEn: string };
  specs: Array<{
    key: string;
    name: string;
    nameEn: string;
    unit: string;
    value: string;
    numericValue: number | null;
    showInSummary: boolean;
  }>;
}

/** A public solution with the models it uses (the solution service's `solutionSheets`). */
export interface CatalogueSolution {
  id: string;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  solutionType: { id: string; name: string; nameEn: string };
  productIds: string[];
}

/** Where the assistant reads the catalogue, wired in the composition root from the features that own it. */
export interface CatalogueSource {
  models(tenantId: string): Promise<CatalogueModel[]>;
  solutions(tenantId: string): Promise<CatalogueSolution[]>;
  /** Answered questions anyone may read in the forum, newest first. */
  solvedTopics?(tenantId: string, limit: number): Promise<Array<{ id: string; title: string; tags: string[] }>>;
  /** A model's datasheets (title and download address). */
  datasheets?(tenantId: string, model: CatalogueModel): Promise<Array<{ title: string; titleEn: string; url: string }>>;
}

// ── Reading the question ─────────────────────────────────────────────────────────────────────────────

type Kind = 'area' | 'line' | 'smart' | 'sensor' | 'reader' | 'lens' | 'light' | 'software';
const CAMERA_KINDS: readonly Kind[] = ['area', 'line', 'smart'];

/** Words that name a kind of product, and how a model is recognised as one (its type or series names). */
const KINDS: Record<Kind, { words: string[]; of: (m: CatalogueModel) => boolean; zh: string; en: string }> = {
  area: {
    words: ['面阵', 'area scan', 'area-scan', 'areascan'],
    of: (m) => /面阵|area scan/i.test(typeText(m)),
    zh: '面阵相机',
    en: 'area scan camera',
  },
  line: {
    words: ['线阵', '线扫', 'line scan', 'line-scan', 'linescan'],
    of: (m) => /线阵|line scan/i.test(typeText(m)),
    zh: '线阵相机',
    en: 'line scan camera',
  },
  smart: {
    words: ['智能相机', 'smart camera'],
    of: (m) => /智能相机|smart camera/i.test(typeText(m)),
    zh: '智能相机',
    en: 'smart camera',
  },
  sensor: {
    words: ['视觉传感器', 'vision sensor'],
    of: (m) => /视觉传感器|vision sensor/i.test(seriesText(m)),
    zh: '视觉传感器',
    en: 'vision sensor',
  },
  reader: {
    words: [
      '读码',
      '扫码',
      '条码',
      '条形码',
      '二维码',
      '一维码',
      'code reader',
      'barcode',
      'bar code',
      'dpm',
      'qr code',
    ],
    of: (m) => /读码|code reader/i.test(seriesText(m)),
    zh: '读码器',
    en: 'code reader',
  },
  lens: {
    words: ['镜头', 'lens', 'lenses'],
    of: (m) => /镜头|lens/i.test(typeText(m)),
    zh: '镜头',
    en: 'lens',
  },
  light: {
    words: ['光源', '背光', '环形光', '照明', 'lighting', 'ring light', 'backlight', 'back light', 'light source'],
    of: (m) => /光源|lighting/i.test(typeText(m)),
    zh: '光源',
    en: 'lighting',
  },
  software: {
    words: ['软件', 'software', 'sdk'],
    of: (m) => /软件|software/i.test(typeText(m)),
    zh: '软件',
    en: 'software',
  },
};
const CAMERA_WORDS = ['相机', '摄像机', 'camera', 'cameras'];

function typeText(m: CatalogueModel): string {
  return `${m.productType.name} ${m.productType.nameEn}`;
}
function seriesText(m: CatalogueModel): string {
  return `${m.series.name} ${m.series.nameEn}`;
}

/**
 * Application words in both languages, by concept. A question's concepts pick the solutions whose title,
 * summary or industry names them; an industry weighs more than a task (a PCB question must find the PCB
 * solution, not every defect inspection).
 */
const CONCEPTS: ReadonlyArray<{ key: string; industry: boolean; words: string[] }> = [
  { key: 'pcb', industry: true, words: ['pcb', '电路板', '线路板', 'smt', '贴片', 'circuit board'] },
  {
    key: 'battery',
    industry: true,
    words: ['锂电', '电池', '极片', '电芯', '极耳', 'battery', 'batteries', 'electrode', 'lithium', 'cell tab'],
  },
  {
    key: 'logistics',
    industry: true,
    words: ['物流', '包裹', '快递', '仓储', '面单', 'logistics', 'parcel', 'warehouse', 'waybill', 'pallet', 'tote'],
  },
  {
    key: 'packaging',
    industry: true,
    words: ['包装', '封口', '标签', '印刷', 'packaging', 'package', 'seal', 'label', 'print'],
  },
  { key: 'food', industry: true, words: ['食品', 'food'] },
  {
    key: 'pharma',
    industry: true,
    words: ['医药', '药品', '制药', '西林瓶', '安瓿', '泡罩', 'pharma', 'pharmaceutical', 'vial', 'ampoule', 'blister'],
  },
  {
    key: 'semiconductor',
    industry: true,
    words: ['半导体', '晶圆', '芯片', '封装', 'semiconductor', 'wafer', 'chip', 'wire bond'],
  },
  {
    key: 'automotive',
    industry: true,
    words: ['汽车', '车身', '发动机', '零部件', 'automotive', 'car body', 'engine', 'vehicle'],
  },
  { key: 'display', industry: true, words: ['屏幕', '显示屏', '面板', 'display', 'screen', 'panel'] },
  { key: 'connector', industry: true, words: ['连接器', '引脚', 'connector', 'pin'] },
  {
    key: 'code',
    industry: false,
    words: [
      '读码',
      '扫码',
      '条码',
      '二维码',
      '追溯',
      'barcode',
      'code reading',
      'read codes',
      'datamatrix',
      'traceability',
    ],
  },
  {
    key: 'measure',
    industry: false,
    words: [
      '尺寸',
      '测量',
      '量测',
      '共面度',
      'measure',
      'measuring',
      'measurement',
      'gauging',
      'dimension',
      'dimensioning',
    ],
  },
  {
    key: 'defect',
    industry: false,
    words: ['缺陷', '瑕疵', '外观', 'defect', 'flaw', 'scratch', 'surface inspection'],
  },
  { key: 'ocr', industry: false, words: ['ocr', '字符', '喷码', 'date code', 'lot code'] },
];

/**
 * Kinds of imaging no spec field describes (3D, thermal, zoom…): a model offers one only if its names or
 * summary say so. Asked for one the catalogue lacks, the assistant says it does not know of such a model
 * rather than listing cameras that are not it.
 */
const FEATURES: ReadonlyArray<{ zh: string; en: string; words: string[] }> = [
  { zh: '3D', en: '3D', words: ['3d', '三维', '立体视觉'] },
  { zh: 'ToF', en: 'ToF', words: ['tof', '飞行时间', 'time of flight', 'time-of-flight'] },
  { zh: '结构光', en: 'structured light', words: ['结构光', 'structured light'] },
  { zh: '双目', en: 'stereo', words: ['双目', 'stereo'] },
  { zh: '激光轮廓', en: 'laser profiling', words: ['激光轮廓', '线激光', 'laser profiler', 'laser triangulation'] },
  { zh: '热成像', en: 'thermal', words: ['热成像', '热像', 'thermal'] },
  { zh: '高光谱', en: 'hyperspectral', words: ['高光谱', '多光谱', 'hyperspectral', 'multispectral'] },
  { zh: '短波红外', en: 'SWIR', words: ['swir', '短波红外'] },
  { zh: '偏振', en: 'polarisation', words: ['偏振', 'polarized', 'polarised', 'polarization', 'polarisation'] },
  { zh: '事件相机', en: 'event-based', words: ['事件相机', 'event camera', 'event-based'] },
  { zh: 'X 射线', en: 'X-ray', words: ['x光', 'x射线', 'x-ray'] },
  { zh: '变焦', en: 'zoom', words: ['变焦', 'zoom'] },
];

const CJK = /[\u3400-\u9fff]/;

/** Whether `text` (lower case) holds `word`: a substring for Chinese, a whole word (or its plural) otherwise. */
function hasWord(text: string, word: string): boolean {
  const w = word.toLowerCase();
  if (CJK.test(w)) return text.includes(w);
  const escaped = w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9])${escaped}(e?s)?(?=$|[^a-z0-9])`).test(text);
}

type Chroma = 'Mono' | 'Colour';

/** What a question asks for. */
export interface Needs {
  /** Models named by their number. */
  named: CatalogueModel[];
  kinds: Kind[];
  /** Series named by their code (CS-A, CL-T, SC-5000…). */
  series: string[];
  megapixels?: { value: number; atLeast: boolean };
  resolution?: { w: number; h: number };
  /** Line scan resolution in pixels (2K, 4K, 8K, 16K). */
  linePixels?: number;
  minFps?: number;
  minLineKhz?: number;
  focalMm?: number;
  magnification?: number;
  sizeMm?: number;
  interfaces: string[];
  chroma?: Chroma;
  shutter?: 'Global' | 'Rolling';
  mount?: string;
  deepLearning: boolean;
  tdi: boolean;
  telecentric: boolean;
  /** A lens for line scan cameras. */
  forLineScan?: boolean;
  lightShape?: 'Ring' | 'Backlight' | 'Controller';
  lightColour?: 'White' | 'Red' | 'Blue' | 'IR' | 'UV';
  codes: string[];
  protocols: string[];
  ipRating?: string;
  /** The camera a lens is asked for (its mount and resolution became conditions). */
  forModel?: CatalogueModel;
  /** The question is about downloads, documents or courses rather than choosing a product. */
  download?: boolean;
  /** Spec keys the question asks the value of ("what is the frame rate of …"). */
  asked: string[];
  superlative?: 'fastest' | 'resolution';
  /** Kinds of imaging no spec field describes, asked for by name (FEATURES). */
  features: Array<{ zh: string; en: string; words: string[] }>;
  /** Application concepts, and the words of the question that named them. */
  concepts: Array<{ key: string; industry: boolean; words: string[] }>;
}

/** Spec keys a question asks about, by its words. */
const ASKED: ReadonlyArray<[RegExp, string[]]> = [
  [/分辨率|像素|resolution|megapixel/, ['resolution', 'megapixels', 'resolutionPx']],
  [/帧率|帧速|frame rate|fps/, ['frameRate']],
  [/行频|line rate/, ['lineRate']],
  [/接口|interface/, ['interface']],
  [/传感器|芯片|sensor/, ['sensor', 'sensorSize']],
  [/快门|shutter/, ['shutter']],
  [/像元|pixel size/, ['pixelSize']],
  [/靶面|optical format|sensor size/, ['sensorSize', 'format']],
  [/功耗|功率|power/, ['power']],
  [/重量|weight/, ['weight']],
  [/尺寸|大小|dimension|size/, ['dimensions']],
  [/焦距|focal/, ['focalLength']],
  [/光圈|aperture/, ['aperture']],
  [/卡口|镜头接口|mount/, ['mount']],
  [/协议|protocol/, ['protocols', 'output']],
  [/防护|ip rating|ip6/, ['ipRating']],
  [/码制|symbolog/, ['codes']],
];

const num = (s: string) => Number.parseFloat(s);

/** Reads a question against the catalogue (its model numbers and series codes). */
export function readQuestion(question: string, models: CatalogueModel[]): Needs {
  // The question as written (series codes are matched in it) and in lower case (everything else).
  let asWritten = question.replace(/\s+/g, ' ');
  const named: CatalogueModel[] = [];
  for (const m of [...models].sort((a, b) => b.modelNumber.length - a.modelNumber.length)) {
    const n = m.modelNumber.toLowerCase();
    const at = asWritten.toLowerCase().indexOf(n);
    if (at >= 0 && !/[a-z0-9]/i.test(asWritten[at + n.length] ?? '')) {
      named.push(m);
      asWritten = `${asWritten.slice(0, at)} ${asWritten.slice(at + n.length)}`;
    }
  }
  // Series codes: the Latin head of a series' name (CS-A, CL-G, SC-2000, ID-300, LF…). A code with a hyphen
  // is found in any case; a bare two-letter one only in capitals ("LL" is a series, "I'll" is not).
  const series: string[] = [];
  const codes = new Set(
    models.map((m) => /^[A-Z]{1,3}(?:-[A-Z0-9]+)?(?=\s)/.exec(m.series.nameEn)?.[0]).filter((c): c is string => !!c),
  );
  for (const code of [...codes].sort((a, b) => b.length - a.length)) {
    const re = new RegExp(`(^|[^A-Za-z0-9])${code}(?![A-Za-z0-9-])`, code.includes('-') ? 'i' : '');
    if (re.test(asWritten)) {
      series.push(code);
      asWritten = asWritten.replace(re, '$1 ');
    }
  }
  const text = asWritten.toLowerCase();

  const needs: Needs = {
    named,
    kinds: [],
    series,
    interfaces: [],
    deepLearning: /深度学习|deep[\s-]*learning|(^|[^a-z])ai([^a-z]|$)|npu|人工智能/.test(text),
    tdi: /tdi/.test(text),
    telecentric: /远心|telecentric/.test(text),
    codes: [],
    protocols: [],
    asked: [],
    features: FEATURES.filter((f) => f.words.some((w) => hasWord(text, w))),
    concepts: [],
  };

  for (const [kind, def] of Object.entries(KINDS) as Array<[Kind, (typeof KINDS)[Kind]]>) {
    if (def.words.some((w) => hasWord(text, w))) needs.kinds.push(kind);
  }
  if (needs.telecentric && !needs.kinds.includes('lens')) needs.kinds.push('lens');
  if (/控制器|controller/.test(text) && needs.kinds.includes('light')) needs.lightShape = 'Controller';
  // A lens, light, reader, sensor or software question that says "line scan" or "camera" means what the
  // product is for, not another kind of product.
  const other = needs.kinds.filter((k) => !CAMERA_KINDS.includes(k));
  needs.forLineScan = needs.kinds.includes('line') && needs.kinds.includes('lens');
  if (other.length > 0) needs.kinds = other;
  else if (needs.kinds.length === 0 && CAMERA_WORDS.some((w) => hasWord(text, w))) needs.kinds = [...CAMERA_KINDS];
  if (needs.kinds.includes('reader') && needs.kinds.includes('sensor')) {
    needs.kinds = needs.kinds.filter((k) => k !== 'sensor');
  }

  // Numbers with their units.
  // The words around a number, within its clause ("500万像素、60帧以上": the 以上 is the frame rate's).
  const near = (index: number, length: number) =>
    `${text
      .slice(Math.max(0, index - 12), index)
      .split(/[、，,;；。]/)
      .at(-1)} ` + `${text.slice(index + length, index + length + 8).split(/[、，,;；。]/)[0]}`;
  const atLeast = (context: string) =>
    /以上|至少|不低于|不少于|大于|超过|起|at least|more than|over|above|minimum|min\.?|>=|≥|\+/.test(context);
  let m: RegExpExecArray | null;
  if ((m = /(\d+(?:\.\d+)?)\s*亿\s*像素?/.exec(text))) {
    needs.megapixels = { value: num(m[1]!) * 100, atLeast: atLeast(near(m.index, m[0].length)) };
  } else if ((m = /(\d+(?:\.\d+)?)\s*百万\s*像素/.exec(text))) {
    needs.megapixels = { value: num(m[1]!), atLeast: atLeast(near(m.index, m[0].length)) };
  } else if ((m = /(\d+(?:\.\d+)?)\s*万(?!兆)\s*(?:像素)?/.exec(text))) {
    needs.megapixels = { value: num(m[1]!) / 100, atLeast: atLeast(near(m.index, m[0].length)) };
  } else if ((m = /(\d+(?:\.\d+)?)\s*(?:mp|mpx|megapixels?|mega[\s-]?pixels?|m pixels?)(?![a-z])/.exec(text))) {
    needs.megapixels = { value: num(m[1]!), atLeast: atLeast(near(m.index, m[0].length)) };
  }
  if ((m = /(\d{3,5})\s*[x×*]\s*(\d{3,5})/.exec(text))) {
    needs.resolution = { w: num(m[1]!), h: num(m[2]!) };
  }
  if ((m = /(^|[^\d.])(\d{1,2})\s*k(?![a-z])/.exec(text))) needs.linePixels = num(m[2]!) * 1024;
  if (
    (m = /(\d+(?:\.\d+)?)\s*(?:fps|帧|f\/s|frames?\s*(?:per|\/)\s*s)/.exec(text)) ??
    (m = /(?:帧率|帧速|frame\s*rate)[^\d]{0,14}(\d+(?:\.\d+)?)/.exec(text))
  ) {
    needs.minFps = num(m[1]!);
  }
  if ((m = /(\d+(?:\.\d+)?)\s*khz/.exec(text)) ?? (m = /(?:行频|line\s*rate)[^\d]{0,14}(\d+(?:\.\d+)?)/.exec(text))) {
    needs.minLineKhz = num(m[1]!);
  }
  const lensy = needs.kinds.includes('lens') || /焦距|focal/.test(text);
  if (lensy && (m = /(\d+(?:\.\d+)?)\s*mm/.exec(text))) needs.focalMm = num(m[1]!);
  else if (needs.kinds.includes('light') && (m = /(\d+)\s*mm/.exec(text))) needs.sizeMm = num(m[1]!);
  if (lensy && (m = /(\d+(?:\.\d+)?)\s*(?:倍|x|×)(?!\s*\d)/.exec(text))) needs.magnification = num(m[1]!);

  // Interfaces: 10GigE before GigE, which it contains.
  let ifText = text;
  if (/10\s*gige|10\s*gbe|10\s*g(?:bit)?\s*ethernet|万兆/.test(ifText)) {
    needs.interfaces.push('10GigE');
    ifText = ifText.replace(/10\s*gige|10\s*gbe|10\s*g(?:bit)?\s*ethernet|万兆/g, ' ');
  }
  if (/gige|gbe|gigabit|千兆|gev/.test(ifText)) needs.interfaces.push('GigE');
  if (/usb/.test(ifText)) needs.interfaces.push('USB3');
  if (/coaxpress|cxp/.test(ifText)) needs.interfaces.push('CoaXPress');
  if (/camera\s*-?link/.test(ifText)) needs.interfaces.push('Camera Link');

  const noBw = text.replace(/黑白/g, ' ');
  if (/黑白|单色|mono(chrome)?\b/.test(text)) needs.chroma = 'Mono';
  else if (/彩色|颜色|colou?r|rgb/.test(noBw) && !needs.kinds.includes('light')) needs.chroma = 'Colour';
  if (/全局|global/.test(text)) needs.shutter = 'Global';
  else if (/卷帘|rolling/.test(text)) needs.shutter = 'Rolling';
  if ((m = /(^|[^a-z0-9])(c|cs|f)[\s-]?(?:口|mount|接口|卡口)/.exec(text))) needs.mount = m[2]!.toUpperCase();
  else if ((m = /(^|[^a-z0-9])(m42|m58|m72|m95)(?![a-z0-9])/.exec(text))) needs.mount = m[2]!.toUpperCase();

  if (needs.kinds.includes('light')) {
    if (/环形|ring/.test(text)) needs.lightShape = 'Ring';
    else if (/背光|back\s*light/.test(text)) needs.lightShape = 'Backlight';
    const colourText = noBw.replace(/红外|infrared|(^|[^a-z])ir([^a-z]|$)/g, (all) => {
      needs.lightColour = 'IR';
      return all.replace(/./g, ' ');
    });
    if (!needs.lightColour) {
      if (/紫外|(^|[^a-z])uv([^a-z]|$)/.test(colourText)) needs.lightColour = 'UV';
      else if (/红|(^|[^a-z])red([^a-z]|$)/.test(colourText)) needs.lightColour = 'Red';
      else if (/蓝|blue/.test(colourText)) needs.lightColour = 'Blue';
      else if (/白|white/.test(colourText)) needs.lightColour = 'White';
    }
  }
  if (/dpm|直接标刻|direct part mark/.test(text)) needs.codes.push('DPM');
  if (/pdf\s*417/.test(text)) needs.codes.push('PDF417');
  if (/profinet/.test(text)) needs.protocols.push('PROFINET');
  if (/ethernet\s*\/\s*ip/.test(text)) needs.protocols.push('EtherNet/IP');
  if (/io-?link/.test(text)) needs.protocols.push('IO-Link');
  if ((m = /ip\s*(6[5-9])/.exec(text))) needs.ipRating = `IP${m[1]}`;

  if (/最快|最高帧率|帧率最高|最高行频|行频最高|速度最快|fastest|highest (?:frame|line) rate|quickest/.test(text)) {
    needs.superlative = 'fastest';
  } else if (/最高分辨率|分辨率最高|像素最高|最高像素|highest resolution|most (?:mega)?pixels/.test(text)) {
    needs.superlative = 'resolution';
  }
  for (const [re, keys] of ASKED) if (re.test(text)) needs.asked.push(...keys);

  for (const c of CONCEPTS) {
    const words = c.words.filter((w) => hasWord(text, w));
    if (words.length > 0) needs.concepts.push({ key: c.key, industry: c.industry, words });
  }
  // Downloads, manuals and courses are the site search's: a question about them names no spec to choose by.
  needs.download =
    /下载|驱动|固件|手册|文档|教程|课程|安装|download|driver|firmware|manual|install|tutorial|course/.test(text);
  // "Which lens for CS-A050-10GM?": the named camera sets the lens's mount and the resolution it must be rated
  // for, and the answer is lenses.
  const camera = named.find((x) => spec(x, 'megapixels') ?? spec(x, 'resolutionPx'));
  if (camera && needs.kinds.length === 1 && needs.kinds[0] === 'lens' && !named.some((x) => KINDS.lens.of(x))) {
    needs.forModel = camera;
    needs.named = [];
    const mount = spec(camera, 'mount')?.value;
    if (mount && !needs.mount) needs.mount = mount;
    const mp = spec(camera, 'megapixels')?.numericValue;
    if (mp && !needs.megapixels) needs.megapixels = { value: mp, atLeast: true };
  }
  // Reading codes is a reader's job unless the question names another kind of product.
  if (needs.kinds.length === 0 && needs.concepts.some((c) => c.key === 'code') && needs.named.length === 0) {
    needs.kinds = ['reader'];
  }
  return needs;
}

// ── Matching models ──────────────────────────────────────────────────────────────────────────────────

type Spec = CatalogueModel['specs'][number];
const spec = (m: CatalogueModel, key: string): Spec | undefined => m.specs.find((s) => s.key === key);
const nameText = (m: CatalogueModel) => `${m.name} ${m.nameEn} ${seriesText(m)}`.toLowerCase();

/** One condition of a question: true when a model meets it, with the spec that shows it (none: its names do). */
interface Condition {
  zh: string;
  en: string;
  test(m: CatalogueModel): { ok: boolean; shows?: Spec | undefined };
}

function numberCondition(zh: string, en: string, keys: string[], ok: (value: number) => boolean): Condition {
  return {
    zh,
    en,
    test(m) {
      for (const key of keys) {
        const s = spec(m, key);
        if (s?.numericValue != null) return { ok: ok(s.numericValue), shows: s };
      }
      return { ok: false };
    },
  };
}

/** A spec whose text is (or contains) one of `values`; `fallback` reads the model's names when it has no such spec. */
function textCondition(
  zh: string,
  en: string,
  keys: string[],
  ok: (value: string) => boolean,
  fallback?: RegExp,
): Condition {
  return {
    zh,
    en,
    test(m) {
      for (const key of keys) {
        const s = spec(m, key);
        if (s && s.value !== '—' && s.value !== '') return { ok: ok(s.value), shows: s };
      }
      return { ok: !!fallback && fallback.test(nameText(m)) };
    },
  };
}

const trim = (n: number) => String(Math.round(n * 100) / 100);

/** The question's conditions on spec values. */
function conditionsOf(needs: Needs): Condition[] {
  const out: Condition[] = [];
  const mp = needs.megapixels;
  if (needs.resolution) {
    const { w, h } = needs.resolution;
    out.push(
      textCondition(`${w} × ${h}`, `${w} × ${h}`, ['resolution'], (v) => {
        const [a, b] = v.match(/\d+/g) ?? [];
        return num(a ?? '0') === w && num(b ?? '0') === h;
      }),
    );
  } else if (mp) {
    const lensRating = needs.kinds.length > 0 && needs.kinds.every((k) => k === 'lens');
    out.push(
      numberCondition(
        `${mp.atLeast || lensRating ? '≥ ' : ''}${trim(mp.value * 100)} 万像素`,
        `${mp.atLeast || lensRating ? '≥ ' : ''}${trim(mp.value)} MP`,
        ['megapixels', 'resolutionRating'],
        (v) =>
          mp.atLeast || lensRating ? v >= mp.value * 0.95 : Math.abs(v - mp.value) <= Math.max(0.5, mp.value * 0.1),
      ),
    );
  }
  if (needs.linePixels) {
    const px = needs.linePixels;
    out.push(numberCondition(`${px / 1024}K`, `${px / 1024}K`, ['resolutionPx'], (v) => Math.abs(v - px) < 100));
  }
  if (needs.minFps !== undefined) {
    const fps = needs.minFps;
    out.push(numberCondition(`≥ ${fps} fps`, `≥ ${fps} fps`, ['frameRate'], (v) => v >= fps));
  }
  if (needs.minLineKhz !== undefined) {
    const khz = needs.minLineKhz;
    out.push(numberCondition(`行频 ≥ ${khz} kHz`, `line rate ≥ ${khz} kHz`, ['lineRate'], (v) => v >= khz));
  }
  if (needs.focalMm !== undefined) {
    const f = needs.focalMm;
    out.push(numberCondition(`焦距 ${f} mm`, `${f} mm focal length`, ['focalLength'], (v) => Math.abs(v - f) < 0.5));
  }
  if (needs.magnification !== undefined) {
    const x = needs.magnification;
    out.push(
      textCondition(`${x} 倍放大`, `${x}× magnification`, ['magnification'], (v) => Math.abs(num(v) - x) < 0.05),
    );
  }
  if (needs.sizeMm !== undefined) {
    const size = String(needs.sizeMm);
    out.push(
      textCondition(`${size} mm`, `${size} mm`, ['size'], (v) => [...v.matchAll(/\d+/g)].some((m) => m[0] === size)),
    );
  }
  if (needs.interfaces.length > 0) {
    const list = needs.interfaces;
    const label = list.join(' / ');
    out.push(
      textCondition(label, label, ['interface', 'io'], (v) =>
        list.some((i) => (i === 'GigE' ? /(^|[^0-9])GigE/.test(v) : v.toLowerCase().includes(i.toLowerCase()))),
      ),
    );
  }
  if (needs.chroma) {
    const want = needs.chroma;
    out.push(
      textCondition(
        want === 'Mono' ? '黑白' : '彩色',
        want === 'Mono' ? 'mono' : 'colour',
        ['chroma'],
        (v) => (want === 'Mono' ? v === 'Mono' : v !== 'Mono'),
        want === 'Mono' ? /黑白|mono/ : /彩色|颜色|colou?r/,
      ),
    );
  }
  if (needs.shutter) {
    const want = needs.shutter;
    out.push(
      textCondition(
        want === 'Global' ? '全局快门' : '卷帘快门',
        `${want.toLowerCase()} shutter`,
        ['shutter'],
        (v) => v === want,
      ),
    );
  }
  if (needs.mount) {
    const want = needs.mount;
    out.push(textCondition(`${want} 口`, `${want} mount`, ['mount'], (v) => v === want));
  }
  if (needs.deepLearning) {
    out.push(
      textCondition('深度学习', 'deep learning', ['deepLearning'], () => true, /深度学习|deep ?learning|deepinspect/),
    );
  }
  if (needs.tdi) out.push(textCondition('TDI', 'TDI', ['tdiStages'], () => true));
  if (needs.telecentric) {
    out.push({
      zh: '远心',
      en: 'telecentric',
      test: (m) => ({ ok: /远心|telecentric/i.test(seriesText(m)) || /远心|telecentric/i.test(m.name + m.nameEn) }),
    });
  }
  if (needs.lightShape) {
    const want = needs.lightShape;
    const zh = { Ring: '环形', Backlight: '背光', Controller: '控制器' }[want];
    out.push(textCondition(zh, want.toLowerCase(), ['shape'], (v) => v === want));
  }
  if (needs.lightColour) {
    const want = needs.lightColour;
    const zh = { White: '白色', Red: '红色', Blue: '蓝色', IR: '红外', UV: '紫外' }[want];
    out.push(
      textCondition(zh, want === 'IR' || want === 'UV' ? want : want.toLowerCase(), ['color'], (v) =>
        v.startsWith(want),
      ),
    );
  }
  for (const code of needs.codes) out.push(textCondition(code, code, ['codes'], (v) => v.includes(code)));
  for (const p of needs.protocols) {
    out.push(textCondition(p, p, ['output', 'protocols'], (v) => v.toLowerCase().includes(p.toLowerCase())));
  }
  for (const f of needs.features) {
    out.push({
      zh: f.zh,
      en: f.en,
      test: (m) => {
        const text = `${nameText(m)} ${m.summary} ${m.summaryEn}`.toLowerCase();
        return { ok: f.words.some((w) => hasWord(text, w)) };
      },
    });
  }
  if (needs.ipRating) {
    const want = needs.ipRating;
    out.push(textCondition(want, want, ['ipRating'], (v) => num(v.slice(2)) >= num(want.slice(2))));
  }
  return out;
}

/** A model that fits, with the specs that show why, and whether a matched solution uses it. */
export interface ModelMatch {
  model: CatalogueModel;
  shows: Spec[];
  /** Conditions the model meets by its names rather than a spec (a colour sensor by "颜色识别"). */
  byName: Array<{ zh: string; en: string }>;
  /** The matched solution that uses this model, if any. */
  usedBy: CatalogueSolution | null;
  /** The model of a matched solution this one is most like (when the question narrowed to other models). */
  likeModel: CatalogueModel | null;
  score: number;
}

export interface SolutionMatch {
  solution: CatalogueSolution;
  score: number;
}

/** What the catalogue says about a question. */
export interface Retrieval {
  english: boolean;
  /** Whether the question is about products at all (otherwise the site search answers it). */
  productQuestion: boolean;
  needs: Needs;
  /** The conditions the question set, as the answer repeats them. */
  conditions: Array<{ zh: string; en: string }>;
  matches: ModelMatch[];
  /** How many models fit in all (matches holds the best of them). */
  total: number;
  /**
   * Every fitting model when the question set nothing to choose by (only a kind of product) and they are
   * more than a table shows: the answer is an overview. Empty otherwise.
   */
  all: CatalogueModel[];
  solutions: SolutionMatch[];
  topics: Array<{ id: string; title: string }>;
  datasheets: Array<{ title: string; url: string }>;
  /** The product type all matches share, for a link to its page with every model. */
  typeId: string | null;
}

const MAX_MODELS = 5;
const LIFECYCLE_RANK: Record<LifecycleStatus, number> = { new: 0, active: 0, nrnd: 1, discontinued: 2 };

function solutionText(s: CatalogueSolution): string {
  return [s.title, s.titleEn, s.summary, s.summaryEn, s.solutionType.name, s.solutionType.nameEn]
    .join(' ')
    .toLowerCase();
}

/** Solutions ranked by the question's concepts: two points for an industry named, one for a task. */
function rankSolutions(needs: Needs, solutions: CatalogueSolution[]): SolutionMatch[] {
  if (needs.concepts.length === 0) return [];
  const industries = needs.concepts.filter((c) => c.industry);
  const scored = solutions
    .map((solution) => {
      const text = solutionText(solution);
      let score = 0;
      let industry = false;
      for (const c of needs.concepts) {
        const words = CONCEPTS.find((x) => x.key === c.key)!.words;
        // The question's own words count most; the concept's other words show the solution is about it.
        const hits = c.words.filter((w) => hasWord(text, w)).length;
        const related = hits > 0 || words.some((w) => hasWord(text, w));
        if (!related) continue;
        score += (c.industry ? 2 : 1) + hits * 0.5;
        if (c.industry) industry = true;
      }
      return { solution, score: industries.length > 0 && !industry ? 0 : score };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
  return scored;
}

/** The best-scoring solutions (ties, at most three). */
function bestSolutions(scored: SolutionMatch[]): SolutionMatch[] {
  const best = scored[0]?.score ?? 0;
  return scored.filter((s) => s.score >= best - 0.01).slice(0, 3);
}

/** How alike two models of one type are: megapixels (or pixels) close, same colour, same interface. */
function likeness(a: CatalogueModel, b: CatalogueModel): number {
  let score = 0;
  for (const key of ['megapixels', 'resolutionPx', 'focalLength']) {
    const x = spec(a, key)?.numericValue;
    const y = spec(b, key)?.numericValue;
    if (x != null && y != null && x > 0 && y > 0) score += 3 - Math.min(3, Math.abs(Math.log2(x / y)) * 3);
  }
  for (const key of ['chroma', 'shutter', 'interface']) {
    const x = spec(a, key)?.value;
    if (x !== undefined && x === spec(b, key)?.value) score += 1;
  }
  return score;
}

/**
 * The retrieval: the question read, the models that meet its conditions ranked (named ones first, then
 * those a matched solution uses or is most like, then the closest values), the solutions, and further
 * reading (datasheets of the best models, answered forum questions that share the question's words).
 */
export async function retrieve(source: CatalogueSource, tenantId: string, question: string): Promise<Retrieval> {
  const english = !CJK.test(question);
  const models = await source.models(tenantId);
  const needs = readQuestion(question, models);
  const conditions = conditionsOf(needs);
  const productQuestion =
    conditions.length > 0 ||
    (!needs.download && (needs.named.length > 0 || needs.series.length > 0 || needs.kinds.length > 0));
  const empty: Retrieval = {
    english,
    productQuestion,
    needs,
    conditions: conditions.map(({ zh, en }) => ({ zh, en })),
    matches: [],
    total: 0,
    all: [],
    solutions: [],
    topics: [],
    datasheets: [],
    typeId: null,
  };
  if (!productQuestion && (needs.concepts.length === 0 || needs.download)) return empty;
  // Of the solutions on the subject, those using the kind of product asked for come first (asked for a code
  // reader for parcels, the parcel reading solution, not the waybill OCR one with its area scan camera).
  const onSubject = rankSolutions(needs, await source.solutions(tenantId));
  const ofKind = onSubject.filter((s) =>
    s.solution.productIds.some((id) => {
      const m = models.find((x) => x.id === id);
      return !!m && needs.kinds.some((k) => KINDS[k].of(m));
    }),
  );
  const solutions = bestSolutions(needs.kinds.length > 0 && ofKind.length > 0 ? ofKind : onSubject);
  if (!productQuestion && solutions.length === 0) return empty;

  let matches: ModelMatch[];
  let total: number;
  let all: CatalogueModel[] = [];
  if (needs.named.length > 0) {
    matches = needs.named.map((model) => ({ model, shows: [], byName: [], usedBy: null, likeModel: null, score: 0 }));
    total = matches.length;
  } else {
    const solutionModels = solutions.flatMap((s) =>
      s.solution.productIds
        .map((id) => models.find((m) => m.id === id))
        .filter((m): m is CatalogueModel => !!m)
        .map((m) => ({ model: m, solution: s.solution })),
    );
    const fits: ModelMatch[] = [];
    for (const model of models) {
      if (model.lifecycle === 'discontinued') continue;
      if (needs.kinds.length > 0 && !needs.kinds.some((k) => KINDS[k].of(model))) continue;
      if (needs.series.length > 0 && !needs.series.some((code) => model.series.nameEn.startsWith(code))) continue;
      if (needs.forLineScan && !/线扫|line scan/i.test(seriesText(model))) continue;
      const shows: Spec[] = [];
      const byName: ModelMatch['byName'] = [];
      let ok = true;
      for (const c of conditions) {
        const r = c.test(model);
        if (!r.ok) {
          ok = false;
          break;
        }
        if (!r.shows) byName.push({ zh: c.zh, en: c.en });
        else if (!shows.includes(r.shows)) shows.push(r.shows);
      }
      if (!ok) continue;
      // A superlative is shown by the spec it ranks on.
      const ranked =
        needs.superlative === 'fastest'
          ? (spec(model, 'frameRate') ?? spec(model, 'lineRate'))
          : needs.superlative === 'resolution'
            ? (spec(model, 'megapixels') ?? spec(model, 'resolutionPx'))
            : undefined;
      if (ranked && !shows.includes(ranked)) shows.push(ranked);
      const used = solutionModels.find((x) => x.model.id === model.id);
      let likeModel: CatalogueModel | null = null;
      let score = 0;
      if (used) score += 100;
      else if (solutionModels.length > 0) {
        // Another model than the solution's (the question narrowed the kind or series): the one most like
        // the solution's model of the same type ranks first.
        let best = -1;
        for (const x of solutionModels) {
          if (x.model.productType.id !== model.productType.id) continue;
          const l = likeness(model, x.model);
          if (l > best) {
            best = l;
            likeModel = x.model;
          }
        }
        // No solution model of its type to compare with: it fits, without a solution's word for it.
        if (best >= 0) score += best * 10;
      }
      const mp = needs.megapixels;
      const have = (spec(model, 'megapixels') ?? spec(model, 'resolutionRating'))?.numericValue;
      // The nearest value first; for a minimum, the least to spare.
      if (mp && have != null) score -= mp.atLeast ? (have - mp.value) / mp.value : Math.abs(have - mp.value);
      if (needs.superlative === 'fastest') {
        score += spec(model, 'frameRate')?.numericValue ?? spec(model, 'lineRate')?.numericValue ?? 0;
      } else if (needs.superlative === 'resolution') {
        score += have ?? (spec(model, 'resolutionPx')?.numericValue ?? 0) / 1000;
      }
      score -= LIFECYCLE_RANK[model.lifecycle] * 5;
      fits.push({ model, shows, byName, usedBy: used?.solution ?? null, likeModel, score });
    }
    fits.sort((a, b) => b.score - a.score || a.model.modelNumber.localeCompare(b.model.modelNumber));
    total = fits.length;
    const used = fits.filter((f) => f.usedBy);
    const top = fits[0]?.score ?? 0;
    // A superlative, or a ranking by likeness to a solution's model, has one best answer (or a tie); when a
    // matched solution uses fitting models, those are the answer.
    if (needs.superlative !== undefined || (used.length === 0 && fits.some((f) => f.likeModel))) {
      matches = fits.filter((f) => f.score >= top - 0.5).slice(0, 3);
    } else if (used.length > 0) {
      matches = used.slice(0, MAX_MODELS);
    } else {
      matches = fits.slice(0, MAX_MODELS);
      if (conditions.length === 0 && needs.series.length === 0 && fits.length > MAX_MODELS) {
        all = fits.map((f) => f.model);
      }
    }
  }

  const typeIds = new Set(matches.map((m) => m.model.productType.id));
  // Of several solutions, the ones that use an answered model say most about it.
  const using = solutions.filter((s) => matches.some((m) => s.solution.productIds.includes(m.model.id)));
  const result: Retrieval = {
    ...empty,
    matches,
    total,
    all,
    solutions: using.length > 0 ? using : solutions,
    typeId: typeIds.size === 1 ? [...typeIds][0]! : null,
  };
  // An overview names no model to read further about.
  if (matches.length === 0 || all.length > 0) return result;

  // Further reading: a datasheet per series among the best models, and answered questions on the subject.
  if (source.datasheets) {
    const seen = new Set<string>();
    for (const { model } of matches.slice(0, 3)) {
      for (const d of await source.datasheets(tenantId, model)) {
        if (seen.has(d.url)) continue;
        seen.add(d.url);
        result.datasheets.push({ title: (english && d.titleEn) || d.title, url: d.url });
      }
    }
    result.datasheets = result.datasheets.slice(0, 3);
  }
  if (source.solvedTopics) {
    // The question's application words, the answered models and series say what a topic must be about;
    // the kind of product (every camera question says 相机) only ranks among those.
    const subject = [
      ...needs.concepts.flatMap((c) => c.words),
      ...matches.map((m) => m.model.modelNumber.toLowerCase()),
      ...needs.series.map((s) => s.toLowerCase()),
    ];
    const kinds = needs.kinds.map((k) => KINDS[k].zh);
    const scored = (await source.solvedTopics(tenantId, 200))
      .map((t) => {
        const text = `${t.title} ${t.tags.join(' ')}`.toLowerCase();
        const about = subject.filter((w) => hasWord(text, w)).length;
        return { t, about, score: about + kinds.filter((w) => hasWord(text, w)).length * 0.5 };
      })
      .filter((x) => x.about > 0)
      .sort((a, b) => b.score - a.score);
    result.topics = scored.slice(0, 2).map(({ t }) => ({ id: t.id, title: t.title }));
  }
  return result;
}

// ── Writing the answer ───────────────────────────────────────────────────────────────────────────────

const ZH_VALUES: Record<string, string> = {
  Mono: '黑白',
  Colour: '彩色',
  'RGB trilinear': '三线彩色',
  Global: '全局',
  Rolling: '卷帘',
};

function specText(s: Spec, english: boolean): string {
  const value = english ? s.value : (ZH_VALUES[s.value] ?? s.value);
  const unit = s.unit && s.unit !== 'mm' ? ` ${s.unit}` : s.unit === 'mm' ? ' mm' : '';
  return `${english ? s.nameEn : s.name} ${value}${unit}`;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const link = (text: string, url: string) => `[${text.replace(/[[\]]/g, '')}](${url})`;

/** A model's name in the answer's language, with its lifecycle when it is being phased out. */
function modelName(m: CatalogueModel, english: boolean): string {
  const name = english ? m.nameEn || m.name : m.name;
  if (m.lifecycle !== 'nrnd' && m.lifecycle !== 'discontinued') return name;
  const life = LIFECYCLE_LABELS[m.lifecycle];
  return english ? `${name} (${life.en})` : `${name}（${life.zh}）`;
}

function why(match: ModelMatch, english: boolean): string {
  const parts = [...match.shows.map((s) => specText(s, english)), ...match.byName.map((c) => (english ? c.en : c.zh))];
  if (match.usedBy) {
    const title = english ? match.usedBy.titleEn || match.usedBy.title : match.usedBy.title;
    parts.push(english ? `used in “${title}”` : `“${title}”所用型号`);
  } else if (match.likeModel) {
    const like = match.likeModel;
    const key = spec(like, 'megapixels') ?? spec(like, 'resolutionPx') ?? spec(like, 'focalLength');
    const detail = key ? (english ? ` (${specText(key, true)})` : `（${specText(key, false)}）`) : '';
    parts.push(
      english
        ? `the closest match to ${like.modelNumber}${detail}, the solution's model`
        : `与方案所用 ${like.modelNumber}${detail}规格最接近`,
    );
  }
  // Nothing asked of it but its kind or series: say which series it is.
  return parts.join(english ? '; ' : '；') || (english ? match.model.series.nameEn : match.model.series.name);
}

function summarySpecs(m: CatalogueModel, english: boolean, asked: string[]): string {
  const list = m.specs.filter((s) => s.showInSummary || asked.includes(s.key));
  return list.map((s) => specText(s, english)).join(' · ') || '—';
}

function conditionsText(r: Retrieval): string {
  const kinds = r.needs.kinds.length > 0 && r.needs.kinds.length < CAMERA_KINDS.length + 1 ? r.needs.kinds : [];
  const superlative = r.needs.superlative
    ? [
        r.needs.superlative === 'fastest'
          ? r.english
            ? 'fastest'
            : '最快'
          : r.english
            ? 'highest resolution'
            : '最高分辨率',
      ]
    : [];
  const forModel = r.needs.forModel ? [`${r.english ? 'for' : '适配'} ${r.needs.forModel.modelNumber}`] : [];
  const parts = [
    ...forModel,
    ...r.needs.series,
    ...r.conditions.map((c) => (r.english ? c.en : c.zh)),
    ...superlative,
    ...(kinds.length === CAMERA_KINDS.length && CAMERA_KINDS.every((k) => kinds.includes(k))
      ? [r.english ? 'camera' : '相机']
      : kinds.map((k) => (r.english ? KINDS[k].en : KINDS[k].zh))),
  ];
  return parts.join(r.english ? ', ' : '、');
}

/** The answer for a model named in the question: its specs, the asked ones first. */
function namedAnswer(r: Retrieval): string[] {
  const { english } = r;
  const lines: string[] = [];
  const models = r.matches.map((m) => m.model);
  if (models.length > 1 && new Set(models.map((m) => m.productType.id)).size === 1) return comparison(r, models);
  for (const { model } of r.matches) {
    const asked = model.specs.filter((s) => r.needs.asked.includes(s.key));
    const head = link(model.modelNumber, modelHref(model.id));
    if (asked.length > 0) {
      lines.push(
        english
          ? `${head} (${modelName(model, true)}): ${asked.map((s) => specText(s, true)).join(', ')}.`
          : `${head}（${modelName(model, false)}）：${asked.map((s) => specText(s, false)).join('，')}。`,
      );
    } else {
      lines.push(`${head}${english ? ` — ${modelName(model, true)}` : ` — ${modelName(model, false)}`}`);
    }
    lines.push('', english ? '| Spec | Value |' : '| 参数 | 值 |', '| --- | --- |');
    for (const s of model.specs) {
      const value = english ? s.value : (ZH_VALUES[s.value] ?? s.value);
      const text = `${value}${s.unit ? ` ${s.unit}` : ''}`;
      const bold = r.needs.asked.includes(s.key);
      lines.push(`| ${cell(english ? s.nameEn : s.name)} | ${cell(bold ? `**${text}**` : text)} |`);
    }
    lines.push('');
  }
  return lines;
}

const valueText = (s: Spec | undefined, english: boolean) =>
  s ? `${english ? s.value : (ZH_VALUES[s.value] ?? s.value)}${s.unit ? ` ${s.unit}` : ''}` : '—';

/** Models of one type side by side, the values that differ in bold. */
function comparison(r: Retrieval, models: CatalogueModel[]): string[] {
  const { english } = r;
  const keys = [...new Set(models.flatMap((m) => m.specs.map((s) => s.key)))];
  const lines = [
    english ? 'Side by side (differences in bold):' : '参数对比（不同之处加粗）：',
    '',
    `| ${english ? 'Spec' : '参数'} | ${models.map((m) => link(m.modelNumber, modelHref(m.id))).join(' | ')} |`,
    `| --- |${models.map(() => ' --- |').join('')}`,
  ];
  for (const key of keys) {
    const specs = models.map((m) => spec(m, key));
    const field = specs.find((x) => x)!;
    const values = specs.map((x) => valueText(x, english));
    const differs = new Set(values).size > 1;
    lines.push(
      `| ${cell(english ? field.nameEn : field.name)} | ${values.map((v) => cell(differs ? `**${v}**` : v)).join(' | ')} |`,
    );
  }
  const phased = models.filter((m) => m.lifecycle === 'nrnd' || m.lifecycle === 'discontinued');
  if (phased.length > 0) {
    lines.push('', phased.map((m) => `${m.modelNumber}: ${modelName(m, english)}`).join(english ? '; ' : '；'));
  }
  lines.push('');
  return lines;
}

/**
 * A question that names only a kind of product (or nothing it could choose by) with more models than a table
 * holds: what there is, by type and series, and what to tell to narrow it down.
 */
function overview(r: Retrieval): string[] {
  const { english } = r;
  const byType = new Map<string, { type: CatalogueModel['productType']; count: number; series: Set<string> }>();
  for (const m of r.all) {
    const entry = byType.get(m.productType.id) ?? { type: m.productType, count: 0, series: new Set<string>() };
    entry.count += 1;
    entry.series.add(english ? m.series.nameEn || m.series.name : m.series.name);
    byType.set(m.productType.id, entry);
  }
  const lines = [
    english ? `We have ${r.total} models of this kind:` : `我们有 ${r.total} 款这类产品：`,
    '',
    ...[...byType.values()].map(({ type, count, series }) => {
      const name = link(english ? type.nameEn || type.name : type.name, productTypeHref(type.id));
      return english
        ? `- ${name}: ${count} models (${[...series].join(', ')})`
        : `- ${name}：${count} 款（${[...series].join('、')}）`;
    }),
    '',
    r.needs.kinds.every((k) => CAMERA_KINDS.includes(k))
      ? english
        ? 'Tell me the resolution, frame rate, interface, colour or mono, or the application (e.g. PCB inspection), and I will pick the models that fit.'
        : '告诉我分辨率、帧率、接口、黑白或彩色，或应用场景（例如 PCB 检测），我来挑出合适的型号。'
      : english
        ? 'Tell me the specs you need or the application, and I will pick the models that fit.'
        : '告诉我需要的参数或应用场景，我来挑出合适的型号。',
    '',
  ];
  return lines;
}

/** The markdown answer of the offline assistant for a product question. */
export function composeCatalogueAnswer(r: Retrieval): string {
  const { english } = r;
  const out: string[] = [];
  if (r.matches.length === 0) {
    const what = conditionsText(r);
    return english
      ? `I don't know of a model in our catalogue that fits${what ? ` (${what})` : ''}. ` +
          `Our sales engineers can check custom options and what is coming: ${link('contact sales', contactSalesHref())} ` +
          `or ${link('contact us', PAGES.contact)}.`
      : `抱歉，我不确定：产品目录中没有找到符合${what ? `“${what}”` : '这些条件'}的型号。` +
          `可以${link('联系销售', contactSalesHref())}，或通过${link('联系我们', PAGES.contact)}咨询定制与新品。`;
  }
  if (r.needs.named.length > 0) {
    out.push(...namedAnswer(r));
  } else if (r.all.length > 0) {
    out.push(...overview(r));
  } else {
    const what = conditionsText(r);
    const shown = r.matches.length;
    const solutionLed = r.matches.every((m) => m.usedBy ?? m.likeModel);
    if (english) {
      out.push(
        solutionLed
          ? `From our catalogue and solutions, these fit${what ? ` (${what})` : ''}:`
          : `${r.total === 1 ? 'One model fits' : `${r.total} models fit`}${what ? ` (${what})` : ''}` +
              `${shown < r.total ? `; the best ${shown}` : ''}:`,
      );
    } else {
      out.push(
        solutionLed
          ? `根据产品目录和解决方案，适合的型号${what ? `（${what}）` : ''}：`
          : `符合${what ? `“${what}”` : '条件'}的型号共 ${r.total} 款${shown < r.total ? `，最合适的 ${shown} 款` : ''}：`,
      );
    }
    out.push(
      '',
      english ? '| Model | Key specs | Why it fits |' : '| 型号 | 主要参数 | 匹配理由 |',
      '| --- | --- | --- |',
    );
    for (const m of r.matches) {
      out.push(
        `| ${link(m.model.modelNumber, modelHref(m.model.id))} ${cell(modelName(m.model, english))} | ` +
          `${cell(summarySpecs(m.model, english, []))} | ${cell(why(m, english))} |`,
      );
    }
    out.push('');
    if (shown < r.total && r.typeId) {
      out.push(
        english
          ? `Every model of this type, with filters: ${link('the product type page', productTypeHref(r.typeId))}.`
          : `该类型的全部型号可在${link('产品类型页', productTypeHref(r.typeId))}按参数筛选。`,
        '',
      );
    }
  }
  if (r.solutions.length > 0) {
    const items = r.solutions.map((s) => {
      const t = english ? s.solution.titleEn || s.solution.title : s.solution.title;
      const type = english
        ? s.solution.solutionType.nameEn || s.solution.solutionType.name
        : s.solution.solutionType.name;
      return `${link(t, solutionHref(s.solution.id))}${english ? ` (${type})` : `（${type}）`}`;
    });
    out.push(english ? `Related solutions: ${items.join(', ')}` : `相关解决方案：${items.join('、')}`, '');
  }
  const reading = [
    ...r.datasheets.map((d) => `- ${link(d.title, d.url)}${english ? ' (datasheet)' : '（数据手册）'}`),
    ...r.topics.map(
      (t) =>
        `- ${link(t.title, topicHref(t.id))}` +
        (!english
          ? '（社区已解决）'
          : CJK.test(t.title)
            ? ' (answered in the community, in Chinese)'
            : ' (answered in the community)'),
    ),
  ];
  if (reading.length > 0) out.push(english ? 'Further reading:' : '延伸阅读：', '', ...reading, '');
  const first = r.matches[0]?.model;
  out.push(
    english
      ? `To confirm a choice or get a quote, ${link('contact sales', contactSalesHref(first?.id))}.`
      : `如需确认选型或报价，请${link('联系销售', contactSalesHref(first?.id))}。`,
  );
  return out.join('\n');
}

/**
 * The retrieval as facts for a model's prompt: the fitting models with their specs and pages, the
 * solutions, further reading, and what to say when nothing fits. Null when the question is not about
 * products.
 */
export function catalogueFacts(r: Retrieval): string | null {
  if (!r.productQuestion && r.solutions.length === 0) return null;
  const lines = [
    'Catalogue facts for the question (from the site’s own product data). Name and recommend only models listed here, ' +
      'with their page links as given; do not invent specs.',
  ];
  if (r.conditions.length > 0 || r.needs.series.length > 0)
    lines.push(`Conditions read from the question: ${conditionsText({ ...r, english: true })}.`);
  if (r.all.length > 0) {
    const byType = new Map<string, { name: string; count: number; series: Set<string> }>();
    for (const m of r.all) {
      const entry = byType.get(m.productType.id) ?? { name: m.productType.nameEn, count: 0, series: new Set() };
      entry.count += 1;
      entry.series.add(m.series.nameEn);
      byType.set(m.productType.id, entry);
    }
    lines.push(
      `The question names only a kind of product; the catalogue has ${r.all.length} such models. ` +
        'Give this overview and ask for the specs or the application before recommending a model:',
      ...[...byType.entries()].map(
        ([id, t]) => `- ${t.name}: ${t.count} models (${[...t.series].join(', ')}); page ${productTypeHref(id)}`,
      ),
    );
  } else if (r.matches.length === 0) {
    lines.push(
      `No model in the catalogue fits. Say so plainly and suggest contacting sales (${contactSalesHref()}) or the contact page (${PAGES.contact}).`,
    );
  } else {
    lines.push(
      r.needs.named.length > 0 ? 'Models the question names:' : `Models that fit (${r.total} in all, best first):`,
    );
    for (const m of r.matches) {
      const specs = m.model.specs.map((s) => `${s.nameEn} ${s.value}${s.unit ? ` ${s.unit}` : ''}`).join('; ');
      lines.push(
        `- ${m.model.modelNumber} — ${m.model.nameEn || m.model.name} (${m.model.lifecycle}); page ${modelHref(m.model.id)}; ` +
          `specs: ${specs}; why: ${why(m, true)}`,
      );
    }
  }
  for (const s of r.solutions) {
    lines.push(
      `Solution: ${s.solution.titleEn || s.solution.title} / ${s.solution.title} (${s.solution.solutionType.nameEn}); page ${solutionHref(s.solution.id)}`,
    );
  }
  for (const d of r.datasheets) lines.push(`Datasheet: ${d.title}; ${d.url}`);
  for (const t of r.topics) lines.push(`Answered forum question: ${t.title}; ${topicHref(t.id)}`);
  lines.push(`Sales contact: ${contactSalesHref()}`);
  return lines.join('\n');
}

/** The catalogue as the assistant uses it: an offline answer, and facts for a model's prompt. */
export function createAssistantCatalogue(source: CatalogueSource) {
  return {
    /** The offline answer to a product question; null when the question is not about products. */
    async answer(tenantId: string, question: string): Promise<string | null> {
      const r = await retrieve(source, tenantId, question);
      if (!r.productQuestion && r.solutions.length === 0) return null;
      return composeCatalogueAnswer(r);
    },
    /** Facts for a model's prompt; null when the question is not about products. */
    async facts(tenantId: string, question: string): Promise<string | null> {
      return catalogueFacts(await retrieve(source, tenantId, question));
    },
  };
}
export type AssistantCatalogue = ReturnType<typeof createAssistantCatalogue>;
