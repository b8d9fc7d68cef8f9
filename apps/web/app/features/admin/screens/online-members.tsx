import { feedback } from '../../../lib/feedback';
import { adminUserForceOutRoute, onlineMembersRoute, Permissions, type OnlineMember } from '@clearsight/contracts';
import { LogoutOutlined, ReloadOutlined } from '../../../components/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { callApi } from '../../../lib/http/client';
import { useSession } from '../../../lib/session/session-store';
import { AdminScreen } from '../kit/admin-screen';
import { DateCell } from '../kit/cells';
import { holds } from '../menu';
import { formatDate } from '../../../lib/format';

/** The list follows presence on its own, as often as a staff member would press refresh. */
export const ONLINE_REFRESH_MS = 10_000;

/**
 * Who is online (docs/product.md#realtime): members connected now, since when and with how many tabs, their
 * addresses when the server sends them (administrators only), and a force-out per member for those who may
 * manage members (the server ends every session and closes their tabs, and audits it).
 */
export function AdminOnlineMembers() {
  const { t, lang } = useTranslation();
  const { message, modal } = feedback;
  const session = useSession();
  const canForceOut = holds(session, [Permissions.userManage]);
  const [search, setSearch] = useState('');

  const list = useQuery({
    queryKey: ['admin', 'online', 'list'],
    queryFn: ({ signal }) => callApi(onlineMembersRoute, { signal }),
    refetchInterval: ONLINE_REFRESH_MS,
  });
  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const showIps = items.some((m) => m.ips !== null);
  const needle = search.trim().toLowerCase();
  const rows = needle
    ? items.filter((m) => m.userName.toLowerCase().includes(needle) || m.nick.toLowerCase().includes(needle))
    : items;

  const forceOut = (m: OnlineMember) =>
    modal.confirm({
      title: t('admin.user.forceOut'),
      content: t('admin.user.forceOutConfirm', { name: m.userName }),
      okText: t('admin.user.forceOut'),
      okButtonProps: { danger: true },
      cancelText: t('admin.common.cancel'),
      onOk: async () => {
        try {
          await callApi(adminUserForceOutRoute, { params: { id: m.userId } });
          void message.success(t('admin.user.forcedOut', { name: m.userName }));
          void list.refetch();
        } catch {
          // Shown by the HTTP client.
        }
      },
    });

  const columns: ColumnsType<OnlineMember> = [
    {
      key: 'member',
      title: t('admin.online.member'),
      render: (_, m) => (
        <>
          <strong>{m.userName}</strong> {m.userId === session.id && <Tag>{t('admin.online.self')}</Tag>}
          {m.nick && m.nick !== m.userName && <div className="cs-admin-muted">{m.nick}</div>}
        </>
      ),
    },
    { key: 'since', title: t('admin.online.since'), render: (_, m) => <DateCell iso={m.since} /> },
    { key: 'tabs', title: t('admin.online.tabs'), dataIndex: 'tabs', align: 'right' },
    ...(showIps
      ? [
          {
            key: 'ips',
            title: t('admin.online.ips'),
            render: (_: unknown, m: OnlineMember) =>
              m.ips && m.ips.length > 0 ? (
                <span className="cs-admin-mono" data-testid="online-ips">
                  {m.ips.map((ip) => (
                    <div key={ip}>{ip}</div>
                  ))}
                </span>
              ) : (
                <span className="cs-admin-muted">—</span>
              ),
          },
        ]
      : []),
    ...(canForceOut
      ? [
          {
            key: 'actions',
            title: t('admin.common.actions'),
            fixed: 'right' as const,
            width: 1,
            // With an empty list nothing else keeps the header on one line.
            onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
            render: (_: unknown, m: OnlineMember) => (
              <Tooltip title={t('admin.user.forceOut')}>
                <Button
                  type="link"
                  size="small"
                  danger
                  icon={<LogoutOutlined />}
                  onClick={() => forceOut(m)}
                  aria-label={t('admin.user.forceOut')}
                  disabled={m.userId === session.id}
                  data-testid="online-force-out"
                />
              </Tooltip>
            ),
          },
        ]
      : []),
  ];

  const updated = list.dataUpdatedAt ? formatDate(new Date(list.dataUpdatedAt), lang, 'time') : null;

  return (
    <AdminScreen entry="online" subtitle={t('admin.online.hint')}>
      <div className="cs-admin-toolbar">
        <Input.Search
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('admin.online.searchPlaceholder')}
          className="cs-admin-toolbar__search"
          data-testid="online-search"
        />
        <span className="cs-admin-toolbar__spacer" />
        <span className="cs-admin-muted" data-testid="online-updated">
          {updated ? `${t('admin.online.updated', { time: updated })} · ` : ''}
          {t('admin.online.autoRefresh')}
        </span>
        <Tooltip title={t('admin.common.refresh')}>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void list.refetch()}
            loading={list.isFetching}
            aria-label={t('admin.common.refresh')}
            data-testid="online-refresh"
          />
        </Tooltip>
      </div>
      {list.data && (
        <div className="cs-admin-summary" data-testid="online-summary">
          <strong>{t('admin.online.members', { count: list.data.items.length })}</strong>
          {list.data.guests > 0 && <span> · {t('admin.online.guests', { count: list.data.guests })}</span>}
        </div>
      )}
      <Table<OnlineMember>
        rowKey="userId"
        className="cs-admin-table"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching && !list.data}
        scroll={{ x: 'max-content' }}
        size="middle"
        locale={{ emptyText: t('admin.online.empty') }}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
      />
    </AdminScreen>
  );
}
