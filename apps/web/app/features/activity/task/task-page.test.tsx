// @vitest-environment jsdom
import type { Assignment, AssignmentDefine } from '@clearsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockApi, renderWithApp, signIn } from '../../../test/render';
import { TaskPage } from './task-page';

const DEFINE: AssignmentDefine = {
  id: 'def-post',
  name: '发布一个主题',
  remarks: '在论坛任意板块发布一个主题',
  nameEn: '',
  remarksEn: '',
  assignmentType: 'Daily',
  assignmentRequirementType: 'Discuss',
  totalStepNumber: 1,
  preAssignmentId: null,
  rewardsMoneyNumber: 20,
  orderNum: 1,
};

function instance(state: Assignment['assignmentState'], current: number): Assignment {
  return {
    id: 'a1',
    assignmentDefineId: DEFINE.id,
    name: DEFINE.name,
    remarks: DEFINE.remarks,
    nameEn: '',
    remarksEn: '',
    currentStepNumber: current,
    totalStepNumber: 1,
    assignmentType: 'Daily',
    assignmentRequirementType: 'Discuss',
    assignmentState: state,
    rewardsMoneyNumber: 20,
    expireTime: '2030-05-04T16:00:00.000Z',
    completeTime: null,
    endTime: state === 'End' ? new Date().toISOString() : null,
    creationTime: new Date().toISOString(),
    orderNum: 1,
  };
}

describe('TaskPage', () => {
  it('accepts a task and shows it in progress, with where to do it', async () => {
    signIn({ money: 0 });
    let stage: 'offer' | 'progress' | 'ended' = 'offer';
    mockApi({
      'GET /assignment/receive': () => ({ body: stage === 'offer' ? [DEFINE] : [] }),
      'GET /assignment': (call) => {
        const ended = call.query.get('assignmentQueryState') === 'End';
        if (ended) return { body: stage === 'ended' ? [instance('End', 1)] : [] };
        if (stage === 'progress') return { body: [instance('Progress', 0)] };
        return { body: [] };
      },
      'POST /assignment/accept/def-post': () => {
        stage = 'progress';
        return { status: 201, body: instance('Progress', 0) };
      },
    });
    renderWithApp(<TaskPage />, { path: '/activity/assignment' });
    const user = userEvent.setup({ delay: null });

    const card = await screen.findByTestId('task-card');
    expect(within(card).getByText('每日任务')).toBeTruthy();
    expect(within(card).getByTestId('task-reward').textContent).toContain('奖励：20.00 钱钱');
    await user.click(within(card).getByTestId('task-accept'));
    expect(await screen.findByText('已接受任务「发布一个主题」')).toBeTruthy();

    // Now on 已接受: the task in progress, with where to do it and when it expires.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/activity/assignment?tab=accepted'));
    const accepted = await screen.findByTestId('task-go');
    expect(accepted.getAttribute('href')).toBe('/editArt?operType=create&artType=discuss');
    expect(screen.getAllByText(/^过期时间：2030年5月/).length).toBeGreaterThan(0);
  });

  it('claims a complete task’s reward once, with an idempotency key', async () => {
    signIn({ money: 0 });
    let claimed = false;
    const calls = mockApi({
      'GET /assignment/receive': { body: [] },
      'GET /assignment': (call) => {
        const ended = call.query.get('assignmentQueryState') === 'End';
        if (ended) return { body: claimed ? [instance('End', 1)] : [] };
        return { body: claimed ? [] : [instance('Completed', 1)] };
      },
      'POST /assignment/complete/a1': () => {
        claimed = true;
        return { body: { assignment: instance('End', 1), value: 20, money: 20 } };
      },
    });
    renderWithApp(<TaskPage />, { path: '/activity/assignment?tab=accepted' });
    const user = userEvent.setup({ delay: null });
    expect((await screen.findByTestId('task-progress')).textContent).toContain('1/1');
    await user.click(await screen.findByTestId('task-claim'));
    expect(await screen.findByText('领取成功，获得 20.00 钱钱')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('task-claim')).toBeNull());
    const claims = calls.filter((c) => c.path === '/assignment/complete/a1');
    expect(claims).toHaveLength(1);
    expect(claims[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows finished tasks as 已完成 or 已过期', async () => {
    signIn();
    mockApi({
      'GET /assignment/receive': { body: [] },
      'GET /assignment': (call) =>
        call.query.get('assignmentQueryState') === 'End'
          ? { body: [instance('End', 1), { ...instance('Expired', 0), id: 'a2' }] }
          : { body: [] },
    });
    renderWithApp(<TaskPage />, { path: '/activity/assignment?tab=ended' });
    const states = await screen.findAllByTestId('task-state');
    expect(states.map((s) => s.textContent?.trim()).sort()).toEqual(['已完成', '已过期']);
  });

  it('shows the server’s refusal of a task no longer on offer', async () => {
    signIn();
    mockApi({
      'GET /assignment/receive': { body: [DEFINE] },
      'GET /assignment': { body: [] },
      'POST /assignment/accept/def-post': { status: 409, body: envelope('TaskNotAvailable', '该任务当前不可接受') },
    });
    renderWithApp(<TaskPage />, { path: '/activity/assignment' });
    await userEvent.setup({ delay: null }).click(await screen.findByTestId('task-accept'));
    expect(await screen.findByText('该任务当前不可接受')).toBeTruthy();
  });
});
