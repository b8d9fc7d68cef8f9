// @vitest-environment jsdom
import type { PlateItem } from '@clearsight/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../test/render';
import type { BoardPageData } from '../forum-types';
import { BoardPage } from './board-page';

const plate: PlateItem = {
  id: 'p1',
  name: '机器视觉',
  code: 'vision',
  logo: null,
  logoUrl: null,
  introduction: '相机、镜头与光源',
  orderNum: 0,
  isPostingDisabled: false,
  isQuestionBoard: false,
  topicCount: 0,
  canPost: false,
  creationTime: '2024-05-01T08:00:00.000Z',
};

const data: BoardPageData = {
  plates: [plate],
  plateId: 'p1',
  tab: 'new',
  q: null,
  page: 1,
  list: { items: [], totalCount: 0 },
  failed: false,
};

describe('BoardPage', () => {
  it('offers a guest the login on the way to the editor, and loads nothing more', async () => {
    const calls = mockApi({});
    renderWithApp(<BoardPage data={data} />, { path: '/discuss/p1' });
    const post = screen.getByTestId('post-button');
    expect(post.tagName).toBe('A');
    expect(post.getAttribute('href')).toMatch(/^\/login\?redirect=/);
    expect(screen.getByTestId('board-title').textContent).toBe('机器视觉');
    expect(screen.getByTestId('feed-link').getAttribute('href')).toBe('/feeds/board/p1');
    expect(calls).toHaveLength(0);
  });

  it('loads the boards again as the member, whose posting rights decide the button', async () => {
    signIn();
    const calls = mockApi({
      'GET /plate': { body: { items: [{ ...plate, canPost: true }], totalCount: 1 } },
      'GET /discuss': { body: { items: [], totalCount: 0 } },
    });
    renderWithApp(<BoardPage data={data} />, { path: '/discuss/p1' });
    await waitFor(() => expect(screen.getByTestId('post-button').tagName).toBe('BUTTON'));
    expect((screen.getByTestId('post-button') as HTMLButtonElement).disabled).toBe(false);
    expect(calls.find((c) => c.path === '/plate')?.headers.Authorization).toBe('Bearer tok-member');
  });
});
