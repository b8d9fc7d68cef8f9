// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { productSeriesHref, productTypeHref, solutionTypeHref } from '@clearsight/contracts';
import { describe, expect, it } from 'vitest';
import type { CatalogMenu } from '../../lib/catalog-menu';
import type { Lang } from '../../lib/i18n';
import { renderWithApp } from '../../test/render';
import { DesktopNav } from './desktop-nav';

const HOSTILE = '<img src=x onerror="window.hacked=1">';

const catalog: CatalogMenu = {
  productTypes: [
    {
      id: 't1',
      name: '面阵相机',
      nameEn: 'Area Scan Cameras',
      productSeries: [
        { id: 's1', name: 'MV-CA 系列', nameEn: 'MV-CA Series' },
        { id: 's2', name: HOSTILE, nameEn: '' },
      ],
    },
    { id: 't2', name: '3D 相机', nameEn: '3D Cameras', productSeries: [] },
  ],
  solutionTypes: [{ id: 'x1', name: '锂电', nameEn: 'Lithium batteries' }],
};

const SITE = {
  name: '澄镜视觉',
  author: '',
  icp: '',
  bottom: '',
  communityUrl: null,
  originalUrl: null,
  phone: null,
  email: null,
};

function show(lang: Lang = 'zh-CN') {
  renderWithApp(<DesktopNav catalog={catalog} site={SITE} lang={lang} />, { path: '/index', lang });
  return screen.getByTestId('mega-menu');
}

describe('DesktopNav', () => {
  it('lists every product type with its series, and the solutions, as site links', () => {
    const mega = show();
    const types = within(mega).getAllByTestId('mega-menu-type');
    expect(types).toHaveLength(2);
    const typeLink = within(types[0]!).getByRole('link', { name: '面阵相机' });
    expect(typeLink.getAttribute('href')).toBe(productTypeHref('t1'));
    expect(typeLink.getAttribute('data-discover')).toBe('true');
    const series = within(types[0]!).getAllByTestId('mega-menu-series');
    expect(series.map((a) => a.getAttribute('href'))).toEqual([
      productSeriesHref('t1', 's1'),
      productSeriesHref('t1', 's2'),
    ]);
    expect(within(types[1]!).queryAllByTestId('mega-menu-series')).toHaveLength(0);
    expect(within(types[1]!).getByText('系列即将发布')).toBeTruthy();
    const solution = within(mega).getByTestId('mega-menu-solution');
    expect(solution.getAttribute('href')).toBe(solutionTypeHref('x1'));
    expect(solution.textContent).toBe('锂电');
  });

  it('shows names from the catalogue as text, never as markup', () => {
    const mega = show();
    expect(within(mega).getByText(HOSTILE).tagName).toBe('A');
    expect(mega.querySelector('img')).toBeNull();
  });

  it('names the catalogue in English, falling back to the Chinese name', () => {
    const mega = show('en');
    expect(within(mega).getByRole('link', { name: 'Area Scan Cameras' })).toBeTruthy();
    expect(within(mega).getByText('MV-CA Series')).toBeTruthy();
    expect(within(mega).getByText(HOSTILE)).toBeTruthy();
  });

  it('navigates inside the app from a link of the panel and closes the menu until the pointer leaves', async () => {
    const mega = show();
    fireEvent.click(within(mega).getByRole('link', { name: 'MV-CA 系列' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/productsAndSolutions/productSeries?id=t1'),
    );
    const trigger = screen.getByTestId('mega-menu-trigger');
    expect(trigger.className).toContain('is-closed');
    fireEvent.mouseLeave(screen.getByRole('navigation'));
    expect(trigger.className).not.toContain('is-closed');
  });
});
