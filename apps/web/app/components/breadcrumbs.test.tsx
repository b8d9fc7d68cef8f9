// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { Breadcrumbs } from './breadcrumbs';

describe('Breadcrumbs', () => {
  it('links every crumb but the last, which is the page itself', async () => {
    renderWithApp(
      <Breadcrumbs
        items={[{ label: '首页', to: '/index' }, { label: '社区论坛', to: '/discuss' }, { label: '相机选型' }]}
        testId="forum-breadcrumb"
      />,
    );
    const nav = await screen.findByRole('navigation', { name: '面包屑导航' });
    expect(nav.getAttribute('data-testid')).toBe('forum-breadcrumb');
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['首页', '/index'],
      ['社区论坛', '/discuss'],
    ]);
    expect(within(nav).getByText('相机选型').getAttribute('aria-current')).toBe('page');
  });

  it('shows a crumb without a target as text, and the last as the page even when it has a target', async () => {
    renderWithApp(
      <Breadcrumbs items={[{ label: 'Home', to: '/index' }, { label: 'Group' }, { label: 'Here', to: '/x' }]} />,
      {
        lang: 'en',
      },
    );
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
    expect(within(nav).getByText('Group').getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByText('Here').getAttribute('aria-current')).toBe('page');
  });
});
