import { strokeText, textWidth } from './stroke-font.js';

/**
 * Studio-style product pictures for the demo catalogue, composed as SVG (rendered to JPEG by assets.ts).
 * What is drawn follows the product's form factor and series: a 29 mm GigE cube with an RJ45 and a Hirose
 * socket, a 68 mm CoaXPress body with four coax sockets and fins, a line-scan camera whose length follows its
 * resolution, a smart camera with its LED ring, lenses whose length follows the focal length, lights that
 * glow in their colour, software as a boxed product. Every picture is a pure function of its look, so the
 * bytes are the same at every start. Lettering is Latin only (model numbers), drawn with the stroke font.
 */

export type ProductForm = 'box' | 'line' | 'smart' | 'sensor' | 'reader' | 'lens' | 'light' | 'soft';
export type ProductView = 'main' | 'back' | 'dim';

export interface ProductLook {
  form: ProductForm;
  /** Form-specific variant: interface (box, line), mount/kind (lens), shape (light), product (soft). */
  variant: string;
  /** A size parameter: body mm (box), resolution K (line), focal length (lens), size mm (light). */
  size: number;
  /** Series accent, 0–359. */
  hue: number;
  /** The model number and the series line, Latin only. */
  model: string;
  series: string;
}

/** Which views make a gallery for this form. */
export function viewsOf(form: ProductForm): ProductView[] {
  if (form === 'soft') return ['main', 'back'];
  if (form === 'light') return ['main', 'dim'];
  return ['main', 'back', 'dim'];
}

const W = 800;
const H = 600;
const n = (v: number) => Math.round(v * 10) / 10;

function defs(hue: number): string {
  return `<defs>
  <radialGradient id="bg" cx="50%" cy="42%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset=".62" stop-color="#eef1f5"/><stop offset="1" stop-color="#d5dbe3"/></radialGradient>
  <radialGradient id="shadow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#0b1220" stop-opacity=".34"/><stop offset="1" stop-color="#0b1220" stop-opacity="0"/></radialGradient>
  <linearGradient id="front" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a4049"/><stop offset="1" stop-color="#1c2027"/></linearGradient>
  <linearGradient id="top" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#5b636f"/><stop offset="1" stop-color="#8a929e"/></linearGradient>
  <linearGradient id="side" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a2f37"/><stop offset="1" stop-color="#14171c"/></linearGradient>
  <linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3f5f7"/><stop offset=".45" stop-color="#b4bcc6"/><stop offset=".55" stop-color="#8d96a2"/><stop offset="1" stop-color="#dfe3e8"/></linearGradient>
  <linearGradient id="barrel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a505a"/><stop offset=".3" stop-color="#1f232a"/><stop offset=".7" stop-color="#121418"/><stop offset="1" stop-color="#3a4049"/></linearGradient>
  <linearGradient id="barrelLight" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9ecef"/><stop offset=".35" stop-color="#aeb6bf"/><stop offset=".7" stop-color="#7d8690"/><stop offset="1" stop-color="#c9cfd6"/></linearGradient>
  <radialGradient id="glass" cx="38%" cy="35%" r="70%"><stop offset="0" stop-color="#c7e3ff"/><stop offset=".25" stop-color="#5b6fd6"/><stop offset=".6" stop-color="#1b1f4a"/><stop offset="1" stop-color="#07080f"/></radialGradient>
  <linearGradient id="accent" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue},70%,44%)"/><stop offset="1" stop-color="hsl(${(hue + 18) % 360},78%,56%)"/></linearGradient>
  <radialGradient id="led" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#ffffff"/><stop offset=".5" stop-color="#fff6d8"/><stop offset="1" stop-color="#f5c542" stop-opacity="0"/></radialGradient>
</defs>`;
}

function frame(hue: number, body: string, caption: { model: string; series: string }, plain = false): string {
  const bg = plain ? '#ffffff' : 'url(#bg)';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs(hue)}
<rect width="${W}" height="${H}" fill="${bg}"/>
${body}
<rect x="40" y="${H - 62}" width="6" height="34" rx="2" fill="hsl(${hue},70%,46%)"/>
${strokeText(caption.model, 58, H - 40, 20, { color: '#1f2937', weight: 0.13 })}
${strokeText(caption.series, 58, H - 24, 10, { color: '#64748b', weight: 0.12 })}
${strokeText('CLEARSIGHT', W - 40, H - 30, 12, { color: '#94a3b8', weight: 0.13, anchor: 'end' })}
</svg>`;
}

/** A floor shadow under an object centred at cx. */
const shadow = (cx: number, y: number, w: number) =>
  `<ellipse cx="${n(cx)}" cy="${n(y)}" rx="${n(w / 2)}" ry="${n(Math.max(10, w * 0.07))}" fill="url(#shadow)"/>`;

/**
 * A box in oblique projection: the front face at (x, y, w, h), the depth going up and to the right.
 * Returns the faces and the geometry for placing things on them.
 */
function obliqueBox(x: number, y: number, w: number, h: number, d: number, fill = { front: 'url(#front)' }) {
  const dx = d * 0.62;
  const dy = d * 0.42;
  const top = `M${n(x)} ${n(y)} L${n(x + w)} ${n(y)} L${n(x + w + dx)} ${n(y - dy)} L${n(x + dx)} ${n(y - dy)} Z`;
  const side = `M${n(x + w)} ${n(y)} L${n(x + w + dx)} ${n(y - dy)} L${n(x + w + dx)} ${n(y + h - dy)} L${n(x + w)} ${n(y + h)} Z`;
  const svg = `<path d="${top}" fill="url(#top)" stroke="#59616c" stroke-width="1.2" stroke-linejoin="round"/>
