// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockApi, renderWithApp, type ApiCall } from '../../../test/render';
import { FeedbackForm } from './feedback-form';
import { SalesLeadForm } from './sales-lead-form';

let captchas = 0;
const captcha = () => ({ body: { img: btoa('<svg/>'), uuid: `uuid-${++captchas}` } });
const captchaCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/account/captcha-image').length;

function renderSalesForm() {
  return renderWithApp(
    <SalesLeadForm
      lang="zh-CN"
      model={{ id: 'm1', label: 'CS-A050' }}
      productOptions={['面阵相机']}
      sourceUrl="/contactus?model=m1"
    />,
    { path: '/contactus?model=m1' },
  );
}

async function fillSalesForm() {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('姓名'), '张三');
  await user.type(screen.getByLabelText('公司名称'), '某某科技');
  await user.type(screen.getByLabelText('电话'), '021-12345678');
  await user.type(screen.getByLabelText('邮箱'), 'zhang@example.com');
  await user.selectOptions(screen.getByLabelText('所在地区'), '华东');
  await user.type(screen.getByLabelText('需求描述'), '检测 PCB 焊点缺陷');
  await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-uuid')).not.toBe(''));
  await user.type(screen.getByTestId('captcha-input'), 'abcd');
  await user.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
  return user;
}

describe('SalesLeadForm', () => {
  it('checks every field before sending and sends nothing while one fails', async () => {
    const calls = mockApi({ 'GET /account/captcha-image': captcha });
    renderSalesForm();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByTestId('lead-submit'));
    for (const text of [
      '请填写姓名（2–40 个字符）',
      '请填写公司名称',
      '请填写正确的电话号码',
      '请填写正确的邮箱',
      '请选择所在地区',
      '请简单描述您的需求（至少 5 个字）',
      '请输入图形验证码',
      '请阅读并同意个人信息处理说明',
    ])
      expect(await screen.findByText(text)).toBeTruthy();
    expect(calls.some((c) => c.path === '/leads/sales')).toBe(false);
    // The model the visitor came from is the product of interest.
    expect((screen.getByTestId('lead-product') as HTMLInputElement).value).toBe('CS-A050');
  });

  it('sends the lead with the captcha and shows the answer', async () => {
    const calls = mockApi({
      'GET /account/captcha-image': captcha,
      'POST /leads/sales': { status: 201, body: { id: 'l1', message: '已收到，谢谢！' } },
    });
    renderSalesForm();
    const user = await fillSalesForm();
    await user.click(screen.getByTestId('lead-submit'));
    expect(await screen.findByText('已收到，谢谢！')).toBeTruthy();
    const sent = calls.find((c) => c.path === '/leads/sales')!;
    expect(sent.body).toMatchObject({
      name: '张三',
      company: '某某科技',
      phone: '021-12345678',
      email: 'zhang@example.com',
      region: '华东',
      productInterest: 'CS-A050',
      modelId: 'm1',
      message: '检测 PCB 焊点缺陷',
      consent: true,
      sourceUrl: '/contactus?model=m1',
      code: 'abcd',
    });
    expect((sent.body as { uuid: string }).uuid).toMatch(/^uuid-/);

    // Another request starts from an empty form.
    await user.click(screen.getByRole('button', { name: '再提交一条' }));
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('');
  });

  it('on a wrong captcha shows the message on the captcha, empties it and fetches a new one', async () => {
    const calls = mockApi({
      'GET /account/captcha-image': captcha,
      'POST /leads/sales': { status: 400, body: envelope('CaptchaWrong', '验证码错误') },
    });
    renderSalesForm();
    const user = await fillSalesForm();
    const before = captchaCalls(calls);
    await user.click(screen.getByTestId('lead-submit'));
    expect(await screen.findByTestId('lead-error')).toBeTruthy();
    await waitFor(() => expect(captchaCalls(calls)).toBe(before + 1));
    expect((screen.getByTestId('captcha-input') as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('captcha-input').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('验证码错误')).toHaveLength(2);
  });
});

describe('FeedbackForm', () => {
  it('sends optional fields as null and shows the answer', async () => {
    const calls = mockApi({
      'GET /account/captcha-image': captcha,
      'POST /leads/feedback': { status: 201, body: { id: 'f1', message: '' } },
    });
    renderWithApp(<FeedbackForm />, { path: '/contact' });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByTestId('feedback-submit'));
    expect(await screen.findByText('请填写称呼')).toBeTruthy();
    expect(screen.getByText('请填写反馈内容（至少 5 个字）')).toBeTruthy();

    await user.type(screen.getByLabelText('称呼'), '小王');
    await user.type(screen.getByLabelText('电话（选填）'), 'abc');
    await user.tab();
    expect(await screen.findByText('请填写正确的电话号码')).toBeTruthy();
    await user.clear(screen.getByLabelText('电话（选填）'));
    await user.type(screen.getByLabelText('反馈内容'), '网站很好用，谢谢');
    expect(screen.getByText('8 / 2000')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-uuid')).not.toBe(''));
    await user.type(screen.getByTestId('captcha-input'), 'abcd');
    await user.click(screen.getByTestId('feedback-submit'));
    expect(await screen.findByText('我们已收到您的反馈。')).toBeTruthy();
    expect(calls.find((c) => c.path === '/leads/feedback')!.body).toMatchObject({
      name: '小王',
      email: null,
      phone: null,
      message: '网站很好用，谢谢',
      code: 'abcd',
    });
  });
});
