// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/render';
import { ApplicationForm } from './application-form';

const pdf = () => new File(['%PDF-1.4 cv'], 'cv.pdf', { type: 'application/pdf' });

describe('ApplicationForm', () => {
  it('asks for the fields, the consent and a CV of an accepted type before sending', async () => {
    const calls = mockApi({});
    renderWithApp(<ApplicationForm jobId="j1" jobTitle="视觉算法工程师" />, { path: '/aboutUs/joinUs/details?id=j1' });
    expect(screen.getByRole('form', { name: '申请职位：视觉算法工程师' })).toBeTruthy();
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await user.click(screen.getByTestId('application-submit'));
    expect(await screen.findByText('请填写姓名（2–40 个字符）')).toBeTruthy();
    expect(screen.getByText('请阅读并同意个人信息处理说明')).toBeTruthy();

    await user.type(screen.getByLabelText('姓名'), '李四');
    await user.type(screen.getByLabelText('电话'), '13800000000');
    await user.type(screen.getByLabelText('邮箱'), 'li@example.com');
    await user.click(screen.getByTestId('consent'));
    await user.click(screen.getByTestId('application-submit'));
    expect(await screen.findByText('请上传简历')).toBeTruthy();

    await user.upload(screen.getByTestId('cv-input'), new File(['x'], 'cv.txt', { type: 'text/plain' }));
    expect(await screen.findByText('简历只能是 PDF、DOC 或 DOCX 文件')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('uploads the CV with the fields as multipart and shows the answer', async () => {
    let sent: FormData | null = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent = init.body as FormData;
        return new Response(JSON.stringify({ id: 'a1', message: '收到您的申请' }), { status: 201 });
      }),
    );
    renderWithApp(<ApplicationForm jobId="j1" jobTitle="视觉算法工程师" />, { path: '/aboutUs/joinUs/details?id=j1' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('姓名'), '李四');
    await user.type(screen.getByLabelText('电话'), '13800000000');
    await user.type(screen.getByLabelText('邮箱'), 'li@example.com');
    await user.upload(screen.getByTestId('cv-input'), pdf());
    expect(screen.getByText('cv.pdf')).toBeTruthy();
    await user.type(screen.getByLabelText('附言（选填）'), ' 期待回复 ');
    await user.click(screen.getByTestId('consent'));
    await user.click(screen.getByTestId('application-submit'));
    expect(await screen.findByTestId('application-done')).toBeTruthy();
    expect(screen.getByText('收到您的申请')).toBeTruthy();
    const form = sent as unknown as FormData;
    expect(form.get('name')).toBe('李四');
    expect(form.get('email')).toBe('li@example.com');
    expect(form.get('message')).toBe('期待回复');
    expect(form.get('consent')).toBe('true');
    expect((form.get('cv') as File).name).toBe('cv.pdf');
  });
});