<path d="${side}" fill="url(#side)" stroke="#1a1d22" stroke-width="1.2" stroke-linejoin="round"/>
<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(Math.min(w, h) * 0.05)}" fill="${fill.front}" stroke="#0f1115" stroke-width="1.2"/>
<rect x="${n(x + 3)}" y="${n(y + 3)}" width="${n(w - 6)}" height="${n(h * 0.12)}" rx="3" fill="#ffffff" opacity=".07"/>`;
  return { svg, dx, dy, side: { x: x + w, y, dx, dy, h } };
}

/** Text drawn on the oblique side face (skewed to follow it). */
function sideText(face: { x: number; y: number; dx: number; dy: number; h: number }, text: string, size: number) {
  const k = -face.dy / face.dx;
  // As large as asked, as long as it fits the face.
  size = Math.min(size, (face.dx * 0.76) / Math.max(0.1, textWidth(text, 1)));
  return `<g transform="matrix(1 ${n(k)} 0 1 ${n(face.x + face.dx * 0.12)} ${n(face.y + face.h * 0.62 + k * face.dx * 0.12)})">${strokeText(text, 0, 0, size, { color: '#d9dee5', weight: 0.12 })}</g>`;
}

/** A lens mount seen from the front: flange, thread, dark throat and the sensor glinting inside. */
function mount(cx: number, cy: number, rOuter: number): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rOuter)}" fill="url(#metal)" stroke="#59616c" stroke-width="1.5"/>
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rOuter * 0.84)}" fill="#2a2e35" stroke="#9aa3ad" stroke-width="1"/>
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rOuter * 0.74)}" fill="none" stroke="#4b525c" stroke-width="${n(rOuter * 0.05)}" stroke-dasharray="2 3"/>
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rOuter * 0.64)}" fill="#0b0d11"/>
<rect x="${n(cx - rOuter * 0.36)}" y="${n(cy - rOuter * 0.27)}" width="${n(rOuter * 0.72)}" height="${n(rOuter * 0.54)}" rx="2" fill="#3b3f6e"/>
<rect x="${n(cx - rOuter * 0.3)}" y="${n(cy - rOuter * 0.22)}" width="${n(rOuter * 0.6)}" height="${n(rOuter * 0.44)}" fill="#5a4a8a"/>
<path d="M${n(cx - rOuter * 0.3)} ${n(cy - rOuter * 0.22)} l${n(rOuter * 0.3)} 0 l${n(-rOuter * 0.3)} ${n(rOuter * 0.3)} Z" fill="#b9c8ff" opacity=".35"/>`;
}

// ---- connectors (rear panels) ------------------------------------------------------------------------

const rj45 = (x: number, y: number, s: number) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(s)}" height="${n(s * 0.8)}" rx="2" fill="#c9ced4" stroke="#6b7280"/><rect x="${n(x + s * 0.12)}" y="${n(y + s * 0.14)}" width="${n(s * 0.76)}" height="${n(s * 0.5)}" fill="#111"/><rect x="${n(x + s * 0.35)}" y="${n(y + s * 0.6)}" width="${n(s * 0.3)}" height="${n(s * 0.12)}" fill="#111"/><circle cx="${n(x + s * 0.12)}" cy="${n(y - 6)}" r="3" fill="#22c55e"/><circle cx="${n(x + s * 0.88)}" cy="${n(y - 6)}" r="3" fill="#f59e0b"/>`;
const hirose = (cx: number, cy: number, rr: number) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rr)}" fill="url(#metal)" stroke="#6b7280"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rr * 0.72)}" fill="#1b1e23"/>${[
    0, 60, 120, 180, 240, 300,
  ]
    .map((a) => {
      const t = (a * Math.PI) / 180;
      return `<circle cx="${n(cx + Math.cos(t) * rr * 0.42)}" cy="${n(cy + Math.sin(t) * rr * 0.42)}" r="${n(rr * 0.09)}" fill="#d4af37"/>`;
    })
    .join('')}`;
const usb3 = (x: number, y: number, s: number) =>
  `<rect x="${n(x - 6)}" y="${n(y - 4)}" width="${n(s + 12)}" height="${n(s * 0.42 + 8)}" rx="3" fill="#2d3139"/><circle cx="${n(x - 12)}" cy="${n(y + s * 0.21)}" r="4" fill="url(#metal)"/><circle cx="${n(x + s + 12)}" cy="${n(y + s * 0.21)}" r="4" fill="url(#metal)"/><path d="M${n(x)} ${n(y)} h${n(s)} v${n(s * 0.42)} h${n(-s * 0.45)} v${n(-s * 0.1)} h${n(-s * 0.55)} Z" fill="#c9ced4" stroke="#6b7280"/><rect x="${n(x + s * 0.08)}" y="${n(y + s * 0.1)}" width="${n(s * 0.84)}" height="${n(s * 0.14)}" fill="#1d4ed8"/>`;
const coax = (cx: number, cy: number, rr: number) =>
  `<polygon points="${[0, 60, 120, 180, 240, 300].map((a) => `${n(cx + Math.cos((a * Math.PI) / 180) * rr)},${n(cy + Math.sin((a * Math.PI) / 180) * rr)}`).join(' ')}" fill="url(#metal)" stroke="#6b7280"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rr * 0.6)}" fill="#d9dde2" stroke="#6b7280"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rr * 0.34)}" fill="#f0e6c8"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rr * 0.12)}" fill="#b08d2a"/>`;
