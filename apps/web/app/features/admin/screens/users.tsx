import { feedback } from '../../../lib/feedback';
import {
  adminRoleListRoute,
  adminUserForceOutRoute,
  adminUserListRoute,
  adminUserRolesRoute,
  adminUserStatusRoute,
  Permissions,
  type AdminRoleItem,
  type ResponseOf,
  AdminUserStatusBody,
  AdminUserRolesBody,
} from '@clearsight/contracts';
import { LinkOutlined, LogoutOutlined, SafetyOutlined } from '../../../components/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DateCell } from '../kit/cells';
import { CrudPage, useInvalidateAdmin } from '../kit/crud-page';
import { FormDrawer } from '../kit/form-drawer';
import type { FieldSpec, SelectOption } from '../kit/form-model';
import { holds } from '../menu';
import { callApi } from '../../../lib/http/client';
import { useSession } from '../../../lib/session/session-store';
import { UserBindingsDrawer } from './user-bindings';

type AdminUser = ResponseOf<typeof adminUserListRoute>['items'][number];

const STATUS: SelectOption[] = ['active', 'banned', 'disabled'].map((v) => ({
  value: v,
  label: `admin.user.statuses.${v}`,
}));
const STATUS_COLORS: Record<AdminUser['status'], string> = { active: 'green', banned: 'red', disabled: 'default' };

const statusFields: FieldSpec[] = [
  { name: 'status', kind: 'select', label: 'admin.f.status', options: STATUS, help: 'admin.user.statusHelp' },
  {
    name: 'reason',
    kind: 'textarea',
    label: 'admin.user.reason',
    rows: 3,
    max: 500,
    visibleWhen: (v) => v.status !== 'active',
    help: 'admin.user.reasonHelp',
  },
];

export function AdminUsers() {
  const { t } = useTranslation();
  const { message, modal } = feedback;
  const session = useSession();
  const invalidate = useInvalidateAdmin();
  const canRoles = holds(session, [Permissions.roleManage]);
  const roles = useQuery({
    queryKey: ['admin', 'roles', 'list'],
    queryFn: ({ signal }) => callApi(adminRoleListRoute, { signal }),
    staleTime: 60_000,
  });
  const roleName = (code: string) => roles.data?.items.find((r: AdminRoleItem) => r.code === code)?.name ?? code;
  const [rolesOf, setRolesOf] = useState<AdminUser | null>(null);
  const [bindingsOf, setBindingsOf] = useState<AdminUser | null>(null);

  const forceOut = (user: AdminUser) =>
    modal.confirm({
      title: t('admin.user.forceOut'),
      content: t('admin.user.forceOutConfirm', { name: user.userName }),
      okText: t('admin.user.forceOut'),
      okButtonProps: { danger: true },
      cancelText: t('admin.common.cancel'),
      onOk: async () => {
        try {
          await callApi(adminUserForceOutRoute, { params: { id: user.id } });
          void message.success(t('admin.user.forcedOut', { name: user.userName }));
        } catch {
          // Shown by the HTTP client.
        }
      },
    });

  const roleFields: FieldSpec[] = [
    {
      name: 'roleCodes',
      kind: 'select',
      multiple: true,
      span: 2,
      label: 'admin.user.roles',
      help: 'admin.user.rolesHelp',
      options: (roles.data?.items ?? []).map((r) => ({ value: r.code, label: `${r.name} (${r.code})`, literal: true })),
    },
  ];

  return (
    <CrudPage<AdminUser>
      entry="users"
      queryKey="users"
      routes={{ list: adminUserListRoute, update: adminUserStatusRoute }}
      searchPlaceholder="admin.user.searchPlaceholder"
      editLabel="admin.user.changeStatus"
      nameOf={(u) => u.userName}
      columns={() => [
        {
          key: 'user',
          title: t('admin.user.account'),
          render: (_, u) => (
            <>
              <strong>{u.userName}</strong>
              <div className="cs-admin-muted">{u.nick}</div>
            </>
          ),
        },
        {
          key: 'contact',
          title: t('admin.user.contact'),
          render: (_, u) => (
            <>
              <div>{u.phone ?? '—'}</div>
              <div className="cs-admin-muted">{u.email ?? ''}</div>
            </>
          ),
        },
        {
          key: 'roles',
          title: t('admin.user.roles'),
          render: (_, u) => (
            <span className="cs-admin-tags">
              {u.roleCodes.map((c) => (
                <Tag key={c} color={c === 'admin' ? 'red' : c === 'member' ? 'default' : 'blue'}>
                  {roleName(c)}
                </Tag>
              ))}
            </span>
          ),
        },
        {
          key: 'status',
          title: t('admin.f.status'),
          render: (_, u) => (
            <Tooltip title={u.banReason ?? undefined}>
              <Tag color={STATUS_COLORS[u.status]}>{t(`admin.user.statuses.${u.status}`)}</Tag>
            </Tooltip>
          ),
        },
        { key: 'money', title: t('admin.user.money'), dataIndex: 'money' },
        {
          key: 'created',
          title: t('admin.user.registered'),
          render: (_, u) => <DateCell iso={u.creationTime} withTime={false} />,
        },
        { key: 'login', title: t('admin.user.lastLogin'), render: (_, u) => <DateCell iso={u.lastLoginTime} /> },
      ]}
      rowActions={(u) => (
        <>
          {canRoles && (
            <Tooltip title={t('admin.user.editRoles')}>
              <Button
                type="link"
                size="small"
                icon={<SafetyOutlined />}
                onClick={() => setRolesOf(u)}
                aria-label={t('admin.user.editRoles')}
                data-testid="admin-user-roles"
              />
            </Tooltip>
          )}
          <Tooltip title={t('oauth.admin.title')}>
            <Button
              type="link"
              size="small"
              icon={<LinkOutlined />}
              onClick={() => setBindingsOf(u)}
              aria-label={t('oauth.admin.title')}
              data-testid="admin-user-bindings-open"
            />
          </Tooltip>
          <Tooltip title={t('admin.user.forceOut')}>
            <Button
              type="link"
              size="small"
              danger
              icon={<LogoutOutlined />}
              onClick={() => forceOut(u)}
              aria-label={t('admin.user.forceOut')}
              disabled={u.id === session.id}
            />
          </Tooltip>
        </>
      )}
      canEdit={(u) => u.id !== session.id}
      form={{
        schema: AdminUserStatusBody,
        fields: statusFields,
        width: 520,
        toValues: (u) => ({ status: u.status, reason: u.banReason ?? '' }),
        intro: (u) => u && <p className="cs-admin-form__lead">{t('admin.user.statusIntro', { name: u.userName })}</p>,
      }}
    >
      {bindingsOf && <UserBindingsDrawer user={bindingsOf} onClose={() => setBindingsOf(null)} />}
      {rolesOf && (
        <FormDrawer
          open
          mode="edit"
          title={`${t('admin.user.editRoles')} · ${rolesOf.userName}`}
          fields={roleFields}
          schema={AdminUserRolesBody}
          initialValues={roles.data ? { roleCodes: rolesOf.roleCodes } : undefined}
          width={520}
          onClose={() => setRolesOf(null)}
          onSubmit={async (body) => {
            await callApi(adminUserRolesRoute, { params: { id: rolesOf.id }, body: body as { roleCodes: string[] } });
            void message.success(t('admin.common.saved'));
            setRolesOf(null);
            invalidate('users');
            invalidate('roles');
          }}
        />
      )}
    </CrudPage>
  );
}
