import { forumBanRoute, type ForumUser } from '@clearsight/contracts';
import { StopOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http/client';
import { useInvalidateAdmin } from '../kit/crud-page';
import { FormDrawer } from '../kit/form-drawer';
import type { FieldSpec } from '../kit/form-model';

const fields: FieldSpec[] = [
  { name: 'banned', kind: 'switch', label: 'admin.forum.banWriting', help: 'admin.forum.banHelp' },
  {
    name: 'reason',
    kind: 'textarea',
    label: 'admin.user.reason',
    rows: 3,
    max: 500,
    visibleWhen: (v) => v.banned === true,
  },
];

/** Moderators stop (or let again) a topic's or comment's author from writing; the member can still read. */
export function BanAuthorButton({ author }: { author: ForumUser }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidateAdmin();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('admin.forum.banAuthor')}>
        <Button
          type="link"
          size="small"
          danger
          icon={<StopOutlined />}
          onClick={() => setOpen(true)}
          aria-label={t('admin.forum.banAuthor')}
        />
      </Tooltip>
      {open && (
        <FormDrawer
          open
          mode="edit"
          title={`${t('admin.forum.banAuthor')} · ${author.nick} (@${author.userName})`}
          fields={fields}
          schema={forumBanRoute.body ?? null}
          initialValues={{ banned: true, reason: '' }}
          width={480}
          onClose={() => setOpen(false)}
          onSubmit={async (body) => {
            const result = await callApi(forumBanRoute, {
              params: { id: author.id },
              body: body as { banned: boolean; reason?: string },
            });
            void message.success(
              t(result.status === 'banned' ? 'admin.forum.banned' : 'admin.forum.unbanned', { name: result.userName }),
            );
            setOpen(false);
            invalidate('users');
          }}
        />
      )}
    </>
  );
}