const m12 = (cx: number, cy: number, rr: number) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rr)}" fill="url(#metal)" stroke="#6b7280"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rr * 0.7)}" fill="#e5e7eb" stroke="#9ca3af"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rr * 0.48)}" fill="#1f2937"/>${[45, 135, 225, 315].map((a) => `<circle cx="${n(cx + Math.cos((a * Math.PI) / 180) * rr * 0.28)}" cy="${n(cy + Math.sin((a * Math.PI) / 180) * rr * 0.28)}" r="${n(rr * 0.07)}" fill="#d4af37"/>`).join('')}`;
const sfp = (x: number, y: number, s: number) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(s)}" height="${n(s * 0.45)}" fill="url(#metal)" stroke="#6b7280"/><rect x="${n(x + s * 0.1)}" y="${n(y + s * 0.12)}" width="${n(s * 0.8)}" height="${n(s * 0.22)}" fill="#111"/>`;
const cameraLink = (x: number, y: number, s: number) =>
  `<path d="M${n(x)} ${n(y)} h${n(s)} l${n(-s * 0.08)} ${n(s * 0.34)} h${n(-s * 0.84)} Z" fill="url(#metal)" stroke="#6b7280"/><rect x="${n(x + s * 0.12)}" y="${n(y + s * 0.08)}" width="${n(s * 0.76)}" height="${n(s * 0.16)}" fill="#111"/><circle cx="${n(x - 8)}" cy="${n(y + s * 0.17)}" r="4" fill="url(#metal)"/><circle cx="${n(x + s + 8)}" cy="${n(y + s * 0.17)}" r="4" fill="url(#metal)"/>`;

function rearPanel(l: ProductLook, x: number, y: number, w: number, h: number): string {
  const out: string[] = [
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(Math.min(w, h) * 0.05)}" fill="url(#front)" stroke="#0f1115" stroke-width="1.2"/>`,
    `<rect x="${n(x + w * 0.06)}" y="${n(y + h * 0.06)}" width="${n(w * 0.88)}" height="${n(h * 0.88)}" rx="6" fill="#23272e" stroke="#343a44"/>`,
  ];
  const cx = x + w / 2;
  const s = Math.min(w, h);
  const iface = l.variant;
  if (iface === 'gige' || iface === '10g') {
    out.push(rj45(cx - s * 0.36, y + h * 0.28, s * 0.3));
    if (iface === '10g') out.push(sfp(cx + s * 0.04, y + h * 0.3, s * 0.3));
    out.push(hirose(iface === '10g' ? cx : cx + s * 0.2, y + h * 0.72, s * 0.11));
  } else if (iface === 'usb') {
    out.push(usb3(cx - s * 0.2, y + h * 0.3, s * 0.4));
    out.push(hirose(cx, y + h * 0.72, s * 0.12));
  } else if (iface === 'cxp') {
    const step = s * 0.2;
    for (let i = 0; i < 4; i += 1) out.push(coax(cx - step * 1.5 + step * i, y + h * 0.38, s * 0.07));
    out.push(hirose(cx, y + h * 0.72, s * 0.1));
  } else if (iface === 'cl') {
    out.push(cameraLink(cx - s * 0.3, y + h * 0.3, s * 0.6));
    out.push(hirose(cx, y + h * 0.72, s * 0.1));
  } else {
    out.push(m12(cx - s * 0.2, y + h * 0.5, s * 0.13));
    out.push(m12(cx + s * 0.2, y + h * 0.5, s * 0.1));
  }
  out.push(
    `<circle cx="${n(x + w * 0.14)}" cy="${n(y + h * 0.14)}" r="${n(Math.max(3, s * 0.02))}" fill="#22c55e"/>`,
    `<circle cx="${n(x + w * 0.86)}" cy="${n(y + h * 0.86)}" r="${n(Math.max(2.5, s * 0.018))}" fill="url(#metal)"/>`,
    `<circle cx="${n(x + w * 0.14)}" cy="${n(y + h * 0.86)}" r="${n(Math.max(2.5, s * 0.018))}" fill="url(#metal)"/>`,
    `<circle cx="${n(x + w * 0.86)}" cy="${n(y + h * 0.14)}" r="${n(Math.max(2.5, s * 0.018))}" fill="url(#metal)"/>`,
  );
  return out.join('\n');
}

// ---- forms ---------------------------------------------------------------------------------------------

/** Screen size of a camera body from its size in mm: small cubes still read well, big ones fill the frame. */
function bodyPx(mm: number): number {
  return 150 + Math.min(1, (mm - 29) / 40) * 110;
}

function boxCamera(l: ProductLook, view: ProductView): string {
  const s = bodyPx(l.size);
  const depth = s * (l.variant === 'usb' ? 1.0 : l.variant === 'gige' ? 1.35 : 1.1);
  if (view === 'back') {
    const x = W / 2 - s * 0.75;
    const y = 250 - s * 0.75;
    return shadow(W / 2, 250 + s * 0.8, s * 1.9) + rearPanel(l, x, y, s * 1.5, s * 1.5);
  }
  const x = W / 2 - (s + depth * 0.62) / 2;
  const y = 270 - s / 2 + depth * 0.2;
  const b = obliqueBox(x, y, s, s, depth);
  const fins =
    l.variant === 'cxp' || l.variant === '10g'
      ? Array.from({ length: 7 }, (_, i) => {
          const t = (i + 1) / 8;
          return `<line x1="${n(b.side.x + b.dx * t)}" y1="${n(y - b.dy * t + 6)}" x2="${n(b.side.x + b.dx * t)}" y2="${n(y + s - b.dy * t - 6)}" stroke="#0b0d10" stroke-width="3" opacity=".8"/>`;
        }).join('')
      : '';
  const mountR = s * (l.size >= 60 ? 0.36 : l.size >= 45 ? 0.34 : 0.38);
  const stripe = `<path d="M${n(x + s)} ${n(y + s * 0.78)} L${n(x + s + b.dx)} ${n(y + s * 0.78 - b.dy)} L${n(x + s + b.dx)} ${n(y + s * 0.86 - b.dy)} L${n(x + s)} ${n(y + s * 0.86)} Z" fill="url(#accent)"/>`;
  return [
    shadow(W / 2 + 10, y + s + 24, s + depth),
    b.svg,
    fins,
    stripe,
    sideText(b.side, l.model, Math.max(10, s * 0.08)),
    mount(x + s / 2, y + s / 2, mountR),
    ...[
      [0.1, 0.1],
      [0.9, 0.1],
      [0.1, 0.9],
      [0.9, 0.9],
    ].map(
      ([px, py]) =>
        `<circle cx="${n(x + s * px!)}" cy="${n(y + s * py!)}" r="${n(s * 0.022)}" fill="#0b0d10" stroke="#59616c"/>`,
    ),
  ].join('\n');
}

function lineCamera(l: ProductLook, view: ProductView): string {
  const len = Math.min(620, 230 + Math.log2(l.size) * 95);
  const h = 140;
  if (view === 'back') {
    return shadow(W / 2, 420, len * 1.05) + rearPanel(l, W / 2 - len / 2, 330 - h, len, h * 1.35);
  }
  const depth = 120;
  const x = W / 2 - (len + depth * 0.62) / 2;
  const y = 300 - h / 2;
  const b = obliqueBox(x, y, len, h, depth);
  const fins = Array.from({ length: Math.round(len / 26) }, (_, i) => {
    const fx = x + 16 + i * 26;
    return fx + 6 < x + len
      ? `<path d="M${n(fx)} ${n(y)} L${n(fx + b.dx)} ${n(y - b.dy)}" stroke="#3b424c" stroke-width="5" stroke-linecap="round"/>`
      : '';
  }).join('');
  const mountR = l.variant === 'cl' || l.size <= 4 ? 52 : l.size >= 16 ? 64 : 58;
  return [
    shadow(W / 2 + 10, y + h + 28, len + depth),
    b.svg,
    fins,
    `<rect x="${n(x + 14)}" y="${n(y + h - 24)}" width="${n(len * 0.28)}" height="8" rx="3" fill="url(#accent)"/>`,
    strokeText(l.model, x + 16, y + 30, 13, { color: '#d9dee5', weight: 0.12 }),
    mount(x + len / 2, y + h / 2, mountR),
  ].join('\n');
}

function smartCamera(l: ProductLook, view: ProductView): string {
  const s = 250;
  const dl = l.variant === 'dl';
  if (view === 'back') {
    return shadow(W / 2, 470, s * 1.4) + rearPanel({ ...l, variant: 'm12' }, W / 2 - s * 0.6, 130, s * 1.2, s * 1.2);
  }
  const depth = 170;
  const x = W / 2 - (s + depth * 0.62) / 2;
  const y = 280 - s / 2 + 30;
  const b = obliqueBox(x, y, s, s, depth, { front: dl ? '#1a1d23' : 'url(#front)' });
  const cx = x + s / 2;
  const cy = y + s / 2;
  const leds = Array.from({ length: 12 }, (_, i) => {
    const t = (i * 30 * Math.PI) / 180;
    const lx = cx + Math.cos(t) * s * 0.32;
    const ly = cy + Math.sin(t) * s * 0.32;
    return `<circle cx="${n(lx)}" cy="${n(ly)}" r="${n(s * 0.05)}" fill="url(#led)"/><circle cx="${n(lx)}" cy="${n(ly)}" r="${n(s * 0.022)}" fill="#fffbe8" stroke="#c9b26a" stroke-width=".8"/>`;
  }).join('');
  return [
    shadow(W / 2 + 10, y + s + 26, s + depth),
    b.svg,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.41)}" fill="#0d0f13" stroke="hsl(${l.hue},70%,50%)" stroke-width="${n(s * 0.022)}"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.38)}" fill="#dfe4ea" opacity=".08"/>`,
    leds,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.2)}" fill="#1b1e24" stroke="#7b838e" stroke-width="3"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.14)}" fill="url(#glass)"/>`,
    `<circle cx="${n(b.side.x + b.dx * 0.3)}" cy="${n(y - b.dy * 0.3 + s * 0.5)}" r="${n(s * 0.07)}" fill="url(#metal)"/>`,
    `<circle cx="${n(b.side.x + b.dx * 0.7)}" cy="${n(y - b.dy * 0.7 + s * 0.5)}" r="${n(s * 0.06)}" fill="url(#metal)"/>`,
    `<rect x="${n(x + s * 0.06)}" y="${n(y + s * 0.93)}" width="${n(s * 0.88)}" height="${n(s * 0.03)}" rx="3" fill="url(#accent)"/>`,
    dl
      ? `<rect x="${n(x + s * 0.78)}" y="${n(y + s * 0.05)}" width="${n(s * 0.17)}" height="${n(s * 0.1)}" rx="4" fill="hsl(${l.hue},80%,50%)"/>${strokeText('AI', x + s * 0.865, y + s * 0.128, s * 0.05, { color: '#fff', anchor: 'middle', weight: 0.16 })}`
      : '',
    `<circle cx="${n(x + s * 0.1)}" cy="${n(y + s * 0.08)}" r="4" fill="#22c55e"/><circle cx="${n(x + s * 0.16)}" cy="${n(y + s * 0.08)}" r="4" fill="#f59e0b"/>`,
  ].join('\n');
}

