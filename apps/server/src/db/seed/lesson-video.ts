import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { loadSharp } from '../../shared/sharp.js';
import { catalogModel } from './catalog-data.js';
import { COURSES } from './college-courses.js';
import { LESSON_SCRIPTS } from './lesson-scripts.js';
import { productsSlide, teachingSlide, titleSlide } from './lesson-slides.js';
import { cjkFontStamp } from './manual-list.js';

/**
 * The demo college's lesson videos, made from each lesson's script (lesson-scripts.ts) and the catalogue: a title
 * slide, two teaching slides with diagrams, and a slide of the course's products, each voiced in Chinese by
 * espeak-ng and put together by ffmpeg (Debian's packages), with a WebVTT caption track in Chinese and one in
 * English. Decision 0037 says why and how they are cached.
 *
 * Every slide's length comes from its Chinese text alone (slideSeconds), not from the voice, so that the seed knows
 * each lesson's duration without running anything; a voice that runs longer than its slide is sped up to fit.
 */
const GENERATOR_VERSION = 1;

/** A lesson's key part: its English title in lower case with dashes (`what-makes-up-a-machine-vision-system`). */
export const lessonSlug = (titleEn: string) =>
  titleEn
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
export const lessonVideoKey = (titleEn: string) => `seed/lesson/${lessonSlug(titleEn)}.mp4`;
export const CAPTION_LANGUAGES = ['zh', 'en'] as const;
export type CaptionLanguage = (typeof CAPTION_LANGUAGES)[number];
export const lessonCaptionKey = (titleEn: string, lang: CaptionLanguage) =>
  `seed/lesson/${lessonSlug(titleEn)}.${lang}.vtt`;

interface PlannedSlide {
  svg: string;
  say: string;
  sayEn: string;
  seconds: number;
}

/** Narration pace of espeak-ng's Mandarin voice at the speed used (-s 240): about 0.3 s a character. */
export function slideSeconds(say: string): number {
  const cjk = (say.match(/[\u4e00-\u9fff]/g) ?? []).length;
  const latin = (say.match(/[A-Za-z0-9][A-Za-z0-9./-]*/g) ?? []).length;
  const seconds = 1.6 + cjk * 0.3 + latin * 0.5;
  return Math.max(6, Math.ceil(seconds * 2) / 2);
}

/** Where a lesson's video starts narrating a slide (a short breath after the cut). */
const LEAD_SECONDS = 0.4;

function plan(slug: string): PlannedSlide[] | null {
  for (const course of COURSES) {
    const index = course.lessons.findIndex(([, titleEn]) => lessonSlug(titleEn) === slug);
    if (index < 0) continue;
    const [lesson, lessonEn] = course.lessons[index]!;
    const script = LESSON_SCRIPTS[lessonEn];
    if (!script) return null;
    const total = script.length + 2;
    const head = { course: course.title, courseEn: course.titleEn };
    const models = course.related.flatMap((n) => {
      const m = catalogModel(n);
      return m ? [{ modelNumber: m.modelNumber, name: m.name, nameEn: m.nameEn }] : [];
    });
    const titleSay = `第${index + 1}课：${lesson}。`;
    const productsSay = `本课程用到的产品：${models.map((m) => `${m.modelNumber}，${m.name}`).join('；')}。`;
    const slides: Array<Omit<PlannedSlide, 'seconds'>> = [
      {
        svg: titleSlide({ ...head, lesson, lessonEn, number: index + 1 }, total),
        say: titleSay,
        sayEn: `Lesson ${index + 1}: ${lessonEn}.`,
      },
      ...script.map((slide, i) => ({
        svg: teachingSlide({ ...head, ...slide }, slide.diagram, i + 1, total),
        say: slide.say,
        sayEn: slide.sayEn,
      })),
      {
        svg: productsSlide(head, models, total),
        say: productsSay,
        sayEn: `Products in this course: ${models.map((m) => `${m.modelNumber}, ${m.nameEn}`).join('; ')}.`,
      },
    ];
    return slides.map((slide) => ({ ...slide, seconds: slideSeconds(slide.say) }));
  }
  return null;
}

/** Whether a slug names a lesson that has a script (the seed checks keys with it). */
export const hasLessonScript = (slug: string) => plan(slug) !== null;

