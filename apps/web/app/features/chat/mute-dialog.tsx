import { feedback } from '../../lib/feedback';
import type { ChatUser } from '@clearsight/contracts';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { Lang } from '../../lib/i18n';
import { muteMember } from './chat-api';
import { fullTime } from './chat-time';

const DURATIONS = [
  { key: 'm10', minutes: 10 },
  { key: 'h1', minutes: 60 },
  { key: 'd1', minutes: 1_440 },
  { key: 'd7', minutes: 10_080 },
  { key: 'd30', minutes: 43_200 },
] as const;

/** Staff mute a member for a time, with a reason (the server audits it). */
export function MuteDialog({ user, lang, onClose }: { user: ChatUser | null; lang: Lang; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = feedback;
  const [form] = Form.useForm<{ minutes: number; reason: string }>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!user) return;
    const values = await form.validateFields();
    setBusy(true);
    try {
      const answer = await muteMember(user.userId, values.minutes, values.reason);
      void message.success(t('chat.mute.done', { until: fullTime(answer.mutedUntil, lang) }));
      form.resetFields();
      onClose();
    } catch {
      // The HTTP client already said what went wrong.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={user !== null}
      title={user ? t('chat.mute.title', { name: user.nick }) : ''}
      okText={t('chat.mute.ok')}
      cancelText={t('chat.pane.cancel')}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ minutes: 60, reason: '' }}>
        <Form.Item name="minutes" label={t('chat.mute.duration')}>
          <Select options={DURATIONS.map((d) => ({ value: d.minutes, label: t(`chat.mute.durations.${d.key}`) }))} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('chat.mute.reason')}
          rules={[{ required: true, whitespace: true, message: t('chat.mute.reasonRequired') }]}
        >
          <Input maxLength={200} placeholder={t('chat.mute.reasonPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
