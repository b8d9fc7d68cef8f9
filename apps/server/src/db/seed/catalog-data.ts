import type { ProductLook } from './product-art.js';
import { PRODUCT_TYPES } from './taxonomy.js';

/**
 * The demo catalogue as data: spec fields per product type and the models with their specs. The seed writes
 * it to the database; the datasheets and product pictures generated at start are drawn from the same data,
 * so a model's datasheet shows the spec table the seed gave it.
 *
 * Spec values are what both languages show (the database has no English column for them): numbers, units,
 * standard names (GigE, CoaXPress, Sony IMX264) and the short technical English a datasheet uses.
 */
export type Spec = Record<string, string | number>;
export interface FieldDef {
  key: string;
  name: string;
  nameEn: string;
  unit?: string;
  kind: 'number' | 'text' | 'enum';
  options?: string[];
  filterable?: boolean;
  summary?: boolean;
}

const f = (
  key: string,
  name: string,
  nameEn: string,
  kind: FieldDef['kind'],
  extra: Partial<FieldDef> = {},
): FieldDef => ({
  key,
  name,
  nameEn,
  kind,
  ...extra,
});

const AREA_FIELDS: FieldDef[] = [
  f('resolution', '分辨率', 'Resolution', 'text'),
  f('megapixels', '像素', 'Megapixels', 'number', { unit: 'MP', filterable: true, summary: true }),
  f('frameRate', '最大帧率', 'Max frame rate', 'number', { unit: 'fps', filterable: true, summary: true }),
  f('sensor', '传感器', 'Sensor', 'text'),
  f('sensorSize', '靶面尺寸', 'Optical format', 'enum', {
    options: ['1/2.9"', '1/1.8"', '1/1.7"', '2/3"', '1"', '1.1"', '1.2"', 'APS-C', '3.6"'],
    filterable: true,
  }),
  f('pixelSize', '像元尺寸', 'Pixel size', 'number', { unit: 'µm', filterable: true }),
  f('shutter', '快门', 'Shutter', 'enum', { options: ['Global', 'Rolling'], filterable: true }),
  f('chroma', '黑白/彩色', 'Mono/colour', 'enum', { options: ['Mono', 'Colour'], filterable: true, summary: true }),
  f('interface', '数据接口', 'Interface', 'enum', {
    options: ['GigE', 'USB3', '10GigE', 'CoaXPress'],
    filterable: true,
    summary: true,
  }),
  f('mount', '镜头接口', 'Lens mount', 'enum', { options: ['C', 'CS', 'M42', 'M58', 'F'], filterable: true }),
  f('bitDepth', '像素位深', 'Bit depth', 'text'),
  f('power', '功耗', 'Power', 'text'),
  f('dimensions', '外形尺寸', 'Dimensions', 'text', { unit: 'mm' }),
  f('weight', '重量', 'Weight', 'number', { unit: 'g' }),
];

const LINE_FIELDS: FieldDef[] = [
  f('resolutionPx', '分辨率', 'Resolution', 'number', { unit: 'px', filterable: true, summary: true }),
  f('lineRate', '最大行频', 'Max line rate', 'number', { unit: 'kHz', filterable: true, summary: true }),
  f('pixelSize', '像元尺寸', 'Pixel size', 'number', { unit: 'µm', filterable: true }),
  f('sensor', '传感器', 'Sensor', 'text'),
  f('chroma', '色彩', 'Colour', 'enum', {
    options: ['Mono', 'Colour', 'RGB trilinear'],
    filterable: true,
    summary: true,
  }),
  f('tdiStages', 'TDI 级数', 'TDI stages', 'text'),
  f('interface', '数据接口', 'Interface', 'enum', {
    options: ['GigE', '10GigE', 'CoaXPress', 'Camera Link'],
    filterable: true,
    summary: true,
  }),
  f('mount', '镜头接口', 'Lens mount', 'enum', { options: ['M42', 'M72', 'M95', 'F'], filterable: true }),
  f('power', '功耗', 'Power', 'text'),
];

const SMART_FIELDS: FieldDef[] = [
  f('megapixels', '分辨率', 'Resolution', 'number', { unit: 'MP', filterable: true, summary: true }),
  f('sensor', '传感器', 'Sensor', 'text'),
  f('processor', '处理器', 'Processor', 'text'),
  f('deepLearning', '深度学习', 'Deep learning', 'enum', {
    options: ['4 TOPS NPU', '—'],
    filterable: true,
    summary: true,
  }),
  f('chroma', '黑白/彩色', 'Mono/colour', 'enum', { options: ['Mono', 'Colour'], filterable: true }),
  f('io', '通信与 I/O', 'Communication & I/O', 'text'),
  f('protocols', '工业协议', 'Protocols', 'text', { summary: true }),
  f('lighting', '内置光源', 'Lighting', 'text'),
  f('ipRating', '防护等级', 'IP rating', 'enum', { options: ['IP54', 'IP65', 'IP67'], filterable: true }),
];