function sensorBody(l: ProductLook, view: ProductView): string {
  const reader = l.form === 'reader';
  const w = reader ? 230 : 190;
  const h = reader ? 170 : 150;
  if (view === 'back')
    return shadow(W / 2, 460, w * 1.6) + rearPanel({ ...l, variant: 'm12' }, W / 2 - w * 0.7, 150, w * 1.4, h * 1.6);
  const depth = 150;
  const x = W / 2 - (w + depth * 0.62) / 2;
  const y = 300 - h / 2 + 20;
  const b = obliqueBox(x, y, w, h, depth, { front: reader ? '#20242b' : '#e5e7eb' });
  const cx = x + w / 2;
  const cy = y + h / 2;
  const window = `<rect x="${n(x + w * 0.1)}" y="${n(y + h * 0.12)}" width="${n(w * 0.8)}" height="${n(h * 0.7)}" rx="10" fill="#0b0d11" stroke="hsl(${l.hue},70%,48%)" stroke-width="3"/>`;
  const lens = `<circle cx="${n(cx)}" cy="${n(cy - 4)}" r="${n(h * 0.17)}" fill="#1b1e24" stroke="#7b838e" stroke-width="2"/><circle cx="${n(cx)}" cy="${n(cy - 4)}" r="${n(h * 0.11)}" fill="url(#glass)"/>`;
  const leds = (reader ? [-0.32, -0.21, 0.21, 0.32] : [-0.28, 0.28])
    .map(
      (dx) =>
        `<circle cx="${n(cx + dx * w)}" cy="${n(cy - 4)}" r="${n(h * 0.07)}" fill="url(#led)"/><circle cx="${n(cx + dx * w)}" cy="${n(cy - 4)}" r="${n(h * 0.035)}" fill="${reader ? '#fffbe8' : '#ffe0e0'}"/>`,
    )
    .join('');
  const aim = reader
    ? `<line x1="${n(cx - w * 0.36)}" y1="${n(cy + h * 0.24)}" x2="${n(cx + w * 0.36)}" y2="${n(cy + h * 0.24)}" stroke="#ef4444" stroke-width="2" opacity=".85"/>`
    : '';
  return [
    shadow(W / 2 + 10, y + h + 26, w + depth),
    b.svg,
    window,
    leds,
    lens,
    aim,
    `<rect x="${n(x + w * 0.1)}" y="${n(y + h * 0.87)}" width="${n(w * 0.3)}" height="6" rx="3" fill="url(#accent)"/>`,
    sideText(b.side, l.model, 14),
  ].join('\n');
}

