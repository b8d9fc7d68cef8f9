// @vitest-environment jsdom
import type { PlateItem } from '@clearsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
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
  nameEn: 'Machine Vision',
  introductionEn: 'Cameras, lenses and lighting',
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
  model: null,
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

  it('names the boards in English on an English page, and in Chinese where a board has no English', () => {
    mockApi({});
    const other: PlateItem = {
      ...plate,
      id: 'p2',
      name: '灌水闲聊',
      code: 'off-topic',
      nameEn: '',
      introductionEn: '',
    };
    renderWithApp(<BoardPage data={{ ...data, plates: [plate, other] }} />, { path: '/discuss/p1', lang: 'en' });
    expect(screen.getByTestId('board-title').textContent).toBe('Machine Vision');
    expect(screen.getByText('Cameras, lenses and lighting', { selector: '.fm-board-head__text p' })).toBeTruthy();
    const links = screen.getAllByTestId('plate-link').map((a) => a.querySelector('.fm-plate__name')?.textContent);
    expect(links).toEqual(['Machine Vision', '灌水闲聊']);
    // The lettered logo takes the first letter of the name shown.
    expect(screen.getByTestId('forum-breadcrumb').textContent).toContain('Machine Vision');
    expect(document.querySelector('.fm-board-head .fm-plate-logo--letter')?.textContent).toBe('M');
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

  it('names the product model a list is limited to, keeps it across tabs, and a member’s list asks for it too', async () => {
    signIn();
    const calls = mockApi({
      'GET /plate': { body: { items: [plate], totalCount: 1 } },
      'GET /discuss': { body: { items: [], totalCount: 0 } },
    });
    const model = { id: 'm1', modelNumber: 'CS-100', name: '相机', nameEn: '' };
    renderWithApp(<BoardPage data={{ ...data, plateId: null, model, list: { items: [], totalCount: 2 } }} />, {
      path: '/discuss?model=m1',
    });
    const notice = screen.getByTestId('model-filter');
    expect(notice.textContent).toContain('CS-100 · 2 个主题');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/discuss');
    expect(screen.getByTestId('tab-hot').getAttribute('href')).toBe('/discuss?tab=hot&model=m1');
    await waitFor(() => expect(calls.find((c) => c.path === '/discuss')?.query.get('modelId')).toBe('m1'));
  });
});