const SENSOR_FIELDS: FieldDef[] = [
  f('function', '主要功能', 'Functions', 'text', { summary: true }),
  f('fov', '视野范围', 'Field of view', 'text'),
  f('workingDistance', '工作距离', 'Working distance', 'text', { unit: 'mm' }),
  f('output', '输出方式', 'Output', 'enum', {
    options: ['NPN/PNP', 'IO-Link', 'PROFINET', 'EtherNet/IP'],
    filterable: true,
    summary: true,
  }),
  f('codes', '可读码制', 'Symbologies', 'text'),
  f('readRate', '读码速度', 'Read rate', 'number', { unit: 'Hz', filterable: true }),
  f('ipRating', '防护等级', 'IP rating', 'enum', { options: ['IP65', 'IP67'], filterable: true }),
];

const LENS_FIELDS: FieldDef[] = [
  f('focalLength', '焦距', 'Focal length', 'number', { unit: 'mm', filterable: true, summary: true }),
  f('aperture', '光圈', 'Aperture', 'text'),
  f('format', '最大靶面', 'Max format', 'enum', {
    options: ['2/3"', '1"', '1.1"', '1.2"', 'APS-C', '82 mm'],
    filterable: true,
    summary: true,
  }),
  f('mount', '接口', 'Mount', 'enum', { options: ['C', 'M42', 'M72', 'M95', 'F'], filterable: true }),
  f('resolutionRating', '适配像素', 'Resolution rating', 'number', { unit: 'MP', filterable: true }),
  f('magnification', '放大倍率', 'Magnification', 'text'),
  f('distortion', '畸变', 'Distortion', 'text'),
];

const LIGHT_FIELDS: FieldDef[] = [
  f('shape', '类型', 'Type', 'enum', {
    options: ['Ring', 'Bar', 'Backlight', 'Coaxial', 'Dome', 'Controller'],
    filterable: true,
    summary: true,
  }),
  f('color', '颜色', 'Colour', 'enum', {
    options: ['White 6500 K', 'Red 625 nm', 'Blue 470 nm', 'IR 850 nm', 'UV 365 nm', '—'],
    filterable: true,
    summary: true,
  }),
  f('size', '发光面尺寸', 'Emitting area', 'text'),
  f('power', '功率', 'Power', 'number', { unit: 'W', filterable: true }),
  f('control', '控制方式', 'Control', 'text'),
];

const SOFTWARE_FIELDS: FieldDef[] = [
  f('edition', '版本', 'Edition', 'text', { summary: true }),
  f('platform', '运行平台', 'Platform', 'text', { summary: true }),
  f('license', '授权方式', 'Licence', 'enum', {
    options: ['Free', 'Perpetual', 'Subscription', 'Dongle'],
    filterable: true,
  }),
  f('languages', '开发语言', 'Languages', 'text'),
];

export const FIELDS_BY_TYPE: Record<string, FieldDef[]> = {
  面阵相机: AREA_FIELDS,
  线阵相机: LINE_FIELDS,
  智能相机: SMART_FIELDS,
  视觉传感器: SENSOR_FIELDS,
  工业镜头: LENS_FIELDS,
  视觉光源: LIGHT_FIELDS,
  视觉软件: SOFTWARE_FIELDS,
};

/** Real-looking image sensors: width × height, pixel size, optical format, shutter, max sensor fps. */
const SENSORS: Record<
  string,
  { w: number; h: number; px: number; fmt: string; shutter: 'Global' | 'Rolling'; max: number; vendor?: string }
