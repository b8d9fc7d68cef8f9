import { feedback } from '../../../lib/feedback';
import { adminTenantRoutes, TenantCreateInput, type AdminTenant, type TenantCreated } from '@clearsight/contracts';
import { CopyOutlined, PlusOutlined, ReloadOutlined } from '../../../components/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Modal, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { callApi } from '../../../lib/http/client';
import { AdminScreen } from '../kit/admin-screen';
import { DateCell } from '../kit/cells';
import { FormDrawer } from '../kit/form-drawer';
import type { FieldSpec, FormValues } from '../kit/form-model';

const fields: FieldSpec[] = [
  { name: 'code', kind: 'text', label: 'admin.tenants.code', help: 'admin.tenants.codeHelp', span: 1 },
  { name: 'name', kind: 'text', label: 'admin.tenants.name', span: 1 },
  {
    name: 'adminUserName',
    kind: 'text',
    label: 'admin.tenants.adminUserName',
    help: 'admin.tenants.adminUserNameHelp',
    span: 1,
  },
];
const EMPTY: FormValues = { code: '', name: '', adminUserName: '' };

/** Where a tenant's pages are: this site's address naming the tenant (decision 0015). */
function tenantAddress(code: string): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}/?tenant=${encodeURIComponent(code)}`;
}

/**
 * The host's tenants (docs/product.md#tenants): each with what it holds, a new one with its first
 * administrator (the generated password shown once, in a dialog that must be acknowledged), and disabling
 * or enabling one. Only administrators of the default tenant reach it; the server checks the same.
 */
export function AdminTenants() {
  const { t } = useTranslation();
  const { message, modal } = feedback;
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<TenantCreated | null>(null);

  const list = useQuery({
    queryKey: ['admin', 'tenants'],
    queryFn: ({ signal }) => callApi(adminTenantRoutes.list, { signal }),
  });

  const toggle = (tenant: AdminTenant) => {
    const disabling = !tenant.disabledTime;
    modal.confirm({
      title: disabling ? t('admin.tenants.disable') : t('admin.tenants.enable'),
      content: t(disabling ? 'admin.tenants.disableConfirm' : 'admin.tenants.enableConfirm', { name: tenant.name }),
      okText: disabling ? t('admin.tenants.disable') : t('admin.tenants.enable'),
      okButtonProps: { danger: disabling },
      cancelText: t('admin.common.cancel'),
      onOk: async () => {
        try {
          await callApi(disabling ? adminTenantRoutes.disable : adminTenantRoutes.enable, {
            params: { id: tenant.id },
          });
          void message.success(
            t(disabling ? 'admin.tenants.disabledDone' : 'admin.tenants.enabledDone', { name: tenant.name }),
          );
          void list.refetch();
        } catch {
          // Shown by the HTTP client.
        }
      },
    });
  };

  const count = (key: keyof AdminTenant['counts'], title: string) => ({
    key,
    title,
    align: 'right' as const,
    render: (_: unknown, x: AdminTenant) => <span data-testid={`tenant-count-${key}`}>{x.counts[key]}</span>,
  });

  const columns: ColumnsType<AdminTenant> = [
    {
      key: 'tenant',
      title: t('admin.tenants.name'),
      render: (_, x) => (
        <>
          <strong>{x.name}</strong> {x.isDefault && <Tag color="blue">{t('admin.tenants.host')}</Tag>}
          <div className="cs-admin-muted cs-admin-mono">{x.code}</div>
        </>
      ),
    },
    {
      key: 'status',
      title: t('admin.tenants.status'),
      render: (_, x) =>
        x.disabledTime ? (
          <Tag color="red" data-testid="tenant-status">
            {t('admin.tenants.disabled')}
          </Tag>
        ) : (
          <Tag color="green" data-testid="tenant-status">
            {t('admin.tenants.active')}
          </Tag>
        ),
    },
    count('members', t('admin.tenants.members')),
    count('boards', t('admin.tenants.boards')),
    count('topics', t('admin.tenants.topics')),
    count('comments', t('admin.tenants.comments')),
    count('activeSessions', t('admin.tenants.sessions')),
    { key: 'created', title: t('admin.tenants.created'), render: (_, x) => <DateCell iso={x.creationTime} /> },
    {
      key: 'actions',
      title: t('admin.common.actions'),
      fixed: 'right',
      width: 1,
      onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (_, x) =>
        x.isDefault ? null : (
          <Button
            type="link"
            size="small"
            danger={!x.disabledTime}
            onClick={() => toggle(x)}
            data-testid={x.disabledTime ? 'tenant-enable' : 'tenant-disable'}
          >
            {x.disabledTime ? t('admin.tenants.enable') : t('admin.tenants.disable')}
          </Button>
        ),
    },
  ];

  return (
    <AdminScreen
      entry="tenants"
      subtitle={t('admin.tenants.hint')}
      actions={
        <Space>
          <Tooltip title={t('admin.common.refresh')}>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void list.refetch()}
              loading={list.isFetching}
              aria-label={t('admin.common.refresh')}
            />
          </Tooltip>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="tenant-create">
            {t('admin.tenants.create')}
          </Button>
        </Space>
      }
    >
      <Table<AdminTenant>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('admin.tenants.empty') }}
        data-testid="tenant-table"
        onRow={(x) => ({ 'data-testid': `tenant-row-${x.code}` }) as React.HTMLAttributes<HTMLElement>}
      />
      <FormDrawer
        open={creating}
        title={t('admin.tenants.create')}
        fields={fields}
        schema={TenantCreateInput}
        mode="create"
        initialValues={EMPTY}
        width={560}
        onClose={() => setCreating(false)}
        onSubmit={async (body) => {
          const result = await callApi(adminTenantRoutes.create, { body: body as TenantCreateInput });
          setCreating(false);
          setCreated(result);
          void list.refetch();
        }}
      />
      <CreatedDialog created={created} onClose={() => setCreated(null)} />
    </AdminScreen>
  );
}

/** The new administrator's account, the only time its password is ever shown. */
function CreatedDialog({ created, onClose }: { created: TenantCreated | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = feedback;
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success(t('admin.tenants.copied'));
    } catch {
      // Without clipboard access the text stays selectable on screen.
    }
  };
  return (
    <Modal
      open={!!created}
      title={t('admin.tenants.createdTitle')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} data-testid="tenant-created-close">
          {t('admin.tenants.understood')}
        </Button>
      }
    >
      {created && (
        <div data-testid="tenant-created">
          <Alert type="warning" showIcon title={t('admin.tenants.createdHint')} style={{ marginBottom: 16 }} />
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('admin.tenants.name')}>{created.tenant.name}</Descriptions.Item>
            <Descriptions.Item label={t('admin.tenants.address')}>
              <Typography.Text className="cs-admin-mono" data-testid="tenant-created-address">
                {tenantAddress(created.tenant.code)}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('admin.tenants.adminUserName')}>
              <Typography.Text className="cs-admin-mono" data-testid="tenant-created-user">
                {created.adminUserName}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('admin.tenants.password')}>
              <Typography.Text className="cs-admin-mono" strong data-testid="tenant-created-password">
                {created.adminPassword}
              </Typography.Text>{' '}
              <Button
                size="small"
                icon={<CopyOutlined />}
                onClick={() => void copy(created.adminPassword)}
                aria-label={t('admin.tenants.copy')}
              />
            </Descriptions.Item>
          </Descriptions>
        </div>
      )}
    </Modal>
  );
}
