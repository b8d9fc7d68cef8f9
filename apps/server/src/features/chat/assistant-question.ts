import type { CatalogueModel } from './assistant-catalogue.js';

/**
 * Reading a product question (decision 0031): dictionaries in both languages and number patterns find the kind
 * of product, named models and series, spec values, application concepts and kinds of imaging the question
 * asks for. Pure: the catalogue's models are passed in (their numbers and series codes are part of the words).
 */

export type Kind = 'area' | 'line' | 'smart' | 'sensor' | 'reader' | 'lens' | 'light' | 'software';
export const CAMERA_KINDS: readonly Kind[] = ['area', 'line', 'smart'];

/** Words that name a kind of product, and how a model is recognised as one (its type or series names). */
export const KINDS: Record<Kind, { words: string[]; of: (m: CatalogueModel) => boolean; zh: string; en: string }> = {
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
export function seriesText(m: CatalogueModel): string {
  return `${m.series.name} ${m.series.nameEn}`;
}

/**
 * Application words in both languages, by concept. A question's concepts pick the solutions whose title,
 * summary or industry names them; an industry weighs more than a task (a PCB question must find the PCB
 * solution, not every defect inspection).
 */
export const CONCEPTS: ReadonlyArray<{ key: string; industry: boolean; words: string[] }> = [
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

export const CJK = /[\u3400-\u9fff]/;

/** Whether `text` (lower case) holds `word`: a substring for Chinese, a whole word (or its plural) otherwise. */
export function hasWord(text: string, word: string): boolean {
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

export const num = (s: string) => Number.parseFloat(s);

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
    deepLearning: /深度学习|deep[\s-]*learning|人工智能|(^|[^a-z])(ai|npu)([^a-z]|$)/.test(text),
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

  // Numbers with their units, and the words around a number, within its clause ("500万像素、60帧以上": the 以上 is the frame rate's).
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

/** A spec value of a model by its field's key. */
export type Spec = CatalogueModel['specs'][number];
export const spec = (m: CatalogueModel, key: string): Spec | undefined => m.specs.find((s) => s.key === key);