/** A lens lying on its side, seen a little from the front: the front glass as an ellipse, rings along it. */
function lens(l: ProductLook, view: ProductView): string {
  const kind = l.variant; // fa-c, fa-m42, tele, ls
  const tele = kind.startsWith('tele');
  const ls = kind.startsWith('ls');
  const dia = ls ? 190 : tele ? 140 : kind.includes('m42') ? 180 : 160;
  const length = tele ? 440 : ls ? 230 + l.size * 1.3 : Math.min(420, 150 + l.size * 5);
  const frontDia = tele ? Math.min(230, dia * (1 + l.size / 200)) : dia;
  const x0 = W / 2 - length / 2 + 20;
  const cy = view === 'dim' ? 270 : 280;
  if (view === 'back') {
    // The mount end: bayonet/thread and the rear element.
    return (
      shadow(W / 2, cy + 180, 320) +
      `<circle cx="${W / 2}" cy="${cy}" r="${n(dia * 0.95)}" fill="url(#barrel)" stroke="#0b0d10" stroke-width="2"/>
<circle cx="${W / 2}" cy="${cy}" r="${n(dia * 0.7)}" fill="url(#metal)" stroke="#59616c"/>
<circle cx="${W / 2}" cy="${cy}" r="${n(dia * 0.62)}" fill="none" stroke="#6b7280" stroke-width="${n(dia * 0.05)}" stroke-dasharray="3 3"/>
<circle cx="${W / 2}" cy="${cy}" r="${n(dia * 0.52)}" fill="#0b0d11"/>
<circle cx="${W / 2}" cy="${cy}" r="${n(dia * 0.34)}" fill="url(#glass)"/>
${strokeText(kind.includes('m42') ? 'M42' : kind.includes('m72') ? 'M72' : kind.includes('m95') ? 'M95' : 'C-MOUNT', W / 2, cy + dia * 0.86, 12, { color: '#cbd5e1', anchor: 'middle' })}`
    );
  }
  const parts: string[] = [shadow(W / 2 + 20, cy + Math.max(dia, frontDia) / 2 + 30, length + 60)];
  // Mount (right end, light metal), barrel, grip rings, front (left end).
  const mountLen = 26;
  parts.push(
    `<rect x="${n(x0 + length - mountLen)}" y="${n(cy - dia * 0.38)}" width="${mountLen}" height="${n(dia * 0.76)}" fill="url(#barrelLight)"/>`,
    `<ellipse cx="${n(x0 + length)}" cy="${cy}" rx="${n(dia * 0.12)}" ry="${n(dia * 0.38)}" fill="#8d96a2"/>`,
  );
  if (tele) {
    const neck = length * 0.45;
    parts.push(
      `<rect x="${n(x0 + length - mountLen - neck)}" y="${n(cy - dia / 2)}" width="${n(neck)}" height="${dia}" fill="url(#barrel)"/>`,
      `<path d="M${n(x0 + 70)} ${n(cy - frontDia / 2)} L${n(x0 + length - mountLen - neck)} ${n(cy - dia / 2)} L${n(x0 + length - mountLen - neck)} ${n(cy + dia / 2)} L${n(x0 + 70)} ${n(cy + frontDia / 2)} Z" fill="url(#barrel)"/>`,
      `<rect x="${n(x0)}" y="${n(cy - frontDia / 2)}" width="70" height="${n(frontDia)}" fill="url(#barrel)"/>`,
    );
  } else {
    parts.push(
      `<rect x="${n(x0)}" y="${n(cy - dia / 2)}" width="${n(length - mountLen)}" height="${dia}" rx="4" fill="url(#barrel)"/>`,
    );
    // Focus and iris rings with knurling, and their lock screws.
    for (const [at, wRing] of [
      [0.18, 0.22],
      [0.52, 0.16],
    ] as const) {
      const rx = x0 + (length - mountLen) * at;
      const rw = Math.max(22, (length - mountLen) * wRing);
      parts.push(
        `<rect x="${n(rx)}" y="${n(cy - dia / 2 - 5)}" width="${n(rw)}" height="${n(dia + 10)}" rx="4" fill="url(#barrel)" stroke="#0b0d10"/>`,
        `<g stroke="#4b525c" stroke-width="2">${Array.from({ length: Math.floor(rw / 6) }, (_, i) => `<line x1="${n(rx + 3 + i * 6)}" y1="${n(cy - dia / 2 - 2)}" x2="${n(rx + 3 + i * 6)}" y2="${n(cy + dia / 2 + 2)}"/>`).join('')}</g>`,
        `<circle cx="${n(rx + rw / 2)}" cy="${n(cy + dia / 2 + 12)}" r="7" fill="url(#metal)" stroke="#59616c"/>`,
      );
    }
  }
  parts.push(
    `<rect x="${n(x0 + (length - mountLen) * (tele ? 0.62 : 0.76))}" y="${n(cy - dia / 2)}" width="6" height="${dia}" fill="url(#accent)"/>`,
    `<ellipse cx="${n(x0)}" cy="${cy}" rx="${n(frontDia * 0.16)}" ry="${n(frontDia / 2)}" fill="#15181d" stroke="#59616c" stroke-width="2"/>`,
    `<ellipse cx="${n(x0)}" cy="${cy}" rx="${n(frontDia * 0.12)}" ry="${n(frontDia * 0.4)}" fill="url(#glass)"/>`,
    `<ellipse cx="${n(x0 - frontDia * 0.03)}" cy="${n(cy - frontDia * 0.14)}" rx="${n(frontDia * 0.03)}" ry="${n(frontDia * 0.1)}" fill="#fff" opacity=".55"/>`,
  );
  // The part number printed on the barrel where there is room for it: between the front and the neck of a
  // telecentric lens, past the rings of a long one.
  if (tele) parts.push(strokeText(l.model, x0 + 86, cy + 6, 13, { color: '#e5e7eb' }));
  else if (length > 300)
    parts.push(strokeText(l.model, x0 + (length - mountLen) * 0.7, cy + 6, 12, { color: '#e5e7eb', anchor: 'middle' }));
  return parts.join('\n');
}

const LIGHT_COLOURS: Record<string, [string, string]> = {
  w: ['#fffdf5', '#f8e7a6'],
  r: ['#ff6b5e', '#d11f1f'],
  b: ['#7cc2ff', '#1d5fd6'],
  ir: ['#b07a8a', '#5b2333'],
  uv: ['#c4a6ff', '#6d28d9'],
};

