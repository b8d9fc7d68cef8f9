import { feedback } from '../../../lib/feedback';
import { forumBanRoute, type ForumUser, ForumBanBody } from '@clearsight/contracts';
import { StopOutlined } from '../../../components/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { callApi } from '../../../lib/http/client';
import { useInvalidateAdmin } from '../../admin/kit/crud-page';
import { FormDrawer } from '../../admin/kit/form-drawer';
import type { FieldSpec } from '../../admin/kit/form-model';

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
  const { message } = feedback;
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
          schema={ForumBanBody}
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
