// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  it('links to the other language without JavaScript, keeping the page and its query', async () => {
    renderWithApp(<LanguageSwitch />, { path: '/news?category=event' });
    const link = await screen.findByTestId('language-switch');
    expect(link.getAttribute('href')).toBe('/news?category=event&lang=en');
    expect(link.getAttribute('hreflang')).toBe('en');
    expect(link.textContent).toBe('English');
  });

  it('with JavaScript sets the lang cookie and stays on the page', async () => {
    renderWithApp(<LanguageSwitch />, { path: '/news', lang: 'en' });
    const link = await screen.findByTestId('language-switch');
    expect(link.textContent).toBe('简体中文');
    await userEvent.setup({ delay: null }).click(link);
    expect(document.cookie).toContain('lang=zh-CN');
    expect(screen.getByTestId('location').textContent).toBe('/news');
  });
});
