import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadTopicPage } from './forum-pages.server';

/** A load context whose in-process API answers from `answers` by path (the query string left out). */
function contextAnswering(answers: Record<string, unknown>) {
  const apiFetch = vi.fn(async (path: string) => {
    const key = path.split('?')[0]!;
    return key in answers
      ? { status: 200, json: () => answers[key] }
      : { status: 404, json: () => ({ error: { code: 'NotFound', message: '' } }) };
  });
  return { context: { apiFetch } as unknown as AppLoadContext, apiFetch };
}

const topic = { id: 'd1', title: '主题' };
const comments = { items: [], totalCount: 0 };

async function open(url: string, answers: Record<string, unknown>) {
  const { context, apiFetch } = contextAnswering({
    '/discuss/d1': topic,
    '/article/all/discuss-id/d1': [],
    '/comment/discuss-id/d1': comments,
    ...answers,
  });
  const result = (await loadTopicPage(context, new Request(`https://vision.example${url}`), { discussId: 'd1' })) as {
    data: { commentPage: number };
  };
  const listCall = apiFetch.mock.calls.map((c) => c[0]).find((p) => p.startsWith('/comment/discuss-id/d1'))!;
  return { page: result.data.commentPage, listCall, calls: apiFetch.mock.calls.map((c) => c[0]) };
}

describe('a link to a comment opens the topic at the page of comments that holds it', () => {
  it('asks where the comment is and loads that page', async () => {
    const { page, listCall } = await open('/article/d1?comment=c9', {
      '/comment/c9/place': { discussId: 'd1', rootId: 'c9', page: 3 },
    });
    expect(page).toBe(3);
    expect(listCall).toContain('skipCount=40');
  });

  it('keeps the first page for a comment of another topic, an unknown one or a malformed id', async () => {
    expect(
      (await open('/article/d1?comment=c9', { '/comment/c9/place': { discussId: 'd2', rootId: 'c9', page: 3 } })).page,
    ).toBe(1);
    expect((await open('/article/d1?comment=missing', {})).page).toBe(1);
    const malformed = await open('/article/d1?comment=%3Cscript%3E', {});
    expect(malformed.page).toBe(1);
    expect(malformed.calls.some((p) => p.includes('/place'))).toBe(false);
  });

  it('lets an explicit comment page win', async () => {
    const { page, calls } = await open('/article/d1?comment=c9&cpage=2', {
      '/comment/c9/place': { discussId: 'd1', rootId: 'c9', page: 3 },
    });
    expect(page).toBe(2);
    expect(calls.some((p) => p.includes('/place'))).toBe(false);
  });
});
