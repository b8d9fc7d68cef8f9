/**
 * STEP files (ISO 10303-21, schema AP214 "automotive_design") of a camera housing, for the CAD archives of the
 * demo catalogue. The solid is the envelope a designer needs to lay out a machine: a box for the body and the
 * lens-mount boss, a cylinder, on its front face. Together they fill exactly the catalogue's dimensions
 * (width × height × length, the length read as including the boss, so the envelope is never larger than listed).
 *
 * The shape is a closed manifold B-rep built by hand: 8 faces (six planes of the box, the cylinder's side and the
 * boss's front disc), 15 edges (12 lines of the box, the two circles of the boss and the seam of its cylinder)
 * and 10 vertices, so V − E + F − (loops − faces) = 2, one shell without holes. Every face's outer loop runs
 * counter-clockwise seen from outside the solid and the hole of the front face clockwise, as the standard asks;
 * every edge is used twice, once in each direction. Open CASCADE 7.6 (its `stepread` and `checkshape`) reads it as
 * one valid solid with the expected bounding box and a positive volume.
 *
 * Coordinates are millimetres: x across the width, y across the height, z along the optical axis, the back
 * face at z = 0 and the boss's front at z = length. The output is a pure function of its input.
 */

export interface HousingInput {
  /** Appears as the product's name and id in the file: the model number. */
  name: string;
  description: string;
  width: number;
  height: number;
  /** The overall length, the boss included. */
  length: number;
  /** The lens mount's name: sets the boss's diameter. */
  mount: string;
}

/** Outer diameter and length of the mount boss, in mm, by mount (the thread plus a collar). */
const MOUNT_BOSS: Record<string, { diameter: number; length: number }> = {
  C: { diameter: 28, length: 6 },
  CS: { diameter: 28, length: 4 },
  M42: { diameter: 46, length: 8 },
  M58: { diameter: 62, length: 8 },
  M72: { diameter: 76, length: 10 },
  M95: { diameter: 100, length: 10 },
  F: { diameter: 64, length: 12 },
};

/**
 * Width, height and length from a catalogue value such as "29 × 29 × 42" or "29 x 29 x 42 mm"; null when the
 * text does not hold three positive numbers.
 */
export function parseDimensions(text: string): { width: number; height: number; length: number } | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*[×xX*]\s*(\d+(?:\.\d+)?)\s*[×xX*]\s*(\d+(?:\.\d+)?)\s*(?:mm)?\s*$/.exec(text);
  if (!m) return null;
  const [width, height, length] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!(width > 0 && height > 0 && length > 0)) return null;
  return { width, height, length };
}

