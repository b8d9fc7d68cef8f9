import { adminUserOAuthRoute } from '@clearsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Empty, Spin, Table } from 'antd';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { callApi } from '../../../lib/http/client';
import { DateCell } from '../kit/cells';

/**
 * A member's third-party bindings for staff (docs/product.md#third-party-login): which provider, the name it
 * gives, when it was bound and last used. Nothing else is stored, so nothing else can show.
 */
export function UserBindingsDrawer({ user, onClose }: { user: { id: string; userName: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const bindings = useQuery({
    queryKey: ['admin', 'users', user.id, 'oauth'],
    queryFn: ({ signal }) => callApi(adminUserOAuthRoute, { params: { id: user.id }, signal }),
  });
  return (
    <Drawer open title={`${t('oauth.admin.title')} · ${user.userName}`} width={560} onClose={onClose} destroyOnHidden>
      {bindings.isPending ? (
        <Spin />
      ) : (bindings.data?.items.length ?? 0) === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('oauth.admin.none')} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={bindings.data?.items ?? []}
          data-testid="admin-user-bindings"
          columns={[
            { key: 'provider', title: t('oauth.admin.provider'), dataIndex: 'providerName' },
            { key: 'name', title: t('oauth.admin.externalName'), dataIndex: 'displayName' },
            {
              key: 'bound',
              title: t('oauth.admin.boundAt'),
              render: (_, b) => <DateCell iso={b.creationTime} />,
            },
            {
              key: 'used',
              title: t('oauth.admin.lastLogin'),
              render: (_, b) => <DateCell iso={b.lastLoginTime} />,
            },
          ]}
        />
      )}
    </Drawer>
  );
}
