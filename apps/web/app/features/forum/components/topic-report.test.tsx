// @vitest-environment jsdom
import type { DiscussDetail } from '@clearsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../test/render';
import { TopicPage } from './topic-page';
import { comment, data, topic } from './topic.test-support';

// The report form and staff's menu are loaded when they are wanted (their code is antd's form, radios, selects and
// drawer): a member's topic page renders without them, and they still work when asked for.
const member: DiscussDetail = { ...topic, viewer: { ...topic.viewer, canComment: true, canLike: true } };
const staff: DiscussDetail = { ...member, viewer: { ...member.viewer, canModerate: true } };

function memberApi(detail: DiscussDetail) {
  return mockApi({
    'GET /discuss/t1': { body: detail },
    'GET /article/all/discuss-id/t1': { body: [] },
    'GET /comment/discuss-id/t1': { body: { items: [comment], totalCount: 1 } },
    'POST /forum/report': { body: { message: '举报已提交' } },
    'GET /plate': { body: { items: [], totalCount: 0 } },
  });
}

describe('TopicPage: the member’s dialogs on demand', () => {
  it('opens the report form when a member reports a comment, and sends the reason', async () => {
    signIn();
    const calls = memberApi(member);
    renderWithApp(<TopicPage data={data} />, { path: '/article/t1' });
    expect(await screen.findByTestId('comment-input')).toBeTruthy();
    expect(screen.queryByTestId('report-form')).toBeNull();
    expect(screen.queryByTestId('moderation-menu')).toBeNull();

    const user = userEvent.setup({ delay: null });
    const list = screen.getByTestId('comment-list');
    await user.click(await within(list).findByRole('button', { name: /举报/ }));
    const form = await screen.findByTestId('report-form');
    await user.click(within(form).getByLabelText('辱骂攻击'));
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/forum/report')).toBe(true));
    const post = calls.find((c) => c.method === 'POST' && c.path === '/forum/report');
    expect(post?.body).toEqual({ targetType: 'comment', targetId: 'c1', reason: 'abuse', detail: '' });
  });

  it('shows staff their moderation menu once its code has loaded', async () => {
    signIn();
    memberApi(staff);
    renderWithApp(<TopicPage data={data} />, { path: '/article/t1' });
    expect(await screen.findByTestId('moderation-menu')).toBeTruthy();
  });
});