/** The boss that fits the face: a mount's collar never overhangs the body, and the body keeps most of the length. */
export function mountBoss(input: Pick<HousingInput, 'width' | 'height' | 'length' | 'mount'>): {
  radius: number;
  length: number;
} {
  const nominal = MOUNT_BOSS[input.mount] ?? MOUNT_BOSS.C!;
  const diameter = Math.min(nominal.diameter, 0.9 * Math.min(input.width, input.height));
  const length = Math.min(nominal.length, 0.25 * input.length);
  return { radius: round(diameter / 2), length: round(length) };
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** A REAL as Part 21 writes it: always with a decimal point. */
function real(n: number): string {
  const v = round(n);
  const text = String(v === 0 ? 0 : v);
  if (/e/i.test(text)) return v.toExponential().replace(/^(-?\d)(?:\.(\d+))?e([+-])(\d+)$/i, '$1.$2E$3$4');
  return text.includes('.') ? text : `${text}.`;
}

/** A STRING as Part 21 writes it: printable ASCII, the apostrophe doubled. */
function str(text: string): string {
  return `'${text.replace(/[^\x20-\x7e]/g, '?').replace(/'/g, "''")}'`;
}

type Vec = [number, number, number];

class Writer {
  private lines: string[] = [];
  add(entity: string): string {
    this.lines.push(entity);
    return `#${this.lines.length}`;
  }
  body(): string {
    return this.lines.map((l, i) => `#${i + 1}=${l};`).join('\n');
  }
}

/** The STEP text of a camera housing. */
export function housingStep(input: HousingInput): string {
  const { width: W, height: H, length: L } = input;
  const boss = mountBoss(input);
  const body = round(L - boss.length);
  const w = new Writer();

  const point = (p: Vec) => w.add(`CARTESIAN_POINT('',(${p.map(real).join(',')}))`);
  const direction = (d: Vec) => w.add(`DIRECTION('',(${d.map(real).join(',')}))`);
  const placement = (origin: Vec, axis: Vec, ref: Vec) =>
    w.add(`AXIS2_PLACEMENT_3D('',${point(origin)},${direction(axis)},${direction(ref)})`);

  // Topology of the box: vertex i has x from bit 0, y from bit 1, z from bit 2.
  const corner = (i: number): Vec => [i & 1 ? W / 2 : -W / 2, i & 2 ? H / 2 : -H / 2, i & 4 ? body : 0];
  const vertices = Array.from({ length: 8 }, (_, i) => w.add(`VERTEX_POINT('',${point(corner(i))})`));

  // Straight edges, made once in the direction of their first use; the second use runs them backwards.
  const lineEdges = new Map<string, string>();
  const oriented = (edge: string, same: boolean) => w.add(`ORIENTED_EDGE('',*,*,${edge},${same ? '.T.' : '.F.'})`);
  const lineEdge = (a: number, b: number): string => {
    const back = lineEdges.get(`${b}-${a}`);
    if (back) return oriented(back, false);
    const pa = corner(a);
    const pb = corner(b);
    const d: Vec = [pb[0] - pa[0], pb[1] - pa[1], pb[2] - pa[2]];
    const len = Math.hypot(...d);
    const vector = w.add(`VECTOR('',${direction([d[0] / len, d[1] / len, d[2] / len])},${real(len)})`);
    const line = w.add(`LINE('',${point(pa)},${vector})`);
    const edge = w.add(`EDGE_CURVE('',${vertices[a]},${vertices[b]},${line},.T.)`);
    lineEdges.set(`${a}-${b}`, edge);
    return oriented(edge, true);
  };

  // The mount boss: a circle where it meets the front face, one at its front, the seam of the cylinder between.
  const r = boss.radius;
  const circle = (z: number) => w.add(`CIRCLE('',${placement([0, 0, z], [0, 0, 1], [1, 0, 0])},${real(r)})`);
  const vBase = w.add(`VERTEX_POINT('',${point([r, 0, body])})`);
  const vTip = w.add(`VERTEX_POINT('',${point([r, 0, L])})`);
  const baseCircle = w.add(`EDGE_CURVE('',${vBase},${vBase},${circle(body)},.T.)`);
  const tipCircle = w.add(`EDGE_CURVE('',${vTip},${vTip},${circle(L)},.T.)`);
  const seamLine = w.add(
    `LINE('',${point([r, 0, body])},${w.add(`VECTOR('',${direction([0, 0, 1])},${real(boss.length)})`)})`,
  );
  const seam = w.add(`EDGE_CURVE('',${vBase},${vTip},${seamLine},.T.)`);

  const loop = (edges: string[]) => w.add(`EDGE_LOOP('',(${edges.join(',')}))`);
  const faces: string[] = [];
  const face = (bounds: string[], surface: string) =>
    faces.push(w.add(`ADVANCED_FACE('',(${bounds.join(',')}),${surface},.T.)`));
  const plane = (origin: Vec, normal: Vec, ref: Vec) => w.add(`PLANE('',${placement(origin, normal, ref)})`);

  // Each box face: its outward normal and its corners counter-clockwise seen from outside.
  const boxFaces: Array<{ normal: Vec; ref: Vec; corners: [number, number, number, number] }> = [
    { normal: [0, 0, -1], ref: [1, 0, 0], corners: [0, 2, 3, 1] },
    { normal: [0, 0, 1], ref: [1, 0, 0], corners: [4, 5, 7, 6] },
    { normal: [-1, 0, 0], ref: [0, 0, 1], corners: [0, 4, 6, 2] },
    { normal: [1, 0, 0], ref: [0, 0, -1], corners: [1, 3, 7, 5] },
    { normal: [0, -1, 0], ref: [1, 0, 0], corners: [0, 1, 5, 4] },
    { normal: [0, 1, 0], ref: [-1, 0, 0], corners: [2, 6, 7, 3] },
  ];
  for (const f of boxFaces) {
    const c = f.corners;
    const outer = w.add(`FACE_OUTER_BOUND('',${loop(c.map((v, i) => lineEdge(v, c[(i + 1) % 4]!)))},.T.)`);
    const origin: Vec = corner(c[0]!);
    const isFront = f.normal[2] === 1;
    // The front face holds the boss's footprint as a hole, run clockwise: the base circle backwards.
    const bounds = isFront ? [outer, w.add(`FACE_BOUND('',${loop([oriented(baseCircle, false)])},.T.)`)] : [outer];
    face(bounds, plane(isFront ? [0, 0, body] : origin, f.normal, f.ref));
  }
  // The cylinder's side, unrolled: base circle forwards, seam up, tip circle backwards, seam down.
  face(
    [
      w.add(
        `FACE_OUTER_BOUND('',${loop([oriented(baseCircle, true), oriented(seam, true), oriented(tipCircle, false), oriented(seam, false)])},.T.)`,
      ),
    ],
    w.add(`CYLINDRICAL_SURFACE('',${placement([0, 0, body], [0, 0, 1], [1, 0, 0])},${real(r)})`),
  );
  // The boss's front disc.
  face(
    [w.add(`FACE_OUTER_BOUND('',${loop([oriented(tipCircle, true)])},.T.)`)],
    plane([0, 0, L], [0, 0, 1], [1, 0, 0]),
  );

  const shell = w.add(`CLOSED_SHELL('',(${faces.join(',')}))`);
  const solid = w.add(`MANIFOLD_SOLID_BREP(${str(input.name)},${shell})`);

  // Units and the product structure a CAD program reads the part's name and units from.
  const mm = w.add('( LENGTH_UNIT() NAMED_UNIT(*) SI_UNIT(.MILLI.,.METRE.) )');
  const rad = w.add('( NAMED_UNIT(*) PLANE_ANGLE_UNIT() SI_UNIT($,.RADIAN.) )');
  const sr = w.add('( NAMED_UNIT(*) SI_UNIT($,.STERADIAN.) SOLID_ANGLE_UNIT() )');
  const uncertainty = w.add(
    `UNCERTAINTY_MEASURE_WITH_UNIT(LENGTH_MEASURE(1.E-06),${mm},'distance_accuracy_value','confusion accuracy')`,
  );
  const context = w.add(
    `( GEOMETRIC_REPRESENTATION_CONTEXT(3) GLOBAL_UNCERTAINTY_ASSIGNED_CONTEXT((${uncertainty})) GLOBAL_UNIT_ASSIGNED_CONTEXT((${mm},${rad},${sr})) REPRESENTATION_CONTEXT('Context #1','3D Context with UNIT and UNCERTAINTY') )`,
  );
  const origin = placement([0, 0, 0], [0, 0, 1], [1, 0, 0]);
  const shape = w.add(`ADVANCED_BREP_SHAPE_REPRESENTATION(${str(input.name)},(${origin},${solid}),${context})`);
  const app = w.add("APPLICATION_CONTEXT('core data for automotive mechanical design processes')");
  w.add(`APPLICATION_PROTOCOL_DEFINITION('international standard','automotive_design',2000,${app})`);
  const productContext = w.add(`PRODUCT_CONTEXT('',${app},'mechanical')`);
  const product = w.add(`PRODUCT(${str(input.name)},${str(input.name)},${str(input.description)},(${productContext}))`);
  w.add(`PRODUCT_RELATED_PRODUCT_CATEGORY('part',$,(${product}))`);
  const formation = w.add(`PRODUCT_DEFINITION_FORMATION('','',${product})`);
  const definitionContext = w.add(`PRODUCT_DEFINITION_CONTEXT('part definition',${app},'design')`);
  const definition = w.add(`PRODUCT_DEFINITION('design','',${formation},${definitionContext})`);
  const definitionShape = w.add(`PRODUCT_DEFINITION_SHAPE('','',${definition})`);
  w.add(`SHAPE_DEFINITION_REPRESENTATION(${definitionShape},${shape})`);

  return [
    'ISO-10303-21;',
    'HEADER;',
    `FILE_DESCRIPTION((${str(`${input.name} housing envelope`)}),'2;1');`,
    `FILE_NAME(${str(`${input.name}.step`)},'2026-01-05T08:00:00',('ClearSight Vision'),('ClearSight Vision'),'ClearSight Vision seed','ClearSight Vision','');`,
    "FILE_SCHEMA(('AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }'));",
    'ENDSEC;',
    'DATA;',
    w.body(),
    'ENDSEC;',
    'END-ISO-10303-21;',
    '',
  ].join('\n');
}
