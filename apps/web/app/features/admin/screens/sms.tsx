import { smsOutboxRoute, type ResponseOf } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DateCell } from '../kit/cells';
import { CrudPage } from '../kit/crud-page';

type SmsItem = ResponseOf<typeof smsOutboxRoute>['items'][number];

export function AdminSms() {
  const { t } = useTranslation();
  return (
    <CrudPage<SmsItem>
      entry="sms"
      queryKey="sms"
      routes={{ list: smsOutboxRoute }}
      searchParam="phone"
      searchPlaceholder="admin.sms.searchPlaceholder"
      nameOf={(m) => m.phone}
      subtitle={t('admin.sms.hint')}
      columns={() => [
        { key: 'time', title: t('admin.f.creationTime'), render: (_, m) => <DateCell iso={m.creationTime} /> },
        {
          key: 'phone',
          title: t('admin.sms.phone'),
          render: (_, m) => <span className="cs-admin-mono">{m.phone}</span>,
        },
        {
          key: 'content',
          title: t('admin.sms.content'),
          render: (_, m) => <span className="cs-admin-pre">{m.content}</span>,
        },
        { key: 'provider', title: t('admin.sms.provider'), dataIndex: 'provider' },
      ]}
    />
  );
}
