import type { DiagramKind } from './lesson-scripts.js';

/**
 * The slides of the generated lesson videos, as SVG (1280x720) that sharp rasterises: a heading in Chinese and
 * English, the slide's point in both languages, and a diagram of it drawn from primitives. Text is set in Noto
 * Sans CJK (fonts-noto-cjk) with DejaVu Sans as the fallback.
 */
export const SLIDE_W = 1280;
export const SLIDE_H = 720;

const FONT = "'Noto Sans CJK SC', 'Noto Sans SC', 'DejaVu Sans', sans-serif";
const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Lines of at most `max` units (a CJK character counts 1, a Latin character about half). */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  const tokens = text.match(/[\u3000-\u9fff\uff00-\uffef]|[^\s\u3000-\u9fff\uff00-\uffef]+|\s+/g) ?? [];
  for (const token of tokens) {
    if (/^\s+$/.test(token)) {
      if (line) {
        line += ' ';
        width += 0.3;
      }
      continue;
    }
    const w = /^[\u3000-\u9fff\uff00-\uffef]$/.test(token) ? 1 : token.length * 0.52;
    // Chinese punctuation never starts a line: it stays on the line it closes, a little over the measure.
    const closing = /^[，。；：、！？）」』]$/.test(token);
    if (width + w > max && line.trim() && !closing) {
      lines.push(line.trim());
      line = '';
      width = 0;
    }
    line += token;
    width += w;
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

const textBlock = (lines: string[], x: number, y: number, size: number, fill: string, weight = 400, gap = 1.45) =>
  lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${y + i * size * gap}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}">${esc(l)}</text>`,
    )
    .join('');

const label = (x: number, y: number, t: string, size = 18, fill = '#cbd5e1', anchor = 'middle') =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}" text-anchor="${anchor}">${esc(t)}</text>`;

const box = (x: number, y: number, w: number, h: number, fill: string, stroke = '#475569', r = 10) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" stroke="${stroke}" stroke-width="2"/>`;

