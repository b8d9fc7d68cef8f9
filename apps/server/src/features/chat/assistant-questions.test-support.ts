/**
 * Twenty product questions on the demo catalogue (db/seed/catalog-data.ts and the solutions in
 * db/seed/corporate.ts), in both languages, each with the models a right answer names and models a right
 * answer must not name (the near misses: another interface, colour, resolution, shutter or series). The
 * offline assistant's test holds it to all twenty; the benchmark (`npm run bench -- assistant`) reports
 * how many pass and how fast the first piece of each answer arrives.
 */
export interface ProductQuestion {
  question: string;
  /** Every one of these model numbers must be in the answer. */
  expect: string[];
  /** None of these may be. */
  not: string[];
}

export const PRODUCT_QUESTIONS: readonly ProductQuestion[] = [
  // 5 MP (2448 × 2048) GigE mono: only the CS-A's IMX264 mono model.
  { question: '500万像素 GigE 黑白相机有哪些？', expect: ['CS-A050-10GM'], not: ['CS-A050-10GC', 'CS-U050-20UM'] },
  { question: 'Which USB3 colour camera has 5 MP?', expect: ['CS-U050-20UC'], not: ['CS-U050-20UM', 'CS-A050-10GC'] },
  // 2448 × 2048 at 60 fps or more: only USB3 reaches it (75.7 fps); GigE gives 22.9.
  {
    question: '2448x2048 分辨率、帧率 60 fps 以上的相机',
    expect: ['CS-U050-20UM', 'CS-U050-20UC'],
    not: ['CS-A050-10GM', 'CS-A050-10GC'],
  },
  {
    question: 'I need a 10GigE camera with at least 30 megapixels',
    expect: ['CS-X314-40XM', 'CS-X314-40XC'],
    not: ['CS-X123-40XM', 'CS-C314-80CM'],
  },
  // CoaXPress at 100 fps or more: only the GMAX0505 model (150 fps); the IMX530 ones give 39.
  {
    question: 'CoaXPress 接口、100 帧以上的面阵相机',
    expect: ['CS-C262-80CM'],
    not: ['CS-C246-80CM', 'CS-C1276-80CM'],
  },
  // The PCB solution uses a 12.3 MP mono USB3 camera; its CS-A counterpart is the 12.3 MP mono GigE one.
  {
    question: 'Which CS-A camera suits PCB inspection?',
    expect: ['CS-A123-10GM'],
    not: ['CS-A016-10GM', 'CS-A200-10GC', 'CL-G4K-10GM', 'CS-SDK'],
  },
  // The electrode coating solution uses the 16K CoaXPress line scan camera.
  { question: '锂电极片缺陷检测用什么线阵相机？', expect: ['CL-X16K-80CM'], not: ['CL-G2K-10GM', 'CS-A050-10GM'] },
  // The parcel reading solution uses the wide-field logistics reader.
  {
    question: 'What do you recommend for parcel code reading in logistics?',
    expect: ['ID-350W'],
    not: ['ID-330', 'CS-A050-10GM'],
  },
  { question: 'DPM 码读取用哪款读码器？', expect: ['ID-330'], not: ['ID-350W', 'VS-110'] },
  { question: 'I need a 16 mm lens for a 12 MP camera', expect: ['LF-1614-12M'], not: ['LF-2514-12M', 'LF-1218-5M'] },
  { question: '放大倍率 2 倍的远心镜头', expect: ['LT-200-65'], not: ['LT-050-110', 'LT-100-110'] },
  {
    question: 'Do you have a smart camera with deep learning and 12 MP?',
    expect: ['SC-5120D'],
    not: ['SC-5050D', 'SC-2016M', 'CS-A123-10GM'],
  },
  {
    question: '有没有 TDI 线阵相机，Camera Link 接口的？',
    expect: ['CL-T8K-CLM'],
    not: ['CL-T8K-80TM', 'CL-X8K-80CM'],
  },
  // At 16K the CL-X runs at 200 kHz, the TDI CL-T at 100 kHz.
  { question: 'Which line scan camera is the fastest at 16K?', expect: ['CL-X16K-80CM'], not: ['CL-T16K-80TM'] },
  { question: '红外背光有哪些型号？', expect: ['LB-150-IR'], not: ['LB-200-R', 'LB-100-W'] },
  { question: 'I need a red ring light', expect: ['LR-100-R'], not: ['LR-70-W', 'LB-200-R'] },
  { question: '4K 彩色线阵相机', expect: ['CL-G4K-10GC'], not: ['CL-G4K-10GM', 'CL-G2K-10GC'] },
  { question: 'What is the frame rate of CS-U031-20UM?', expect: ['CS-U031-20UM'], not: ['CS-U031-20UC'] },
  { question: '颜色识别的视觉传感器', expect: ['VS-120C'], not: ['VS-110', 'VS-150'] },
  // 20 MP with a global shutter over GigE: the IMX541 model, not the rolling-shutter IMX183 one.
  { question: 'Global shutter 20 MP GigE camera', expect: ['CS-A204-10GM'], not: ['CS-A200-10GC'] },
];

/** Questions no model of the demo catalogue fits (USB3 stops at 12.3 MP). */
export const UNANSWERABLE_QUESTIONS = ['有没有 1 亿像素的 USB3 彩色相机？', 'Do you have a 200 fps 20 MP USB3 camera?'];

/** Whether an answer names every expected model and none of the wrong ones; what is missing or wrong if not. */
export function gradeAnswer(q: ProductQuestion, answer: string): { pass: boolean; missing: string[]; wrong: string[] } {
  // A model number inside a longer one (CS-A050-10GM in CS-A050-10GMX) does not count.
  const names = (n: string) => new RegExp(`(^|[^A-Za-z0-9-])${n.replace(/[-]/g, '\\-')}(?![A-Za-z0-9])`).test(answer);
  const missing = q.expect.filter((n) => !names(n));
  const wrong = q.not.filter((n) => names(n));
  return { pass: missing.length === 0 && wrong.length === 0, missing, wrong };
}
