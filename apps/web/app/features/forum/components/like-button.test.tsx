// @vitest-environment jsdom
import type { DiscussDetail } from '@clearsight/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockApi, renderWithApp, signIn } from '../../../test/render';
import { useDiscussDetail, useToggleTopicLike } from '../member/forum-api';
import { LikeButton } from './like-button';

const detail = { id: 't1', isAgree: false, likeCount: 3, viewer: { canLike: true } } as unknown as DiscussDetail;

/** The button as the member layer uses it: fed by the topic's cached detail, which a toggle updates. */
function TopicLike() {
  const data = useDiscussDetail('t1', detail).data ?? detail;
  const toggle = useToggleTopicLike('t1');
  return (
    <LikeButton
      isAgree={data.isAgree}
      likeCount={data.likeCount}
      disabled={!data.viewer.canLike}
      loading={toggle.isPending}
      onToggle={() => toggle.mutate()}
    />
  );
}

describe('LikeButton', () => {
  it('toggles the member’s like and shows the server’s count', async () => {
    signIn();
    let liked = false;
    const calls = mockApi({
      'GET /discuss/t1': { body: detail },
      'POST /agree/operate/t1': () => {
        liked = !liked;
        return { body: { isAgree: liked, likeCount: liked ? 4 : 3 } };
      },
    });
    renderWithApp(<TopicLike />);
    const button = await screen.findByTestId('topic-like');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    const user = userEvent.setup({ delay: null });
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('topic-like-count').textContent).toBe('4');
    expect(button.getAttribute('aria-label')).toBe('取消点赞 (4)');
    await user.click(button);
    await waitFor(() => expect(screen.getByTestId('topic-like-count').textContent).toBe('3'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('is disabled for a member who may not like (e.g. banned)', async () => {
    signIn();
    mockApi({
      'GET /discuss/t1': { body: { ...detail, viewer: { canLike: false } } },
      'POST /agree/operate/t1': { status: 403, body: envelope('AccountBanned', '你已被禁言') },
    });
    renderWithApp(<TopicLike />);
    const button = await screen.findByTestId('topic-like');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
  });
});
