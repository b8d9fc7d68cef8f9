// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PAGES, productTypeHref } from '@clearsight/contracts';
import { describe, expect, it } from 'vitest';
import type { CatalogMenu } from '../../lib/catalog-menu';
import { renderWithApp } from '../../test/render';
import { SiteFooter } from './site-footer';

const catalog: CatalogMenu = {
  productTypes: [
    { id: 't1', name: '面阵相机', nameEn: 'Area Scan Cameras', productSeries: [] },
    { id: 't2', name: '<b>3D</b> 相机', nameEn: '', productSeries: [] },
  ],
  solutionTypes: [],
};

function column(title: string) {
  return within(screen.getByRole('heading', { name: title }).parentElement!);
}

describe('SiteFooter', () => {
  it('lists every product type, the support pages and the company pages as site links', () => {
    renderWithApp(<SiteFooter catalog={catalog} />, {
      path: '/index',
      config: { 'bbs.site.community-url': 'https://bbs.example.com/' },
    });
    const products = column('产品');
    expect(products.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['面阵相机', productTypeHref('t1')],
      ['<b>3D</b> 相机', productTypeHref('t2')],
    ]);
    const company = column('公司');
    const hrefs = company.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([PAGES.company, PAGES.jobs, PAGES.news, PAGES.contact, PAGES.forum]);
    const community = column('服务与支持').getByRole('link', { name: '社区' });
    expect(community.getAttribute('target')).toBe('_blank');
  });

  it('names the product types in English, falling back to the Chinese name', () => {
    renderWithApp(<SiteFooter catalog={catalog} />, { path: '/index', lang: 'en' });
    const names = column('Products')
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual(['Area Scan Cameras', '<b>3D</b> 相机']);
  });

  it('navigates inside the app from its links', async () => {
    renderWithApp(<SiteFooter catalog={catalog} />, { path: '/index' });
    fireEvent.click(column('公司').getByRole('link', { name: '加入我们' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(PAGES.jobs));
  });
});
