// @vitest-environment jsdom
import type { ModelCard as ModelCardData, NewsListItem } from '@clearsight/contracts';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { ModelCard } from './model-card';
import { NewsCard } from './news-card';
import { PageHero } from './page-hero';
import { ResponsiveImage, hasVariants, variantSrcSet } from './responsive-image';

const FILE = '/prod-api/file/01a2-pic';

const model: ModelCardData = {
  id: 'm1',
  modelNumber: 'CS-A016-10GM',
  name: '160 万像素面阵相机',
  nameEn: '1.6 MP area-scan camera',
  imageUrl: FILE,
  lifecycle: 'active',
  productTypeId: 't1',
  seriesId: 's1',
  seriesName: 'CS-A',
  seriesNameEn: 'CS-A',
  summary: '',
  summaryEn: '',
  specSummary: [],
  lastModificationTime: '2026-03-01T08:00:00.000Z',
};

const news: NewsListItem = {
  id: 'n1',
  category: 'company',
  title: '新品发布',
  titleEn: 'Launch',
  summary: '',
  summaryEn: '',
  coverUrl: FILE,
  author: '市场部',
  authorEn: 'Marketing',
  isPinned: false,
  viewCount: 3,
  publishTime: '2026-03-01T08:00:00.000Z',
  event: null,
};

describe('responsive pictures', () => {
  it('offers a stored picture in the fixed widths as AVIF, WebP and its own format', () => {
    const { container } = render(
      <ResponsiveImage
        src={FILE}
        widths={[240, 480]}
        sizes="(max-width: 768px) 100vw, 240px"
        width={240}
        height={180}
      />,
    );
    const sources = [...container.querySelectorAll('picture.cs-picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe(`${FILE}?w=240&format=avif 240w, ${FILE}?w=480&format=avif 480w`);
    expect(sources[1]!.getAttribute('sizes')).toBe('(max-width: 768px) 100vw, 240px');
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe(`${FILE}?w=480`);
    expect(img.getAttribute('srcset')).toBe(`${FILE}?w=240 240w, ${FILE}?w=480 480w`);
    expect(img.getAttribute('width')).toBe('240');
    expect(img.getAttribute('height')).toBe('180');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('loads the page largest picture at once and first', () => {
    const { container } = render(
      <ResponsiveImage src={FILE} widths={[240]} sizes="240px" width={240} height={180} priority />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('uses other URLs as they are', () => {
    expect(hasVariants('https://cdn.example.com/a.jpg')).toBe(false);
    expect(hasVariants(`${FILE}?w=240`)).toBe(false);
    expect(variantSrcSet(FILE, [160])).toBe(`${FILE}?w=160 160w`);
    const { container } = render(
      <ResponsiveImage src="/logo.png" widths={[240]} sizes="240px" width={240} height={180} />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/logo.png');
    expect(img.hasAttribute('srcset')).toBe(false);
  });

  it('gives model cards and news cards sized pictures, lazy unless first', () => {
    const { container } = renderWithApp(
      <>
        <ModelCard model={model} lang="zh-CN" priority />
        <ModelCard model={{ ...model, id: 'm2' }} lang="zh-CN" />
        <NewsCard item={news} lang="zh-CN" priority />
        <NewsCard item={{ ...news, id: 'n2' }} lang="zh-CN" />
      </>,
    );
    const imgs = [...container.querySelectorAll('img')];
    expect(imgs).toHaveLength(4);
    expect(imgs.map((i) => i.getAttribute('loading'))).toEqual(['eager', 'lazy', 'eager', 'lazy']);
    expect(imgs.map((i) => i.getAttribute('fetchpriority'))).toEqual(['high', null, 'high', null]);
    for (const img of imgs) {
      expect(img.getAttribute('srcset')).toContain(`${FILE}?w=240 240w`);
      expect(img.getAttribute('sizes')).toMatch(/\(max-width: 768px\)/);
      expect(img.closest('picture')!.querySelector('source[type="image/webp"]')).not.toBeNull();
    }
  });

  it('keeps the hero picture off phones (an inline pixel up to 900 px) and sized above', () => {
    const { container } = renderWithApp(<PageHero title="面阵相机" image={FILE} />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources[0]!.getAttribute('media')).toBe('(max-width: 900px)');
    expect(sources[0]!.getAttribute('srcset')).toMatch(/^data:image\/gif;base64,/);
    expect(sources.slice(1).map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(container.querySelector('img.cs-page-hero__image')!.getAttribute('loading')).toBeNull();
  });
});