> = {
  IMX273: { w: 1440, h: 1080, px: 3.45, fmt: '1/2.9"', shutter: 'Global', max: 276 },
  IMX265: { w: 2048, h: 1536, px: 3.45, fmt: '1/1.8"', shutter: 'Global', max: 55 },
  IMX252: { w: 2048, h: 1536, px: 3.45, fmt: '1/1.8"', shutter: 'Global', max: 217 },
  IMX264: { w: 2448, h: 2048, px: 3.45, fmt: '2/3"', shutter: 'Global', max: 35 },
  IMX250: { w: 2448, h: 2048, px: 3.45, fmt: '2/3"', shutter: 'Global', max: 163 },
  IMX304: { w: 4096, h: 3000, px: 3.45, fmt: '1.1"', shutter: 'Global', max: 23 },
  IMX253: { w: 4096, h: 3000, px: 3.45, fmt: '1.1"', shutter: 'Global', max: 68 },
  IMX226: { w: 4000, h: 3000, px: 1.85, fmt: '1/1.7"', shutter: 'Rolling', max: 31 },
  IMX183: { w: 5472, h: 3648, px: 2.4, fmt: '1"', shutter: 'Rolling', max: 19 },
  IMX541: { w: 4512, h: 4512, px: 2.74, fmt: '1.1"', shutter: 'Global', max: 48 },
  IMX530: { w: 5328, h: 4608, px: 2.74, fmt: '1.2"', shutter: 'Global', max: 39 },
  IMX342: { w: 6464, h: 4852, px: 3.45, fmt: 'APS-C', shutter: 'Global', max: 36 },
  GMAX0505: { w: 5120, h: 5120, px: 2.5, fmt: '1.1"', shutter: 'Global', max: 150, vendor: 'Gpixel' },
  IMX661: { w: 13392, h: 9528, px: 3.45, fmt: '3.6"', shutter: 'Global', max: 20 },
};

const IFACE: Record<string, { code: string; mbps: number; power: string; size: string; weight: number }> = {
  GigE: { code: '10G', mbps: 115, power: '2.9 W typ. @ 12 VDC, PoE', size: '29 × 29 × 42', weight: 68 },
  USB3: { code: '20U', mbps: 380, power: '2.6 W typ. @ 5 VDC, USB bus powered', size: '29 × 29 × 30', weight: 52 },
  '10GigE': { code: '40X', mbps: 1100, power: '9.5 W typ. @ 12 VDC', size: '50 × 50 × 62', weight: 260 },
  CoaXPress: { code: '80C', mbps: 4800, power: '11 W typ., PoCXP', size: '68 × 68 × 72', weight: 420 },
};

export interface ModelSeed {
  series: string;
  modelNumber: string;
  name: string;
  nameEn: string;
  summary: string;
  summaryEn: string;
  specs: Spec;
  lifecycle?: 'new' | 'active' | 'nrnd' | 'discontinued';
  successor?: string;
  features: string[];
  /** The same features in English, for the datasheet. */
  featuresEn: string[];
  /** What the product pictures draw (form factor and its variant, see product-art.ts). */
  look: Omit<ProductLook, 'model' | 'series' | 'hue'>;
}

/** Series accents of the pictures and datasheets (hue), by the series' English name. */
export const SERIES_HUES: Record<string, number> = {
  'CS-A GigE Value': 188,
  'CS-U USB3 Vision': 214,
  'CS-X 10GigE': 28,
  'CS-C CoaXPress 2.0': 356,
  'CL-G GigE Line': 150,
  'CL-T TDI': 262,
  'CL-X CoaXPress Line': 292,
  'SC-2000 Smart Camera': 36,
  'SC-5000 Deep Learning': 14,
  'VS-100 Vision Sensor': 172,
  'ID-300 Code Reader': 196,
  'LF Fixed Focal': 226,
  'LT Telecentric': 244,
  'LL Line Scan': 276,
  'LR Ring Lights': 44,
  'LB Backlights': 52,
  'LC Controllers': 60,
  'ClearSight SDK': 205,
  'VisionMaster Platform': 24,
  DeepInspect: 275,
};

const ZH_CHROMA = { Mono: '黑白', Colour: '彩色' } as const;

