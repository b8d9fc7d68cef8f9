// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { ActivityFrame } from './activity-frame';

const catalog = { productTypes: [], solutionTypes: [] };

function current(): string[] {
  return [...screen.getByTestId('activity-menu').querySelectorAll('a[aria-current="page"]')].map(
    (a) => a.getAttribute('data-testid') ?? '',
  );
}

describe('the activities’ menu', () => {
  it('marks the page on screen, with or without a trailing slash', async () => {
    renderWithApp(<ActivityFrame catalog={catalog} />, { path: '/activity/lucky/' });
    await screen.findByTestId('activity-menu');
    expect(current()).toEqual(['activity-menu-lucky']);
    expect(screen.getByTestId('activity-menu-lucky').className).toBe('is-active');
    expect(screen.getByTestId('activity-menu-sign').className).toBe('');
    expect(screen.getByTestId('activity-menu-sign').getAttribute('href')).toBe('/activity/sign');
  });

  it('lights the rich list on /money, not the shop that shares its address', async () => {
    renderWithApp(<ActivityFrame catalog={catalog} />, { path: '/money' });
    await screen.findByTestId('activity-menu');
    expect(current()).toEqual(['activity-menu-rich']);
    expect(screen.getByTestId('activity-menu-shop').getAttribute('href')).toBe('/money');
  });
});
