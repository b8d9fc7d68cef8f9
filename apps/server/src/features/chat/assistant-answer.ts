import {
  LIFECYCLE_LABELS,
  PAGES,
  contactSalesHref,
  modelHref,
  productTypeHref,
  solutionHref,
  topicHref,
} from '@clearsight/contracts';
import type { CatalogueModel, ModelMatch, Retrieval } from './assistant-catalogue.js';
import { CAMERA_KINDS, CJK, KINDS, spec, type Spec } from './assistant-question.js';

/**
 * The catalogue's retrieval written out (decision 0031): the offline assistant's markdown answer, and the facts
 * a configured model is given in its prompt.
 */

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

export function why(match: ModelMatch, english: boolean): string {
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

export function conditionsText(r: Retrieval): string {
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
