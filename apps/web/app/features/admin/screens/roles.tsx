import { adminRoleListRoute, ALL_PERMISSIONS, Permissions, type AdminRoleItem } from '@clearsight/contracts';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CrudPage } from '../kit/crud-page';

/** i18n keys of the permission codes (the codes contain colons, which i18next reads as namespaces). */
const PERMISSION_NAMES: Record<string, string> = Object.fromEntries([
  ...Object.entries(Permissions).map(([name, code]) => [code, name]),
  [ALL_PERMISSIONS, 'all'],
]);

export function AdminRoles() {
  const { t } = useTranslation();
  return (
    <CrudPage<AdminRoleItem>
      entry="roles"
      queryKey="roles"
      routes={{ list: adminRoleListRoute }}
      paging="client"
      select={(data) => (data as { items: AdminRoleItem[] }).items}
      localSearch={(r, s) => `${r.name} ${r.code} ${r.permissionCodes.join(' ')}`.toLowerCase().includes(s)}
      nameOf={(r) => r.name}
      subtitle={t('admin.role.hint')}
      columns={() => [
        {
          key: 'name',
          title: t('admin.f.name'),
          render: (_, r) => (
            <>
              <strong>{r.name}</strong> {r.isSystem && <Tag>{t('admin.role.system')}</Tag>}
              <div className="cs-admin-muted">{r.description}</div>
            </>
          ),
        },
        { key: 'code', title: t('admin.role.code'), render: (_, r) => <code>{r.code}</code> },
        {
          key: 'permissions',
          title: t('admin.role.permissions'),
          render: (_, r) => (
            <span className="cs-admin-tags">
              {r.permissionCodes.map((code) => {
                const name = PERMISSION_NAMES[code];
                return (
                  <Tooltip key={code} title={code}>
                    <Tag color={code === ALL_PERMISSIONS ? 'red' : undefined}>
                      {name ? t(`admin.permissionNames.${name}`) : code}
                    </Tag>
                  </Tooltip>
                );
              })}
            </span>
          ),
        },
        { key: 'users', title: t('admin.role.userCount'), dataIndex: 'userCount' },
      ]}
    />
  );
}
