// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderWithApp, signIn } from '../../../test/render';
import { CommentBox } from './comment-box';

/**
 * The box's input once the box with mention suggestions (loaded after the form) has replaced the plain one, so the
 * test holds the element that stays.
 */
async function input(testId: 'comment-input' | 'reply-input' = 'comment-input'): Promise<HTMLTextAreaElement> {
  await waitFor(() => expect(document.querySelector('.ant-mentions')).not.toBeNull());
  return screen.getByTestId(testId) as HTMLTextAreaElement;
}

describe('CommentBox', () => {
  it('posts a comment, empties the box and reports it', async () => {
    signIn();
    const calls = mockApi({ 'POST /comment': { status: 201, body: { id: 'c1', content: '说得好' } } });
    const onPosted = vi.fn();
    renderWithApp(<CommentBox discussId="t1" onPosted={onPosted} />);
    const user = userEvent.setup({ delay: null });
    const box = await input();
    await user.type(box, '  说得好  ');
    // Counted as sent: without the surrounding spaces.
    expect(screen.getByText('3/1000')).toBeTruthy();
    await user.click(screen.getByTestId('comment-submit'));
    expect(await screen.findByText('评论成功')).toBeTruthy();
    expect(calls.find((c) => c.path === '/comment')!.body).toEqual({
      discussId: 't1',
      content: '说得好',
      parentId: null,
    });
    await waitFor(() => expect(box.value).toBe(''));
    expect(onPosted).toHaveBeenCalledWith(expect.objectContaining({ id: 'c1' }));
  });

  it('refuses an empty comment without calling the API', async () => {
    signIn();
    const calls = mockApi({});
    renderWithApp(<CommentBox discussId="t1" />);
    await userEvent.setup({ delay: null }).click(await screen.findByTestId('comment-submit'));
    // Within the box: a message an earlier test showed may still be leaving the page.
    expect((await within(screen.getByTestId('comment-box')).findByRole('alert')).textContent).toBe('请输入评论内容');
    expect(calls).toHaveLength(0);
  });

  it('replies to a comment with Ctrl+Enter, naming whom it answers', async () => {
    signIn();
    const calls = mockApi({ 'POST /comment': { status: 201, body: { id: 'r1' } } });
    const onCancel = vi.fn();
    renderWithApp(<CommentBox discussId="t1" parent={{ id: 'c7', nick: 'Bob' }} onCancel={onCancel} />);
    const box = await input('reply-input');
    expect(box.getAttribute('placeholder')).toContain('Bob');
    await userEvent.setup({ delay: null }).type(box, '同意');
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(calls.find((c) => c.path === '/comment')?.body).toMatchObject({ parentId: 'c7' }));
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('keeps the text when the server refuses it (the message is shown)', async () => {
    signIn();
    mockApi({ 'POST /comment': { status: 403, body: envelope('Forbidden', '该话题已关闭评论') } });
    renderWithApp(<CommentBox discussId="t1" />);
    const box = await input();
    const user = userEvent.setup({ delay: null });
    await user.type(box, '还能评论吗');
    await user.click(screen.getByTestId('comment-submit'));
    expect(await screen.findByText('该话题已关闭评论')).toBeTruthy();
    expect(box.value).toBe('还能评论吗');
  });

  it('gives the empty box its rows without measuring it, and grows it to the text once there is some', async () => {
    signIn();
    mockApi({});
    renderWithApp(<CommentBox discussId="t1" />);
    const box = await input();
    expect(box.getAttribute('rows')).toBe('3');
    // antd's growing box measures it and writes the height it found (with overflow hidden while it measures).
    expect(box.style.overflowY).toBe('');
    expect(box.style.height).toBe('');
    await userEvent.setup({ delay: null }).type(box, '第一行');
    await waitFor(() => expect(box.style.minHeight || box.style.maxHeight || box.style.overflowY).not.toBe(''));
  });
});
