// @vitest-environment jsdom
import { Permissions, type PlateItem } from '@clearsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../test/render';
import { AdminForumBoards } from './forum-boards';

const board: PlateItem = {
  id: 'p1',
  name: '镜头与光源',
  code: 'lens-lighting',
  logo: null,
  logoUrl: null,
  introduction: '焦距、景深与打光',
  nameEn: '',
  introductionEn: '',
  orderNum: 1,
  isPostingDisabled: false,
  isQuestionBoard: false,
  topicCount: 3,
  canPost: true,
  creationTime: '2024-05-01T08:00:00.000Z',
};

describe('the forum boards screen', () => {
  it('edits a board’s English name and introduction beside the Chinese ones', async () => {
    signIn({ roles: ['moderator'], permissions: [Permissions.forumModerate] });
    const items = [board];
    const calls = mockApi({
      'GET /plate': () => ({ body: { items, totalCount: items.length } }),
      'PUT /plate/p1': (call) => {
        items[0] = { ...items[0]!, ...(call.body as Partial<PlateItem>) };
        return { body: items[0] };
      },
    });
    renderWithApp(<AdminForumBoards />, { path: '/admin/forum/boards' });
    const user = userEvent.setup({ delay: null });
    const row = (await screen.findByText('镜头与光源')).closest('tr') as HTMLElement;
    await user.click(within(row).getByTestId('admin-row-edit'));

    await user.type(await screen.findByLabelText('板块名称（英文）'), 'Lenses');
    await user.type(screen.getByLabelText('简介（英文）'), 'Optics');
    await user.click(screen.getByTestId('admin-form-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      name: '镜头与光源',
      code: 'lens-lighting',
      introduction: '焦距、景深与打光',
      nameEn: 'Lenses',
      introductionEn: 'Optics',
    });
  });
});
