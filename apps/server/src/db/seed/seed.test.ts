import { createHash } from 'node:crypto';
import { crc32, inflateSync } from 'node:zlib';
import { SiteConfigEnglishKeys } from '@clearsight/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from './index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { SAMPLE_LESSON_VIDEOS, seedAssetBytes } from './assets.js';
import { cjkFontAvailable } from './manual-list.js';
import { lessonVideoKey, lessonVideoSeconds, mediaTools } from './lesson-video.js';
import { loadSharp } from '../../shared/sharp.js';
import { ffprobe, parseVtt } from '../../test/media.js';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** The files of a ZIP as its central directory lists them (the end record is the last 22 bytes: no comment). */
function zipEntries(zip: Buffer): Array<{ name: string; data: Buffer }> {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const out: Array<{ name: string; data: Buffer }> = [];
  for (let i = 0; i < count; i += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    expect(crc32(data) >>> 0, name).toBe(zip.readUInt32LE(at + 16));
    out.push({ name, data });
    at += 46 + nameLength + extra;
  }
  return out;
}

describe('corporate demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds the catalogue and the rest of the site, idempotently and quickly', async () => {
    const count = async (
      table:
        | 'product_models'
        | 'product_series'
        | 'product_types'
        | 'solutions'
        | 'software_packages'
        | 'software_versions'
        | 'documents'
        | 'courses'
        | 'course_lessons'
        | 'news'
        | 'jobs'
        | 'company_sections'
        | 'banners'
        | 'solution_types',
    ) =>
      Number(
        (
          await t.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('product_types')).toBeGreaterThanOrEqual(6);
    expect(await count('product_series')).toBeGreaterThanOrEqual(15);
    expect(await count('product_models')).toBeGreaterThanOrEqual(60);
    expect(await count('solution_types')).toBeGreaterThanOrEqual(3);
    expect(await count('solutions')).toBeGreaterThanOrEqual(8);
    expect(await count('software_packages')).toBeGreaterThanOrEqual(6);
    expect(await count('software_versions')).toBeGreaterThanOrEqual(12);
    expect(await count('documents')).toBeGreaterThanOrEqual(20);
    expect(await count('courses')).toBeGreaterThanOrEqual(4);
    expect(await count('news')).toBeGreaterThanOrEqual(20);
    expect(await count('jobs')).toBeGreaterThanOrEqual(6);
    expect(await count('company_sections')).toBeGreaterThanOrEqual(4);
    expect(await count('banners')).toBeGreaterThanOrEqual(3);
    const models = await count('product_models');
    const started = Date.now();
    await seedDatabase(t.database.db, {});
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await count('product_models')).toBe(models);
  });

  it('serves the seeded pictures and downloads with the recorded SHA-256', async () => {
    const picture = await t.database.db
      .selectFrom('files')
      .select(['id', 'storage_key', 'sha256'])
      .where('storage_key', 'like', 'seed/product/%')
      .executeTakeFirstOrThrow();
    const img = await t.request({ method: 'GET', url: `/prod-api/file/${picture.id}` });
    expect(img.statusCode).toBe(200);
    expect(sha256(img.rawPayload)).toBe(picture.sha256);

    // The seed registers files without their size and hash; the start records them once it has the bytes.
    const pending = await t.database.db
      .selectFrom('files')
      .select('storage_key')
      .where('storage_key', 'like', 'seed/%')
      .where('sha256', '=', '')
      .execute();
    // Lesson videos and scene pictures are made after the start (decision 0037).
    expect(pending.filter((p) => !/^seed\/(lesson\/.+\.mp4|scene\/.+)$/.test(p.storage_key))).toEqual([]);
    const unhashed = await t.database.db.selectFrom('documents').select('id').where('sha256', '=', '').execute();
    expect(unhashed).toEqual([]);

    // Downloads are served by their own endpoint (members only, counter), not by the generic file URL.
    const download = await t.database.db
      .selectFrom('software_files')
      .innerJoin('files', 'files.id', 'software_files.file_id')
      .select(['software_files.id', 'files.id as fileId', 'files.storage_key', 'files.sha256', 'files.size'])
      .where('software_files.members_only', '=', false)
      .executeTakeFirstOrThrow();
    const res = await t.request({ method: 'GET', url: `/prod-api/downloads/software-files/${download.id}/file` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(Number(download.size));
    expect(sha256(res.rawPayload)).toBe(download.sha256);
    const bytes = await seedAssetBytes(download.storage_key);
    expect(bytes!.length).toBe(Number(download.size));
    expect((await t.request({ method: 'GET', url: `/prod-api/file/${download.fileId}` })).statusCode).toBe(404);
  });

  it('keeps the committed sample videos small and ready to stream', async () => {
    // The lessons play them on a machine without ffmpeg and espeak-ng: H.264 MP4 with the index (moov) before
    // the media data, so players start fast.
    for (const v of Object.values(SAMPLE_LESSON_VIDEOS)) {
      const bytes = (await seedAssetBytes(`seed/video/${v.name}`))!;
      expect(bytes.length).toBeGreaterThan(50_000);
      expect(bytes.length).toBeLessThan(250 * 1024);
      expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
      const moov = bytes.indexOf('moov', 0, 'latin1');
      expect(moov).toBeGreaterThan(0);
      expect(moov).toBeLessThan(bytes.indexOf('mdat', 0, 'latin1'));
    }
  });

  it('gives each lesson its video, streams it with ranges and keeps the paid ones for members', async () => {
    const tools = mediaTools();
    const list = (await t.request({ method: 'GET', url: '/prod-api/college/courses?maxResultCount=50' })).json();
    const course = list.items.find((c: { titleEn: string }) => c.titleEn === 'Industrial cameras 101');
    const detail = (await t.request({ method: 'GET', url: `/prod-api/college/courses/${course.id}` })).json();
    const all = detail.lessons as Array<{
      id: string;
      titleEn: string;
      isFree: boolean;
      durationSeconds: number;
      videoKind: string;
      videoUrl: string | null;
      captions: Array<{ lang: string; url: string }>;
    }>;
    expect(all.every((l) => l.videoKind === 'file')).toBe(true);
    const free = all.find((l) => l.isFree)!;
    const locked = all.find((l) => !l.isFree)!;
    expect(free.videoUrl).toBe(`/prod-api/college/lessons/${free.id}/video`);
    const fileOf = () =>
      t.database.db
        .selectFrom('course_lessons')
        .innerJoin('files', 'files.id', 'course_lessons.video_file_id')
        .select(['files.id', 'files.storage_key', 'files.sha256', 'files.size', 'files.mime'])
        .where('course_lessons.id', '=', free.id)
        .executeTakeFirstOrThrow();
    const file = await fileOf();
    expect(file.mime).toBe('video/mp4');
    if (tools) {
      // With ffmpeg and espeak-ng: each lesson its own narrated video, whose length the seed knew beforehand.
      expect(new Set(all.map((l) => l.id)).size).toBe(all.length);
      expect(file.storage_key).toBe(lessonVideoKey(free.titleEn));
      for (const l of all) expect(l.durationSeconds).toBe(lessonVideoSeconds(l.titleEn));
      expect(course.durationSeconds).toBe(all.reduce((sum, l) => sum + l.durationSeconds, 0));
      expect(free.captions.map((c) => c.lang).sort()).toEqual(['en', 'zh-CN']);
      expect(locked.captions).toEqual([]);
    } else {
      expect(file.storage_key).toBe(`seed/video/${SAMPLE_LESSON_VIDEOS.cameraBasics.name}`);
      expect(course.durationSeconds).toBe(course.lessonCount * SAMPLE_LESSON_VIDEOS.cameraBasics.durationSeconds);
      expect(free.captions).toEqual([]);
    }

    // A guest plays the free lesson: the player asks for ranges and seeks. A lesson video still being made after
    // the start is made at once for the request.
    const head = await t.request({ method: 'GET', url: free.videoUrl!, headers: { range: 'bytes=0-1023' } });
    expect(head.statusCode).toBe(206);
    const bytes = (await seedAssetBytes(file.storage_key))!;
    const size = bytes.length;
    expect(head.headers['content-type']).toBe('video/mp4');
    expect(head.headers['accept-ranges']).toBe('bytes');
    expect(head.headers['content-range']).toBe(`bytes 0-1023/${size}`);
    expect(head.headers['content-disposition']).toMatch(/^inline;/);
    expect(Buffer.compare(head.rawPayload, bytes.subarray(0, 1024))).toBe(0);
    const seek = await t.request({ method: 'GET', url: free.videoUrl!, headers: { range: `bytes=${size - 5000}-` } });
    expect(seek.statusCode).toBe(206);
    expect(Buffer.compare(seek.rawPayload, bytes.subarray(size - 5000))).toBe(0);
    const whole = await t.request({ method: 'GET', url: free.videoUrl! });
    expect(whole.statusCode).toBe(200);
    const recorded = await fileOf();
    expect(Number(recorded.size)).toBe(size);
    expect(recorded.sha256).toBe(sha256(whole.rawPayload));
    if (tools) {
      // A real video: H.264 and AAC, as long as the lesson says, 1280x720.
      const probe = ffprobe(whole.rawPayload);
      expect(probe.streams.map((x) => x.codec_name).sort()).toEqual(['aac', 'h264']);
      expect(probe.streams.find((x) => x.codec_name === 'h264')).toMatchObject({ width: 1280, height: 720 });
      expect(Math.abs(Number(probe.format.duration) - free.durationSeconds)).toBeLessThan(0.6);
      // Its captions, in both languages, parse and fit in the video.
      for (const c of free.captions) {
        const res = await t.request({ method: 'GET', url: c.url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/vtt/);
        const cues = parseVtt(res.body);
        expect(cues.length).toBeGreaterThanOrEqual(4);
        expect(cues.at(-1)!.end).toBeLessThanOrEqual(free.durationSeconds);
        expect(cues.every((cue, i) => cue.end > cue.start && (i === 0 || cue.start >= cues[i - 1]!.end))).toBe(true);
        const chinese = cues.some((cue) => /[\u4e00-\u9fff]/.test(cue.text));
        expect(chinese).toBe(c.lang === 'zh-CN');
      }
      // A paid lesson's captions need an account, like its video.
      const paid = `/prod-api/college/lessons/${locked.id}/captions/en`;
      expect((await t.request({ method: 'GET', url: paid })).statusCode).toBe(401);
      const none = await t.request({ method: 'GET', url: `/prod-api/college/lessons/${free.id}/captions/fr` });
      expect(none.statusCode).toBe(400);
    }

    // The other lessons need an account, and the generic file URL serves none of them.
    const lockedUrl = `/prod-api/college/lessons/${locked.id}/video`;
    expect((await t.request({ method: 'GET', url: lockedUrl })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `/prod-api/file/${file.id}` })).statusCode).toBe(404);
  }, 180_000);

  it('draws each solution, news item and company section its own scene picture', async () => {
    const db = t.database.db;
    const covers = await db
      .selectFrom('solutions')
      .innerJoin('files', 'files.id', 'solutions.cover_file_id')
      .select(['files.id', 'files.storage_key', 'files.sha256', 'files.mime'])
      .execute();
    expect(covers.length).toBe(21);
    expect(covers.every((c) => c.storage_key.startsWith('seed/scene/'))).toBe(true);
    // Every solution its own picture: different scenes, and different bytes.
    expect(new Set(covers.map((c) => c.storage_key.replace(/-\d+-\d+x\d+\.jpg$/, ''))).size).toBe(21);
    const hashOf = async (key: string) => sha256((await seedAssetBytes(key))!);
    const coverHashes = await Promise.all(covers.map((c) => hashOf(c.storage_key)));
    expect(new Set(coverHashes).size).toBe(21);
    const news = await db
      .selectFrom('news')
      .innerJoin('files', 'files.id', 'news.cover_file_id')
      .select(['files.storage_key', 'files.sha256'])
      .execute();
    expect(news.length).toBeGreaterThanOrEqual(20);
    expect(new Set(await Promise.all(news.map((n) => hashOf(n.storage_key)))).size).toBe(news.length);
    const sharp = await loadSharp();
    for (const [key, w, h] of [
      [covers[0]!.storage_key, 960, 600],
      [news[0]!.storage_key, 960, 540],
    ] as const) {
      const meta = await sharp((await seedAssetBytes(key))!).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: w, height: h });
    }
    // Served at once even when the start has not written it yet, and recorded once written.
    const img = await t.request({ method: 'GET', url: `/prod-api/file/${covers[0]!.id}` });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect(sha256(img.rawPayload)).toBe(coverHashes[0]);
    const row = await db.selectFrom('files').select('sha256').where('id', '=', covers[0]!.id).executeTakeFirstOrThrow();
    expect(row.sha256).toBe(coverHashes[0]);

    // The company page: the headquarters, production, the lab and the team beside their sections.
    const company = (await t.request({ method: 'GET', url: '/prod-api/company' })).json();
    const sections = company.sections as Array<{ kind: string; imageUrl: string | null }>;
    for (const kind of ['intro', 'history', 'honours', 'culture']) {
      const section = sections.find((x) => x.kind === kind);
      expect(section?.imageUrl, kind).toMatch(/^\/prod-api\/file\//);
      const res = await t.request({ method: 'GET', url: section!.imageUrl! });
      expect(res.statusCode).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(840);
    }
    // Some sixty pictures to draw when the cache is cold.
  }, 180_000);

  it('gives every seeded row its English name or title', async () => {
    const db = t.database.db;
    const empty = async (
      table:
        | 'product_types'
        | 'product_series'
        | 'solution_types'
        | 'product_spec_fields'
        | 'product_models'
        | 'software_packages',
      column: 'name_en',
    ) => (await db.selectFrom(table).select('id').where(column, '=', '').execute()).length;
    const emptyTitle = async (table: 'solutions' | 'documents' | 'courses' | 'news' | 'company_sections' | 'jobs') =>
      (await db.selectFrom(table).select('id').where('title_en', '=', '').execute()).length;
    for (const table of [
      'product_types',
      'product_series',
      'solution_types',
      'product_spec_fields',
      'product_models',
      'software_packages',
    ] as const)
      expect(await empty(table, 'name_en'), table).toBe(0);
    for (const table of ['solutions', 'documents', 'courses', 'news', 'company_sections', 'jobs'] as const)
      expect(await emptyTitle(table), table).toBe(0);
    // Spec values have no English column: word values are ones both languages show.
    const values = await db.selectFrom('product_spec_values').select('value_text').execute();
    expect(values.filter((v) => /\p{Script=Han}/u.test(v.value_text))).toEqual([]);
  });

  it('gives every seeded visible text its English: each `…_en` column, each `…En` JSON key, the site settings', async () => {
    // Found from the database itself, so a column or entry key added later is held to the same rule: where
    // the Chinese has text, the English has text too, and it is English (no Chinese characters copied over).
    const db = t.database.db;
    const han = /\p{Script=Han}/u;
    const problems: string[] = [];
    const rowsOf = async (table: string, columns: string[]) =>
      (
        await sql<
          Record<string, string>
        >`select ${sql.join(columns.map((c) => sql.ref(c)))} from ${sql.table(table)}`.execute(db)
      ).rows;
    /** Objects anywhere inside a JSON value with a `foo` and a `fooEn` key. */
    const checkEntries = (where: string, value: unknown): void => {
      if (Array.isArray(value)) value.forEach((v, i) => checkEntries(`${where}[${i}]`, v));
      else if (value && typeof value === 'object') {
        const entry = value as Record<string, unknown>;
        for (const [key, en] of Object.entries(entry)) {
          const zh = key.endsWith('En') ? entry[key.slice(0, -2)] : undefined;
          if (typeof zh === 'string' && zh.trim() && (typeof en !== 'string' || !en.trim() || han.test(en)))
            problems.push(`${where}.${key} for "${zh}": "${String(en)}"`);
          else if (!key.endsWith('En')) checkEntries(`${where}.${key}`, en);
        }
      }
    };
    let pairs = 0;
    for (const table of await db.introspection.getTables()) {
      // The search index copies the content's text (its English included) and holds forum topics, which members
      // write in their own language; what it copies is checked at its source.
      if (table.name === 'search_documents') continue;
      const names = new Set(table.columns.map((c) => c.name));
      for (const column of names) {
        const zh = column.endsWith('_en') ? column.slice(0, -3) : column.replace(/_en_json$/, '_json');
        if (zh === column || !names.has(zh)) continue;
        pairs += 1;
        for (const row of await rowsOf(table.name, [zh, column])) {
          const [chinese, english] = [String(row[zh] ?? ''), String(row[column] ?? '')];
          const empty = column.endsWith('_json')
            ? english === '[]' && chinese !== '[]'
            : !english.trim() && !!chinese.trim();
          if (empty || han.test(english))
            problems.push(`${table.name}.${column} for "${chinese.slice(0, 40)}": "${english.slice(0, 40)}"`);
        }
      }
      for (const column of [...names].filter((c) => c.endsWith('_json') && !c.endsWith('_en_json'))) {
        for (const row of await rowsOf(table.name, [column]))
          checkEntries(`${table.name}.${column}`, JSON.parse(String(row[column])));
      }
    }
    expect(pairs).toBeGreaterThanOrEqual(50);
    expect(problems).toEqual([]);

    const config = await db.selectFrom('site_configs').select(['config_key', 'config_value']).execute();
    for (const key of Object.values(SiteConfigEnglishKeys)) {
      const value = config.find((c) => c.config_key === key)?.config_value ?? '';
      expect(value.trim() && !han.test(value), key).toBe(true);
    }
  });

  it('has at least three solutions per industry, each with its products and the story told', async () => {
    const types = await t.database.db.selectFrom('solution_types').select(['id', 'name']).execute();
    for (const type of types) {
      const solutions = await t.database.db
        .selectFrom('solutions')
        .select(['challenge_md', 'approach_md', 'results_md', 'product_ids_json'])
        .where('solution_type_id', '=', type.id)
        .execute();
      expect(solutions.length, type.name).toBeGreaterThanOrEqual(3);
      for (const s of solutions) {
        expect(s.challenge_md && s.approach_md && s.results_md, type.name).toBeTruthy();
        expect((JSON.parse(s.product_ids_json) as string[]).length, type.name).toBeGreaterThan(0);
      }
    }
  });

  it('shows each model its own pictures and datasheet', async () => {
    const models = await t.database.db
      .selectFrom('product_models')
      .select(['id', 'model_number', 'images_json'])
      .execute();
    const firstPictures = new Set(models.map((m) => (JSON.parse(m.images_json) as string[])[0]));
    expect(firstPictures.size).toBe(models.length);
    const model = models.find((m) => m.model_number === 'CL-X16K-80CM')!;
    expect((JSON.parse(model.images_json) as string[]).length).toBe(3);
    const datasheet = await t.database.db
      .selectFrom('documents')
      .innerJoin('files', 'files.id', 'documents.file_id')
      .select(['files.storage_key', 'documents.sha256', 'documents.size'])
      .where('documents.model_id', '=', model.id)
      .where('documents.doc_type', '=', 'datasheet')
      .executeTakeFirstOrThrow();
    const bytes = (await seedAssetBytes(datasheet.storage_key))!;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(datasheet.size)).toBe(bytes.length);
    expect(datasheet.sha256).toBe(sha256(bytes));
    // The PDF carries the model's own spec values: pdfkit writes text as hex strings in deflated streams.
    const raw = bytes.toString('latin1');
    expect(raw).toContain('(CL-X16K-80CM datasheet)');
    const pages = [...raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)]
      .map((m) => {
        try {
          return inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
        } catch {
          return '';
        }
      })
      .join('');
    const hex = (text: string) => `<${Buffer.from(text, 'latin1').toString('hex')}`;
    for (const value of ['16384', '200 kHz', 'CoaXPress', 'M95']) expect(pages, value).toContain(hex(value));
  });

  it("gives each camera series' CAD archive a STEP model per model and a README", async () => {
    const archives = await t.database.db
      .selectFrom('documents')
      .innerJoin('files', 'files.id', 'documents.file_id')
      .select(['files.storage_key', 'documents.sha256', 'documents.size', 'documents.series_id'])
      .where('documents.doc_type', '=', 'cad')
      .execute();
    expect(archives.length).toBeGreaterThanOrEqual(4);
    for (const archive of archives) {
      const bytes = (await seedAssetBytes(archive.storage_key))!;
      expect(Number(archive.size)).toBe(bytes.length);
      expect(archive.sha256).toBe(sha256(bytes));
      const entries = zipEntries(bytes);
      const models = await t.database.db
        .selectFrom('product_models')
        .select('model_number')
        .where('series_id', '=', archive.series_id!)
        .execute();
      expect(models.length).toBeGreaterThan(0);
      expect(entries.map((e) => e.name).sort()).toEqual(
        ['README.txt', ...models.map((m) => `${m.model_number}.step`)].sort(),
      );
      for (const e of entries.filter((x) => x.name.endsWith('.step'))) {
        expect(e.data.subarray(0, 13).toString('latin1'), e.name).toBe('ISO-10303-21;');
        expect(e.data.toString('latin1'), e.name).toContain('MANIFOLD_SOLID_BREP');
      }
    }
  });

  it('ships user manuals of real length, each in its own language', async () => {
    const manuals = await t.database.db
      .selectFrom('documents')
      .innerJoin('files', 'files.id', 'documents.file_id')
      .select(['files.storage_key', 'documents.sha256', 'documents.size', 'documents.language', 'documents.title'])
      .where('documents.doc_type', '=', 'manual')
      .execute();
    expect(manuals.length).toBeGreaterThanOrEqual(4);
    for (const manual of manuals) {
      expect(manual.storage_key, manual.title).toMatch(/^seed\/manual\//);
      const bytes = (await seedAssetBytes(manual.storage_key))!;
      expect(Number(manual.size)).toBe(bytes.length);
      expect(manual.sha256).toBe(sha256(bytes));
      const raw = bytes.toString('latin1');
      // Page objects, not the /Type /Pages tree node.
      expect(raw.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0, manual.title).toBeGreaterThanOrEqual(12);
      // A Chinese manual embeds a CJK font when the system has one (see manual-list.ts); an English one does not.
      if (manual.language === 'zh-CN' && cjkFontAvailable()) expect(raw, manual.title).toContain('NotoSansCJKsc');
      if (manual.language === 'en') expect(raw, manual.title).not.toContain('NotoSansCJK');
    }
  });

  it('has real-looking specs a visitor can filter on', async () => {
    const types = (
      await t.request({ method: 'GET', url: '/prod-api/ProductType/ListLoadProductTypeAndSeries' })
    ).json();
    const area = types.find((x: { name: string }) => x.name === '面阵相机');
    const page = await t.request({
      method: 'GET',
      url: `/prod-api/catalog/product-types/${area.id}/models?spec=interface:CoaXPress&sort=megapixels&order=desc`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().totalCount).toBeGreaterThanOrEqual(4);
    expect(page.json().items[0].specSummary.find((s: { key: string }) => s.key === 'interface').value).toBe(
      'CoaXPress',
    );
    const search = await t.request({ method: 'GET', url: `/prod-api/search?q=${encodeURIComponent('极片检测')}` });
    expect(search.json().totalCount).toBeGreaterThan(0);
  });
});
