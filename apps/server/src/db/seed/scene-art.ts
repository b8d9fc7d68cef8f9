import { loadSharp } from '../../shared/sharp.js';

/**
 * Rendered scene pictures for the solutions, the news and the company page: a line with a camera on a gantry over
 * the subject of a solution (battery cells, parcels, vials…), close-ups under a lens (a PCB, a wafer, wire bonds)
 * and the company's places (headquarters, lab, production, a stand at a fair). Drawn as SVG from shapes with
 * gradients, soft shadows and the inspection overlay a vision system would show, then rasterised by sharp. A
 * picture's key names its scene, a variant (which moves and recolours things, so two pictures of one scene differ)
 * and its size: `seed/scene/<scene>-<variant>-<w>x<h>.jpg`.
 */
const VW = 960;
const VH = 600;

/** A small deterministic random generator, so a key always draws the same picture. */
function random(seed: string): () => number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

interface Ctx {
  rnd: () => number;
  hue: number;
}

const defs = (hue: number) => `<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},22%,16%)"/><stop offset="1" stop-color="hsl(${hue},18%,30%)"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},10%,34%)"/><stop offset="1" stop-color="hsl(${hue},12%,18%)"/></linearGradient>
<linearGradient id="belt" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b2f36"/><stop offset="1" stop-color="#16191e"/></linearGradient>
<linearGradient id="steel" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8d96a3"/><stop offset=".5" stop-color="#d5dbe3"/><stop offset="1" stop-color="#7b8490"/></linearGradient>
<linearGradient id="alu" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9d0d8"/><stop offset="1" stop-color="#7d8793"/></linearGradient>
<linearGradient id="cone" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfe6ff" stop-opacity=".38"/><stop offset="1" stop-color="#bfe6ff" stop-opacity="0"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#fff7e0" stop-opacity=".9"/><stop offset="1" stop-color="#fff7e0" stop-opacity="0"/></radialGradient>
<radialGradient id="vignette" cx=".5" cy=".45" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".55"/></radialGradient>
<linearGradient id="pcb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f5132"/><stop offset="1" stop-color="#0a3a24"/></linearGradient>
<radialGradient id="wafer" cx=".4" cy=".35" r=".8"><stop offset="0" stop-color="#c7d2fe"/><stop offset=".45" stop-color="#6d7fb8"/><stop offset=".8" stop-color="#3b3f74"/><stop offset="1" stop-color="#7a5ea8"/></radialGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e0f2fe" stop-opacity=".85"/><stop offset="1" stop-color="#93c5fd" stop-opacity=".45"/></linearGradient>
<filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
<filter id="shadow" x="-20%" y="-20%" width="140%" height="160%"><feGaussianBlur stdDeviation="5"/></filter>
</defs>`;

const f = (n: number) => Math.round(n * 10) / 10;

// ----- the room -----------------------------------------------------------------------------------------

/** A factory hall: a wall with windows and columns, ceiling lights, a polished floor with lane markings. */
function hall(c: Ctx, horizon = 300): string {
  const cols = Array.from({ length: 6 }, (_, i) => {
    const x = 40 + i * 180 + c.rnd() * 20;
    return `<rect x="${f(x)}" y="0" width="26" height="${horizon}" fill="hsl(${c.hue},14%,22%)"/><rect x="${f(x + 20)}" y="0" width="6" height="${horizon}" fill="#000" opacity=".25"/>`;
  }).join('');
  const windows = Array.from({ length: 5 }, (_, i) => {
    const x = 80 + i * 180;
    return `<rect x="${x}" y="60" width="120" height="70" fill="hsl(${c.hue},30%,62%)" opacity=".35"/><line x1="${x + 60}" y1="60" x2="${x + 60}" y2="130" stroke="hsl(${c.hue},15%,20%)" stroke-width="4"/>`;
  }).join('');
  const lights = Array.from({ length: 4 }, (_, i) => {
    const x = 120 + i * 240;
    return `<ellipse cx="${x}" cy="24" rx="90" ry="26" fill="url(#glow)" opacity=".55"/><rect x="${x - 60}" y="14" width="120" height="8" rx="3" fill="#fffbe8"/>`;
  }).join('');
  const machines = Array.from({ length: 4 }, (_, i) => {
    const x = 60 + i * 230 + c.rnd() * 40;
    const h = 60 + c.rnd() * 60;
    return `<rect x="${f(x)}" y="${f(horizon - h)}" width="${f(120 + c.rnd() * 50)}" height="${f(h)}" rx="4" fill="hsl(${c.hue},12%,${26 + c.rnd() * 8}%)" opacity=".9"/><rect x="${f(x + 12)}" y="${f(horizon - h + 12)}" width="30" height="14" fill="#7dd3fc" opacity=".35"/>`;
  }).join('');
  const lanes = Array.from(
    { length: 9 },
    (_, i) =>
      `<line x1="${f(VW / 2 + (i - 4) * 40)}" y1="${horizon}" x2="${f(VW / 2 + (i - 4) * 260)}" y2="${VH}" stroke="#fff" stroke-opacity=".05" stroke-width="2"/>`,
  ).join('');
  return `<rect width="${VW}" height="${horizon}" fill="url(#wall)"/>${windows}${cols}${lights}${machines}
<rect y="${horizon}" width="${VW}" height="${VH - horizon}" fill="url(#floor)"/>${lanes}
<polygon points="0,${VH - 40} ${VW},${VH - 90} ${VW},${VH - 80} 0,${VH - 28}" fill="#facc15" opacity=".55"/>`;
}

/**
 * A conveyor crossing the picture at a slight angle: the belt's top (y at x is top(x)), its side, legs and
 * rollers. Returns the SVG and the belt's top line for placing things on it.
 */
function conveyor(c: Ctx, y0: number, slope: number): { svg: string; top: (x: number) => number } {
  const top = (x: number) => y0 + (x - VW / 2) * slope;
  const depth = 70;
  const legs = Array.from({ length: 6 }, (_, i) => {
    const x = 40 + i * 180;
    return `<rect x="${x}" y="${f(top(x) + 34)}" width="14" height="${f(VH - top(x))}" fill="url(#steel)"/>`;
  }).join('');
  return {
    top,
    svg: `${legs}
<polygon points="0,${f(top(0) + 34)} ${VW},${f(top(VW) + 34)} ${VW},${f(top(VW) + 60)} 0,${f(top(0) + 60)}" fill="#000" opacity=".35" filter="url(#shadow)"/>
<polygon points="0,${f(top(0) - depth)} ${VW},${f(top(VW) - depth)} ${VW},${f(top(VW))} 0,${f(top(0))}" fill="url(#belt)"/>
${Array.from({ length: 24 }, (_, i) => `<line x1="${i * 42}" y1="${f(top(i * 42) - depth)}" x2="${i * 42 - 14}" y2="${f(top(i * 42 - 14))}" stroke="#fff" stroke-opacity=".04" stroke-width="2"/>`).join('')}
<polygon points="0,${f(top(0))} ${VW},${f(top(VW))} ${VW},${f(top(VW) + 34)} 0,${f(top(0) + 34)}" fill="url(#alu)"/>
<polygon points="0,${f(top(0) - depth - 10)} ${VW},${f(top(VW) - depth - 10)} ${VW},${f(top(VW) - depth)} 0,${f(top(0) - depth)}" fill="#9aa4b1"/>
<line x1="0" y1="${f(top(0) + 17)}" x2="${VW}" y2="${f(top(VW) + 17)}" stroke="#5b6470" stroke-width="2"/>`,
  };
}

