import { contactSalesHref, modelHref, solutionHref } from '@clearsight/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { gradeAnswer, PRODUCT_QUESTIONS, UNANSWERABLE_QUESTIONS } from './assistant-questions.test-support.js';
import type { CatalogueModel } from './assistant-catalogue.js';
import { readQuestion } from './assistant-question.js';

/** How many of the twenty product questions the offline assistant must answer right: all of them. */
const MUST_PASS = 20;

/**
 * The offline assistant's product answers on the demo catalogue, through the chat API as a member asks:
 * twenty questions in both languages name the models that fit and none of the near misses, link the model
 * and solution pages, and a question nothing fits gets a plain "I don't know" with the way to sales.
 */
describe('the offline assistant answers product questions from the catalogue', () => {
  let t: TestApp;
  let ids: Map<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.database.db.selectFrom('product_models').select(['id', 'model_number']).execute();
    ids = new Map(rows.map((r) => [r.model_number, r.id]));
  });
  afterAll(async () => {
    await t.close();
  });

  /** Asks as `m` and waits for the stored answer to be done. */
  async function ask(m: TestMember, question: string): Promise<string> {
    const res = await t.request({
      method: 'POST',
      url: '/prod-api/ai-chat/chat',
      token: m.token,
      payload: { content: question },
    });
    expect(res.statusCode).toBe(201);
    const { answerId } = res.json<{ answerId: string }>();
    // Read from the table: twenty members polling the API would meet its rate limit.
    const answer = await vi.waitFor(
      async () => {
        const row = await t.database.db
          .selectFrom('chat_messages')
          .select(['state', 'content'])
          .where('id', '=', answerId)
          .executeTakeFirstOrThrow();
        expect(row.state).not.toBe('streaming');
        return row;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(answer.state, `${question}: ${answer.content}`).toBe('done');
    return answer.content;
  }

  it(`names the right models for at least ${MUST_PASS} of the ${PRODUCT_QUESTIONS.length} questions, and no wrong ones`, async () => {
    // One member per question: each has one answer streaming at a time, and they stream side by side.
    const members = await Promise.all(PRODUCT_QUESTIONS.map(() => createMember(t)));
    const answers = await Promise.all(PRODUCT_QUESTIONS.map((q, i) => ask(members[i]!, q.question)));
    const failures = PRODUCT_QUESTIONS.map((q, i) => ({ q, answer: answers[i]!, grade: gradeAnswer(q, answers[i]!) }))
      .filter((x) => !x.grade.pass)
      .map(
        (x) => `${x.q.question}: missing ${x.grade.missing.join(',')} wrong ${x.grade.wrong.join(',')}\n${x.answer}`,
      );
    expect(PRODUCT_QUESTIONS.length - failures.length, failures.join('\n\n')).toBeGreaterThanOrEqual(MUST_PASS);
    // Every expected model is linked to its page, in the question's language.
    PRODUCT_QUESTIONS.forEach((q, i) => {
      for (const n of q.expect) expect(answers[i]).toContain(`](${modelHref(ids.get(n)!)})`);
      // Linked titles are the pages' own (the forum writes in Chinese); the answer's words follow the question.
      const words = answers[i]!.replace(/\[[^\]]*\]\([^)]*\)/g, '');
      expect(/[\u3400-\u9fff]/.test(words), answers[i]).toBe(/[\u3400-\u9fff]/.test(q.question));
    });
  });

  it('says which solution a model comes from, links it, and offers further reading', async () => {
    const solution = await t.database.db
      .selectFrom('solutions')
      .select('id')
      .where('title', '=', 'PCB 外观与贴片检测方案')
      .executeTakeFirstOrThrow();
    const answer = await ask(await createMember(t), 'PCB 贴片检测推荐用什么相机？');
    expect(answer).toContain(`](${modelHref(ids.get('CS-U123-20UM')!)})`);
    expect(answer).toContain(`](${solutionHref(solution.id)})`);
    expect(answer).toContain('PCB 外观与贴片检测方案');
    // The series' datasheet and the forum's answered question about PCB resolution.
    expect(answer).toMatch(/数据手册/);
    expect(answer).toContain('检测 0201 元件偏移，500万还是1200万像素？');
    expect(answer).toContain('（社区已解决）');
  });

  it('says plainly when no model fits, in the question’s language, and points to sales', async () => {
    const m = await createMember(t);
    const zh = await ask(m, UNANSWERABLE_QUESTIONS[0]!);
    expect(zh).toContain('产品目录中没有找到符合');
    expect(zh).toContain('USB3');
    expect(zh).toContain(`](${contactSalesHref()})`);
    expect(zh).not.toMatch(/CS-[AUXC]\d/);
    const en = await ask(m, UNANSWERABLE_QUESTIONS[1]!);
    expect(en).toContain("I don't know of a model in our catalogue that fits");
    expect(en).toContain(`](${contactSalesHref()})`);
    expect(en).not.toMatch(/CS-[AUXC]\d/);
  });

  it('does not pass off other cameras for a kind it lacks, gives an overview for a bare kind, and compares named models', async () => {
    const m = await createMember(t);
    const threeD = await ask(m, '有没有 3D 相机？');
    expect(threeD).toContain('产品目录中没有找到符合“3D、相机”的型号');
    expect(threeD).not.toMatch(/CS-[AUXC]\d|CL-[GTX]\d|SC-\d/);
    const bare = await ask(m, 'I want a camera');
    expect(bare).toMatch(/^We have \d+ models of this kind:/);
    expect(bare).toContain('Area Scan Cameras');
    expect(bare).toContain('CS-A GigE Value');
    expect(bare).not.toMatch(/CS-A\d/);
    const compared = await ask(m, 'CS-A050-10GM 和 CS-U050-20UM 有什么区别？');
    expect(compared).toContain('参数对比（不同之处加粗）');
    expect(compared).toContain('| 数据接口 | **GigE** | **USB3** |');
    expect(compared).toContain('| 分辨率 | 2448 × 2048 | 2448 × 2048 |');
    // A lens for a named camera: its mount, rated for its resolution.
    const lens = await ask(m, '配 CS-A050-10GM 用什么镜头？');
    expect(lens).toContain('适配 CS-A050-10GM、≥ 500 万像素、C 口、镜头');
    expect(lens).toContain('LF-0820-5M');
    expect(lens).not.toContain('LF-5028-25M');
  });

  it('leaves questions that are not about choosing a product to the site search', async () => {
    const answer = await ask(await createMember(t), '在哪里下载 SDK 的安装包？');
    expect(answer).not.toContain('符合');
    expect(answer).toMatch(/^根据本站的内容|^抱歉，站内没有找到/);
  });
});

