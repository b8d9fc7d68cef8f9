import type { SearchHit, SearchResult } from '@clearsight/contracts';
import { describe, expect, it } from 'vitest';
import { createSiteAssistant } from './assistant.site.js';

const camera: SearchHit = {
  kind: 'model',
  id: 'm1',
  title: 'CS-A2000 面阵相机',
  snippet: '2000 万像素全局快门',
  titleEn: 'CS-A2000 Area Scan Camera',
  snippetEn: '20 MP global shutter',
  url: '/materialDetails?id=m1',
  solved: false,
  lastModificationTime: '2024-05-01T08:00:00.000Z',
};
const topic: SearchHit = { ...camera, kind: 'topic', id: 't1', titleEn: '', snippetEn: '', url: '/article/t1' };

async function answer(question: string): Promise<string> {
  const result: SearchResult = {
    query: question,
    terms: [],
    totalCount: 2,
    groups: [
      { kind: 'model', totalCount: 1, items: [camera] },
      { kind: 'topic', totalCount: 1, items: [topic] },
    ],
  };
  const assistant = createSiteAssistant({ search: async () => result, pieceDelayMs: 0 });
  let text = '';
  const turns = [{ role: 'user' as const, content: question }];
  for await (const piece of assistant.answer({ tenantId: 'x', turns, signal: new AbortController().signal })) {
    text += piece;
  }
  return text;
}

describe('the site assistant', () => {
  it('answers an English question with the English of the pages it found, a topic in its own language', async () => {
    const text = await answer('Which area scan camera has a global shutter?');
    expect(text).toContain('**[CS-A2000 Area Scan Camera](/materialDetails?id=m1)** (Products): 20 MP global shutter');
    expect(text).toContain('[CS-A2000 面阵相机](/article/t1)');
  });

  it('answers a Chinese question in Chinese', async () => {
    const text = await answer('全局快门的面阵相机有哪些');
    expect(text).toContain('[CS-A2000 面阵相机](/materialDetails?id=m1)');
    expect(text).not.toContain('Area Scan Camera');
  });
});