/** A camera on a gantry looking down at (x, y): posts, a beam, the camera, a ring light and its light cone. */
function gantry(x: number, y: number, beamY: number, opts: { ring?: boolean; wide?: number; hue?: number } = {}) {
  const wide = opts.wide ?? 110;
  const camY = beamY + 40;
  return `<rect x="${x - 260}" y="${beamY - 20}" width="18" height="${y - beamY + 80}" fill="url(#steel)"/>
<rect x="${x + 242}" y="${beamY - 20}" width="18" height="${y - beamY + 40}" fill="url(#steel)"/>
<rect x="${x - 270}" y="${beamY - 28}" width="540" height="22" rx="3" fill="url(#alu)"/><rect x="${x - 270}" y="${beamY - 10}" width="540" height="4" fill="#4b5563"/>
<polygon points="${x - 18},${camY + 92} ${x + 18},${camY + 92} ${x + wide},${y} ${x - wide},${y}" fill="url(#cone)"/>
${camera(x, camY)}
${opts.ring === false ? '' : `<ellipse cx="${x}" cy="${camY + 104}" rx="46" ry="11" fill="#1f2937" stroke="#9ca3af" stroke-width="3"/><ellipse cx="${x}" cy="${camY + 106}" rx="36" ry="6" fill="#fef3c7" opacity=".85"/>`}
<ellipse cx="${x}" cy="${y}" rx="${wide}" ry="${wide * 0.16}" fill="#e0f2fe" opacity=".12" filter="url(#blur)"/>`;
}

/** An industrial camera seen from the front, lens down: a finned body, a status LED, a cable, the lens. */
function camera(x: number, y: number, s = 1): string {
  const fins = Array.from(
    { length: 5 },
    (_, i) => `<rect x="${-26 + i * 12}" y="-40" width="6" height="10" fill="#111827" opacity=".6"/>`,
  ).join('');
  return `<g transform="translate(${x},${y}) scale(${s})">
<rect x="-10" y="-70" width="20" height="34" fill="#111827"/><path d="M0 -70 C 0 -110, 60 -100, 90 -120" stroke="#1f2937" stroke-width="8" fill="none"/>
<rect x="-34" y="-40" width="68" height="64" rx="5" fill="#1f2937"/><rect x="-34" y="-40" width="68" height="64" rx="5" fill="url(#steel)" opacity=".25"/>${fins}
<circle cx="22" cy="14" r="3" fill="#22c55e"/><rect x="-24" y="0" width="30" height="8" rx="2" fill="#0f172a"/>
<rect x="-26" y="24" width="52" height="10" fill="#374151"/>
<rect x="-22" y="34" width="44" height="46" fill="#0b0f14"/><rect x="-22" y="44" width="44" height="6" fill="#9ca3af"/><rect x="-22" y="60" width="44" height="4" fill="#6b7280"/>
<ellipse cx="0" cy="82" rx="22" ry="6" fill="#0ea5e9" opacity=".45"/></g>`;
}

