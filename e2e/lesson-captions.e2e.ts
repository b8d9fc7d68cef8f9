import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './csp';

/**
 * The seeded lessons' narrated videos (decision 0037): a guest plays a free lesson and reads its captions in the
 * page's language, Chinese on a Chinese page and English on an English one.
 */
interface Lesson {
  id: string;
  title: string;
  titleEn: string;
  isFree: boolean;
  durationSeconds: number;
  captions: Array<{ lang: string; url: string }>;
}

async function freeLessonWithCaptions(request: APIRequestContext) {
  const list = (await (await request.get('/prod-api/college/courses?maxResultCount=50')).json()) as {
    items: Array<{ id: string }>;
  };
  for (const course of list.items) {
    const detail = (await (await request.get(`/prod-api/college/courses/${course.id}`)).json()) as {
      lessons: Lesson[];
    };
    const lesson = detail.lessons.find((l) => l.isFree && l.captions.length === 2);
    if (lesson) return { courseId: course.id, lesson };
  }
  return null;
}

const HAN = /\p{Script=Han}/u;

for (const lang of ['zh-CN', 'en'] as const) {
  test(`a guest plays a free lesson with ${lang} captions`, async ({ page, request, baseURL }) => {
    const found = await freeLessonWithCaptions(request);
    test.skip(!found, 'this server made no lesson videos (no ffmpeg or espeak-ng)');
    const { courseId, lesson } = found!;
    // On a cold cache the server makes the video for this request (decision 0037): seconds, not milliseconds.
    test.setTimeout(120_000);
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    await page.goto(`/serviceSupport/college/collageDetail?id=${courseId}&lesson=${lesson.id}`);
    const title = lang === 'en' ? lesson.titleEn : lesson.title;
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();

    const video = page.getByTestId('lesson-video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 60_000 })
      .toBeGreaterThanOrEqual(1);
    // The generated video, as long as the lesson says.
    const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
    expect(Math.abs(duration - lesson.durationSeconds)).toBeLessThan(1);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => [...v.textTracks].map((t) => `${t.language}:${t.mode}`)))
      .toContain(`${lang}:showing`);

    // Play from the second slide: a caption of its narration is on screen, in the page's language.
    await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      v.currentTime = 10;
      await v.play();
    });
    const cue = () =>
      video.evaluate((v: HTMLVideoElement, language: string) => {
        const track = [...v.textTracks].find((t) => t.language === language);
        const active = track?.activeCues?.[0] as VTTCue | undefined;
        return active?.text ?? '';
      }, lang);
    await expect.poll(cue, { timeout: 15_000 }).not.toBe('');
    expect(HAN.test(await cue())).toBe(lang === 'zh-CN');
  });
}
