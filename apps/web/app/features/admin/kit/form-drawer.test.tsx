// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, classifyFailure } from '../../../lib/http/errors';
import { renderWithApp } from '../../../test/render';
import { FormDrawer } from './form-drawer';
import type { FieldSpec } from './form-model';

/** A contract-like input schema, with the server's own messages. */
const JobInput = z.object({
  title: z.string().trim().min(2, '职位名称 2–100 个字').max(100),
  headcount: z.number().int().min(1, '至少招 1 人').max(99),
  isPublished: z.boolean().default(false),
  employmentType: z.enum(['full_time', 'intern']),
});

const fields: FieldSpec[] = [
  { name: 'title', kind: 'text', label: 'admin.f.title' },
  { name: 'headcount', kind: 'number', label: 'admin.f.orderNum', min: 1 },
  { name: 'isPublished', kind: 'switch', label: 'admin.f.isPublished' },
  {
    name: 'employmentType',
    kind: 'select',
    label: 'admin.f.status',
    options: [
      { value: 'full_time', label: 'Full time', literal: true },
      { value: 'intern', label: 'Intern', literal: true },
    ],
  },
];

function serverValidation(members: string[], message: string) {
  const failure = {
    status: 400,
    body: {
      error: { code: 'Validation', message: '参数错误', details: null, validationErrors: [{ message, members }] },
    },
  };
  return new ApiError({ message: '参数错误', failure, outcome: classifyFailure(failure) });
}

function open(props: Partial<Parameters<typeof FormDrawer>[0]> = {}) {
  const onSubmit = props.onSubmit ?? vi.fn(async () => undefined);
  renderWithApp(
    <FormDrawer
      open
      title="新建职位"
      fields={fields}
      schema={JobInput}
      mode="create"
      initialValues={{ title: '', headcount: 1, isPublished: false, employmentType: 'full_time' }}
      onSubmit={onSubmit}
      onClose={() => undefined}
      {...props}
    />,
  );
  return onSubmit;
}

describe('the console form drawer', () => {
  it('checks fields with the contract schema and sends nothing invalid', async () => {
    const onSubmit = open();
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: /职位名称|标题/ }), 'A');
    await user.click(screen.getByTestId('admin-form-save'));
    expect(await screen.findByText('职位名称 2–100 个字')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the body the contract expects', async () => {
    const onSubmit = open();
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: /职位名称|标题/ }), '视觉算法工程师');
    await user.click(screen.getByRole('switch'));
    await user.click(screen.getByTestId('admin-form-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: '视觉算法工程师',
        headcount: 1,
        isPublished: true,
        employmentType: 'full_time',
      }),
    );
  });

  it("puts the server's validation errors on their fields", async () => {
    const onSubmit = vi.fn(async () => {
      throw serverValidation(['title'], '该职位名称已存在');
    });
    open({ onSubmit });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: /职位名称|标题/ }), '视觉算法工程师');
    await user.click(screen.getByTestId('admin-form-save'));
    expect(await screen.findByText('该职位名称已存在')).toBeTruthy();
  });

  it('waits for the item before editing (a spinner, no save)', async () => {
    open({ initialValues: undefined, mode: 'edit' });
    const save = await screen.findByTestId('admin-form-save');
    expect((save as HTMLButtonElement).disabled).toBe(true);
  });
});