/** The vision system's overlay: a bounding box with a verdict tag. */
function verdict(x: number, y: number, w: number, h: number, ok: boolean, tag: string): string {
  const color = ok ? '#22c55e' : '#ef4444';
  const corner = (cx: number, cy: number, dx: number, dy: number) =>
    `<polyline points="${f(cx + dx * 14)},${f(cy)} ${f(cx)},${f(cy)} ${f(cx)},${f(cy + dy * 14)}" fill="none" stroke="${color}" stroke-width="4"/>`;
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${color}" fill-opacity=".08" stroke="${color}" stroke-width="1.5" stroke-dasharray="6 4"/>
${corner(x, y, 1, 1)}${corner(x + w, y, -1, 1)}${corner(x, y + h, 1, -1)}${corner(x + w, y + h, -1, -1)}
<rect x="${f(x)}" y="${f(y - 24)}" width="${Math.max(46, tag.length * 9 + 14)}" height="20" fill="${color}"/>
<text x="${f(x + 7)}" y="${f(y - 9)}" font-family="DejaVu Sans, sans-serif" font-size="13" font-weight="bold" fill="#fff">${tag}</text>`;
}

/** The readout panel in a corner: a few figures a line's screen would show. */
function readout(c: Ctx, lines: Array<[string, string]>): string {
  const x = VW - 250;
  return `<g opacity=".92"><rect x="${x}" y="24" width="226" height="${30 + lines.length * 24}" rx="6" fill="#0b1220" opacity=".78" stroke="hsl(${c.hue},60%,55%)" stroke-opacity=".5"/>
<rect x="${x}" y="24" width="226" height="4" fill="hsl(${c.hue},70%,55%)"/>
${lines.map(([k, v], i) => `<text x="${x + 14}" y="${f(54 + i * 24)}" font-family="DejaVu Sans Mono, monospace" font-size="14" fill="#94a3b8">${k}</text><text x="${x + 212}" y="${f(54 + i * 24)}" font-family="DejaVu Sans Mono, monospace" font-size="14" font-weight="bold" fill="#e2e8f0" text-anchor="end">${v}</text>`).join('')}</g>`;
}

// ----- things on a line -----------------------------------------------------------------------------------

type Item = (x: number, y: number, c: Ctx, i: number) => string;

const shadow = (x: number, y: number, w: number) =>
  `<ellipse cx="${f(x)}" cy="${f(y + 2)}" rx="${f(w * 0.6)}" ry="${f(w * 0.09)}" fill="#000" opacity=".45" filter="url(#shadow)"/>`;

const ITEMS: Record<string, Item> = {
  prismatic: (x, y) =>
    `${shadow(x, y, 90)}<rect x="${x - 44}" y="${y - 110}" width="88" height="110" rx="4" fill="#3b82f6"/><rect x="${x - 44}" y="${y - 110}" width="24" height="110" fill="#1e3a8a" opacity=".5"/><rect x="${x - 44}" y="${y - 118}" width="88" height="10" rx="3" fill="#cbd5e1"/><rect x="${x - 30}" y="${y - 130}" width="18" height="14" fill="#b45309"/><rect x="${x + 12}" y="${y - 130}" width="18" height="14" fill="#9ca3af"/><rect x="${x - 34}" y="${y - 80}" width="50" height="18" fill="#e2e8f0" opacity=".85"/>`,
  cylinder: (x, y, c, i) =>
    [0, 1, 2]
      .map((k) => {
        const cx = x - 40 + k * 40;
        const cy = y - (k % 2) * 6;
        const fill = i % 3 === 1 && k === 1 ? '#059669' : '#1d4ed8';
        return `${shadow(cx, cy, 36)}<rect x="${cx - 17}" y="${cy - 96}" width="34" height="96" fill="${fill}"/><rect x="${cx - 17}" y="${cy - 96}" width="10" height="96" fill="#fff" opacity=".18"/><ellipse cx="${cx}" cy="${cy - 96}" rx="17" ry="6" fill="#d1d5db"/><circle cx="${cx}" cy="${cy - 96}" r="5" fill="#9ca3af"/>`;
      })
      .join(''),
  parcel: (x, y, c, i) => {
    const w = 90 + ((i * 37) % 50);
    const h = 60 + ((i * 23) % 50);
    const tone = 30 + ((i * 11) % 8);
    return `${shadow(x, y, w)}<polygon points="${x - w / 2},${y} ${x + w / 2},${y} ${x + w / 2},${y - h} ${x - w / 2},${y - h}" fill="hsl(${tone},45%,58%)"/><polygon points="${x - w / 2},${y - h} ${x + w / 2},${y - h} ${x + w / 2 - 18},${y - h - 24} ${x - w / 2 + 18},${y - h - 24}" fill="hsl(${tone},45%,68%)"/><rect x="${x - 6}" y="${y - h - 24}" width="12" height="${h + 24}" fill="#c8a36a" opacity=".7"/><rect x="${x + 6}" y="${y - h + 10}" width="${w / 2 - 14}" height="${Math.min(40, h - 20)}" fill="#f8fafc"/>${Array.from({ length: 5 }, (_, k) => `<rect x="${x + 10}" y="${y - h + 16 + k * 5}" width="${(w / 2 - 22) * (k % 2 ? 0.7 : 1)}" height="2" fill="#111"/>`).join('')}`;
  },
  pouch: (x, y, c, i) =>
    `${shadow(x, y, 100)}<path d="M${x - 50} ${y} L${x - 46} ${y - 120} Q${x} ${y - 128} ${x + 46} ${y - 120} L${x + 50} ${y} Z" fill="hsl(${(i * 60 + 10) % 360},65%,48%)"/><rect x="${x - 46}" y="${y - 124}" width="92" height="12" fill="#e5e7eb" opacity=".8"/><path d="M${x - 30} ${y - 90} Q${x} ${y - 70} ${x + 30} ${y - 90}" stroke="#fff" stroke-width="5" fill="none" opacity=".7"/><rect x="${x - 42}" y="${y - 110}" width="18" height="100" fill="#fff" opacity=".15"/>`,
  bottle: (x, y, c, i) =>
    `${shadow(x, y, 50)}<path d="M${x - 24} ${y} L${x - 24} ${y - 90} Q${x - 24} ${y - 110} ${x - 10} ${y - 118} L${x - 10} ${y - 140} L${x + 10} ${y - 140} L${x + 10} ${y - 118} Q${x + 24} ${y - 110} ${x + 24} ${y - 90} L${x + 24} ${y} Z" fill="${i % 2 ? '#7c2d12' : '#14532d'}" opacity=".92"/><rect x="${x - 12}" y="${y - 150}" width="24" height="12" rx="2" fill="#e5e7eb"/><rect x="${x - 24}" y="${y - 78}" width="48" height="46" fill="#f8fafc"/><rect x="${x - 18}" y="${y - 70}" width="36" height="8" fill="#b91c1c"/><rect x="${x - 18}" y="${y - 56}" width="30" height="3" fill="#334155"/><rect x="${x - 18}" y="${y - 49}" width="24" height="3" fill="#334155"/><rect x="${x - 20}" y="${y - 110}" width="6" height="100" fill="#fff" opacity=".2"/>`,
  vial: (x, y) =>
    [0, 1, 2, 3]
      .map((k) => {
        const cx = x - 54 + k * 36;
        return `${shadow(cx, y, 30)}<rect x="${cx - 14}" y="${y - 80}" width="28" height="80" rx="4" fill="url(#glass)"/><rect x="${cx - 14}" y="${y - 34}" width="28" height="34" fill="#fde68a" opacity=".55"/><rect x="${cx - 10}" y="${y - 96}" width="20" height="16" fill="#7c3aed"/><rect x="${cx - 12}" y="${y - 80}" width="5" height="76" fill="#fff" opacity=".5"/>`;
      })
      .join(''),
  carton: (x, y, c, i) =>
    `${shadow(x, y, 110)}<rect x="${x - 55}" y="${y - 80}" width="110" height="80" fill="#f1f5f9"/><polygon points="${x - 55},${y - 80} ${x + 55},${y - 80} ${x + 40},${y - 100} ${x - 40},${y - 100}" fill="#e2e8f0"/><rect x="${x - 55}" y="${y - 80}" width="110" height="16" fill="hsl(${(i * 50 + 200) % 360},60%,45%)"/>${matrix(x + 16, y - 56, 3.2, i)}<rect x="${x - 46}" y="${y - 52}" width="46" height="4" fill="#334155"/><rect x="${x - 46}" y="${y - 42}" width="36" height="4" fill="#334155"/><rect x="${x - 46}" y="${y - 32}" width="40" height="4" fill="#334155"/>`,
  engine: (x, y) =>
    `${shadow(x, y, 190)}<rect x="${x - 100}" y="${y - 30}" width="200" height="30" fill="#475569"/><polygon points="${x - 90},${y - 30} ${x + 90},${y - 30} ${x + 70},${y - 120} ${x - 70},${y - 120}" fill="#64748b"/><rect x="${x - 70}" y="${y - 134}" width="140" height="18" fill="#94a3b8"/>${[0, 1, 2, 3].map((k) => `<circle cx="${x - 48 + k * 32}" cy="${y - 125}" r="7" fill="#1f2937" stroke="#cbd5e1" stroke-width="2"/>`).join('')}${[0, 1, 2, 3, 4].map((k) => `<circle cx="${x - 80 + k * 40}" cy="${y - 15}" r="5" fill="#d1d5db"/>`).join('')}<rect x="${x - 80}" y="${y - 100}" width="18" height="60" fill="#fff" opacity=".12"/>`,
  panel: (x, y) =>
    `${shadow(x, y, 220)}<path d="M${x - 120} ${y} L${x - 100} ${y - 120} L${x + 110} ${y - 130} L${x + 125} ${y} Z" fill="#cbd5e1"/><path d="M${x - 100} ${y - 96} Q${x} ${y - 110} ${x + 104} ${y - 100}" stroke="#111827" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M${x - 100} ${y - 96} Q${x} ${y - 110} ${x + 104} ${y - 100}" stroke="#374151" stroke-width="3" fill="none" stroke-dasharray="2 6"/><rect x="${x - 60}" y="${y - 70}" width="120" height="50" rx="8" fill="#94a3b8"/>`,
  dpm: (x, y, c, i) =>
    `${shadow(x, y, 150)}<polygon points="${x - 80},${y} ${x + 80},${y} ${x + 70},${y - 60} ${x - 70},${y - 60}" fill="#9ca3af"/><ellipse cx="${x}" cy="${y - 60}" rx="70" ry="14" fill="#d1d5db"/><ellipse cx="${x}" cy="${y - 60}" rx="28" ry="6" fill="#4b5563"/>${matrix(x + 34, y - 42, 2.4, i, '#374151')}`,
  pallet: (x, y, c, i) => {
    const totes = [0, 1]
      .map(
        (k) =>
          `<rect x="${x - 90 + k * 92}" y="${y - 96}" width="86" height="70" rx="3" fill="${i % 2 ? '#2563eb' : '#f97316'}"/><rect x="${x - 90 + k * 92}" y="${y - 96}" width="86" height="10" fill="#000" opacity=".2"/><rect x="${x - 70 + k * 92}" y="${y - 70}" width="46" height="24" fill="#f8fafc"/>${linear(x - 66 + k * 92, y - 66, 38, 16)}`,
      )
      .join('');
    return `${shadow(x, y, 200)}<rect x="${x - 100}" y="${y - 26}" width="200" height="10" fill="#a16207"/><rect x="${x - 100}" y="${y - 10}" width="200" height="10" fill="#a16207"/>${[0, 1, 2].map((k) => `<rect x="${x - 100 + k * 90}" y="${y - 16}" width="20" height="6" fill="#713f12"/>`).join('')}${totes}`;
  },
};

/** A Data Matrix-like square of modules. */
function matrix(x: number, y: number, m: number, seed: number, ink = '#0f172a'): string {
  const rnd = random(`m${seed}`);
  const out: string[] = [];
  for (let r = 0; r < 12; r += 1)
    for (let col = 0; col < 12; col += 1) {
      const on = col === 0 || r === 11 || (r === 0 && col % 2 === 0) || (col === 11 && r % 2 === 1) || rnd() < 0.45;
      if (on)
        out.push(`<rect x="${f(x + col * m)}" y="${f(y + r * m)}" width="${f(m)}" height="${f(m)}" fill="${ink}"/>`);
    }
  return out.join('');
}

/** A one-dimensional barcode. */
function linear(x: number, y: number, w: number, h: number): string {
  let at = x;
  const out: string[] = [];
  let k = 0;
  while (at < x + w) {
    const bw = ((k * 7) % 3) + 1;
    if (k % 2 === 0) out.push(`<rect x="${f(at)}" y="${y}" width="${bw}" height="${h}" fill="#111"/>`);
    at += bw;
    k += 1;
  }
  return out.join('');
}