function areaModel(
  series: string,
  prefix: string,
  iface: string,
  sensor: string,
  chroma: 'Mono' | 'Colour',
  lifecycle?: ModelSeed['lifecycle'],
): ModelSeed {
  const s = SENSORS[sensor]!;
  const i = IFACE[iface]!;
  const mp = Math.round((s.w * s.h) / 100_000) / 10;
  const fps = Math.min(s.max, Math.floor(((i.mbps * 1_000_000) / (s.w * s.h)) * 10) / 10);
  const mpCode = String(Math.round(mp * 10)).padStart(3, '0');
  const modelNumber = `${prefix}${mpCode}-${i.code}${chroma === 'Mono' ? 'M' : 'C'}`;
  const mount = s.w * s.px > 17_000 ? (s.fmt === '3.6"' ? 'M58' : 'M42') : s.fmt === 'APS-C' ? 'M42' : 'C';
  const vendor = s.vendor ?? 'Sony';
  const global = s.shutter === 'Global';
  return {
    series,
    modelNumber,
    name: `${mp} 百万像素 ${iface} ${ZH_CHROMA[chroma]}面阵相机`,
    nameEn: `${mp} MP ${iface} ${chroma === 'Mono' ? 'mono' : 'colour'} area scan camera`,
    summary: `${vendor} ${sensor} ${global ? '全局快门' : '卷帘快门'}，${s.w} × ${s.h}，最高 ${fps} fps。`,
    summaryEn: `${vendor} ${sensor} with a ${global ? 'global' : 'rolling'} shutter, ${s.w} × ${s.h}, up to ${fps} fps.`,
    specs: {
      resolution: `${s.w} × ${s.h}`,
      megapixels: mp,
      frameRate: fps,
      sensor: `${vendor} ${sensor}`,
      sensorSize: s.fmt,
      pixelSize: s.px,
      shutter: s.shutter,
      chroma,
      interface: iface,
      mount,
      bitDepth: '8 / 10 / 12 bit',
      power: i.power,
      dimensions: i.size,
      weight: i.weight,
    },
    lifecycle,
    features: [
      `${vendor} ${sensor} ${global ? '全局' : '卷帘'}快门 CMOS，像元 ${s.px} µm`,
      `${iface} 接口，${iface === 'GigE' ? '支持 PoE 供电与 100 m 传输' : iface === 'USB3' ? '即插即用，兼容 USB3 Vision' : iface === '10GigE' ? '长距离高带宽传输' : 'CXP-12 四链路，支持 PoCXP'}`,
      '兼容 GigE Vision / USB3 Vision 与 GenICam 标准',
      '支持 ROI、Binning、LUT、Gamma 与多种触发模式',
      chroma === 'Colour' ? '内置白平衡与色彩校正' : '高量子效率，适合测量与缺陷检测',
    ],
    featuresEn: [
      `${vendor} ${sensor} ${global ? 'global' : 'rolling'} shutter CMOS, ${s.px} µm pixels`,
      `${iface} interface: ${iface === 'GigE' ? 'Power over Ethernet, 100 m cable length' : iface === 'USB3' ? 'plug and play, USB3 Vision compliant' : iface === '10GigE' ? 'high bandwidth over long cables' : 'CXP-12 on four links, Power over CoaXPress'}`,
      'GigE Vision / USB3 Vision and GenICam compliant',
      'ROI, binning, LUT, gamma and flexible trigger modes',
      chroma === 'Colour'
        ? 'On-camera white balance and colour correction'
        : 'High quantum efficiency for gauging and defect inspection',
    ],
    look: {
      form: 'box',
      variant: { GigE: 'gige', USB3: 'usb', '10GigE': '10g', CoaXPress: 'cxp' }[iface] ?? 'gige',
      size: Number(i.size.split(' ')[0]),
    },
  };
}

