// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../test/render';
import { LinkifiedText } from '../components/comments/linkified-text';
import { CommentBox } from './comment-box';

const BOB = { userName: 'bob2026', nick: '鲍勃', icon: null };

/** The comment box's input once the box with suggestions has replaced the plain one it shows while loading. */
async function mentionBox(testId = 'comment-input'): Promise<HTMLTextAreaElement> {
  await waitFor(() => expect(document.querySelector('.ant-mentions')).not.toBeNull());
  return screen.getByTestId(testId) as HTMLTextAreaElement;
}

describe('@mentions in the comment box', () => {
  // The suggestion list scrolls its active option into view; jsdom lays nothing out and has no such method.
  beforeAll(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('offers members after @ (avatar, nick, user name) and writes the chosen one into the comment', async () => {
    signIn();
    const calls = mockApi({
      'GET /forum/mention-suggest': (call) => ({
        body: { items: call.query.get('keyword') === 'bo' ? [BOB] : [] },
      }),
      'POST /comment': { status: 201, body: { id: 'c1' } },
    });
    renderWithApp(<CommentBox discussId="t1" />);
    const input = await mentionBox();
    const user = userEvent.setup({ delay: null });
    await user.type(input, '请 @bo');
    const option = await screen.findByTestId('mention-option');
    expect(option.textContent).toContain('鲍勃');
    expect(option.textContent).toContain('@bob2026');
    expect(calls.filter((c) => c.path === '/forum/mention-suggest').map((c) => c.query.get('keyword'))).toEqual(['bo']);
    fireEvent.click(option);
    await waitFor(() => expect(input.value).toBe('请 @bob2026 '));
    await user.click(screen.getByTestId('comment-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/comment')?.body).toMatchObject({ content: '请 @bob2026' }),
    );
  });

  it('asks nothing for what cannot be a user name', async () => {
    signIn();
    const calls = mockApi({ 'GET /forum/mention-suggest': { body: { items: [BOB] } } });
    renderWithApp(<CommentBox discussId="t1" />);
    const input = await mentionBox();
    await userEvent.setup({ delay: null }).type(input, '@中文');
    // Longer than the debounce: had a request been due, it would have been made.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.filter((c) => c.path === '/forum/mention-suggest')).toEqual([]);
    expect(screen.queryByTestId('mention-option')).toBeNull();
  });
});

describe('a comment with mentions', () => {
  it('links the mentions the server found to the profiles, and the rest as before', () => {
    const text = '谢谢 @Bob2026，见 https://example.com';
    const start = text.indexOf('@');
    render(<LinkifiedText text={text} mentions={[{ start, end: start + 8, userName: 'bob2026' }]} />);
    const mention = screen.getByRole('link', { name: '@Bob2026' });
    expect(mention.getAttribute('href')).toBe('/profile/bob2026');
    expect(screen.getByRole('link', { name: 'https://example.com' }).getAttribute('target')).toBe('_blank');
    expect(document.body.textContent).toBe(text);
  });

  it('shows text without mentions as plain text with its links', () => {
    render(<LinkifiedText text="@nobody 说 www.example.com" />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(document.body.textContent).toBe('@nobody 说 www.example.com');
  });
});