/** A line scene: a hall, a conveyor carrying the item, a camera over one of them and the overlay. */
function lineScene(
  c: Ctx,
  item: string,
  figures: Array<[string, string]>,
  opts: { tag?: string; room?: (c: Ctx) => string } = {},
): string {
  const slope = -0.05 + c.rnd() * 0.04;
  const belt = conveyor(c, 470 + c.rnd() * 20, slope);
  const gap = item === 'engine' || item === 'panel' || item === 'pallet' ? 300 : 190;
  const offset = c.rnd() * gap;
  const under = Math.floor((VW / 2 - offset + gap / 2) / gap);
  const items: string[] = [];
  let focus = { x: 0, y: 0 };
  for (let i = -1; i * gap + offset < VW + gap; i += 1) {
    const x = offset + i * gap;
    const y = belt.top(x) - 22;
    items.push(ITEMS[item]!(x, y, c, i));
    if (i === under) focus = { x, y };
  }
  const ng = c.rnd() < 0.5;
  const w = gap === 300 ? 250 : 150;
  return [
    (opts.room ?? hall)(c),
    belt.svg,
    ...items,
    gantry(focus.x, focus.y - 20, 120, { wide: w / 2 + 20 }),
    verdict(focus.x - w / 2, focus.y - 170, w, 180, !ng, ng ? (opts.tag ?? 'NG') : 'OK'),
    readout(c, figures),
  ].join('');
}

// ----- close-ups ------------------------------------------------------------------------------------------

/** A close-up under a lens: the subject on a stage, the lens and light above, the overlay on a detail. */
function macro(
  c: Ctx,
  subject: string,
  figures: Array<[string, string]>,
  boxes: Array<[number, number, number, number, boolean, string]>,
): string {
  return `<rect width="${VW}" height="${VH}" fill="hsl(${c.hue},18%,12%)"/>
<ellipse cx="${VW / 2}" cy="${VH / 2}" rx="520" ry="340" fill="hsl(${c.hue},30%,30%)" opacity=".5" filter="url(#soft)"/>
${subject}
<g opacity=".95">${camera(140, 90, 1.1)}</g><polygon points="120,190 160,190 300,330 200,330" fill="url(#cone)"/>
${boxes.map(([x, y, w, h, ok, tag]) => verdict(x, y, w, h, ok, tag)).join('')}
${readout(c, figures)}`;
}

function pcb(c: Ctx): string {
  const parts: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    const x = 230 + c.rnd() * 560;
    const y = 150 + c.rnd() * 330;
    const kind = c.rnd();
    if (kind < 0.5)
      parts.push(
        `<rect x="${f(x)}" y="${f(y)}" width="18" height="9" fill="#1f2937"/><rect x="${f(x)}" y="${f(y)}" width="4" height="9" fill="#d1d5db"/><rect x="${f(x + 14)}" y="${f(y)}" width="4" height="9" fill="#d1d5db"/>`,
      );
    else if (kind < 0.75)
      parts.push(
        `<rect x="${f(x)}" y="${f(y)}" width="22" height="12" fill="#a16207"/><rect x="${f(x)}" y="${f(y)}" width="5" height="12" fill="#e5e7eb"/><rect x="${f(x + 17)}" y="${f(y)}" width="5" height="12" fill="#e5e7eb"/>`,
      );
    else
      parts.push(
        `<circle cx="${f(x)}" cy="${f(y)}" r="9" fill="#cbd5e1"/><circle cx="${f(x)}" cy="${f(y)}" r="4" fill="#0a3a24"/>`,
      );
  }
  const traces = Array.from({ length: 26 }, () => {
    const y = 140 + c.rnd() * 360;
    const x = 200 + c.rnd() * 300;
    return `<polyline points="${f(x)},${f(y)} ${f(x + 80)},${f(y)} ${f(x + 110)},${f(y + 30)} ${f(x + 260)},${f(y + 30)}" fill="none" stroke="#c2a14a" stroke-opacity=".45" stroke-width="2"/>`;
  }).join('');
  const chip = (x: number, y: number, s: number) =>
    `<rect x="${x - 4}" y="${y - 4}" width="${s + 8}" height="${s + 8}" fill="#9ca3af"/><rect x="${x}" y="${y}" width="${s}" height="${s}" fill="#111827"/><circle cx="${x + 10}" cy="${y + 10}" r="3" fill="#374151"/>${Array.from({ length: Math.floor(s / 9) }, (_, k) => `<rect x="${x + 6 + k * 9}" y="${y - 10}" width="4" height="8" fill="#d1d5db"/><rect x="${x + 6 + k * 9}" y="${y + s + 2}" width="4" height="8" fill="#d1d5db"/>`).join('')}`;
  const board = `<g transform="rotate(-4 ${VW / 2} ${VH / 2})"><rect x="190" y="110" width="640" height="400" rx="10" fill="#000" opacity=".5" filter="url(#soft)"/><rect x="180" y="100" width="640" height="400" rx="8" fill="url(#pcb)"/>${traces}${[0, 1, 2, 3].map((k) => `<circle cx="${k % 2 ? 800 : 200}" cy="${k < 2 ? 120 : 480}" r="10" fill="#d1d5db"/>`).join('')}${parts.join('')}${chip(420, 220, 110)}${chip(640, 330, 70)}<rect x="230" y="380" width="120" height="60" fill="#d1d5db"/><rect x="240" y="390" width="100" height="40" fill="#6b7280"/></g>`;
  return macro(
    c,
    board,
    [
      ['Board', 'ok 1 241'],
      ['Solder', '99.6 %'],
      ['Cycle', '420 ms'],
    ],
    [
      [410, 205, 140, 140, true, 'QFP OK'],
      [600, 310, 60, 40, false, 'BRIDGE'],
    ],
  );
}

function wafer(c: Ctx, id: boolean): string {
  const dies: string[] = [];
  const cx = VW / 2 + 30;
  const cy = VH / 2 + 20;
  for (let x = -220; x < 220; x += 28)
    for (let y = -220; y < 220; y += 28)
      if (Math.hypot(x + 14, y + 14) < 215)
        dies.push(
          `<rect x="${cx + x}" y="${cy + y}" width="26" height="26" fill="#fff" opacity="${f(0.04 + c.rnd() * 0.08)}"/>`,
        );
  const disc = `<ellipse cx="${cx}" cy="${cy + 20}" rx="250" ry="250" fill="#000" opacity=".5" filter="url(#soft)"/><circle cx="${cx}" cy="${cy}" r="240" fill="#4b5563"/><circle cx="${cx}" cy="${cy}" r="230" fill="url(#wafer)"/>${dies.join('')}<path d="M${cx - 10} ${cy + 229} a10 10 0 0 0 20 0 z" fill="hsl(${c.hue},18%,12%)"/>${id ? `<text x="${cx}" y="${cy + 196}" font-family="DejaVu Sans Mono, monospace" font-size="16" fill="#e0e7ff" text-anchor="middle" letter-spacing="2">CSV${String(Math.floor(c.rnd() * 90000) + 10000)}-07</text>` : ''}<path d="M${cx - 160} ${cy - 160} A230 230 0 0 1 ${cx + 40} ${cy - 228}" stroke="#fff" stroke-opacity=".35" stroke-width="10" fill="none" filter="url(#blur)"/>`;
  return macro(
    c,
    disc,
    id
      ? [
          ['Wafer ID', 'read'],
          ['Notch', '±0.02°'],
          ['Align', '±3 µm'],
        ]
      : [
          ['Dies', '196'],
          ['Particles', '3'],
          ['Scan', '12 s'],
        ],
    id ? [[cx - 90, cy + 172, 180, 34, true, 'OCR OK']] : [[cx + 40, cy - 60, 56, 56, false, 'PARTICLE']],
  );
}

