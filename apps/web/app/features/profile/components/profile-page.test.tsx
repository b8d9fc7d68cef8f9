// @vitest-environment jsdom
import type { BbsUserCard, DiscussCard } from '@clearsight/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../test/render';
import type { ProfilePageData } from '../profile-types';
import { ProfilePage } from './profile-page';

const card: BbsUserCard = {
  id: 'u1',
  userName: 'alice',
  nick: '爱丽丝',
  icon: null,
  introduction: '',
  sex: 'unknown',
  level: 3,
  levelName: '大白',
  levelNameEn: '',
  experience: 120,
  money: 86.5,
  topicCount: 0,
  commentCount: 0,
  likeReceivedCount: 1,
  creationTime: '2026-01-01T00:00:00.000Z',
};

function data(patch: Partial<ProfilePageData> = {}): ProfilePageData {
  return {
    userName: 'alice',
    card,
    tab: 'topics',
    page: 1,
    topics: { items: [] as DiscussCard[], totalCount: 0 },
    comments: null,
    ...patch,
  };
}

describe('ProfilePage', () => {
  it('shows a guest the server’s copy and asks the API for nothing', async () => {
    const calls = mockApi({});
    renderWithApp(<ProfilePage data={data()} />, { path: '/profile/alice' });
    expect(await screen.findByText('还没有发布过主题')).toBeTruthy();
    expect(screen.getByTestId('profile-nick').textContent).toBe('爱丽丝');
    expect(screen.queryByTestId('profile-tab-settings')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it('fetches a member’s own copy of the list with their token', async () => {
    signIn({ id: 'u2', userName: 'bob' });
    const calls = mockApi({ 'GET /discuss/user/alice': { body: { items: [], totalCount: 0 } } });
    renderWithApp(<ProfilePage data={data()} />, { path: '/profile/alice' });
    await waitFor(() => expect(calls.some((c) => c.path === '/discuss/user/alice')).toBe(true));
    const call = calls.find((c) => c.path === '/discuss/user/alice')!;
    expect(call.headers.Authorization).toBe('Bearer tok-member');
    expect(call.query.get('skipCount')).toBe('0');
  });

  it('lets the member edit their own basic info and shows the new nick at once', async () => {
    signIn({ id: 'u1', userName: 'alice' });
    let nick = '爱丽丝';
    mockApi({
      'GET /bbs-user/alice': () => ({ body: { ...card, nick } }),
      'GET /user': () => ({
        body: {
          id: 'u1',
          userName: 'alice',
          nick,
          icon: null,
          email: null,
          phone: '138****0000',
          sex: 'unknown',
          introduction: '',
          creationTime: card.creationTime,
        },
      }),
      'PUT /user/profile': ({ body }) => {
        nick = (body as { nick: string }).nick;
        return {
          body: {
            id: 'u1',
            userName: 'alice',
            nick,
            icon: null,
            email: null,
            phone: '138****0000',
            sex: 'unknown',
            introduction: '',
            creationTime: card.creationTime,
          },
        };
      },
    });
    renderWithApp(<ProfilePage data={data({ tab: 'settings', topics: null })} />, {
      path: '/profile/alice?tab=settings',
    });
    // The member's own settings load lazily, with antd and the cropper.
    const input = await screen.findByTestId('profile-nick-input');
    const user = userEvent.setup({ delay: null });
    await user.clear(input);
    await user.type(input, '新的爱丽丝');
    await user.click(screen.getByTestId('profile-basic-submit'));
    await waitFor(() => expect(screen.getByTestId('profile-nick').textContent).toBe('新的爱丽丝'));
  });
});