describe('reading a question', () => {
  const model = (modelNumber: string, seriesEn: string, type: string): CatalogueModel => ({
    id: modelNumber,
    modelNumber,
    name: modelNumber,
    nameEn: modelNumber,
    summary: '',
    summaryEn: '',
    lifecycle: 'active',
    productType: { id: type, name: type, nameEn: type },
    series: { id: seriesEn, name: seriesEn, nameEn: seriesEn },
    specs: [],
  });
  const models = [
    model('CS-A050-10GM', 'CS-A GigE Value', '面阵相机'),
    model('LL-6028-M72', 'LL Line Scan', '工业镜头'),
  ];

  it('reads resolutions, frame rates and interfaces in both languages', () => {
    expect(readQuestion('500万像素、60帧以上的万兆网相机', models)).toMatchObject({
      megapixels: { value: 5, atLeast: false },
      minFps: 60,
      interfaces: ['10GigE'],
    });
    expect(readQuestion('at least 12 MP, 2448x2048, USB3 or CoaXPress', models)).toMatchObject({
      megapixels: { value: 12, atLeast: true },
      resolution: { w: 2448, h: 2048 },
      interfaces: ['USB3', 'CoaXPress'],
    });
    expect(readQuestion('1.2亿像素 GigE 彩色', models)).toMatchObject({
      megapixels: { value: 120 },
      interfaces: ['GigE'],
      chroma: 'Colour',
    });
  });

  it('finds named models and series codes, a short code only in capitals', () => {
    const named = readQuestion('cs-a050-10gm 和 CS-A 系列', models);
    expect(named.named.map((m) => m.modelNumber)).toEqual(['CS-A050-10GM']);
    expect(named.series).toEqual(['CS-A']);
    expect(readQuestion("I'll need an LL lens", models).series).toEqual(['LL']);
    expect(readQuestion("I'll need a lens", models).series).toEqual([]);
  });

  it('reads the kind of product and the application', () => {
    const lens = readQuestion('线扫相机用的 M72 镜头', models);
    expect(lens.kinds).toEqual(['lens']);
    expect(lens.mount).toBe('M72');
    expect(lens.forLineScan).toBe(true);
    const pcb = readQuestion('Which camera for PCB defect inspection?', models);
    expect(pcb.kinds).toEqual(['area', 'line', 'smart']);
    expect(pcb.concepts.map((c) => c.key)).toEqual(['pcb', 'defect']);
    expect(readQuestion('包裹读码', models).kinds).toEqual(['reader']);
    expect(readQuestion('带 AI 的智能相机', models).deepLearning).toBe(true);
    expect(readQuestion('a camera with an input trigger', models).deepLearning).toBe(false);
    expect(readQuestion('红外背光', models)).toMatchObject({
      kinds: ['light'],
      lightShape: 'Backlight',
      lightColour: 'IR',
    });
    // 黑白 is no white light; a size in mm is the light's, a focal length only for a lens.
    expect(readQuestion('100 mm 白色背光', models)).toMatchObject({ sizeMm: 100, lightColour: 'White' });
    expect(readQuestion('100 mm 黑白背光', models).lightColour).toBeUndefined();
    expect(readQuestion('焦距 25mm 的镜头', models).focalMm).toBe(25);
    expect(readQuestion('25mm 相机', models).focalMm).toBeUndefined();
  });
});