function wirebond(c: Ctx): string {
  const pads = Array.from({ length: 12 }, (_, k) => k);
  const die = `<rect x="330" y="180" width="300" height="240" fill="#000" opacity=".5" filter="url(#soft)"/><rect x="210" y="110" width="540" height="380" fill="#b7a06a"/><rect x="340" y="190" width="280" height="220" fill="#334155"/><rect x="360" y="210" width="240" height="180" fill="#475569"/>${Array.from({ length: 6 }, (_, r) => Array.from({ length: 8 }, (_, q) => `<rect x="${372 + q * 28}" y="${222 + r * 28}" width="22" height="22" fill="#64748b" opacity="${f(0.5 + c.rnd() * 0.4)}"/>`).join('')).join('')}
${pads.map((k) => `<rect x="${352 + k * 22}" y="196" width="12" height="10" fill="#e5e7eb"/><rect x="${346 + k * 24}" y="124" width="14" height="26" fill="#e5d7a7"/><path d="M${358 + k * 22} 200 Q ${356 + k * 23} 150 ${353 + k * 24} 140" stroke="#fcd34d" stroke-width="2" fill="none"/>`).join('')}
${pads.map((k) => `<rect x="${352 + k * 22}" y="396" width="12" height="10" fill="#e5e7eb"/><rect x="${346 + k * 24}" y="452" width="14" height="26" fill="#e5d7a7"/><path d="M${358 + k * 22} 404 Q ${356 + k * 23} 450 ${353 + k * 24} 462" stroke="#fcd34d" stroke-width="2" fill="none"/>`).join('')}`;
  return macro(
    c,
    die,
    [
      ['Wires', '24 / 24'],
      ['Loop h', '182 µm'],
      ['Cycle', '95 ms'],
    ],
    [
      [560, 120, 60, 90, false, 'SAG'],
      [336, 186, 290, 230, true, 'DIE OK'],
    ],
  );
}

function connector(c: Ctx): string {
  const pins = Array.from({ length: 16 }, (_, k) => {
    const bent = k === 11;
    return `<rect x="${250 + k * 30}" y="${bent ? 190 : 200}" width="10" height="${bent ? 130 : 120}" fill="url(#steel)" transform="${bent ? `rotate(3 ${255 + k * 30} 320)` : ''}"/><rect x="${250 + k * 30}" y="${bent ? 190 : 200}" width="10" height="6" fill="#fde68a"/>`;
  }).join('');
  const body = `<rect x="230" y="330" width="520" height="120" fill="#000" opacity=".45" filter="url(#soft)"/><rect x="220" y="310" width="520" height="110" rx="6" fill="#1f2937"/><rect x="220" y="310" width="520" height="18" fill="#374151"/>${pins}<line x1="230" y1="200" x2="740" y2="200" stroke="#38bdf8" stroke-width="1.5" stroke-dasharray="8 5"/>`;
  return macro(
    c,
    body,
    [
      ['Pins', '16'],
      ['Coplanar', '0.08 mm'],
      ['Pitch', '2.54 mm'],
    ],
    [[570, 170, 50, 160, false, '+0.11']],
  );
}

function blister(c: Ctx): string {
  const cells: string[] = [];
  for (let r = 0; r < 3; r += 1)
    for (let q = 0; q < 6; q += 1) {
      const x = 270 + q * 80;
      const y = 200 + r * 90;
      const empty = r === 1 && q === 4;
      cells.push(
        `<ellipse cx="${x}" cy="${y}" rx="30" ry="30" fill="#e2e8f0" opacity=".6"/>${empty ? '' : `<ellipse cx="${x}" cy="${y}" rx="22" ry="14" fill="${(r + q) % 5 === 2 ? '#fb923c' : '#f8fafc'}" stroke="#cbd5e1"/>`}<ellipse cx="${x - 10}" cy="${y - 12}" rx="8" ry="4" fill="#fff" opacity=".8"/>`,
      );
    }
  const card = `<rect x="230" y="160" width="500" height="300" rx="12" fill="#000" opacity=".45" filter="url(#soft)"/><rect x="220" y="150" width="500" height="290" rx="12" fill="url(#alu)"/>${cells.join('')}`;
  return macro(
    c,
    card,
    [
      ['Cards', '8 400 / h'],
      ['Empty', '1'],
      ['Colour', 'ok'],
    ],
    [[560, 254, 80, 80, false, 'EMPTY']],
  );
}

function display(c: Ctx): string {
  const panel = `<polygon points="150,460 810,460 760,150 200,150" fill="#000" opacity=".5" filter="url(#soft)"/><polygon points="140,450 820,450 770,140 190,140" fill="#0b1220" stroke="#6b7280" stroke-width="4"/><polygon points="160,436 800,436 754,154 206,154" fill="url(#glass)" opacity=".22"/>${Array.from({ length: 12 }, (_, k) => `<line x1="${206 + k * 48}" y1="154" x2="${160 + k * 54}" y2="436" stroke="#93c5fd" stroke-opacity=".07"/>`).join('')}<circle cx="560" cy="300" r="3" fill="#f8fafc"/><line x1="360" y1="230" x2="420" y2="250" stroke="#f8fafc" stroke-width="1.2" opacity=".8"/>`;
  return macro(
    c,
    panel,
    [
      ['Panel', '15.6"'],
      ['Mura', 'none'],
      ['Defects', '2'],
    ],
    [
      [540, 280, 40, 40, false, 'DOT'],
      [340, 212, 100, 56, false, 'SCRATCH'],
    ],
  );
}

/** Roll-to-roll: a coated electrode web running over rollers under a line-scan camera. */
function electrode(c: Ctx): string {
  const web = `<polygon points="0,360 ${VW},330 ${VW},430 0,470" fill="#111827"/><polygon points="0,370 ${VW},340 ${VW},420 0,458" fill="#1f2937"/>${Array.from({ length: 5 }, (_, k) => `<polygon points="0,${374 + k * 17} ${VW},${344 + k * 15} ${VW},${350 + k * 15} 0,${380 + k * 17}" fill="#9ca3af" opacity=".35"/>`).join('')}<polygon points="0,360 ${VW},330 ${VW},336 0,367" fill="#d1d5db"/><polygon points="0,464 ${VW},424 ${VW},430 0,470" fill="#d1d5db"/>`;
  const rollers = [90, 870]
    .map(
      (x) =>
        `<ellipse cx="${x}" cy="${x < 400 ? 470 : 434}" rx="60" ry="60" fill="url(#steel)"/><ellipse cx="${x}" cy="${x < 400 ? 470 : 434}" rx="14" ry="14" fill="#374151"/>`,
    )
    .join('');
  const bar = `<rect x="180" y="180" width="600" height="46" rx="6" fill="#1f2937"/><rect x="180" y="180" width="600" height="46" rx="6" fill="url(#steel)" opacity=".2"/>${[0, 1, 2].map((k) => `<rect x="${250 + k * 200}" y="226" width="60" height="30" fill="#0b0f14"/>`).join('')}<polygon points="200,256 760,256 ${VW},340 0,372" fill="url(#cone)"/><rect x="160" y="300" width="640" height="10" fill="#fef3c7" opacity=".7" filter="url(#blur)"/>`;
  return [
    hall(c, 260),
    rollers,
    web,
    bar,
    verdict(520, 360, 70, 40, false, 'PINHOLE'),
    verdict(250, 372, 90, 40, true, 'EDGE OK'),
    readout(c, [
      ['Web speed', '80 m/min'],
      ['Width', '1 250 mm'],
      ['Defects/km', '0.4'],
    ]),
  ].join('');
}