export function catalogModels(): ModelSeed[] {
  const out: ModelSeed[] = [];
  const gige = 'CS-A 经济型 GigE 系列';
  for (const [sensor, chroma, life] of [
    ['IMX273', 'Mono'],
    ['IMX273', 'Colour'],
    ['IMX265', 'Mono'],
    ['IMX264', 'Mono', 'nrnd'],
    ['IMX264', 'Colour'],
    ['IMX304', 'Mono'],
    ['IMX183', 'Colour'],
    ['IMX541', 'Mono', 'new'],
  ] as const) {
    out.push(areaModel(gige, 'CS-A', 'GigE', sensor, chroma, life));
  }
  const usb = 'CS-U USB3 Vision 系列';
  for (const [sensor, chroma, life] of [
    ['IMX252', 'Mono'],
    ['IMX252', 'Colour'],
    ['IMX250', 'Mono'],
    ['IMX250', 'Colour'],
    ['IMX226', 'Colour', 'discontinued'],
    ['IMX253', 'Mono', 'new'],
  ] as const) {
    out.push(areaModel(usb, 'CS-U', 'USB3', sensor, chroma, life));
  }
  const xg = 'CS-X 10GigE 高速系列';
  for (const [sensor, chroma, life] of [
    ['IMX253', 'Mono'],
    ['IMX253', 'Colour'],
    ['IMX530', 'Mono', 'new'],
    ['IMX342', 'Mono'],
    ['IMX342', 'Colour'],
  ] as const) {
    out.push(areaModel(xg, 'CS-X', '10GigE', sensor, chroma, life));
  }
  const cxp = 'CS-C CoaXPress 超高速系列';
  for (const [sensor, chroma, life] of [
    ['GMAX0505', 'Mono'],
    ['IMX530', 'Mono'],
    ['IMX530', 'Colour'],
    ['IMX342', 'Mono'],
    ['IMX661', 'Mono', 'new'],
  ] as const) {
    out.push(areaModel(cxp, 'CS-C', 'CoaXPress', sensor, chroma, life));
  }
  // The discontinued USB model is replaced by the newer rolling-shutter-free model.
  const old = out.find((m) => m.lifecycle === 'discontinued')!;
  old.successor = out.find((m) => m.series === usb && m.lifecycle === 'new')!.modelNumber;

  const line = (
    series: string,
    modelNumber: string,
    px: number,
    khz: number,
    pixel: number,
    chroma: 'Mono' | 'Colour' | 'RGB trilinear',
    iface: string,
    mount: string,
    tdi = '—',
    life?: ModelSeed['lifecycle'],
  ): ModelSeed => ({
    series,
    modelNumber,
    name: `${Math.round(px / 1024)}K ${chroma === 'Mono' ? '黑白' : chroma === 'Colour' ? '彩色' : '三线彩色'}线阵相机`,
    nameEn: `${Math.round(px / 1024)}K ${iface} ${chroma === 'Mono' ? 'mono' : 'colour'} line scan camera`,
    summary: `${px} 像素，最高 ${khz} kHz 行频，${iface} 接口${tdi === '—' ? '' : `，${tdi} 级 TDI`}。`,
    summaryEn: `${px} pixels, line rates up to ${khz} kHz, ${iface} interface${tdi === '—' ? '' : `, ${tdi}-stage TDI`}.`,
    specs: {
      resolutionPx: px,
      lineRate: khz,
      pixelSize: pixel,
      sensor: tdi === '—' ? 'Gpixel GL CMOS' : 'Hamamatsu TDI CMOS',
      chroma,
      tdiStages: tdi,
      interface: iface,
      mount,
      power: iface === 'GigE' ? '4.5 W typ.' : '12 W typ.',
    },
    lifecycle: life,
    features: ['支持平场校正（FFC）与多区域增益', '编码器触发与方向切换', '适合卷材、玻璃、印刷与 PCB 检测'],
    featuresEn: [
      'Flat-field correction (FFC) and multi-region gain',
      'Encoder triggering with direction change',
      'For web, glass, print and PCB inspection',
    ],
    look: {
      form: 'line',
      variant: iface === 'GigE' ? 'gige' : iface === 'Camera Link' ? 'cl' : 'cxp',
      size: Math.round(px / 1024),
    },
  });
  out.push(
    line('CL-G GigE 线阵系列', 'CL-G2K-10GM', 2048, 80, 7, 'Mono', 'GigE', 'M42'),
    line('CL-G GigE 线阵系列', 'CL-G4K-10GM', 4096, 51, 7, 'Mono', 'GigE', 'M42'),
    line('CL-G GigE 线阵系列', 'CL-G4K-10GC', 4096, 26, 7, 'RGB trilinear', 'GigE', 'M42'),
    line('CL-G GigE 线阵系列', 'CL-G2K-10GC', 2048, 40, 14, 'Colour', 'GigE', 'M42', '—', 'nrnd'),
    line('CL-T TDI 线阵系列', 'CL-T8K-80TM', 8192, 200, 5, 'Mono', 'CoaXPress', 'M72', '256'),
    line('CL-T TDI 线阵系列', 'CL-T16K-80TM', 16384, 100, 5, 'Mono', 'CoaXPress', 'M95', '256', 'new'),
    line('CL-T TDI 线阵系列', 'CL-T8K-CLM', 8192, 68, 5, 'Mono', 'Camera Link', 'M72', '128'),
    line('CL-X CoaXPress 线阵系列', 'CL-X8K-80CM', 8192, 140, 3.5, 'Mono', 'CoaXPress', 'M72'),
    line('CL-X CoaXPress 线阵系列', 'CL-X16K-80CM', 16384, 200, 3.5, 'Mono', 'CoaXPress', 'M95', '—', 'new'),
    line('CL-X CoaXPress 线阵系列', 'CL-X8K-80CC', 8192, 70, 7, 'RGB trilinear', 'CoaXPress', 'M72'),
  );

  const smart = (
    series: string,
    modelNumber: string,
    mp: number,
    sensor: string,
    dl: boolean,
    chroma: 'Mono' | 'Colour',
    life?: ModelSeed['lifecycle'],
  ): ModelSeed => ({
    series,
    modelNumber,
    name: `${mp} 百万像素${dl ? '深度学习' : ''}智能相机`,
    nameEn: `${mp} MP ${dl ? 'deep learning ' : ''}smart camera`,
    summary: `${dl ? '内置 4 TOPS NPU，' : ''}图形化流程，集成光源与液态镜头。`,
    summaryEn: `${dl ? 'A 4 TOPS NPU on board, a' : 'A'} graphical job editor, integrated lighting and a liquid lens.`,
    specs: {
      megapixels: mp,
      sensor,
      processor: dl ? 'Quad-core ARM A55 + 4 TOPS NPU' : 'Quad-core ARM A53',
      deepLearning: dl ? '4 TOPS NPU' : '—',
      chroma,
      io: 'GigE, 2 in / 4 out, RS-232',
      protocols: 'PROFINET, EtherNet/IP, Modbus TCP, TCP/UDP',
      lighting: '8 × white LED (red or blue optional)',
      ipRating: dl ? 'IP67' : 'IP65',
    },
    lifecycle: life,
    features: [
      '无需工控机，相机内完成定位、测量、读码与检测',
      '网页端配置，支持多用户与权限',
      dl ? '在 DeepInspect 中训练的模型一键部署' : '200+ 传统视觉工具',
    ],
    featuresEn: [
      'Locating, gauging, code reading and inspection on the camera, no PC needed',
      'Set up in a web browser, with users and permissions',
      dl ? 'Models trained in DeepInspect deploy in one click' : '200+ classic vision tools',
    ],
    look: { form: 'smart', variant: dl ? 'dl' : 'std', size: mp },
  });
  out.push(
    smart('SC-2000 智能相机', 'SC-2004M', 0.4, 'Sony IMX287', false, 'Mono'),
    smart('SC-2000 智能相机', 'SC-2016M', 1.6, 'Sony IMX273', false, 'Mono'),
    smart('SC-2000 智能相机', 'SC-2050C', 5, 'Sony IMX264', false, 'Colour'),
    smart('SC-5000 深度学习智能相机', 'SC-5016D', 1.6, 'Sony IMX273', true, 'Mono'),
    smart('SC-5000 深度学习智能相机', 'SC-5050D', 5, 'Sony IMX264', true, 'Colour'),
    smart('SC-5000 深度学习智能相机', 'SC-5120D', 12.3, 'Sony IMX304', true, 'Mono', 'new'),
  );

  const sensorModel = (
    series: string,
    modelNumber: string,
    name: string,
    nameEn: string,
    fnZh: string,
    fn: string,
    output: string,
    rate: number,
    codes = '—',
  ): ModelSeed => ({
    series,
    modelNumber,
    name,
    nameEn,
    summary: `${fnZh}，${output} 输出。`,
    summaryEn: `${fn}, ${output} output.`,
    specs: {
      function: fn,
      fov: '20 × 15 mm – 200 × 150 mm',
      workingDistance: '50 – 500',
      output,
      codes,
      readRate: rate,
      ipRating: 'IP67',
    },
    features: ['一键示教，无需编程', '内置自动对焦与照明', '网页与手机 App 配置'],
    featuresEn: [
      'One-button teach, no programming',
      'Built-in autofocus and lighting',
      'Set up from a browser or the phone app',
    ],
    look: { form: modelNumber.startsWith('ID') ? 'reader' : 'sensor', variant: 'std', size: rate },
  });
  out.push(
    sensorModel(
      'VS-100 视觉传感器',
      'VS-110',
      '有无检测视觉传感器',
      'Presence vision sensor',
      '有无检测、面积、边缘计数',
      'Presence, area, edge count',
      'NPN/PNP',
      60,
    ),
    sensorModel(
      'VS-100 视觉传感器',
      'VS-120C',
      '颜色识别视觉传感器',
      'Colour vision sensor',
      '颜色识别、颜色面积',
      'Colour match, colour area',
      'IO-Link',
      50,
    ),
    sensorModel(
      'VS-100 视觉传感器',
      'VS-150',
      '多功能视觉传感器',
      'Multi-function vision sensor',
      '有无、位置、尺寸、OCR',
      'Presence, position, size, OCR',
      'PROFINET',
      40,
    ),
    sensorModel(
      'ID-300 工业读码器',
      'ID-310',
      '固定式一维/二维读码器',
      'Fixed-mount 1D/2D code reader',
      '一维码与二维码读取',
      '1D and 2D code reading',
      'EtherNet/IP',
      60,
      'Code128, EAN-13, QR, DataMatrix',
    ),
    sensorModel(
      'ID-300 工业读码器',
      'ID-330',
      '高速 DPM 读码器',
      'High-speed DPM code reader',
      'DPM 直接标刻码读取',
      'DPM (direct part mark) reading',
      'PROFINET',
      90,
      'DataMatrix (DPM), QR, Code128',
    ),
    sensorModel(
      'ID-300 工业读码器',
      'ID-350W',
      '广视野物流读码器',
      'Wide-field logistics code reader',
      '多码同读、包裹追踪',
      'Multi-code reading, parcel tracking',
      'EtherNet/IP',
      120,
      '1D (all common), PDF417, QR, DataMatrix',
    ),
  );

  const lens = (
    series: string,
    modelNumber: string,
    focal: number,
    aperture: string,
    format: string,
    mount: string,
    mpRating: number,
    extra: Spec = {},
  ): ModelSeed => {
    const tele = series.includes('远心');
    const lineScan = series.includes('线扫');
    return {
      series,
      modelNumber,
      name: tele ? `${extra.magnification} 双远心镜头` : lineScan ? `${focal} mm 线扫镜头` : `${focal} mm FA 定焦镜头`,
      nameEn: tele
        ? `${extra.magnification} bi-telecentric lens`
        : lineScan
          ? `${focal} mm line scan lens`
          : `${focal} mm fixed focal lens`,
      summary: `${format} 靶面，${mpRating} MP 级，${mount} 接口。`,
      summaryEn: `For sensors up to ${format}, rated for ${mpRating} MP, ${mount} mount.`,
      specs: {
        focalLength: focal,
        aperture,
        format,
        mount,
        resolutionRating: mpRating,
        magnification: '—',
        distortion: '< 0.1%',
        ...extra,
      },
      features: ['低畸变光学设计', '锁紧螺丝固定焦距与光圈', '宽光谱增透镀膜'],
      featuresEn: [
        'Low-distortion optical design',
        'Locking screws for focus and iris',
        'Broadband anti-reflection coating',
      ],
      look: {
        form: 'lens',
        variant: tele ? 'tele' : lineScan ? `ls${mount.toLowerCase()}` : `fa${mount.toLowerCase()}`,
        size: tele ? Math.round(parseFloat(String(extra.magnification)) * 100) : focal,
      },
    };
  };
  out.push(
    lens('LF 系列 FA 定焦镜头', 'LF-0820-5M', 8, 'F2.0 – F16', '2/3"', 'C', 5),
    lens('LF 系列 FA 定焦镜头', 'LF-1218-5M', 12, 'F1.8 – F16', '2/3"', 'C', 5),
    lens('LF 系列 FA 定焦镜头', 'LF-1614-12M', 16, 'F1.4 – F16', '1.1"', 'C', 12),
    lens('LF 系列 FA 定焦镜头', 'LF-2514-12M', 25, 'F1.4 – F16', '1.1"', 'C', 12),
    lens('LF 系列 FA 定焦镜头', 'LF-3520-20M', 35, 'F2.0 – F22', '1.2"', 'C', 20),
    lens('LF 系列 FA 定焦镜头', 'LF-5028-25M', 50, 'F2.8 – F22', 'APS-C', 'M42', 25),
    lens('LT 系列远心镜头', 'LT-050-110', 110, 'F8', '2/3"', 'C', 5, { magnification: '0.5×', distortion: '< 0.05%' }),
    lens('LT 系列远心镜头', 'LT-100-110', 110, 'F8', '2/3"', 'C', 5, { magnification: '1.0×', distortion: '< 0.04%' }),
    lens('LT 系列远心镜头', 'LT-200-65', 65, 'F11', '1"', 'C', 12, { magnification: '2.0×', distortion: '< 0.03%' }),
    lens('LL 系列线扫镜头', 'LL-6028-M72', 60, 'F2.8 – F16', '82 mm', 'M72', 16),
    lens('LL 系列线扫镜头', 'LL-12040-M95', 120, 'F4 – F22', '82 mm', 'M95', 16),
  );

  const SHAPES = { Ring: '环形光源', Backlight: '背光', Controller: '光源控制器' } as const;
  const light = (
    series: string,
    modelNumber: string,
    name: string,
    shape: keyof typeof SHAPES,
    color: string,
    size: string,
    power: number,
  ): ModelSeed => {
    const controller = shape === 'Controller';
    const colourCode = { White: 'w', Red: 'r', Blue: 'b', IR: 'ir', UV: 'uv' }[color.split(' ')[0]!] ?? 'w';
    return {
      series,
      modelNumber,
      name,
      nameEn: controller
        ? `${size.split(' ')[0]}-channel light controller`
        : `${size.replace('Φ', '')} ${color.split(' ')[0]!.toLowerCase()} ${shape === 'Ring' ? 'ring light' : 'backlight'}`,
      summary: `${SHAPES[shape]}，${controller ? '' : `${color}，`}${size}。`,
      summaryEn: controller
        ? `Lighting controller, ${size}.`
        : `${shape === 'Ring' ? 'Ring light' : 'Backlight'}, ${color}, ${size}.`,
      specs: {
        shape,
        color: controller ? '—' : color,
        size,
        power,
        control: controller ? '4-ch digital dimming, RS-232 / Ethernet' : '24 VDC, PWM dimming, strobe',
      },
      features: ['高亮度、高均匀性', '铝合金散热外壳', '可定制波长与尺寸'],
      featuresEn: [
        'High intensity and uniformity',
        'Aluminium housing that sinks the heat',
        'Wavelength and size made to order',
      ],
      look: {
        form: 'light',
        variant: controller ? 'ctrl' : `${shape === 'Ring' ? 'ring' : 'back'}${colourCode}`,
        size: controller ? Number(size.split(' ')[0]) : Number(/\d+/.exec(size)?.[0] ?? 100),
      },
    };
  };
  out.push(
    light('LR 环形光源', 'LR-70-W', '70 mm 白色环形光源', 'Ring', 'White 6500 K', 'Φ70 mm', 6),
    light('LR 环形光源', 'LR-100-R', '100 mm 红色环形光源', 'Ring', 'Red 625 nm', 'Φ100 mm', 9),
    light('LR 环形光源', 'LR-120-B', '120 mm 低角度蓝色环形光源', 'Ring', 'Blue 470 nm', 'Φ120 mm', 12),
    light('LB 背光光源', 'LB-100-W', '100 mm 白色背光', 'Backlight', 'White 6500 K', '100 × 100 mm', 8),
    light('LB 背光光源', 'LB-200-R', '200 mm 红色背光', 'Backlight', 'Red 625 nm', '200 × 200 mm', 16),
    light('LB 背光光源', 'LB-150-IR', '150 mm 红外背光', 'Backlight', 'IR 850 nm', '150 × 150 mm', 12),
    light('LC 光源控制器', 'LC-4D', '4 通道数字光源控制器', 'Controller', '—', '4 ch × 24 V', 120),
    light('LC 光源控制器', 'LC-2S', '2 通道频闪控制器', 'Controller', '—', '2 ch × 48 V strobe', 240),
  );

  const sw = (
    series: string,
    modelNumber: string,
    name: string,
    nameEn: string,
    edition: string,
    editionZh: string,
    license: string,
    languages: string,
  ): ModelSeed => ({
    series,
    modelNumber,
    name,
    nameEn,
    summary: `${editionZh}，${{ Free: '免费', Perpetual: '永久授权', Subscription: '订阅授权', Dongle: '加密狗授权' }[license] ?? license}。`,
    summaryEn: `${edition} edition, ${{ Free: 'free of charge', Perpetual: 'perpetual licence', Subscription: 'subscription licence', Dongle: 'licensed with a USB dongle' }[license] ?? license}.`,
    specs: { edition, platform: 'Windows 10/11 x64, Ubuntu 20.04/22.04', license, languages },
    features: ['支持全系列澄镜相机', '完善的示例与文档', '技术支持与在线培训'],
    featuresEn: [
      'Works with every ClearSight camera',
      'Samples and documentation for every feature',
      'Technical support and online training',
    ],
    look: {
      form: 'soft',
      variant: modelNumber.startsWith('VM') ? 'vm' : modelNumber.startsWith('DI') ? 'di' : 'sdk',
      size: 1,
    },
  });
  out.push(
    sw(
      'ClearSight SDK',
      'CS-SDK',
      'ClearSight SDK 相机开发包',
      'ClearSight SDK',
      'Standard',
      '标准版',
      'Free',
      'C, C++, C#, Python',
    ),
    sw(
      'VisionMaster 视觉平台',
      'VM-STD',
      'VisionMaster 标准版',
      'VisionMaster Standard',
      'Standard',
      '标准版',
      'Dongle',
      'Graphical + C# scripts',
    ),
    sw(
      'VisionMaster 视觉平台',
      'VM-PRO',
      'VisionMaster 专业版',
      'VisionMaster Professional',
      'Professional (with SDK)',
      '专业版（含二次开发）',
      'Perpetual',
      'Graphical + C#/C++ SDK',
    ),
    sw(
      'DeepInspect 深度学习平台',
      'DI-TRAIN',
      'DeepInspect 训练工作站版',
      'DeepInspect Trainer',
      'Training',
      '训练版',
      'Subscription',
      'Python',
    ),
    sw(
      'DeepInspect 深度学习平台',
      'DI-RUN',
      'DeepInspect 运行时',
      'DeepInspect Runtime',
      'Runtime',
      '运行时',
      'Perpetual',
      'C++, C#',
    ),
  );
  return out;
}

let cached: ModelSeed[] | null = null;
/** The catalogue by model number (built once). */
export function catalogModel(modelNumber: string): ModelSeed | undefined {
  cached ??= catalogModels();
  return cached.find((m) => m.modelNumber === modelNumber);
}

/** English series names by their Chinese names, from the taxonomy. */
export function seriesNameEn(series: string): string {
  for (const t of PRODUCT_TYPES) for (const s of t.series) if (s.name === series) return s.nameEn;
  return series;
}

/** The product type a series belongs to, from the taxonomy. */
export function typeOfSeries(series: string): { name: string; nameEn: string } | undefined {
  return PRODUCT_TYPES.find((t) => t.series.some((s) => s.name === series));
}
