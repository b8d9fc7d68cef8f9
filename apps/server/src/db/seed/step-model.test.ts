import { describe, expect, it } from 'vitest';
import { housingStep, mountBoss, parseDimensions } from './step-model.js';

/** A minimal Part 21 reader: header records and the DATA section's instances, by id. */
function parse(text: string) {
  const lines = text.trimEnd().split('\n');
  const header = text.slice(text.indexOf('HEADER;') + 7, text.indexOf('ENDSEC;'));
  const data = text.slice(text.indexOf('DATA;') + 5, text.lastIndexOf('ENDSEC;'));
  const entities = new Map<string, { type: string; args: string }>();
  for (const record of data.split(/;\s*\n/)) {
    const m = /^\s*(#\d+)=\s*(?:([A-Z0-9_]+)\((.*)\)|(\(.*\)))\s*;?\s*$/s.exec(record);
    if (!record.trim()) continue;
    if (!m) throw new Error(`unreadable record: ${record}`);
    entities.set(m[1]!, { type: m[2] ?? 'COMPLEX', args: m[3] ?? m[4]! });
  }
  return { first: lines[0], last: lines[lines.length - 1], header, entities };
}

const refs = (args: string) => [...args.matchAll(/#\d+/g)].map((m) => m[0]);
const numbers = (args: string) => [...args.matchAll(/-?\d+\.\d*(?:E[+-]?\d+)?/g)].map((m) => Number(m[0]));

describe('housingStep', () => {
  const input = { name: 'CS-A050-10GM', description: 'test housing', width: 29, height: 31, length: 42, mount: 'C' };
  const step = housingStep(input);
  const { first, last, header, entities } = parse(step);
  const of = (type: string) => [...entities].filter(([, e]) => e.type === type);
  const get = (id: string) => entities.get(id)!;

  it('writes a valid Part 21 header for AP214', () => {
    expect(first).toBe('ISO-10303-21;');
    expect(last).toBe('END-ISO-10303-21;');
    expect(header).toMatch(/FILE_DESCRIPTION\(\('[^']*'\),'2;1'\);/);
    expect(header).toMatch(
      /FILE_NAME\('CS-A050-10GM\.step','[0-9T:-]+',\('[^']*'\),\('[^']*'\),'[^']*','[^']*','[^']*'\);/,
    );
    expect(header).toContain("FILE_SCHEMA(('AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }'));");
  });

  it('numbers its instances in order and every reference resolves', () => {
    expect([...entities.keys()]).toEqual(Array.from({ length: entities.size }, (_, i) => `#${i + 1}`));
    for (const [id, e] of entities) for (const r of refs(e.args)) expect(entities.has(r), `${id} -> ${r}`).toBe(true);
    // Every REAL has a decimal point (Part 21 reads "29" as an INTEGER).
    for (const [, e] of of('CARTESIAN_POINT')) expect(e.args).toMatch(/^'',\((-?\d+\.\d*,){2}-?\d+\.\d*\)$/);
  });

  it('builds one closed manifold solid: 8 faces, 15 edges each used once in each direction, 10 vertices', () => {
    const [solid] = of('MANIFOLD_SOLID_BREP');
    expect(of('MANIFOLD_SOLID_BREP')).toHaveLength(1);
    const shell = get(refs(solid![1].args)[0]!);
    expect(shell.type).toBe('CLOSED_SHELL');
    const faces = refs(shell.args).map(get);
    expect(faces).toHaveLength(8);
    expect(faces.every((f) => f.type === 'ADVANCED_FACE')).toBe(true);
    const surfaces = faces.map((f) => get(refs(f.args).at(-1)!).type).sort();
    expect(surfaces).toEqual([...Array<string>(7).fill('PLANE'), 'CYLINDRICAL_SURFACE'].sort());

    const uses = new Map<string, boolean[]>();
    let loops = 0;
    for (const f of faces) {
      const bounds = refs(f.args).slice(0, -1).map(get);
      expect(bounds.filter((b) => b.type === 'FACE_OUTER_BOUND')).toHaveLength(1);
      for (const bound of bounds) {
        loops += 1;
        const loop = get(refs(bound.args)[0]!);
        expect(loop.type).toBe('EDGE_LOOP');
        // Each edge of a loop starts where the one before it ended.
        const ends = refs(loop.args).map((id) => {
          const o = get(id);
          expect(o.type).toBe('ORIENTED_EDGE');
          const edgeId = refs(o.args)[0]!;
          const same = o.args.endsWith('.T.');
          uses.set(edgeId, [...(uses.get(edgeId) ?? []), same]);
          const [v1, v2] = refs(get(edgeId).args);
          return same ? [v1!, v2!] : [v2!, v1!];
        });
        ends.forEach(([, end], i) => expect(ends[(i + 1) % ends.length]![0]).toBe(end));
      }
    }
    expect(uses.size).toBe(15);
    for (const [edge, senses] of uses) expect(senses.sort(), edge).toEqual([false, true]);
    const vertices = new Set([...uses.keys()].flatMap((e) => refs(get(e).args).slice(0, 2)));
    expect(vertices.size).toBe(10);
    // Euler–Poincaré for one shell of genus 0: V − E + F − (L − F) = 2.
    expect(vertices.size - uses.size + faces.length - (loops - faces.length)).toBe(2);
  });

  it('fills exactly the catalogue dimensions', () => {
    const points = of('VERTEX_POINT').map(([, v]) => numbers(get(refs(v.args)[0]!).args));
    const circles = of('CIRCLE').map(([, c]) => {
      const centre = numbers(get(refs(get(refs(c.args)[0]!).args)[0]!).args);
      return { centre, r: numbers(c.args).at(-1)! };
    });
    const span = (axis: 0 | 1 | 2) => {
      const values = [
        ...points.map((p) => p[axis]!),
        ...circles.flatMap((c) => (axis === 2 ? [c.centre[2]!] : [c.centre[axis]! - c.r, c.centre[axis]! + c.r])),
      ];
      return Math.max(...values) - Math.min(...values);
    };
    expect([span(0), span(1), span(2)]).toEqual([29, 31, 42]);
    // The boss sits inside the front face.
    expect(circles.every((c) => c.r * 2 < 29)).toBe(true);
  });

  it('gives the product its model number in millimetres', () => {
    expect(of('PRODUCT')[0]![1].args).toMatch(/^'CS-A050-10GM','CS-A050-10GM','test housing',\(#\d+\)$/);
    expect(step).toContain('SI_UNIT(.MILLI.,.METRE.)');
    expect(of('ADVANCED_BREP_SHAPE_REPRESENTATION')).toHaveLength(1);
    expect(of('SHAPE_DEFINITION_REPRESENTATION')).toHaveLength(1);
  });
});

describe('parseDimensions and mountBoss', () => {
  it('reads the catalogue form and rejects anything else', () => {
    expect(parseDimensions('29 × 29 × 42')).toEqual({ width: 29, height: 29, length: 42 });
    expect(parseDimensions('50 x 50 x 62.5 mm')).toEqual({ width: 50, height: 50, length: 62.5 });
    expect(parseDimensions('29 × 29')).toBeNull();
    expect(parseDimensions('0 × 29 × 42')).toBeNull();
  });

  it('keeps a large mount within a small face', () => {
    expect(mountBoss({ width: 50, height: 50, length: 62, mount: 'M42' }).radius).toBe(22.5);
    expect(mountBoss({ width: 68, height: 68, length: 72, mount: 'C' })).toEqual({ radius: 14, length: 6 });
  });
});