// ----- the company's places -------------------------------------------------------------------------------

/** Headquarters: a glass office tower at dusk with the company sign, trees and a plaza. */
function headquarters(c: Ctx): string {
  const floors = 12;
  const windows = Array.from({ length: floors }, (_, r) =>
    Array.from({ length: 9 }, (_, q) => {
      const lit = c.rnd() < 0.55;
      return `<rect x="${330 + q * 34}" y="${110 + r * 30}" width="28" height="22" fill="${lit ? '#fde68a' : `hsl(${c.hue},40%,35%)`}" opacity="${lit ? f(0.55 + c.rnd() * 0.4) : 0.7}"/>`;
    }).join(''),
  ).join('');
  const trees = Array.from({ length: 7 }, (_, k) => {
    const x = 60 + k * 140 + c.rnd() * 30;
    return `<rect x="${f(x - 4)}" y="480" width="8" height="50" fill="#3f2d20"/><circle cx="${f(x)}" cy="470" r="${f(28 + c.rnd() * 10)}" fill="hsl(140,30%,${f(20 + c.rnd() * 10)}%)"/>`;
  }).join('');
  return `<defs><linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${c.hue},55%,18%)"/><stop offset=".7" stop-color="hsl(${(c.hue + 20) % 360},50%,45%)"/><stop offset="1" stop-color="hsl(30,70%,62%)"/></linearGradient></defs>
<rect width="${VW}" height="${VH}" fill="url(#dusk)"/>
<rect x="40" y="300" width="200" height="230" fill="hsl(${c.hue},25%,22%)"/><rect x="700" y="260" width="220" height="270" fill="hsl(${c.hue},25%,20%)"/>
<rect x="310" y="90" width="340" height="440" fill="hsl(${c.hue},35%,24%)"/>${windows}<rect x="310" y="90" width="340" height="440" fill="url(#glass)" opacity=".12"/>
<rect x="300" y="70" width="360" height="24" fill="hsl(${c.hue},20%,16%)"/><text x="480" y="64" font-family="DejaVu Sans, sans-serif" font-size="26" font-weight="bold" fill="#e0f2fe" text-anchor="middle" letter-spacing="3">CLEARSIGHT</text>
<rect y="530" width="${VW}" height="70" fill="hsl(${c.hue},10%,26%)"/>${trees}<rect x="420" y="470" width="120" height="60" fill="#0b1220" opacity=".7"/><rect x="0" y="528" width="${VW}" height="4" fill="#fde68a" opacity=".3"/>`;
}

/**
 * A person seen from behind (the viewer stands behind the audience, the team, the technicians): the back of the
 * head with its hair, the neck, shoulders in work clothes, shaded from one side.
 */
function person(x: number, y: number, s: number, coat: string, c: Ctx): string {
  const hair = ['#1f1a17', '#2b211c', '#3a2a20', '#111111', '#4a3b2f'][Math.floor(c.rnd() * 5)]!;
  const skin = ['#c68642', '#d9a066', '#a8744f', '#e0ac69'][Math.floor(c.rnd() * 4)]!;
  const long = c.rnd() < 0.35;
  return `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})">
<path d="M-46 96 C-46 40 -30 22 0 20 C30 22 46 40 46 96 Z" fill="${coat}"/>
<path d="M10 22 C32 26 46 42 46 96 L20 96 Z" fill="#000" opacity=".22"/>
<path d="M-12 22 L0 34 L12 22" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="2"/>
<rect x="-8" y="4" width="16" height="20" rx="4" fill="${skin}"/><rect x="-8" y="4" width="16" height="20" rx="4" fill="#000" opacity=".18"/>
<ellipse cx="-17" cy="-10" rx="4" ry="7" fill="${skin}"/><ellipse cx="17" cy="-10" rx="4" ry="7" fill="${skin}"/>
<ellipse cx="0" cy="-14" rx="17" ry="21" fill="${hair}"/>
${long ? `<path d="M-17 -14 C-20 10 -14 22 0 24 C14 22 20 10 17 -14 Z" fill="${hair}"/>` : ''}
<ellipse cx="-6" cy="-26" rx="6" ry="4" fill="#fff" opacity=".08"/></g>`;
}

/** The lab: an optical bench with cameras on posts, a test chart, monitors and an engineer. */
function lab(c: Ctx): string {
  const posts = [260, 420, 580]
    .map(
      (x, k) =>
        `<rect x="${x - 5}" y="260" width="10" height="150" fill="url(#steel)"/>${camera(x, 230, 0.8)}<polygon points="${x - 10},300 ${x + 10},300 ${x + 40 - k * 20},420 ${x - 40 - k * 20},420" fill="url(#cone)"/>`,
    )
    .join('');
  const chart = `<rect x="690" y="170" width="170" height="220" fill="#f8fafc"/>${Array.from({ length: 6 }, (_, k) => `<rect x="${700 + k * 26}" y="180" width="13" height="90" fill="#111"/>`).join('')}${Array.from({ length: 5 }, (_, k) => `<rect x="700" y="${282 + k * 20}" width="150" height="10" fill="hsl(${k * 70},60%,50%)"/>`).join('')}`;
  const monitors = [0, 1]
    .map(
      (k) =>
        `<rect x="${60 + k * 150}" y="120" width="130" height="86" rx="4" fill="#0b1220" stroke="#4b5563" stroke-width="4"/><polyline points="${70 + k * 150},${190} ${100 + k * 150},${160} ${130 + k * 150},${175} ${170 + k * 150},${140}" fill="none" stroke="#22d3ee" stroke-width="3"/>`,
    )
    .join('');
  return `<rect width="${VW}" height="${VH}" fill="url(#wall)"/><rect y="400" width="${VW}" height="200" fill="url(#floor)"/>
${Array.from({ length: 3 }, (_, k) => `<rect x="${100 + k * 300}" y="20" width="180" height="10" fill="#fffbe8"/><ellipse cx="${190 + k * 300}" cy="40" rx="150" ry="40" fill="url(#glow)" opacity=".35"/>`).join('')}
${monitors}<rect x="40" y="400" width="880" height="26" fill="#6b7280"/><rect x="40" y="390" width="880" height="14" fill="#111827"/>${Array.from({ length: 40 }, (_, k) => `<circle cx="${60 + k * 22}" cy="397" r="2" fill="#6b7280"/>`).join('')}
${posts}${chart}${person(120, 300, 1.2, '#f8fafc', c)}<rect x="80" y="340" width="90" height="50" fill="#1f2937"/>`;
}

/** Production: a clean assembly line of cameras, technicians in white coats at benches. */
function production(c: Ctx): string {
  const benches = [0, 1, 2]
    .map((k) => {
      const x = 120 + k * 280;
      return `<rect x="${x - 20}" y="380" width="220" height="16" fill="#cbd5e1"/><rect x="${x - 10}" y="396" width="10" height="120" fill="#9ca3af"/><rect x="${x + 180}" y="396" width="10" height="120" fill="#9ca3af"/><rect x="${x + 20}" y="250" width="140" height="8" fill="#fffbe8"/>${[0, 1, 2].map((q) => `<g transform="translate(${x + 30 + q * 55},352) scale(.45)"><rect x="-34" y="-40" width="68" height="64" rx="5" fill="#1f2937"/><rect x="-22" y="24" width="44" height="30" fill="#0b0f14"/></g>`).join('')}${person(x + 90, 300, 1, '#f1f5f9', c)}`;
    })
    .join('');
  return `<rect width="${VW}" height="${VH}" fill="hsl(${c.hue},12%,86%)"/><rect y="0" width="${VW}" height="60" fill="hsl(${c.hue},10%,92%)"/>
${Array.from({ length: 8 }, (_, k) => `<rect x="${20 + k * 120}" y="18" width="80" height="22" fill="#fff" stroke="#d1d5db"/>`).join('')}
<rect y="440" width="${VW}" height="160" fill="hsl(${c.hue},8%,72%)"/><rect y="440" width="${VW}" height="6" fill="#16a34a" opacity=".6"/>
<rect x="20" y="120" width="920" height="60" fill="#e2e8f0"/><text x="480" y="160" font-family="DejaVu Sans, sans-serif" font-size="22" fill="#64748b" text-anchor="middle" letter-spacing="4">ESD · ISO 9001 · CLASS 100 000</text>
${benches}<rect width="${VW}" height="${VH}" fill="url(#vignette)" opacity=".5"/>`;
}

