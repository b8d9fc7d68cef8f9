// @vitest-environment jsdom
import type { BbsUserCard } from '@clearsight/contracts';
import { screen } from '@testing-library/react';
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
  levelNameEn: 'Regular',
  experience: 120,
  money: 1,
  topicCount: 0,
  commentCount: 0,
  likeReceivedCount: 0,
  creationTime: '2026-01-01T00:00:00.000Z',
};

const data = (tab: ProfilePageData['tab']): ProfilePageData => ({
  userName: 'alice',
  card,
  tab,
  page: 1,
  topics: { items: [], totalCount: 0 },
  comments: null,
});

describe('the bookmarks tab on a profile', () => {
  it('is there on one’s own profile and shows the composed list', async () => {
    signIn({ id: 'u1', userName: 'alice' });
    mockApi({ 'GET /bbs-user/alice': { body: card } });
    renderWithApp(
      <ProfilePage
        data={data('bookmarks')}
        bookmarks={(p) => <p data-testid="stub-bookmarks">{`${p.userName}:${p.page}`}</p>}
      />,
      { path: '/profile/alice?tab=bookmarks' },
    );
    const tab = await screen.findByTestId('profile-tab-bookmarks');
    expect(tab.textContent).toBe('我的收藏');
    expect((await screen.findByTestId('stub-bookmarks')).textContent).toBe('alice:1');
  });

  it('is not there on another member’s profile', async () => {
    signIn({ id: 'u9', userName: 'zed' });
    mockApi({
      'GET /bbs-user/alice': { body: card },
      'GET /discuss/user/alice': { body: { items: [], totalCount: 0 } },
    });
    renderWithApp(<ProfilePage data={data('topics')} bookmarks={() => <p data-testid="stub-bookmarks" />} />, {
      path: '/profile/alice',
    });
    expect(await screen.findByTestId('profile-tab-topics')).toBeTruthy();
    expect(screen.queryByTestId('profile-tab-bookmarks')).toBeNull();
    expect(screen.queryByTestId('stub-bookmarks')).toBeNull();
  });
});
