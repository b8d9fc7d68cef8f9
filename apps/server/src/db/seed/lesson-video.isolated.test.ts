import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as LessonVideoModule from './lesson-video.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { parseVtt } from '../../test/media.js';
import { COURSES } from './college-courses.js';
import { LESSON_SCRIPTS } from './lesson-scripts.js';
import { SAMPLE_LESSON_VIDEOS } from './assets.js';
import {
  detectMediaTools,
  lessonCaptions,
  lessonSlug,
  lessonVideoSeconds,
  MEDIA_TOOLS_MISSING,
  slideSeconds,
} from './lesson-video.js';

// This file's seed runs as on a machine without ffmpeg and espeak-ng (seed.test.ts runs the real path).
vi.mock('./lesson-video.js', async (importOriginal) => ({
  ...(await importOriginal<typeof LessonVideoModule>()),
  mediaTools: () => null,
}));

describe('lesson videos', () => {
  it('has a script for every seeded lesson, and captions in both languages that fit the video', () => {
    for (const course of COURSES) {
      for (const [, titleEn] of course.lessons) {
        expect(LESSON_SCRIPTS[titleEn], titleEn).toBeDefined();
        const seconds = lessonVideoSeconds(titleEn)!;
        expect(seconds).toBeGreaterThan(20);
        for (const lang of ['zh', 'en'] as const) {
          const cues = parseVtt(lessonCaptions(lessonSlug(titleEn), lang)!);
          expect(cues.length).toBeGreaterThanOrEqual(4);
          expect(cues.at(-1)!.end).toBeLessThanOrEqual(seconds);
          expect(cues.every((c) => c.text.length > 0 && c.end > c.start)).toBe(true);
        }
      }
    }
    expect(lessonCaptions('no-such-lesson', 'en')).toBeNull();
  });

  it('gives a slide the time its Chinese narration needs, at least six seconds', () => {
    expect(slideSeconds('短句。')).toBe(6);
    const long = '全局快门让所有行同时曝光，运动物体不会变形；卷帘快门逐行曝光，适合静止场景。';
    expect(slideSeconds(long)).toBeGreaterThan(10);
    expect(slideSeconds(`${long}GigE 与 USB3`)).toBeGreaterThan(slideSeconds(long));
  });

  it('finds no tools on a PATH without them', () => {
    expect(detectMediaTools({ PATH: '/nonexistent' })).toBeNull();
  });
});

describe('a seed on a machine without ffmpeg and espeak-ng', () => {
  let t: TestApp;
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    warn.mockRestore();
  });

  it('plays the committed sample videos, without captions, and says once how to install the tools', async () => {
    const lessons = await t.database.db
      .selectFrom('course_lessons')
      .innerJoin('files', 'files.id', 'course_lessons.video_file_id')
      .select(['course_lessons.duration_seconds', 'files.storage_key'])
      .execute();
    expect(lessons.length).toBeGreaterThan(10);
    const samples = Object.values(SAMPLE_LESSON_VIDEOS);
    for (const l of lessons) {
      const sample = samples.find((v) => l.storage_key === `seed/video/${v.name}`);
      expect(sample, l.storage_key).toBeDefined();
      expect(Number(l.duration_seconds)).toBe(sample!.durationSeconds);
    }
    const captions = await t.database.db
      .selectFrom('files')
      .select('id')
      .where('storage_key', 'like', '%.vtt')
      .execute();
    expect(captions).toEqual([]);
    expect(warn.mock.calls.filter(([m]) => m === MEDIA_TOOLS_MISSING)).toHaveLength(1);
  });
});
