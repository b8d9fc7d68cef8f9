import { describe, expect, it } from 'vitest';
import type { Route } from './+types/material-details';
import { meta } from './material-details';

const model = {
  id: 'm-1',
  modelNumber: 'CS-A2000-10GM',
  name: '2000 万像素面阵相机',
  nameEn: '20 MP area-scan camera',
  summary: '',
  summaryEn: '',
  lifecycle: 'active',
  images: [],
  specs: [],
  productType: { id: 't-1', name: '面阵相机', nameEn: 'Area-scan cameras' },
  series: { id: 's-1', name: 'A 系列', nameEn: 'A series' },
};

function productLd(questions: { items: unknown[]; totalCount: number }) {
  const root = { lang: 'zh-CN', origin: 'https://vision.example', config: {} };
  const tags = meta({
    matches: [{ id: 'root', loaderData: root }],
    location: { pathname: '/materialDetails', search: '?id=m-1' },
    data: { model, questions },
    loaderData: { model, questions },
  } as unknown as Route.MetaArgs);
  return (tags ?? [])
    .flatMap((tag) => (tag && 'script:ld+json' in tag ? [tag['script:ld+json'] as Record<string, unknown>] : []))
    .find((d) => d['@type'] === 'Product')!;
}

describe('a model page’s structured data', () => {
  it('names the community’s questions about the model: solved ones as QAPages, open ones as forum postings', () => {
    const ld = productLd({
      items: [
        { id: 'q1', title: '曝光怎么设置', isSolved: true, commentCount: 3, creationTime: '2026-03-01T08:00:00.000Z' },
        { id: 'q2', title: 'Linux 驱动', isSolved: false, commentCount: 1, creationTime: '2026-03-02T08:00:00.000Z' },
      ],
      totalCount: 2,
    });
    expect(ld.sku).toBe('CS-A2000-10GM');
    expect(ld.subjectOf).toEqual([
      {
        '@type': 'QAPage',
        name: '曝光怎么设置',
        url: 'https://vision.example/article/q1',
        dateCreated: '2026-03-01T08:00:00.000Z',
        mainEntity: { '@type': 'Question', name: '曝光怎么设置', answerCount: 3 },
      },
      {
        '@type': 'DiscussionForumPosting',
        name: 'Linux 驱动',
        url: 'https://vision.example/article/q2',
        dateCreated: '2026-03-02T08:00:00.000Z',
        commentCount: 1,
      },
    ]);
  });

  it('says nothing of questions when nobody has asked yet', () => {
    expect(productLd({ items: [], totalCount: 0 })).not.toHaveProperty('subjectOf');
  });
});
