import { feedback } from '../../../lib/feedback';
import { DownOutlined, SafetyCertificateOutlined } from '../../../components/icons';
import type { DiscussDetail } from '@clearsight/contracts';
import { Dropdown, Form, Input, InputNumber, Modal, Select, type MenuProps } from 'antd';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { localName } from '../../../lib/labels';
import { useRevalidator } from 'react-router';
import { useModerateDiscuss, usePlates } from './forum-api';
import { RevisionsDrawer } from './revisions-drawer';

type Dialog = 'order' | 'hide' | 'move' | 'history' | null;

/**
 * Staff tools on a topic (docs/product.md): pin, order weight, comments on/off, hide with a reason, move to
 * another board, edit history. Every action is audited by the server.
 */
export function ModerationMenu({ topic }: { topic: DiscussDetail }) {
  const { t, lang } = useTranslation();
  const { message } = feedback;
  const revalidator = useRevalidator();
  const moderate = useModerateDiscuss(topic.id);
  const plates = usePlates(null).data ?? [];
  const [dialog, setDialog] = useState<Dialog>(null);
  const [order, setOrder] = useState<number>(topic.orderNum);
  const [reason, setReason] = useState('');
  const [plateId, setPlateId] = useState<string | undefined>(undefined);

  const run = async (body: Parameters<typeof moderate.mutateAsync>[0]) => {
    await moderate.mutateAsync(body);
    message.success(t('forum.moderation.done'));
    setDialog(null);
    void revalidator.revalidate();
  };

  const items: MenuProps['items'] = [
    { key: 'pin', label: topic.isPinned ? t('forum.moderation.unpin') : t('forum.moderation.pin') },
    { key: 'order', label: t('forum.moderation.order') },
    {
      key: 'comments',
      label: topic.commentsDisabled ? t('forum.moderation.enableComments') : t('forum.moderation.disableComments'),
    },
    { key: 'hide', label: topic.isHidden ? t('forum.moderation.unhide') : t('forum.moderation.hide') },
    { key: 'move', label: t('forum.moderation.move') },
    ...(topic.viewer.canViewHistory
      ? [{ type: 'divider' as const }, { key: 'history', label: t('forum.moderation.history') }]
      : []),
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    switch (key) {
      case 'pin':
        void run({ isPinned: !topic.isPinned }).catch(() => undefined);
        return;
      case 'comments':
        void run({ commentsDisabled: !topic.commentsDisabled }).catch(() => undefined);
        return;
      case 'hide':
        if (topic.isHidden) void run({ isHidden: false }).catch(() => undefined);
        else {
          setReason('');
          setDialog('hide');
        }
        return;
      case 'order':
        setOrder(topic.orderNum);
        setDialog('order');
        return;
      case 'move':
        setPlateId(undefined);
        setDialog('move');
        return;
      case 'history':
        setDialog('history');
    }
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button icon={<SafetyCertificateOutlined />} data-testid="moderation-menu">
          {t('forum.moderation.menu')} <DownOutlined />
        </Button>
      </Dropdown>

      <Modal
        open={dialog === 'order'}
        title={t('forum.moderation.order')}
        onCancel={() => setDialog(null)}
        onOk={() => void run({ orderNum: order }).catch(() => undefined)}
        confirmLoading={moderate.isPending}
        okText={t('forum.common.save')}
        cancelText={t('forum.common.cancel')}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('forum.moderation.order')} extra={t('forum.moderation.orderHelp')} htmlFor="fm-order">
            <InputNumber id="fm-order" min={-100000} max={100000} value={order} onChange={(v) => setOrder(v ?? 0)} />
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        open={dialog === 'hide'}
        title={t('forum.moderation.hide')}
        onCancel={() => setDialog(null)}
        onOk={() => void run({ isHidden: true, hiddenReason: reason.trim() }).catch(() => undefined)}
        confirmLoading={moderate.isPending}
        okText={t('forum.common.confirm')}
        cancelText={t('forum.common.cancel')}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('forum.moderation.hideReason')} htmlFor="fm-hide-reason">
            <Input.TextArea
              id="fm-hide-reason"
              rows={3}
              maxLength={500}
              showCount
              value={reason}
              placeholder={t('forum.moderation.hideReasonPlaceholder')}
              onChange={(e) => setReason(e.target.value)}
              data-testid="hide-reason"
            />
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        open={dialog === 'move'}
        title={t('forum.moderation.move')}
        onCancel={() => setDialog(null)}
        onOk={() => (plateId ? void run({ plateId }).catch(() => undefined) : undefined)}
        okButtonProps={{ disabled: !plateId }}
        confirmLoading={moderate.isPending}
        okText={t('forum.common.confirm')}
        cancelText={t('forum.common.cancel')}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('forum.moderation.moveTo')} htmlFor="fm-move-plate">
            <Select
              id="fm-move-plate"
              value={plateId}
              onChange={setPlateId}
              options={plates
                .filter((p) => p.id !== topic.plateId)
                .map((p) => ({ value: p.id, label: localName(p, lang) }))}
            />
          </Form.Item>
        </Form>
      </Modal>

      <RevisionsDrawer kind="discuss" id={topic.id} open={dialog === 'history'} onClose={() => setDialog(null)} />
    </>
  );
}
