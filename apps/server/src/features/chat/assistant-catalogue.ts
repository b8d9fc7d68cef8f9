import type { LifecycleStatus } from '@clearsight/contracts';
import { catalogueFacts, composeCatalogueAnswer } from './assistant-answer.js';
import {
  CJK,
  CONCEPTS,
  KINDS,
  hasWord,
  num,
  readQuestion,
  seriesText,
  spec,
  type Needs,
  type Spec,
} from './assistant-question.js';

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
    const k = `${px / 1024}K`;
    const byLine = numberCondition(k, k, ['resolutionPx'], (v) => Math.abs(v - px) < 100);
    // An area scan camera is "4K" by its width (4096 × 3000).
    const byWidth = textCondition(k, k, ['resolution'], (v) => Math.abs(num(/\d+/.exec(v)?.[0] ?? '0') - px) < 100);
    out.push({ zh: k, en: k, test: (m) => (spec(m, 'resolutionPx') ? byLine.test(m) : byWidth.test(m)) });
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
