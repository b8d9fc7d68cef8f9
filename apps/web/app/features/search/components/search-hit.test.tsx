// @vitest-environment jsdom
import type { SearchHit as Hit } from '@clearsight/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { SearchHit } from './search-hit';

const hit: Hit = {
  kind: 'model',
  id: 'm1',
  title: 'CS-A2000 面阵相机',
  snippet: '2000 万像素全局快门面阵相机',
  titleEn: 'CS-A2000 Area Scan Camera',
  snippetEn: '20 MP global shutter area scan camera',
  url: '/productsAndSolutions/materialDetails?id=m1',
  solved: false,
  lastModificationTime: '2024-05-01T08:00:00.000Z',
};

describe('SearchHit', () => {
  it('shows the English title and text on an English page, the query words marked', () => {
    renderWithApp(<SearchHit hit={hit} terms={['camera']} lang="en" />, { lang: 'en' });
    const item = screen.getByTestId('search-hit');
    expect(item.querySelector('h3')?.textContent).toBe('CS-A2000 Area Scan Camera');
    expect(item.querySelector('.cs-hit__snippet')?.textContent).toBe('20 MP global shutter area scan camera');
    expect([...item.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Camera', 'camera']);
  });

  it('shows the Chinese on a Chinese page, and on an English page for an item without English', () => {
    const { unmount } = renderWithApp(<SearchHit hit={hit} terms={[]} lang="zh-CN" />);
    expect(screen.getByTestId('search-hit').querySelector('h3')?.textContent).toBe('CS-A2000 面阵相机');
    unmount();
    renderWithApp(<SearchHit hit={{ ...hit, titleEn: '', snippetEn: '' }} terms={[]} lang="en" />, { lang: 'en' });
    const item = screen.getByTestId('search-hit');
    expect(item.querySelector('h3')?.textContent).toBe('CS-A2000 面阵相机');
    expect(item.querySelector('.cs-hit__snippet')?.textContent).toBe('2000 万像素全局快门面阵相机');
    expect(item.hasAttribute('data-user-content')).toBe(false);
  });

  it('marks a forum topic as a member’s own writing, left in its language', () => {
    const topic: Hit = { ...hit, kind: 'topic', id: 't1', titleEn: '', snippetEn: '', url: '/article/t1' };
    renderWithApp(<SearchHit hit={topic} terms={[]} lang="en" />, { lang: 'en' });
    expect(screen.getByTestId('search-hit').hasAttribute('data-user-content')).toBe(true);
  });

  it('marks a solved question, in the page’s language', () => {
    const question: Hit = { ...hit, kind: 'topic', titleEn: '', snippetEn: '', url: '/article/t1', solved: true };
    const { unmount } = renderWithApp(<SearchHit hit={question} terms={[]} lang="zh-CN" />);
    expect(screen.getByTestId('search-hit-solved').textContent).toBe('已解决');
    unmount();
    renderWithApp(<SearchHit hit={question} terms={[]} lang="en" />, { lang: 'en' });
    expect(screen.getByTestId('search-hit-solved').textContent).toBe('Solved');
  });

  it('marks nothing on an open question or another kind of result', () => {
    renderWithApp(<SearchHit hit={hit} terms={[]} lang="zh-CN" />);
    expect(screen.queryByTestId('search-hit-solved')).toBeNull();
  });
});
