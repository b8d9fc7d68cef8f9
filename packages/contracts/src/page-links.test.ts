import { describe, expect, it } from 'vitest';
import {
  PAGES,
  commentAnchor,
  compareHref,
  documentDownloadHref,
  editorHref,
  productTypeHref,
  softwareDownloadHref,
  softwarePackageAnchor,
  topicHref,
  commentHref,
} from './page-links.js';

describe('page links', () => {
  it('links a software package to the downloads filtered by its name, at its card', () => {
    expect(softwareDownloadHref()).toBe(PAGES.softwareDownload);
    expect(softwareDownloadHref({ q: '标定 工具' }, 'p1')).toBe(
      `/serviceSupport/softwareDownload?q=${encodeURIComponent('标定 工具').replace(/%20/g, '+')}#${softwarePackageAnchor('p1')}`,
    );
    expect(softwarePackageAnchor('p1')).toBe('pkg-p1');
  });

  it('links a document to the document downloads filtered by its title', () => {
    expect(documentDownloadHref({ q: 'Datasheet' })).toBe('/serviceSupport/documentDownload?q=Datasheet');
  });

  it('builds the catalogue and editor paths from their pages', () => {
    expect(productTypeHref('t1')).toBe('/productsAndSolutions/productSeries?id=t1');
    expect(compareHref(['a', 'b'])).toBe('/productsAndSolutions/productSeries/contrast?ids=a,b');
    expect(editorHref({ operType: 'update', artType: 'discuss', discussId: 'd1' })).toBe(
      '/editArt?operType=update&artType=discuss&discussId=d1',
    );
    expect(topicHref('d1', commentAnchor('c1'))).toBe('/article/d1#comment-c1');
    expect(commentHref('d1', 'c1')).toBe('/article/d1?comment=c1#comment-c1');
  });
});
