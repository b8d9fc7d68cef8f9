import { describe, expect, it } from 'vitest';
import { activeSection } from './nav-model';

describe('activeSection', () => {
  it('marks the top-menu entry a page belongs to', () => {
    expect(activeSection('/index')).toBe('home');
    expect(activeSection('/materialDetails')).toBe('products');
    expect(activeSection('/serviceSupport/college/collageDetail')).toBe('support');
    expect(activeSection('/news/newsdetail')).toBe('news');
    expect(activeSection('/aboutUs/joinUs')).toBe('about');
    for (const path of ['/discuss', '/article/1/2', '/editArt', '/profile/alice'])
      expect(activeSection(path)).toBe('forum');
    expect(activeSection('/login')).toBeNull();
  });
});
