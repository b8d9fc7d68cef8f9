import { describe, expect, it } from 'vitest';
import { embeddableUrl, resumePosition } from './college';
import { courseHref } from '@clearsight/contracts';

describe('college helpers', () => {
  it('embeds only known players over https', () => {
    expect(embeddableUrl('https://player.bilibili.com/player.html?bvid=BV1')).toContain('player.bilibili.com');
    expect(embeddableUrl('https://www.youtube.com/embed/abc')).toContain('/embed/abc');
    expect(embeddableUrl('https://www.youtube.com/watch?v=abc')).toBeNull();
    expect(embeddableUrl('http://player.bilibili.com/x')).toBeNull();
    expect(embeddableUrl('https://evil.example/embed')).toBeNull();
    expect(embeddableUrl('javascript:alert(1)')).toBeNull();
    expect(embeddableUrl('not a url')).toBeNull();
  });

  it('resumes only from a meaningful position', () => {
    expect(resumePosition(120, 600, false)).toBe(120);
    expect(resumePosition(2, 600, false)).toBe(0);
    expect(resumePosition(598, 600, false)).toBe(0);
    expect(resumePosition(120, 600, true)).toBe(0);
    expect(resumePosition(undefined, 600, false)).toBe(0);
  });

  it('links a course and a lesson', () => {
    expect(courseHref('c 1', 'l2')).toBe('/serviceSupport/college/collageDetail?id=c%201&lesson=l2');
  });
});