const arrow = (x1: number, y1: number, x2: number, y2: number, color = '#38bdf8') =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${color}" stroke-width="3" marker-end="url(#arrow)"/>`;

const camera = (x: number, y: number, s = 1) =>
  `<g transform="translate(${x},${y}) scale(${s})"><rect x="-34" y="-40" width="68" height="62" rx="6" fill="#1e293b" stroke="#64748b" stroke-width="2"/><rect x="-20" y="22" width="40" height="26" fill="#334155" stroke="#64748b" stroke-width="2"/><rect x="-16" y="48" width="32" height="8" fill="#0ea5e9"/></g>`;

const part = (x: number, y: number, w: number, color = '#94a3b8') =>
  `<rect x="${x - w / 2}" y="${y}" width="${w}" height="18" rx="3" fill="${color}"/>`;

/** A diagram drawn in a 600x420 box. */
const DIAGRAMS: Record<DiagramKind, () => string> = {
  system: () =>
    [
      camera(300, 90, 1.1),
      `<path d="M240 190 L200 150 M360 190 L400 150" stroke="#fde68a" stroke-width="6"/>`,
      `<rect x="190" y="140" width="40" height="12" fill="#f59e0b"/><rect x="370" y="140" width="40" height="12" fill="#f59e0b"/>`,
      `<polygon points="282,156 318,156 360,300 240,300" fill="#38bdf8" opacity=".12"/>`,
      `<rect x="80" y="300" width="440" height="22" fill="#334155"/>`,
      part(300, 282, 90, '#cbd5e1'),
      box(470, 40, 110, 70, '#0f172a'),
      label(525, 82, 'PC / IPC', 18),
      arrow(340, 70, 466, 70),
      box(470, 180, 110, 60, '#0f172a'),
      label(525, 217, 'PLC', 20),
      arrow(525, 112, 525, 176),
      label(300, 30, 'Camera + lens', 18),
      label(150, 130, 'Light', 18),
      label(300, 360, 'Part on the line', 18),
    ].join(''),
  shutter: () => {
    const rows = Array.from({ length: 8 }, (_, i) => i);
    return [
      label(150, 30, 'Global shutter', 20, '#f8fafc'),
      label(450, 30, 'Rolling shutter', 20, '#f8fafc'),
      ...rows.map(
        (i) =>
          `<rect x="60" y="${60 + i * 34}" width="180" height="24" fill="#1e293b"/><rect x="120" y="${60 + i * 34}" width="70" height="24" fill="#22c55e"/>`,
      ),
      ...rows.map(
        (i) =>
          `<rect x="360" y="${60 + i * 34}" width="180" height="24" fill="#1e293b"/><rect x="${370 + i * 14}" y="${60 + i * 34}" width="70" height="24" fill="#f59e0b"/>`,
      ),
      arrow(60, 350, 250, 350, '#94a3b8'),
      arrow(360, 350, 550, 350, '#94a3b8'),
      label(150, 385, 'time →  all rows together', 16),
      label(450, 385, 'time →  row after row', 16),
    ].join('');
  },
  sensor: () => {
    const cells = [];
    for (let r = 0; r < 8; r += 1)
      for (let c = 0; c < 10; c += 1)
        cells.push(
          `<rect x="${110 + c * 34}" y="${60 + r * 34}" width="30" height="30" fill="${(r + c) % 2 ? '#1d4ed8' : '#0f766e'}" opacity="${0.55 + ((r * 7 + c * 3) % 5) / 12}"/>`,
        );
    return [
      `<rect x="96" y="46" width="368" height="300" rx="6" fill="#0b1220" stroke="#64748b" stroke-width="3"/>`,
      ...cells,
      `<rect x="110" y="60" width="30" height="30" fill="none" stroke="#fde68a" stroke-width="3"/>`,
      label(280, 380, 'width = pixels × pixel size', 18),
      `<line x1="110" y1="36" x2="450" y2="36" stroke="#94a3b8" stroke-width="2"/>`,
      label(530, 80, 'one pixel', 16, '#fde68a'),
      arrow(500, 84, 146, 76, '#fde68a'),
    ].join('');
  },
  fov: () =>
    [
      camera(300, 60, 0.9),
      `<polygon points="300,110 80,330 520,330" fill="#38bdf8" opacity=".15" stroke="#38bdf8" stroke-width="2"/>`,
      `<rect x="60" y="330" width="480" height="14" fill="#334155"/>`,
      `<line x1="80" y1="370" x2="520" y2="370" stroke="#f8fafc" stroke-width="2"/><line x1="80" y1="360" x2="80" y2="380" stroke="#f8fafc" stroke-width="2"/><line x1="520" y1="360" x2="520" y2="380" stroke="#f8fafc" stroke-width="2"/>`,
      label(300, 402, 'FOV 100 mm ÷ 2448 px ≈ 0.041 mm/px', 18, '#f8fafc'),
      `<line x1="560" y1="110" x2="560" y2="330" stroke="#94a3b8" stroke-width="2" stroke-dasharray="6 4"/>`,
      label(560, 230, 'WD', 18, '#94a3b8'),
    ].join(''),
  interfaces: () => {
    const bars: Array<[string, number, string]> = [
      ['GigE', 1, '#38bdf8'],
      ['USB3', 5, '#22c55e'],
      ['10GigE', 10, '#f59e0b'],
      ['CXP-12', 12.5, '#ef4444'],
    ];
    return [
      `<line x1="120" y1="40" x2="120" y2="360" stroke="#475569" stroke-width="2"/>`,
      ...bars.map(([name, gbps, color], i) =>
        [
          label(110, 92 + i * 80, name, 20, '#f8fafc', 'end'),
          `<rect x="122" y="${66 + i * 80}" width="${gbps * 34}" height="40" rx="4" fill="${color}"/>`,
          label(132 + gbps * 34, 94 + i * 80, `${gbps} Gb/s`, 18, '#cbd5e1', 'start'),
        ].join(''),
      ),
      label(300, 395, 'bandwidth per cable', 16),
    ].join('');
  },
  lens: () =>
    [
      `<line x1="30" y1="210" x2="580" y2="210" stroke="#475569" stroke-width="2" stroke-dasharray="8 6"/>`,
      `<rect x="40" y="150" width="14" height="120" fill="#0ea5e9"/>`,
      `<ellipse cx="200" cy="210" rx="16" ry="110" fill="#38bdf8" opacity=".35" stroke="#38bdf8" stroke-width="2"/>`,
      `<line x1="540" y1="90" x2="540" y2="330" stroke="#cbd5e1" stroke-width="6"/>`,
      `<polyline points="540,90 200,210 47,250" fill="none" stroke="#fde68a" stroke-width="2"/>`,
      `<polyline points="540,330 200,210 47,170" fill="none" stroke="#fde68a" stroke-width="2"/>`,
      label(120, 320, 'f', 22, '#f8fafc'),
      `<line x1="54" y1="300" x2="200" y2="300" stroke="#f8fafc" stroke-width="2"/>`,
      label(370, 370, 'working distance', 18, '#f8fafc'),
      `<line x1="200" y1="350" x2="540" y2="350" stroke="#f8fafc" stroke-width="2"/>`,
      label(300, 40, 'f ≈ WD × sensor width ÷ FOV', 20, '#fde68a'),
    ].join(''),
  lighting: () =>
    [
      camera(300, 50, 0.8),
      `<rect x="60" y="300" width="480" height="16" fill="#334155"/>`,
      part(300, 282, 160, '#cbd5e1'),
      `<rect x="70" y="230" width="60" height="14" fill="#f59e0b"/><rect x="470" y="230" width="60" height="14" fill="#f59e0b"/>`,
      `<line x1="130" y1="240" x2="250" y2="284" stroke="#fde68a" stroke-width="2"/><line x1="470" y1="240" x2="350" y2="284" stroke="#fde68a" stroke-width="2"/>`,
      `<line x1="250" y1="284" x2="110" y2="200" stroke="#fde68a" stroke-width="2" stroke-dasharray="4 4"/>`,
      label(100, 220, 'low angle', 16),
      `<rect x="200" y="340" width="200" height="12" fill="#e0f2fe"/>`,
      label(300, 385, 'backlight / bright field / dark field', 16),
      `<rect x="230" y="150" width="140" height="14" fill="#f59e0b" opacity=".8"/>`,
      label(450, 160, 'ring light', 16),
    ].join(''),
  telecentric: () =>
    [
      label(150, 30, 'Standard lens', 20, '#f8fafc'),
      label(450, 30, 'Telecentric lens', 20, '#f8fafc'),
      `<polygon points="150,70 60,330 240,330" fill="#38bdf8" opacity=".15" stroke="#38bdf8" stroke-width="2"/>`,
      part(150, 220, 70, '#cbd5e1'),
      part(150, 300, 130, '#94a3b8'),
      `<rect x="370" y="70" width="160" height="260" fill="#22c55e" opacity=".12" stroke="#22c55e" stroke-width="2"/>`,
      part(450, 220, 100, '#cbd5e1'),
      part(450, 300, 100, '#94a3b8'),
      label(150, 380, 'size changes with distance', 16),
      label(450, 380, 'same size at any distance', 16),
    ].join(''),
  template: () =>
    [
      `<rect x="40" y="40" width="520" height="320" fill="#0b1220" stroke="#475569" stroke-width="2"/>`,
      `<g transform="translate(330,200) rotate(-14)"><rect x="-70" y="-45" width="140" height="90" rx="8" fill="#64748b"/><circle cx="-30" r="16" fill="#1e293b"/><rect x="10" y="-12" width="40" height="24" fill="#1e293b"/><rect x="-84" y="-59" width="168" height="118" fill="none" stroke="#22c55e" stroke-width="3"/></g>`,
      `<rect x="60" y="60" width="110" height="80" fill="none" stroke="#fde68a" stroke-width="2" stroke-dasharray="6 4"/>`,
      label(115, 160, 'template', 16, '#fde68a'),
      label(430, 335, 'score 0.97 · angle −14°', 18, '#22c55e'),
    ].join(''),
  caliper: () => {
    const pts = Array.from({ length: 41 }, (_, i) => {
      const x = 60 + i * 12;
      const v = 1 / (1 + Math.exp(-(i - 20) * 0.9));
      return `${x},${300 - v * 180}`;
    }).join(' ');
    return [
      `<line x1="60" y1="320" x2="560" y2="320" stroke="#475569" stroke-width="2"/><line x1="60" y1="100" x2="60" y2="320" stroke="#475569" stroke-width="2"/>`,
      `<polyline points="${pts}" fill="none" stroke="#38bdf8" stroke-width="4"/>`,
      `<line x1="300" y1="80" x2="300" y2="330" stroke="#ef4444" stroke-width="2" stroke-dasharray="6 4"/>`,
      label(300, 70, 'edge at 124.37 px', 18, '#ef4444'),
      label(310, 360, 'position along the caliper', 16),
      label(40, 90, 'grey', 16, '#cbd5e1', 'start'),
    ].join('');
  },
  codes: () => {
    const bars = [3, 1, 2, 1, 1, 3, 2, 1, 1, 2, 3, 1, 2, 2, 1, 1, 3, 1, 2, 1];
    let x = 60;
    const drawn = bars.map((w, i) => {
      const out = i % 2 === 0 ? `<rect x="${x}" y="90" width="${w * 5}" height="180" fill="#f8fafc"/>` : '';
      x += w * 5;
      return out;
    });
    const cells = [];
    for (let r = 0; r < 12; r += 1)
      for (let c = 0; c < 12; c += 1) {
        const on =
          r === 11 || c === 0 || (r === 0 && c % 2 === 0) || (c === 11 && r % 2 === 1) || (r * 5 + c * 3) % 7 < 3;
        if (on) cells.push(`<rect x="${350 + c * 16}" y="${84 + r * 16}" width="16" height="16" fill="#f8fafc"/>`);
      }
    return [...drawn, ...cells, label(150, 320, '1D barcode', 18), label(446, 320, 'Data Matrix', 18)].join('');
  },
  plc: () => {
    const steps = ['Trigger', 'Grab', 'Inspect', 'Result', 'Done'];
    return [
      ...steps.map((step, i) =>
        [
          box(30 + i * 114, 150, 100, 64, i === 3 ? '#14532d' : '#0f172a'),
          label(80 + i * 114, 189, step, 18, '#f8fafc'),
          i < steps.length - 1 ? arrow(132 + i * 114, 182, 142 + i * 114, 182) : '',
        ].join(''),
      ),
      `<polyline points="40,300 100,300 100,270 420,270 420,300 560,300" fill="none" stroke="#f59e0b" stroke-width="3"/>`,
      `<polyline points="40,360 330,360 330,330 520,330 520,360 560,360" fill="none" stroke="#22c55e" stroke-width="3"/>`,
      label(40, 260, 'trigger', 14, '#f59e0b', 'start'),
      label(40, 320, 'done', 14, '#22c55e', 'start'),
      label(300, 110, '≈ 35 ms', 20, '#38bdf8'),
    ].join('');
  },
  runtime: () =>
    [
      box(30, 30, 540, 360, '#0b1220', '#475569', 6),
      `<rect x="30" y="30" width="540" height="34" fill="#1e293b"/>`,
      label(50, 53, 'Runtime', 16, '#f8fafc', 'start'),
      `<rect x="50" y="84" width="320" height="220" fill="#111827"/>`,
      `<rect x="140" y="140" width="140" height="100" rx="8" fill="#64748b"/><rect x="128" y="128" width="164" height="124" fill="none" stroke="#22c55e" stroke-width="3"/>`,
      box(390, 84, 160, 64, '#14532d', '#22c55e'),
      label(470, 124, 'OK 12 408', 20, '#f8fafc'),
      box(390, 160, 160, 64, '#450a0a', '#ef4444'),
      label(470, 200, 'NG 37', 20, '#f8fafc'),
      label(470, 262, 'yield 99.70%', 18, '#cbd5e1'),
      `<rect x="50" y="320" width="500" height="50" fill="#1e293b"/>`,
      label(60, 350, '09:41:07  cycle 38 ms  · camera 1 online', 14, '#94a3b8', 'start'),
    ].join(''),
  pipeline: () => {
    const steps = ['Collect', 'Label', 'Train', 'Evaluate', 'Deploy'];
    return [
      ...steps.map((step, i) =>
        [
          `<circle cx="${70 + i * 115}" cy="170" r="46" fill="#0f172a" stroke="${i === 4 ? '#22c55e' : '#38bdf8'}" stroke-width="3"/>`,
          label(70 + i * 115, 176, step, 16, '#f8fafc'),
          i < steps.length - 1 ? arrow(118 + i * 115, 170, 136 + i * 115, 170) : '',
        ].join(''),
      ),
      `<path d="M70 230 C 70 330, 530 330, 530 230" fill="none" stroke="#f59e0b" stroke-width="2" stroke-dasharray="6 5"/>`,
      label(300, 350, 'images it got wrong go back into training', 16, '#f59e0b'),
    ].join('');
  },
  labels: () =>
    [
      `<rect x="40" y="40" width="300" height="300" fill="#374151"/>`,
      `<path d="M120 120 q 40 -20 60 10 t 50 40" fill="none" stroke="#111827" stroke-width="7"/>`,
      `<path d="M108 104 L 246 104 L 246 192 L 108 192 Z" fill="none" stroke="#ef4444" stroke-width="3"/>`,
      `<circle cx="250" cy="270" r="18" fill="#111827"/><circle cx="250" cy="270" r="26" fill="none" stroke="#f59e0b" stroke-width="3"/>`,
      box(380, 60, 190, 44, '#0f172a', '#ef4444'),
      label(475, 89, 'scratch', 18, '#f8fafc'),
      box(380, 120, 190, 44, '#0f172a', '#f59e0b'),
      label(475, 149, 'pit', 18, '#f8fafc'),
      box(380, 180, 190, 44, '#0f172a', '#22c55e'),
      label(475, 209, 'good', 18, '#f8fafc'),
      label(190, 380, 'one label per defect', 16),
    ].join(''),
  curve: () => {
    const train = Array.from({ length: 30 }, (_, i) => `${70 + i * 16},${80 + 230 * (1 - Math.exp(-i / 6))}`).join(' ');
    const val = Array.from(
      { length: 30 },
      (_, i) => `${70 + i * 16},${100 + 190 * (1 - Math.exp(-i / 6)) - (i > 18 ? (i - 18) * 6 : 0)}`,
    ).join(' ');
    return [
      `<line x1="70" y1="330" x2="560" y2="330" stroke="#475569" stroke-width="2"/><line x1="70" y1="60" x2="70" y2="330" stroke="#475569" stroke-width="2"/>`,
      `<polyline points="${train.replace(/,(\d+(\.\d+)?)/g, (_, y: string) => `,${410 - Number(y)}`)}" fill="none" stroke="#38bdf8" stroke-width="4"/>`,
      `<polyline points="${val.replace(/,(\d+(\.\d+)?)/g, (_, y: string) => `,${410 - Number(y)}`)}" fill="none" stroke="#f59e0b" stroke-width="4"/>`,
      label(470, 100, 'validation', 16, '#f59e0b'),
      label(470, 300, 'training', 16, '#38bdf8'),
      label(315, 365, 'epochs', 16),
    ].join('');
  },
  reflective: () =>
    [
      camera(300, 50, 0.8),
      `<path d="M100 300 A 200 200 0 0 1 500 300" fill="#f59e0b" opacity=".18" stroke="#f59e0b" stroke-width="4"/>`,
      `<ellipse cx="300" cy="292" rx="110" ry="18" fill="#e2e8f0"/>`,
      `<ellipse cx="270" cy="288" rx="26" ry="5" fill="#ffffff"/>`,
      `<rect x="60" y="300" width="480" height="14" fill="#334155"/>`,
      ...Array.from(
        { length: 7 },
        (_, i) =>
          `<line x1="${140 + i * 52}" y1="${180 - Math.sin((i / 6) * Math.PI) * 60}" x2="${260 + i * 14}" y2="282" stroke="#fde68a" stroke-width="1.5" opacity=".7"/>`,
      ),
      label(300, 360, 'dome: light from every angle, no hot spot', 16),
    ].join(''),
  install: () =>
    [
      box(40, 40, 520, 320, '#0b1220', '#475569', 6),
      `<rect x="40" y="40" width="520" height="34" fill="#1e293b"/>`,
      label(60, 63, 'Setup', 16, '#f8fafc', 'start'),
      ...['Vision platform', 'GigE Vision driver', 'USB3 Vision driver', 'Jumbo frames 9014 B'].map((t, i) =>
        [
          `<rect x="80" y="${110 + i * 52}" width="26" height="26" rx="4" fill="#14532d" stroke="#22c55e" stroke-width="2"/>`,
          `<polyline points="${86},${123 + i * 52} ${92},${129 + i * 52} ${101},${116 + i * 52}" fill="none" stroke="#f8fafc" stroke-width="3"/>`,
          label(124, 130 + i * 52, t, 18, '#e2e8f0', 'start'),
        ].join(''),
      ),
      `<rect x="80" y="320" width="440" height="14" rx="7" fill="#1e293b"/><rect x="80" y="320" width="440" height="14" rx="7" fill="#22c55e"/>`,
    ].join(''),
};

const defs = `<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto"><path d="M0 0 L10 5 L0 10 z" fill="#38bdf8"/></marker><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1120"/><stop offset="1" stop-color="#13233f"/></linearGradient></defs>`;

function frame(course: string, courseEn: string, index: number, total: number, body: string): string {
  const dots = Array.from(
    { length: total },
    (_, i) =>
      `<circle cx="${SLIDE_W - 60 - (total - 1 - i) * 22}" cy="${SLIDE_H - 34}" r="6" fill="${i === index ? '#38bdf8' : '#334155'}"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDE_W}" height="${SLIDE_H}" viewBox="0 0 ${SLIDE_W} ${SLIDE_H}">${defs}
<rect width="${SLIDE_W}" height="${SLIDE_H}" fill="url(#bg)"/>
<rect width="${SLIDE_W}" height="56" fill="#0f172a"/><rect y="56" width="${SLIDE_W}" height="3" fill="#0ea5e9"/>
<text x="40" y="37" font-family="${FONT}" font-size="20" font-weight="700" fill="#f8fafc">澄镜视觉学院 · ClearSight Vision College</text>
<text x="${SLIDE_W - 40}" y="37" font-family="${FONT}" font-size="18" fill="#94a3b8" text-anchor="end">${esc(course)} · ${esc(courseEn)}</text>
${body}${dots}</svg>`;
}

export interface SlideText {
  course: string;
  courseEn: string;
  heading: string;
  headingEn: string;
  say: string;
  sayEn: string;
}

/** A teaching slide: the point on the left in both languages, its diagram on the right. */
export function teachingSlide(t: SlideText, diagram: DiagramKind, index: number, total: number): string {
  const body = [
    textBlock(wrap(t.heading, 15), 60, 150, 40, '#f8fafc', 700),
    textBlock(wrap(t.headingEn, 21), 60, 150 + wrap(t.heading, 15).length * 58, 24, '#7dd3fc', 600),
    textBlock(wrap(t.say, 20).slice(0, 5), 60, 290, 24, '#e2e8f0', 400, 1.5),
    textBlock(wrap(t.sayEn, 29).slice(0, 6), 60, 470, 18, '#94a3b8', 400, 1.5),
    `<rect x="636" y="130" width="600" height="420" rx="14" fill="#0b1220" opacity=".55"/>`,
    `<g transform="translate(636,150)">${DIAGRAMS[diagram]()}</g>`,
  ].join('');
  return frame(t.course, t.courseEn, index, total, body);
}

/** The first slide: the lesson's title in both languages and where it sits in the course. */
export function titleSlide(
  t: { course: string; courseEn: string; lesson: string; lessonEn: string; number: number },
  total: number,
): string {
  const body = [
    `<rect x="60" y="170" width="8" height="250" fill="#0ea5e9"/>`,
    textBlock([`第 ${t.number} 课 · Lesson ${t.number}`], 100, 200, 26, '#7dd3fc', 600),
    textBlock(wrap(t.lesson, 14), 100, 280, 56, '#f8fafc', 700, 1.3),
    textBlock(wrap(t.lessonEn, 24), 100, 280 + wrap(t.lesson, 14).length * 74, 32, '#cbd5e1', 400, 1.3),
    `<g transform="translate(1010,400) scale(1.6)" opacity=".9">${camera(0, 0)}</g>`,
    `<circle cx="1010" cy="360" r="150" fill="none" stroke="#1e3a5f" stroke-width="2"/><circle cx="1010" cy="360" r="200" fill="none" stroke="#172a45" stroke-width="2"/>`,
  ].join('');
  return frame(t.course, t.courseEn, 0, total, body);
}

/** The last slide: the catalogue models the course relates to, from the catalogue. */
export function productsSlide(
  t: { course: string; courseEn: string },
  models: Array<{ modelNumber: string; name: string; nameEn: string }>,
  total: number,
): string {
  const cards = models
    .slice(0, 3)
    .map((m, i) =>
      [
        box(60 + i * 395, 250, 365, 250, '#0f172a', '#1e40af', 14),
        `<rect x="${60 + i * 395}" y="250" width="365" height="8" fill="#0ea5e9"/>`,
        textBlock([m.modelNumber], 90 + i * 395, 320, 34, '#f8fafc', 700),
        textBlock(wrap(m.name, 12).slice(0, 2), 90 + i * 395, 380, 22, '#e2e8f0'),
        textBlock(wrap(m.nameEn, 18).slice(0, 2), 90 + i * 395, 450, 17, '#94a3b8'),
      ].join(''),
    )
    .join('');
  const body = [
    textBlock(['本课程相关产品'], 60, 150, 40, '#f8fafc', 700),
    textBlock(['Products in this course'], 60, 200, 24, '#7dd3fc', 600),
    cards,
    textBlock(['clearsight-vision.example · 产品中心 / Products'], 60, 580, 18, '#64748b'),
  ].join('');
  return frame(t.course, t.courseEn, total - 1, total, body);
}
