// @vitest-environment jsdom
import { Permissions, type AdminAssignmentDefine } from '@clearsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn, type ApiCall } from '../../../../test/render';
import { AdminTasks, taskBody } from './tasks';

const staff = () => signIn({ roles: ['activity-staff'], permissions: [Permissions.activityManage] });

function define(patch: Partial<AdminAssignmentDefine>): AdminAssignmentDefine {
  return {
    id: 'd1',
    name: '发表第一个主题',
    remarks: '',
    nameEn: '',
    remarksEn: '',
    assignmentType: 'Novice',
    assignmentRequirementType: 'Discuss',
    totalStepNumber: 1,
    preAssignmentId: null,
    rewardsMoneyNumber: 20,
    orderNum: 1,
    isEnabled: true,
    creationTime: '2026-03-01T08:00:00.000Z',
    lastModificationTime: '2026-03-01T08:00:00.000Z',
    ...patch,
  };
}

function listOf(items: AdminAssignmentDefine[]) {
  return (call: ApiCall) => {
    const type = call.query.get('assignmentType');
    const shown = type ? items.filter((d) => d.assignmentType === type) : items;
    return { body: { items: shown, totalCount: shown.length } };
  };
}

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

/** The select of a form field, found by its label (reference selects carry no id for the label to point to). */
function selectOf(label: string): HTMLElement | null {
  const item = screen.queryByText(label, { selector: 'label' })?.closest('.ant-form-item');
  return item ? within(item as HTMLElement).getByRole('combobox') : null;
}

async function choose(label: string, option: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(selectOf(label)!);
  const options = await screen.findAllByTitle(option);
  await user.click(options.at(-1)!);
}

describe('the task definitions screen', () => {
  it('lists definitions with their kind, requirement, reward and predecessor', async () => {
    staff();
    const items = [
      define({ id: 'n1', name: '修改头像', assignmentRequirementType: 'UpdateIcon' }),
      define({ id: 'n2', name: '发表第一个主题', preAssignmentId: 'n1', orderNum: 2 }),
      define({
        id: 'd1',
        name: '每日评论',
        assignmentType: 'Daily',
        assignmentRequirementType: 'Comment',
        totalStepNumber: 3,
        rewardsMoneyNumber: 12.5,
        isEnabled: false,
      }),
    ];
    mockApi({ 'GET /admin/assignment-define': listOf(items) });
    renderWithApp(<AdminTasks />, { path: '/admin/tasks' });
    await screen.findByText('每日评论');
    expect(within(row('每日评论')).getByText('每日任务')).toBeTruthy();
    expect(row('每日评论').textContent).toContain('发表评论 × 3');
    expect(row('每日评论').textContent).toContain('12.50');
    expect(within(row('每日评论')).getByText('停用')).toBeTruthy();
    await waitFor(() =>
      expect(within(row('发表第一个主题')).getByTestId('task-predecessor').textContent).toBe('修改头像'),
    );
  });

  it("shows the contract's messages and sends nothing while the form is incomplete", async () => {
    staff();
    const calls = mockApi({ 'GET /admin/assignment-define': listOf([]) });
    renderWithApp(<AdminTasks />, { path: '/admin/tasks' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('admin-create'));
    await user.clear(await screen.findByRole('spinbutton', { name: '奖励钱钱' }));
    await user.click(screen.getByTestId('admin-form-save'));
    expect(await screen.findByText('请填写任务名称')).toBeTruthy();
    expect(await screen.findByText('请填写此项')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates a novice task after another one and shows the server’s message on its field', async () => {
    staff();
    const items = [define({ id: 'n1', name: '修改头像', assignmentRequirementType: 'UpdateIcon' })];
    let attempt = 0;
    const calls = mockApi({
      'GET /admin/assignment-define': listOf(items),
      'POST /admin/assignment-define': (call) => {
        attempt += 1;
        if (attempt === 1) {
          const message = '前置任务不能形成循环';
          return {
            status: 400,
            body: {
              error: {
                code: 'Validation',
                message,
                details: null,
                validationErrors: [{ message, members: ['preAssignmentId'] }],
              },
            },
          };
        }
        const created = define({ id: 'n2', ...(call.body as Partial<AdminAssignmentDefine>) });
        items.push(created);
        return { status: 201, body: created };
      },
    });
    renderWithApp(<AdminTasks />, { path: '/admin/tasks' });
    const user = userEvent.setup({ delay: null });
    await screen.findByText('修改头像');
    await user.click(screen.getByTestId('admin-create'));
    await user.type(await screen.findByRole('textbox', { name: '任务名称' }), '完善昵称');
    await user.type(screen.getByRole('textbox', { name: '任务名称（英文）' }), 'Complete your nickname');

    // Only a novice task has a predecessor.
    expect(selectOf('前置任务')).toBeNull();
    await choose('任务类型', '新手任务');
    await choose('完成条件', '修改昵称');
    await choose('前置任务', '修改头像');

    await user.click(screen.getByTestId('admin-form-save'));
    // On the field (the HTTP client also shows it as a toast).
    const field = screen.getByText('前置任务', { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
    expect(await within(field).findByText('前置任务不能形成循环')).toBeTruthy();
    await user.click(screen.getByTestId('admin-form-save'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')[1]!.body).toEqual({
      name: '完善昵称',
      remarks: '',
      nameEn: 'Complete your nickname',
      remarksEn: '',
      assignmentType: 'Novice',
      assignmentRequirementType: 'UpdateNick',
      totalStepNumber: 1,
      rewardsMoneyNumber: 10,
      orderNum: 0,
      preAssignmentId: 'n1',
      isEnabled: true,
    });
    expect(await screen.findByText('完善昵称')).toBeTruthy();
  });

  it('drops the predecessor of anything but a novice task', () => {
    expect(taskBody({ assignmentType: 'Daily', preAssignmentId: 'n1' }).preAssignmentId).toBeNull();
    expect(taskBody({ assignmentType: 'Novice', preAssignmentId: 'n1' }).preAssignmentId).toBe('n1');
    expect(taskBody({ assignmentType: 'Novice' }).preAssignmentId).toBeNull();
  });

  it('is refused without activity:config:manage', async () => {
    signIn({ roles: ['x'], permissions: [Permissions.ledgerRead] });
    mockApi({});
    renderWithApp(<AdminTasks />, { path: '/admin/tasks' });
    expect(await screen.findByText('你的账号没有此页面所需的权限。')).toBeTruthy();
  });
});