function light(l: ProductLook): string {
  const [shape, colour = 'w'] = [l.variant.replace(/(w|r|b|ir|uv)$/, ''), /(w|r|b|ir|uv)$/.exec(l.variant)?.[1]];
  const [glow, deep] = LIGHT_COLOURS[colour] ?? LIGHT_COLOURS.w!;
  if (shape === 'ctrl') {
    const w = 380;
    const h = 150;
    const x = W / 2 - (w + 120 * 0.62) / 2;
    const y = 270;
    const b = obliqueBox(x, y, w, h, 120);
    const channels = l.size;
    const knobs = Array.from({ length: channels }, (_, i) => {
      const kx = x + 150 + i * ((w - 180) / Math.max(1, channels - 1 || 1));
      return `<circle cx="${n(kx)}" cy="${n(y + 95)}" r="17" fill="url(#metal)" stroke="#59616c"/><line x1="${n(kx)}" y1="${n(y + 95)}" x2="${n(kx)}" y2="${n(y + 80)}" stroke="#111" stroke-width="3"/>${strokeText(`CH${i + 1}`, kx, y + 130, 9, { color: '#cbd5e1', anchor: 'middle' })}`;
    }).join('');
    const display = `<rect x="${n(x + 20)}" y="${n(y + 30)}" width="110" height="46" rx="4" fill="#0b1a12" stroke="#334"/>${strokeText('255', x + 75, y + 64, 24, { color: '#34d399', anchor: 'middle', weight: 0.14 })}`;
    return [
      shadow(W / 2 + 10, y + h + 26, w + 100),
      b.svg,
      display,
      knobs,
      `<rect x="${n(x + 20)}" y="${n(y + 108)}" width="110" height="8" rx="3" fill="url(#accent)"/>`,
    ].join('\n');
  }
  if (shape === 'ring') {
    const R = 110 + Math.min(80, l.size * 0.5);
    const cy = 270;
    const leds = Array.from({ length: 36 }, (_, i) => {
      const t = (i * 10 * Math.PI) / 180;
      const rx = W / 2 + Math.cos(t) * R * 0.78;
      const ry = cy + Math.sin(t) * R * 0.78 * 0.62;
      return `<ellipse cx="${n(rx)}" cy="${n(ry)}" rx="9" ry="6" fill="${glow}"/>`;
    }).join('');
    return [
      shadow(W / 2, cy + R * 0.62 + 40, R * 2.4),
      `<ellipse cx="${W / 2}" cy="${n(cy + 22)}" rx="${n(R)}" ry="${n(R * 0.62)}" fill="#15181d"/>`,
      `<ellipse cx="${W / 2}" cy="${cy}" rx="${n(R)}" ry="${n(R * 0.62)}" fill="url(#front)" stroke="#0b0d10" stroke-width="2"/>`,
      `<ellipse cx="${W / 2}" cy="${cy}" rx="${n(R * 0.92)}" ry="${n(R * 0.57)}" fill="${deep}" opacity=".55"/>`,
      leds,
      `<ellipse cx="${W / 2}" cy="${cy}" rx="${n(R * 0.6)}" ry="${n(R * 0.37)}" fill="#0b0d11" stroke="#3b424c" stroke-width="3"/>`,
      `<ellipse cx="${W / 2}" cy="${cy}" rx="${n(R * 0.88)}" ry="${n(R * 0.54)}" fill="none" stroke="${glow}" stroke-width="10" opacity=".35"/>`,
      `<path d="M${n(W / 2 + R * 0.9)} ${n(cy + 10)} C ${n(W / 2 + R + 60)} ${n(cy + 40)}, ${n(W / 2 + R + 70)} ${n(cy + 140)}, ${n(W / 2 + R + 140)} ${n(cy + 150)}" fill="none" stroke="#1f2328" stroke-width="9" stroke-linecap="round"/>`,
    ].join('\n');
  }
  // Backlight: a flat panel glowing in its colour.
  const size = 180 + Math.min(140, l.size * 0.6);
  const x = W / 2 - size / 2 - 40;
  const y = 330;
  const dx = size * 0.5;
  const dy = size * 0.34;
  return [
    shadow(W / 2, y + 60, size * 1.7),
    `<path d="M${n(x)} ${n(y)} L${n(x + size)} ${n(y)} L${n(x + size + dx)} ${n(y - dy)} L${n(x + dx)} ${n(y - dy)} Z" fill="url(#front)" stroke="#0b0d10" stroke-width="3"/>`,
    `<path d="M${n(x + 12)} ${n(y - 6)} L${n(x + size - 10)} ${n(y - 6)} L${n(x + size + dx - 16)} ${n(y - dy + 6)} L${n(x + dx + 10)} ${n(y - dy + 6)} Z" fill="${glow}"/>`,
    `<path d="M${n(x + 12)} ${n(y - 6)} L${n(x + size - 10)} ${n(y - 6)} L${n(x + size + dx - 16)} ${n(y - dy + 6)} L${n(x + dx + 10)} ${n(y - dy + 6)} Z" fill="${deep}" opacity=".25"/>`,
    `<path d="M${n(x)} ${n(y)} L${n(x + size)} ${n(y)} L${n(x + size)} ${n(y + 22)} L${n(x)} ${n(y + 22)} Z" fill="#1c2027"/>`,
    `<path d="M${n(x + size)} ${n(y)} L${n(x + size + dx)} ${n(y - dy)} L${n(x + size + dx)} ${n(y - dy + 22)} L${n(x + size)} ${n(y + 22)} Z" fill="#111418"/>`,
    `<path d="M${n(x + size + dx * 0.5)} ${n(y - dy * 0.5 + 14)} C ${n(x + size + dx + 40)} ${n(y)}, ${n(x + size + dx + 30)} ${n(y + 70)}, ${n(x + size + dx + 90)} ${n(y + 80)}" fill="none" stroke="#1f2328" stroke-width="9" stroke-linecap="round"/>`,
  ].join('\n');
}

const SOFT_COLOURS: Record<string, number> = { sdk: 205, vm: 24, di: 275 };