/** A lesson video's length in whole seconds, known before the video is made (the seed records it). */
export function lessonVideoSeconds(titleEn: string): number | null {
  const slides = plan(lessonSlug(titleEn));
  return slides ? Math.round(slides.reduce((sum, s) => sum + s.seconds, 0)) : null;
}

const clock = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
};

/** A narration's sentences, so that a cue is one sentence and short enough to read. */
function sentences(text: string): string[] {
  return (text.match(/[^。；！？.;!?]+[。；！？.;!?]*/g) ?? [text]).map((x) => x.trim()).filter(Boolean);
}

/**
 * A lesson's captions in WebVTT: each slide's narration split into sentences, each sentence on screen for a share
 * of the slide's time after the lead-in in proportion to its length.
 */
export function lessonCaptions(slug: string, lang: CaptionLanguage): string | null {
  const slides = plan(slug);
  if (!slides) return null;
  const cues: string[] = [];
  let at = 0;
  for (const slide of slides) {
    const parts = sentences(lang === 'zh' ? slide.say : slide.sayEn);
    const span = slide.seconds - LEAD_SECONDS - 0.3;
    const weight = parts.reduce((sum, p) => sum + p.length, 0);
    let start = at + LEAD_SECONDS;
    for (const p of parts) {
      const end = start + (span * p.length) / weight;
      cues.push(`${cues.length + 1}\n${clock(start)} --> ${clock(end)}\n${p}`);
      start = end;
    }
    at += slide.seconds;
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

export interface MediaTools {
  ffmpeg: string;
  espeak: string;
}

/** The first line of each tool's version, or null when either is missing (looked up on the given PATH). */
export function detectMediaTools(env: NodeJS.ProcessEnv = process.env): MediaTools | null {
  try {
    const line = (cmd: string, arg: string) =>
      execFileSync(cmd, [arg], { env, stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 })
        .toString()
        .split('\n')[0]!
        .trim();
    return { ffmpeg: line('ffmpeg', '-version'), espeak: line('espeak-ng', '--version') };
  } catch {
    return null;
  }
}

let tools: MediaTools | null | undefined;
/** The tools on this machine, looked up once per process. */
export function mediaTools(): MediaTools | null {
  if (tools === undefined) tools = detectMediaTools();
  return tools;
}

export const MEDIA_TOOLS_MISSING =
  'Lesson videos: ffmpeg or espeak-ng is missing, so lessons play the short sample videos. ' +
  'Install them for narrated slide videos: apt-get install ffmpeg espeak-ng';

const execFileAsync = promisify(execFile);

/**
 * Runs a tool at a lower priority: videos are made while the server serves (decision 0037), and the pages must
 * not wait for the processor behind ffmpeg.
 */
async function run(cmd: string, args: string[], options: { signal?: AbortSignal | undefined; maxBuffer?: number }) {
  const pending = execFileAsync(cmd, args, options);
  try {
    if (pending.child.pid) setPriority(pending.child.pid, 10);
  } catch {
    // Not allowed here (some containers): the tool runs at the server's priority.
  }
  return pending;
}

/** The length of a WAV file espeak-ng wrote (its data chunk over its byte rate). */
function wavSeconds(wav: Buffer): number {
  const byteRate = wav.readUInt32LE(28);
  let at = 12;
  while (at + 8 <= wav.length) {
    const id = wav.toString('latin1', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'data') return Math.min(size, wav.length - at - 8) / byteRate;
    at += 8 + size + (size % 2);
  }
  return 0;
}

/**
 * Where finished videos are kept between runs: a folder under the system's temporary directory, one file per
 * video named after a hash of everything that makes its bytes (the slides, the narration, this generator's
 * version, the tools' versions, the image library and the CJK font). A new data folder, a test's empty storage or
 * a second instance then copies the video instead of making it again (decision 0037).
 */
const cacheDir = () => join(tmpdir(), 'clearsight-lesson-videos');

async function cacheName(slides: PlannedSlide[], t: MediaTools): Promise<string> {
  const hash = createHash('sha256')
    .update(String(GENERATOR_VERSION))
    .update(t.ffmpeg)
    .update(t.espeak)
    .update(JSON.stringify((await loadSharp()).versions))
    .update(cjkFontStamp());
  for (const s of slides) hash.update(s.svg).update(s.say).update(String(s.seconds));
  return hash.digest('hex').slice(0, 24);
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/**
 * The video of a lesson by its slug, from the cache or made now (a few seconds of ffmpeg). Null when the slug has
 * no script or the tools are missing. Processes that start together (an instance and a test run) make each video
 * once: the first takes a lock file beside the cached video and the others wait for the video to appear.
 */
export async function lessonVideo(slug: string, signal?: AbortSignal): Promise<Buffer | null> {
  const slides = plan(slug);
  const t = mediaTools();
  if (!slides || !t) return null;
  const dir = cacheDir();
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${await cacheName(slides, t)}.mp4`);
  const lock = `${file}.lock`;
  for (;;) {
    signal?.throwIfAborted();
    try {
      return await readFile(file);
    } catch {
      // Not made yet.
    }
    try {
      const handle = await open(lock, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch {
      // Someone else is making it. A lock whose process is gone (or that is older than any video takes to make)
      // is left over from a crash: take it away and try again.
      if (await staleLock(lock)) await rm(lock, { force: true });
      else await sleep(500, signal);
    }
  }
  try {
    const bytes = await render(slides, signal);
    const part = `${file}.${process.pid}.part`;
    await writeFile(part, bytes);
    await rename(part, file);
    return bytes;
  } finally {
    await rm(lock, { force: true });
  }
}

async function staleLock(lock: string): Promise<boolean> {
  try {
    const [text, info] = await Promise.all([readFile(lock, 'utf8'), stat(lock)]);
    if (Date.now() - info.mtimeMs > 180_000) return true;
    const pid = Number(text);
    if (!pid) return Date.now() - info.mtimeMs > 5_000;
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // ESRCH: no such process. A lock that vanished meanwhile is not stale: the next round reads the video.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

async function render(slides: PlannedSlide[], signal?: AbortSignal): Promise<Buffer> {
  const work = await mkdtemp(join(tmpdir(), 'clearsight-lesson-'));
  try {
    const sharp = await loadSharp();
    const inputs: string[] = [];
    const filters: string[] = [];
    for (const [i, slide] of slides.entries()) {
      const png = join(work, `slide-${i}.png`);
      await writeFile(png, await sharp(Buffer.from(slide.svg)).png().toBuffer());
      const wav = join(work, `say-${i}.wav`);
      await run('espeak-ng', ['-v', 'cmn', '-s', '240', '-w', wav, slide.say], { signal });
      const spoken = wavSeconds(await readFile(wav));
      const room = slide.seconds - LEAD_SECONDS - 0.2;
      const tempo = Math.min(2, Math.max(1, spoken / room));
      inputs.push('-loop', '1', '-framerate', '5', '-t', String(slide.seconds), '-i', png, '-i', wav);
      filters.push(
        `[${i * 2}:v]format=yuv420p,setsar=1[v${i}]`,
        `[${i * 2 + 1}:a]aresample=22050,atempo=${tempo.toFixed(3)},adelay=${LEAD_SECONDS * 1000}:all=1,apad,atrim=0:${slide.seconds},asetpts=N/SR/TB[a${i}]`,
      );
    }
    const pairs = slides.map((_, i) => `[v${i}][a${i}]`).join('');
    filters.push(`${pairs}concat=n=${slides.length}:v=1:a=1[v][a]`);
    const out = join(work, 'lesson.mp4');
    await run(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        ...inputs,
        '-filter_complex',
        filters.join(';'),
        '-map',
        '[v]',
        '-map',
        '[a]',
        '-r',
        '5',
        '-c:v',
        'libx264',
        '-preset',
        'faster',
        '-tune',
        'stillimage',
        '-crf',
        '30',
        '-g',
        '25',
        '-profile:v',
        'main',
        '-pix_fmt',
        'yuv420p',
        '-threads',
        '2',
        '-c:a',
        'aac',
        '-b:a',
        '40k',
        '-ac',
        '1',
        '-movflags',
        '+faststart',
        '-map_metadata',
        '-1',
        '-fflags',
        '+bitexact',
        '-flags:v',
        '+bitexact',
        '-flags:a',
        '+bitexact',
        out,
      ],
      { signal, maxBuffer: 4 * 1024 * 1024 },
    );
    return await readFile(out);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
