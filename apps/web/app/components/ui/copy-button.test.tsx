// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { CopyButton } from './copy-button';

describe('the copy button', () => {
  it('copies its text and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('isSecureContext', true);
    renderWithApp(<CopyButton text="https://example.com/news?id=1" label="复制链接" data-testid="copy" />);
    const user = userEvent.setup({ delay: null });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const button = screen.getByRole('button', { name: '复制链接' });
    expect(button.getAttribute('title')).toBe('复制链接');
    await user.click(button);
    expect(writeText).toHaveBeenCalledWith('https://example.com/news?id=1');
    await waitFor(() => expect(screen.getByTestId('copy').getAttribute('aria-label')).toBe('已复制'));
    expect(screen.getByTestId('copy').className).toContain('is-copied');
  });
});
