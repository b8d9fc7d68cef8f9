// @vitest-environment jsdom
import type { Banner } from '@clearsight/contracts';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { BannerCarousel } from './banner-carousel';

const banner = (n: number, extra: Partial<Banner> = {}): Banner => ({
  id: `b${n}`,
  title: `横幅 ${n}`,
  titleEn: `Banner ${n}`,
  subtitle: '',
  subtitleEn: '',
  imageUrl: `/prod-api/file/banner-${n}`,
  mobileImageUrl: null,
  linkUrl: null,
  linkText: '',
  linkTextEn: '',
  orderNum: n,
  ...extra,
});

describe('home banners', () => {
  it('send a phone a picture of its width in a modern format, the first slide eager and first', () => {
    const { container } = renderWithApp(
      <BannerCarousel banners={[banner(1), banner(2)]} siteName="澄镜视觉" lang="zh-CN" />,
    );
    const pictures = [...container.querySelectorAll('picture.cs-banner__media')];
    expect(pictures).toHaveLength(2);
    const [first, second] = pictures.map((p) => p.querySelector('img')!);
    expect(first!.getAttribute('loading')).toBe('eager');
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(second!.getAttribute('loading')).toBe('lazy');
    const webp = pictures[0]!.querySelector('source[type="image/webp"]')!;
    expect(webp.getAttribute('srcset')).toContain('/prod-api/file/banner-1?w=320&format=webp 320w');
    expect(webp.getAttribute('srcset')).toContain('/prod-api/file/banner-1?w=1280&format=webp 1280w');
    expect(webp.getAttribute('sizes')).toMatch(/^\(max-width: 768px\) calc\(100vw - 32px\)/);
    expect(first!.getAttribute('srcset')).toContain('/prod-api/file/banner-1?w=640 640w');
    expect(first!.getAttribute('width')).toBe('1280');
    expect(first!.getAttribute('height')).toBe('480');
  });

  it("puts a phone picture's sources first, for phones only", () => {
    const { container } = renderWithApp(
      <BannerCarousel
        banners={[banner(1, { mobileImageUrl: '/prod-api/file/banner-1-phone' })]}
        siteName="澄镜视觉"
        lang="zh-CN"
      />,
    );
    const sources = [...container.querySelectorAll('picture.cs-banner__media > source')];
    expect(sources.map((s) => [s.getAttribute('media'), s.getAttribute('type')])).toEqual([
      ['(max-width: 768px)', 'image/avif'],
      ['(max-width: 768px)', 'image/webp'],
      [null, 'image/avif'],
      [null, 'image/webp'],
    ]);
    expect(sources[0]!.getAttribute('srcset')).toContain('/prod-api/file/banner-1-phone?w=320&format=avif');
  });
});