function software(l: ProductLook, view: ProductView): string {
  const hue = SOFT_COLOURS[l.variant] ?? l.hue;
  if (view === 'back') {
    // The program's window: a flow of tools (VisionMaster), a training curve (DeepInspect) or code (SDK).
    const x = 110;
    const y = 80;
    const w = 580;
    const h = 390;
    const inner: string[] = [];
    if (l.variant === 'vm') {
      const nodes = ['CAM', 'MATCH', 'CALIPER', 'CODE', 'PLC'];
      nodes.forEach((label, i) => {
        const nx = x + 40 + (i % 3) * 180;
        const ny = y + 80 + Math.floor(i / 3) * 140;
        inner.push(
          `<rect x="${nx}" y="${ny}" width="140" height="60" rx="8" fill="hsl(${hue},70%,${i === 0 ? 50 : 94}%)" stroke="hsl(${hue},60%,45%)" stroke-width="2"/>`,
          strokeText(label, nx + 70, ny + 37, 13, { color: i === 0 ? '#fff' : '#1f2937', anchor: 'middle' }),
        );
        if (i < nodes.length - 1) {
          const tx = x + 40 + ((i + 1) % 3) * 180;
          const ty = y + 80 + Math.floor((i + 1) / 3) * 140;
          inner.push(
            `<path d="M${nx + 140} ${ny + 30} C ${nx + 170} ${ny + 30}, ${tx - 30} ${ty + 30}, ${tx} ${ty + 30}" fill="none" stroke="#64748b" stroke-width="2.5"/>`,
          );
        }
      });
    } else if (l.variant === 'di') {
      const pts = Array.from(
        { length: 40 },
        (_, i) => `${x + 50 + i * 12},${n(y + 320 - 220 * (1 - Math.exp(-i / 8)) - (i % 3) * 3)}`,
      );
      inner.push(
        `<polyline points="${pts.join(' ')}" fill="none" stroke="hsl(${hue},70%,50%)" stroke-width="4"/>`,
        `<line x1="${x + 50}" y1="${y + 330}" x2="${x + 540}" y2="${y + 330}" stroke="#94a3b8"/>`,
        `<line x1="${x + 50}" y1="${y + 70}" x2="${x + 50}" y2="${y + 330}" stroke="#94a3b8"/>`,
        strokeText('MAP 0.982', x + 530, y + 300, 16, { color: '#0f172a', anchor: 'end' }),
      );
    } else {
      const widths = [320, 260, 380, 180, 300, 420, 240, 340, 200];
      widths.forEach((wl, i) =>
        inner.push(
          `<rect x="${x + 40 + (i % 3 === 1 ? 30 : 0)}" y="${y + 70 + i * 32}" width="${wl}" height="12" rx="6" fill="hsl(${(hue + i * 40) % 360},55%,${i % 2 ? 72 : 60}%)"/>`,
        ),
      );
    }
    return [
      shadow(W / 2, y + h + 20, w * 0.9),
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="#f8fafc" stroke="#94a3b8" stroke-width="2"/>`,
      `<rect x="${x}" y="${y}" width="${w}" height="34" rx="10" fill="hsl(${hue},45%,22%)"/>`,
      `<circle cx="${x + 20}" cy="${y + 17}" r="6" fill="#ef4444"/><circle cx="${x + 40}" cy="${y + 17}" r="6" fill="#f59e0b"/><circle cx="${x + 60}" cy="${y + 17}" r="6" fill="#22c55e"/>`,
      strokeText(l.series, x + w / 2, y + 23, 12, { color: '#e2e8f0', anchor: 'middle' }),
      ...inner,
    ].join('\n');
  }
  // The boxed product.
  const w = 240;
  const h = 320;
  const d = 70;
  const x = W / 2 - (w + d * 0.62) / 2;
  const y = 120 + d * 0.42;
  return [
    shadow(W / 2 + 10, y + h + 18, w + d + 40),
    `<path d="M${x} ${y} L${x + w} ${y} L${n(x + w + d * 0.62)} ${n(y - d * 0.42)} L${n(x + d * 0.62)} ${n(y - d * 0.42)} Z" fill="hsl(${hue},60%,60%)"/>`,
    `<path d="M${x + w} ${y} L${n(x + w + d * 0.62)} ${n(y - d * 0.42)} L${n(x + w + d * 0.62)} ${n(y + h - d * 0.42)} L${x + w} ${y + h} Z" fill="hsl(${hue},55%,24%)"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="hsl(${hue},60%,38%)"/>`,
    `<path d="M${x} ${y + h * 0.55} C ${x + w * 0.3} ${y + h * 0.45}, ${x + w * 0.7} ${y + h * 0.7}, ${x + w} ${y + h * 0.58} L${x + w} ${y + h} L${x} ${y + h} Z" fill="hsl(${hue},65%,28%)"/>`,
    `<circle cx="${x + w / 2}" cy="${y + h * 0.32}" r="46" fill="none" stroke="#fff" stroke-width="6" opacity=".9"/>`,
    `<circle cx="${x + w / 2}" cy="${y + h * 0.32}" r="20" fill="#fff" opacity=".9"/>`,
    strokeText(l.series.split(' ')[0] ?? l.series, x + w / 2, y + h * 0.66, 20, {
      color: '#fff',
      anchor: 'middle',
      weight: 0.13,
    }),
    strokeText(l.model, x + w / 2, y + h * 0.76, 12, { color: '#e2e8f0', anchor: 'middle' }),
    strokeText('CLEARSIGHT VISION', x + w / 2, y + h * 0.93, 10, { color: '#cbd5e1', anchor: 'middle' }),
  ].join('\n');
}

/** Dimension drawing: the outline from the front and the side, with the sizes in mm. */
function dimensions(l: ProductLook): string {
  const lines: string[] = [];
  const ink = '#1e293b';
  const dimLine = (x1: number, y1: number, x2: number, y2: number, label: string, vertical = false) => {
    const mx = (x1 + x2) / 2;
    const my = (y1 + y2) / 2;
    lines.push(
      `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="#2563eb" stroke-width="1.5" marker-start="url(#arr)" marker-end="url(#arr)"/>`,
      vertical
        ? `<g transform="translate(${n(mx - 8)} ${n(my)}) rotate(-90)">${strokeText(label, 0, 0, 13, { color: '#2563eb', anchor: 'middle' })}</g>`
        : strokeText(label, mx, my - 8, 13, { color: '#2563eb', anchor: 'middle' }),
    );
  };
  let mmW: number;
  let mmH: number;
  let mmD: number;
  if (l.form === 'lens') {
    const dia = l.variant.startsWith('ls') ? 90 : l.variant.startsWith('tele') ? 60 + l.size * 0.3 : 29 + l.size * 0.1;
    const len = l.variant.startsWith('tele')
      ? 160 + l.size * 0.5
      : l.variant.startsWith('ls')
        ? 80 + l.size * 0.6
        : 25 + l.size * 1.1;
    mmW = Math.round(dia);
    mmH = Math.round(dia);
    mmD = Math.round(len);
  } else if (l.form === 'line') {
    mmW = Math.round(60 + Math.log2(l.size) * 22);
    mmH = 62;
    mmD = 52;
  } else if (l.form === 'box') {
    mmW = l.size;
    mmH = l.size;
    mmD = l.variant === 'usb' ? 30 : l.variant === 'gige' ? 42 : Math.round(l.size * 1.08);
  } else if (l.form === 'smart') {
    mmW = 75;
    mmH = 55;
    mmD = 48;
  } else if (l.form === 'light') {
    const ctrl = l.variant === 'ctrl';
    mmW = ctrl ? 170 : l.variant.startsWith('ring') ? l.size + 24 : l.size + 16;
    mmH = ctrl ? 45 : mmW;
    mmD = ctrl ? 120 : l.variant.startsWith('ring') ? 26 : 18;
  } else {
    mmW = l.form === 'reader' ? 64 : 52;
    mmH = l.form === 'reader' ? 46 : 40;
    mmD = 38;
  }
  const scale = Math.min(240 / Math.max(mmW, mmH), 280 / mmD, 6);
  const fw = mmW * scale;
  const fh = mmH * scale;
  const sw = mmD * scale;
  const fx = 200 - fw / 2;
  const fy = 280 - fh / 2;
  const sx = 560 - sw / 2;
  const round = l.form === 'lens' || (l.form === 'light' && l.variant.startsWith('ring'));
  lines.push(
    round
      ? `<circle cx="200" cy="280" r="${n(fw / 2)}" fill="none" stroke="${ink}" stroke-width="2"/><circle cx="200" cy="280" r="${n(fw * 0.34)}" fill="none" stroke="${ink}" stroke-width="1.2"/>`
      : `<rect x="${n(fx)}" y="${n(fy)}" width="${n(fw)}" height="${n(fh)}" rx="4" fill="none" stroke="${ink}" stroke-width="2"/><circle cx="200" cy="280" r="${n(Math.min(fw, fh) * 0.3)}" fill="none" stroke="${ink}" stroke-width="1.4"/>`,
    `<line x1="${n(fx - 14)}" y1="280" x2="${n(fx + fw + 14)}" y2="280" stroke="#94a3b8" stroke-dasharray="10 4 2 4"/>`,
    `<line x1="200" y1="${n(fy - 14)}" x2="200" y2="${n(fy + fh + 14)}" stroke="#94a3b8" stroke-dasharray="10 4 2 4"/>`,
    `<rect x="${n(sx)}" y="${n(fy)}" width="${n(sw)}" height="${n(fh)}" rx="3" fill="none" stroke="${ink}" stroke-width="2"/>`,
    `<line x1="${n(sx - 14)}" y1="280" x2="${n(sx + sw + 14)}" y2="280" stroke="#94a3b8" stroke-dasharray="10 4 2 4"/>`,
  );
  if (!round)
    for (const [px, py] of [
      [0.2, 0.2],
      [0.8, 0.2],
      [0.2, 0.8],
      [0.8, 0.8],
    ] as const)
      lines.push(`<circle cx="${n(fx + fw * px)}" cy="${n(fy + fh * py)}" r="3" fill="none" stroke="${ink}"/>`);
  dimLine(fx, fy + fh + 36, fx + fw, fy + fh + 36, String(mmW));
  dimLine(fx - 36, fy, fx - 36, fy + fh, String(mmH), true);
  dimLine(sx, fy + fh + 36, sx + sw, fy + fh + 36, String(mmD));
  lines.push(
    strokeText('FRONT', 200, 90, 12, { color: '#64748b', anchor: 'middle' }),
    strokeText('SIDE', 560, 90, 12, { color: '#64748b', anchor: 'middle' }),
    strokeText('UNIT: MM', W - 40, 60, 11, { color: '#64748b', anchor: 'end' }),
  );
  return `<defs><marker id="arr" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#2563eb"/></marker></defs>
<g stroke="#e2e8f0" stroke-width="1">${Array.from({ length: 20 }, (_, i) => `<line x1="${i * 40}" y1="0" x2="${i * 40}" y2="${H - 80}"/>`).join('')}${Array.from({ length: 13 }, (_, i) => `<line x1="0" y1="${i * 40}" x2="${W}" y2="${i * 40}"/>`).join('')}</g>
${lines.join('\n')}`;
}

/**
 * A wide studio shot of the product for a home-page banner (1280 × 480): the main view with more backdrop
 * around it and no caption, the banner's own title stands beside it.
 */
export function productBannerSvg(look: ProductLook): string {
  const body = productSvg(look, 'main');
  const inner = body.slice(body.indexOf('>') + 1, body.lastIndexOf('<rect x="40"'));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="480" viewBox="-240 40 1280 480"><rect x="-240" y="40" width="1280" height="480" fill="#e9edf2"/>${inner.replace(`<rect width="${W}" height="${H}" fill="url(#bg)"/>`, `<rect x="-240" y="-200" width="1280" height="900" fill="url(#bg)"/>`)}</svg>`;
}

/** The SVG of one view of one product. */
export function productSvg(look: ProductLook, view: ProductView): string {
  if (view === 'dim') {
    return frame(look.hue, dimensions(look), look, true);
  }
  const body =
    look.form === 'box'
      ? boxCamera(look, view)
      : look.form === 'line'
        ? lineCamera(look, view)
        : look.form === 'smart'
          ? smartCamera(look, view)
          : look.form === 'sensor' || look.form === 'reader'
            ? sensorBody(look, view)
            : look.form === 'lens'
              ? lens(look, view)
              : look.form === 'light'
                ? light(look)
                : software(look, view);
  return frame(look.hue, body, look);
}
