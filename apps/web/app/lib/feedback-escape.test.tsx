// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dialog } from '../components/ui/dialog';
import { renderWithApp } from '../test/render';
import { feedback } from './feedback';

const notices = () => document.querySelectorAll('.ant-notification-notice');

/** Notifications close on Esc on every page (docs/product.md): public pages and the antd pages alike. */
describe('Esc and the notifications', () => {
  it('closes those drawn by antd’s static feedback (public pages)', async () => {
    feedback.notification.info({ title: '通知一', description: '内容', duration: 0 });
    feedback.notification.info({ title: '通知二', description: '内容', duration: 0 });
    await waitFor(() => expect(notices()).toHaveLength(2));
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(notices()).toHaveLength(0));
  });

  it('closes those drawn in an antd scope (the activities, the chat room, the console)', async () => {
    renderWithApp(<p>activity page</p>, { path: '/activity/sign' });
    feedback.notification.success({ title: '签到成功', description: '获得 5 钱钱', duration: 0 });
    expect(await screen.findByText('签到成功')).toBeTruthy();
    // A key press inside the page, whose own handler stops it, still reaches the notifications.
    const input = document.createElement('textarea');
    input.addEventListener('keydown', (event) => event.stopPropagation());
    document.body.append(input);
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByText('签到成功')).toBeNull());
    input.remove();
  });

  it('leaves them while a dialog is open: Esc is the dialog’s', async () => {
    renderWithApp(
      <Dialog open title="对话框" onClose={() => undefined}>
        body
      </Dialog>,
    );
    feedback.notification.info({ title: '留下', description: '内容', duration: 0 });
    expect(await screen.findByText('留下')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Escape' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('留下')).toBeTruthy();
  });
});
