// @vitest-environment jsdom
import type { WatchItem } from '@clearsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppScope } from '../../../lib/app-scope';
import { mockApi, renderWithApp, signIn } from '../../../test/render';
import WatchListTab from './watch-list';
import { WatchMenu } from './watch-menu';

describe('the watch menu', () => {
  it("shows a topic's level inherited from its board, and sets the topic's own from the three levels", async () => {
    signIn({ id: 'u1', userName: 'alice' });
    let state = { level: 'watching', source: 'board' };
    const calls = mockApi({
      'GET /watch/discuss/t1': () => ({ body: state }),
      'PUT /watch/discuss/t1': () => {
        state = { level: 'muted', source: 'own' };
        return { body: { ...state, message: '关注设置已保存' } };
      },
    });
    renderWithApp(
      <AppScope>
        <WatchMenu targetType="discuss" targetId="t1" />
      </AppScope>,
      { path: '/article/t1' },
    );
    const button = await screen.findByTestId('watch-discuss');
    await waitFor(() => expect(button.getAttribute('data-level')).toBe('watching'));
    expect(button.textContent).toMatch(/关注（随板块）|Watching \(from the board\)/);

    const user = userEvent.setup({ delay: null });
    await user.click(button);
    const options = ['watching', 'normal', 'muted'].map((level) => screen.getByTestId(`watch-option-${level}`));
    // Each level says in one line what it does.
    expect(options[0]!.textContent).toMatch(/每条新回复都会通知你|every new reply/);
    expect(options[2]!.textContent).toMatch(/被提到时除外|except mentions/);
    await user.click(options[2]!);
    await waitFor(() => expect(screen.getByTestId('watch-discuss').getAttribute('data-level')).toBe('muted'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ level: 'muted' });
  });

  it("explains a board's levels as a board's", async () => {
    signIn({ id: 'u1', userName: 'alice' });
    mockApi({ 'GET /watch/plate/p1': { body: { level: 'normal', source: 'default' } } });
    renderWithApp(<WatchMenu targetType="plate" targetId="p1" />, { path: '/discuss/p1' });
    const button = await screen.findByTestId('watch-plate');
    await userEvent.setup({ delay: null }).click(button);
    expect(screen.getByTestId('watch-option-watching').textContent).toMatch(/新主题和新回复|every new topic and reply/);
  });
});

describe('the following tab', () => {
  const items: WatchItem[] = [
    {
      targetType: 'plate',
      targetId: 'p1',
      title: '机器视觉问答',
      titleEn: 'Vision Q&A',
      level: 'watching',
      updateTime: '2026-03-02T08:00:00.000Z',
    },
    {
      targetType: 'discuss',
      targetId: 't2',
      title: '远心镜头怎么选',
      titleEn: '',
      level: 'muted',
      updateTime: '2026-03-01T08:00:00.000Z',
    },
  ];

  it('lists watched boards and muted topics with links, and changes a level in place', async () => {
    signIn({ id: 'u1', userName: 'alice' });
    let kept = [...items];
    const calls = mockApi({
      'GET /watch/mine': () => ({ body: { items: kept, totalCount: kept.length } }),
      'PUT /watch/discuss/t2': () => {
        kept = kept.filter((w) => w.targetId !== 't2');
        return { body: { level: 'normal', source: 'own', message: '关注设置已保存' } };
      },
    });
    renderWithApp(<WatchListTab page={1} lang="en" />, { path: '/profile/alice?tab=following' });
    await waitFor(() => expect(screen.getAllByTestId('watch-row')).toHaveLength(2));
    const [board, topic] = screen.getAllByTestId('watch-row');
    expect(within(board!).getByTestId('watch-link').getAttribute('href')).toBe('/discuss/p1');
    expect(within(board!).getByTestId('watch-link').textContent).toBe('Vision Q&A');
    expect(within(topic!).getByTestId('watch-link').getAttribute('href')).toBe('/article/t2');
    expect(topic!.getAttribute('data-level')).toBe('muted');

    await userEvent.setup({ delay: null }).click(within(topic!).getByTestId('watch-row-normal'));
    await waitFor(() => expect(screen.getAllByTestId('watch-row')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ level: 'normal' });
  });

  it('says so when nothing is watched', async () => {
    signIn({ id: 'u1', userName: 'alice' });
    mockApi({ 'GET /watch/mine': { body: { items: [], totalCount: 0 } } });
    renderWithApp(<WatchListTab page={1} lang="zh-CN" />, { path: '/profile/alice?tab=following' });
    expect(await screen.findByText(/还没有关注或屏蔽|You watch or mute nothing yet/)).toBeTruthy();
  });
});
