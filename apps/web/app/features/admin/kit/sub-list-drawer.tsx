import { feedback } from '../../../lib/feedback';
import type { RouteDescriptor } from '@clearsight/contracts';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '../../../components/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Space, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { callApi } from '../../../lib/http/client';
import { useInvalidateAdmin, type CrudForm } from './crud-page';
import { FormDrawer } from './form-drawer';
import { itemToValues, type FormValues } from './form-model';

/**
 * The children of one item in a drawer (a product type's spec fields, a package's versions, a course's
 * lessons): a small table with add, edit and delete, each in a nested form drawer.
 */
export function SubListDrawer<C extends { id: string }>({
  open,
  title,
  onClose,
  parentId,
  queryKey,
  load,
  columns,
  form,
  routes,
  nameOf,
  width = 880,
  createLabel,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  parentId: string;
  /** Cache key of the parent resource (refreshed after each write: counts and lists change). */
  queryKey: string;
  load: (signal: AbortSignal) => Promise<C[]>;
  columns: ColumnsType<C>;
  form: CrudForm<C>;
  /** `create` is called with the parent's id, `update` and `remove` with the child's. */
  routes: { create: RouteDescriptor; update: RouteDescriptor; remove: RouteDescriptor };
  nameOf: (child: C) => string;
  width?: number;
  createLabel?: string;
}) {
  const { t } = useTranslation();
  const { message, modal } = feedback;
  const invalidate = useInvalidateAdmin();
  const children = useQuery({
    queryKey: ['admin', queryKey, 'children', parentId],
    queryFn: ({ signal }) => load(signal),
    enabled: open,
  });
  const [editing, setEditing] = useState<{ mode: 'create' | 'edit'; item: C | null; values: FormValues } | null>(null);

  const valuesOf = (item: C) =>
    form.toValues ? form.toValues(item) : itemToValues(form.fields, item as unknown as FormValues);

  const submit = async (body: FormValues) => {
    if (!editing) return;
    if (editing.mode === 'create') {
      await callApi(routes.create, { params: { id: parentId }, body });
      void message.success(t('admin.common.created'));
    } else if (editing.item) {
      await callApi(routes.update, { params: { id: editing.item.id }, body });
      void message.success(t('admin.common.saved'));
    }
    setEditing(null);
    invalidate(queryKey);
  };

  const remove = (item: C) =>
    modal.confirm({
      title: t('admin.common.confirmDeleteTitle'),
      content: t('admin.common.confirmDelete', { name: nameOf(item) }),
      okText: t('admin.common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('admin.common.cancel'),
      onOk: async () => {
        try {
          await callApi(routes.remove, { params: { id: item.id } });
          void message.success(t('admin.common.deleted'));
          invalidate(queryKey);
        } catch {
          // Shown by the HTTP client.
        }
      },
    });

  const allColumns: ColumnsType<C> = [
    ...columns,
    {
      key: 'actions',
      title: t('admin.common.actions'),
      fixed: 'right',
      width: 1,
      render: (_: unknown, item: C) => (
        <Space size={0}>
          <Tooltip title={t('admin.common.edit')}>
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              aria-label={t('admin.common.edit')}
              onClick={() => {
                form.onOpen?.(item);
                setEditing({ mode: 'edit', item, values: valuesOf(item) });
              }}
            />
          </Tooltip>
          <Tooltip title={t('admin.common.delete')}>
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('admin.common.delete')}
              onClick={() => remove(item)}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <Drawer
      open={open}
      title={title}
      onClose={onClose}
      size={`min(${width}px, 100vw)`}
      destroyOnHidden
      className="cs-admin-drawer"
    >
      <div className="cs-admin-toolbar">
        <span className="cs-admin-toolbar__spacer" />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => {
            form.onOpen?.(null);
            setEditing({ mode: 'create', item: null, values: { ...(form.defaults ?? {}) } });
          }}
        >
          {t(createLabel ?? 'admin.common.create')}
        </Button>
      </div>
      <Table<C>
        rowKey="id"
        size="small"
        columns={allColumns}
        dataSource={children.data ?? []}
        loading={children.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      {editing && (
        <FormDrawer
          open
          mode={editing.mode}
          title={
            editing.mode === 'create'
              ? t(createLabel ?? 'admin.common.create')
              : `${t('admin.common.edit')} · ${editing.item ? nameOf(editing.item) : ''}`
          }
          fields={form.fields}
          schema={form.schema ?? null}
          initialValues={editing.values}
          onSubmit={submit}
          onClose={() => setEditing(null)}
          width={form.width ?? 640}
          intro={typeof form.intro === 'function' ? form.intro(editing.item) : form.intro}
        />
      )}
    </Drawer>
  );
}