/** The team: colleagues round a meeting table, seen from behind, a project chart on the screen. */
function team(c: Ctx): string {
  const coats = ['#1e3a8a', '#334155', '#0f766e', '#7c2d12', '#4c1d95', '#1f2937'];
  const laptops = [0, 1, 2, 3]
    .map((k) => {
      const x = 250 + k * 130;
      return `<polygon points="${x},${392} ${x + 70},${392} ${x + 64},${352} ${x + 6},${352}" fill="#9ca3af"/><polygon points="${x + 8},${388} ${x + 62},${388} ${x + 57},${356} ${x + 13},${356}" fill="#0f172a"/><polygon points="${x - 6},${392} ${x + 76},${392} ${x + 80},${400} ${x - 10},${400}" fill="#cbd5e1"/>`;
    })
    .join('');
  const front = [0, 1, 2, 3]
    .map((k) => person(190 + k * 195 + c.rnd() * 20, 470 + (k % 2) * 10, 1.7, coats[k]!, c))
    .join('');
  return `<rect width="${VW}" height="${VH}" fill="url(#wall)"/><rect x="0" y="0" width="${VW}" height="40" fill="#000" opacity=".2"/>
<rect x="40" y="60" width="150" height="230" fill="hsl(${c.hue},30%,60%)" opacity=".25"/><rect x="770" y="60" width="150" height="230" fill="hsl(${c.hue},30%,60%)" opacity=".25"/>
<rect x="260" y="50" width="440" height="240" rx="6" fill="#0b1220" stroke="#4b5563" stroke-width="6"/><rect x="266" y="56" width="428" height="30" fill="hsl(${c.hue},60%,35%)"/>
<text x="282" y="77" font-family="DejaVu Sans, sans-serif" font-size="15" fill="#e2e8f0">Q3 · line 4 · yield</text>
${Array.from({ length: 6 }, (_, k) => `<rect x="${300 + k * 64}" y="${270 - (30 + k * 24)}" width="40" height="${30 + k * 24}" fill="hsl(${c.hue},55%,55%)"/>`).join('')}<polyline points="300,230 380,200 450,210 520,160 600,140 660,110" fill="none" stroke="#fde68a" stroke-width="4"/>
${person(740, 260, 1.1, '#0f172a', c)}
<path d="M120 330 L840 330 L960 470 L0 470 Z" fill="#6b4f35"/><path d="M120 330 L840 330 L846 340 L114 340 Z" fill="#8a6a4b"/>${laptops}
<rect y="470" width="${VW}" height="130" fill="#1c1917"/>
${front}<rect width="${VW}" height="${VH}" fill="url(#vignette)"/>`;
}

/** A stand at a trade fair: the brand wall, a demo line, visitors. */
function booth(c: Ctx): string {
  const visitors = Array.from({ length: 7 }, (_, k) =>
    person(
      90 + k * 130 + c.rnd() * 30,
      400 + c.rnd() * 30,
      1.2,
      ['#1f2937', '#374151', '#1e3a8a', '#4b5563'][k % 4]!,
      c,
    ),
  ).join('');
  return `<rect width="${VW}" height="${VH}" fill="hsl(${c.hue},15%,14%)"/>${Array.from({ length: 5 }, (_, k) => `<ellipse cx="${100 + k * 200}" cy="20" rx="120" ry="40" fill="url(#glow)" opacity=".3"/>`).join('')}
<rect x="120" y="80" width="720" height="300" fill="hsl(${c.hue},70%,30%)"/><rect x="120" y="80" width="720" height="60" fill="#0b1220"/>
<text x="480" y="124" font-family="DejaVu Sans, sans-serif" font-size="34" font-weight="bold" fill="#f8fafc" text-anchor="middle" letter-spacing="4">CLEARSIGHT VISION</text>
<rect x="180" y="170" width="260" height="150" fill="#0b1220"/><polyline points="190,300 250,250 300,270 360,210 430,230" fill="none" stroke="#22d3ee" stroke-width="4"/>
<rect x="520" y="200" width="260" height="40" fill="url(#alu)"/>${[0, 1, 2].map((k) => `<g transform="translate(${560 + k * 90},190) scale(.6)">${camera(0, 0)}</g>`).join('')}
<rect y="380" width="${VW}" height="220" fill="hsl(${c.hue},8%,30%)"/>${visitors}`;
}

/** A stage with a speaker and a screen, the audience in front (a conference, a training, a webinar). */
function stage(c: Ctx): string {
  const audience = Array.from({ length: 16 }, (_, k) =>
    person(60 + (k % 8) * 120 + (k > 7 ? 60 : 0), 470 + (k > 7 ? 60 : 0), 1.1, '#111827', c),
  ).join('');
  return `<rect width="${VW}" height="${VH}" fill="hsl(${c.hue},25%,10%)"/><rect x="180" y="50" width="600" height="300" fill="hsl(${c.hue},60%,40%)"/>
<rect x="200" y="70" width="260" height="200" fill="#0b1220"/>${matrix(250, 110, 10, 3, '#e2e8f0')}<rect x="490" y="90" width="260" height="14" fill="#f8fafc"/><rect x="490" y="120" width="220" height="10" fill="#cbd5e1"/><rect x="490" y="140" width="240" height="10" fill="#cbd5e1"/><rect x="490" y="160" width="180" height="10" fill="#cbd5e1"/>
<rect y="360" width="${VW}" height="30" fill="#1f2937"/>${person(820, 290, 1.1, '#1e3a8a', c)}<rect x="790" y="340" width="60" height="40" fill="#374151"/>
<ellipse cx="820" cy="300" rx="120" ry="90" fill="url(#glow)" opacity=".3"/>${audience}<rect width="${VW}" height="${VH}" fill="url(#vignette)"/>`;
}

/** A new product on a pedestal under spotlights. */
function launch(c: Ctx): string {
  return `<rect width="${VW}" height="${VH}" fill="hsl(${c.hue},30%,8%)"/><ellipse cx="480" cy="330" rx="360" ry="260" fill="hsl(${c.hue},60%,30%)" opacity=".45" filter="url(#soft)"/>
<polygon points="380,0 580,0 640,440 320,440" fill="#fff" opacity=".05"/>
<ellipse cx="480" cy="470" rx="200" ry="36" fill="#1f2937"/><rect x="280" y="430" width="400" height="40" fill="#111827"/><ellipse cx="480" cy="430" rx="200" ry="36" fill="#374151"/>
<g transform="translate(480,300) scale(2.6)">${camera(0, 0)}</g>
${[0, 1, 2, 3].map((k) => `<path d="M${430 + k * 30} 520 C ${420 + k * 30} 560, ${360 - k * 60} 570, ${260 - k * 60} 600" stroke="hsl(${c.hue},70%,55%)" stroke-width="6" fill="none" opacity=".8"/>`).join('')}`;
}

