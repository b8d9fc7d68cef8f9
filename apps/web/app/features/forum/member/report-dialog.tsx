import { feedback } from '../../../lib/feedback';
import { REPORT_REASONS } from '@clearsight/contracts';
import { Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useReport } from './forum-api';

type Reason = (typeof REPORT_REASONS)[number];

/** Report a topic or comment to the moderators (once per member and target; the server says so otherwise). */
export function ReportDialog({
  target,
  onClose,
}: {
  target: { type: 'discuss' | 'comment'; id: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = feedback;
  const report = useReport();
  const [form] = Form.useForm<{ reason: Reason; detail: string }>();

  const submit = async () => {
    if (!target) return;
    const values = await form.validateFields();
    await report.mutateAsync({
      targetType: target.type,
      targetId: target.id,
      reason: values.reason,
      detail: values.detail ?? '',
    });
    message.success(t('forum.report.done'));
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      open={target !== null}
      title={t('forum.report.title')}
      okText={t('forum.report.submit')}
      cancelText={t('forum.common.cancel')}
      confirmLoading={report.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ reason: 'spam', detail: '' }} data-testid="report-form">
        <Form.Item name="reason" label={t('forum.report.reason')} rules={[{ required: true }]}>
          <Radio.Group>
            {REPORT_REASONS.map((reason) => (
              <Radio key={reason} value={reason}>
                {t(`forum.report.reasons.${reason}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item name="detail" label={t('forum.report.detail')}>
          <Input.TextArea maxLength={500} showCount rows={3} placeholder={t('forum.report.detailPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