/** A workstation screen with an image being inspected and a heat map beside it (software news). */
function software(c: Ctx): string {
  const heat = Array.from({ length: 10 }, (_, r) =>
    Array.from({ length: 12 }, (_, q) => {
      const d = Math.hypot(q - 7, r - 4);
      return `<rect x="${520 + q * 24}" y="${150 + r * 24}" width="24" height="24" fill="hsl(${f(Math.min(240, d * 40))},80%,50%)" opacity=".85"/>`;
    }).join(''),
  ).join('');
  return `<rect width="${VW}" height="${VH}" fill="hsl(${c.hue},20%,12%)"/><rect x="110" y="70" width="740" height="440" rx="10" fill="#0b1220" stroke="#374151" stroke-width="10"/>
<rect x="120" y="80" width="720" height="34" fill="#1f2937"/>${[0, 1, 2].map((k) => `<circle cx="${140 + k * 20}" cy="97" r="6" fill="${['#ef4444', '#f59e0b', '#22c55e'][k]}"/>`).join('')}
<rect x="140" y="150" width="350" height="240" fill="#374151"/><rect x="200" y="200" width="200" height="130" rx="10" fill="#6b7280"/><circle cx="340" cy="250" r="14" fill="#111827"/>${verdict(318, 228, 44, 44, false, 'ANOMALY')}
${heat}<rect x="140" y="410" width="660" height="12" fill="#1f2937"/><rect x="140" y="410" width="${f(300 + c.rnd() * 300)}" height="12" fill="hsl(${c.hue},70%,50%)"/>
<rect x="140" y="440" width="300" height="10" fill="#334155"/><rect x="140" y="460" width="220" height="10" fill="#334155"/><rect x="430" y="510" width="100" height="60" fill="#1f2937"/><rect x="330" y="570" width="300" height="16" fill="#1f2937"/>`;
}

/** A warehouse: racks of pallets, a forklift lane and a reader over the dock door. */
function warehouse(c: Ctx): string {
  const racks = [0, 1, 2, 3]
    .map((k) => {
      const x = 30 + k * 240;
      return `<rect x="${x}" y="80" width="10" height="380" fill="#f97316"/><rect x="${x + 200}" y="80" width="10" height="380" fill="#f97316"/>${[0, 1, 2].map((r) => `<rect x="${x}" y="${190 + r * 120}" width="210" height="8" fill="#1d4ed8"/>${[0, 1].map((q) => `<rect x="${x + 14 + q * 98}" y="${130 + r * 120}" width="86" height="60" fill="hsl(${30 + c.rnd() * 10},40%,${f(50 + c.rnd() * 12)}%)"/>`).join('')}`).join('')}`;
    })
    .join('');
  return `<rect width="${VW}" height="${VH}" fill="url(#wall)"/><rect y="460" width="${VW}" height="140" fill="url(#floor)"/>${racks}<rect x="0" y="540" width="${VW}" height="6" fill="#facc15" opacity=".6"/>`;
}

// ----- the catalogue of scenes ---------------------------------------------------------------------------

type Scene = (c: Ctx) => string;

const line =
  (item: string, figures: Array<[string, string]>, tag?: string): Scene =>
  (c) =>
    lineScene(c, item, figures, tag ? { tag } : {});

/** Every scene, by name; solutions and news name theirs in corporate.ts. */
export const SCENES: Record<string, Scene> = {
  electrode,
  'cell-tabs': line(
    'prismatic',
    [
      ['Cells/min', '120'],
      ['Tab weld', 'ok'],
      ['Yield', '99.7 %'],
    ],
    'WELD',
  ),
  'cell-appearance': line(
    'cylinder',
    [
      ['Cells/min', '300'],
      ['Dent', '0'],
      ['Ø', '21.02 mm'],
    ],
    'DENT',
  ),
  pcb,
  display,
  'bead-guidance': line(
    'panel',
    [
      ['Bead', '4.1 mm'],
      ['Gaps', '0'],
      ['Robot', 'guided'],
    ],
    'GAP',
  ),
  'dpm-parts': line(
    'dpm',
    [
      ['Codes', 'read'],
      ['Grade', 'B'],
      ['Rate', '99.9 %'],
    ],
    'NO READ',
  ),
  'parcel-sorter': line(
    'parcel',
    [
      ['Parcels/h', '9 600'],
      ['Read rate', '99.8 %'],
      ['Dims', '±5 mm'],
    ],
    'NO READ',
  ),
  wafer: (c) => wafer(c, false),
  'wafer-id': (c) => wafer(c, true),
  'connector-pins': connector,
  'engine-assembly': line(
    'engine',
    [
      ['Bolts', '24 / 24'],
      ['Parts', 'all'],
      ['Cycle', '52 s'],
    ],
    'MISSING',
  ),
  'waybill-ocr': line(
    'parcel',
    [
      ['OCR', '98.9 %'],
      ['Barcode', '99.9 %'],
      ['Speed', '2.5 m/s'],
    ],
    'OCR',
  ),
  'pallet-tracking': (c) =>
    lineScene(
      c,
      'pallet',
      [
        ['Pallets/h', '240'],
        ['Read', '99.7 %'],
        ['Dock', '3'],
      ],
      { tag: 'NO READ', room: warehouse },
    ),
  'seal-pouches': line(
    'pouch',
    [
      ['Packs/min', '180'],
      ['Seal', 'ok'],
      ['Reject', '0.2 %'],
    ],
    'SEAL',
  ),
  'date-codes': line(
    'bottle',
    [
      ['Codes', 'ok'],
      ['Date', 'verified'],
      ['Speed', '400/min'],
    ],
    'CODE',
  ),
  'label-print': line(
    'bottle',
    [
      ['Labels', 'ok'],
      ['Skew', '0.4°'],
      ['Print', 'grade A'],
    ],
    'SKEW',
  ),
  vials: line(
    'vial',
    [
      ['Vials/min', '400'],
      ['Particles', '0'],
      ['Fill', 'ok'],
    ],
    'PARTICLE',
  ),
  blister,
  serialisation: line(
    'carton',
    [
      ['Cartons/min', '220'],
      ['Codes', 'unique'],
      ['Aggregated', 'ok'],
    ],
    'DUP',
  ),
  'wire-bond': wirebond,
  headquarters,
  lab,
  production,
  team,
  booth,
  stage,
  launch,
  software,
};

export const sceneKey = (scene: string, variant: number, w: number, h: number) =>
  `seed/scene/${scene}-${variant}-${w}x${h}.jpg`;

const KEY = /^seed\/scene\/([a-z-]+)-(\d+)-(\d+)x(\d+)\.jpg$/;

/** Whether a key names a scene picture of a sensible size. */
export function isSceneKey(key: string): boolean {
  const m = KEY.exec(key);
  if (!m) return false;
  const [w, h] = [Number(m[3]), Number(m[4])];
  return !!SCENES[m[1]!] && w >= 160 && w <= 1920 && h >= 100 && h <= 1200;
}

/** The SVG of a scene at a size: drawn at 960x600 and cropped to the size's shape from the middle. */
export function sceneSvg(scene: string, variant: number, w: number, h: number): string | null {
  const draw = SCENES[scene];
  if (!draw) return null;
  const rnd = random(`${scene}-${variant}`);
  const hue = Math.floor(rnd() * 360);
  const body = draw({ rnd, hue });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${VW} ${VH}" preserveAspectRatio="xMidYMid slice">${defs(hue)}${body}<rect width="${VW}" height="${VH}" fill="url(#vignette)" opacity=".6"/></svg>`;
}

/** A scene picture's JPEG by its key (null when the key names none). */
export async function sceneJpeg(key: string): Promise<Buffer | null> {
  const m = KEY.exec(key);
  if (!m || !isSceneKey(key)) return null;
  const svg = sceneSvg(m[1]!, Number(m[2]), Number(m[3]), Number(m[4]));
  if (!svg) return null;
  return (await loadSharp())(Buffer.from(svg)).jpeg({ quality: 84, progressive: true }).toBuffer();
}
