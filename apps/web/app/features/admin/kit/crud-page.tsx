import { feedback } from '../../../lib/feedback';
import type { RouteDescriptor } from '@clearsight/contracts';
import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '../../../components/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Select, Space, Table, Tooltip, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { callApi } from '../../../lib/http/client';
import { AdminScreen } from './admin-screen';
import { FormDrawer } from './form-drawer';
import {
  itemToValues,
  type AnySchema,
  type FieldSpec,
  type FormValues,
  type RefSource,
  type SelectOption,
} from './form-model';
import {
  clampPage,
  lastPage,
  listQuery,
  pageLocally,
  PAGE_SIZES,
  readListState,
  writeListState,
  type ListState,
} from './paging';
import { RefSelect } from './ref-select';

export interface CrudRoutes {
  list: RouteDescriptor;
  /** Loads the full item before editing (when list rows carry less than the form needs). */
  get?: RouteDescriptor;
  create?: RouteDescriptor;
  update?: RouteDescriptor;
  remove?: RouteDescriptor;
}

export interface FilterSpec {
  name: string;
  /** i18n key of the placeholder. */
  label: string;
  /** A select (default) or a free-text box. */
  kind?: 'select' | 'text';
  options?: readonly SelectOption[];
  /** Options read from the list answer (e.g. the audit log's recorded actions). */
  optionsFrom?: (data: unknown) => readonly SelectOption[];
  ref?: RefSource;
  width?: number;
}

export interface CrudForm<T> {
  schema: AnySchema | null | undefined;
  fields: readonly FieldSpec[];
  /** Values of a new item (the contract's defaults apply to anything left out). */
  defaults?: FormValues;
  toValues?: (item: T) => FormValues;
  width?: number;
  /** Shown above the fields; a function gets the item being edited (null: creating). */
  intro?: ReactNode | ((item: T | null) => ReactNode);
  /** Called with the item about to be edited (null: creating), e.g. to remember its file names. */
  onOpen?: (item: T | null) => void;
}

export interface RowHelpers<T> {
  edit: (item: T) => void;
  remove: (item: T) => void;
  refresh: () => void;
  lang: string;
}

export interface CrudPageProps<T extends { id: string }> {
  /** Menu key: title and permission of the screen. */
  entry: string;
  /** Query-cache key of this resource; writes elsewhere invalidate `['admin', queryKey]`. */
  queryKey: string;
  routes: CrudRoutes;
  columns: (helpers: RowHelpers<T>) => ColumnsType<T>;
  /** What the delete confirmation and the drawer title call an item. */
  nameOf: (item: T) => string;
  paging?: 'server' | 'client';
  /** The list's search parameter (`filter` by default; `q` on forum lists; null: no search box). */
  searchParam?: string | null;
  /** Client paging: the rows of the answer, and how the search box matches them. */
  select?: (data: unknown) => T[];
  localSearch?: (item: T, search: string) => boolean;
  searchPlaceholder?: string;
  filters?: readonly FilterSpec[];
  form?: CrudForm<T>;
  rowActions?: (item: T, helpers: RowHelpers<T>) => ReactNode;
  canEdit?: (item: T) => boolean;
  canDelete?: (item: T) => boolean;
  toolbar?: (helpers: RowHelpers<T>) => ReactNode;
  /** Something above the table from the list answer (e.g. the leads' "new" count). */
  summary?: (data: unknown) => ReactNode;
  subtitle?: ReactNode;
  expandable?: TableProps<T>['expandable'];
  /** Extra content (drawers of sub-resources) rendered with the page. */
  children?: ReactNode;
  createLabel?: string;
  /** i18n key of the edit action (default: edit), e.g. "moderate". */
  editLabel?: string;
  /** Path parameters of an item's get/update/delete (default `{ id }`). */
  paramsOf?: (item: T) => Record<string, string>;
  /** Replace the create/update calls (e.g. site config, where the key is a path parameter). */
  onCreate?: (body: FormValues) => Promise<unknown>;
  onUpdate?: (item: T, body: FormValues) => Promise<unknown>;
}

export function useInvalidateAdmin() {
  const client = useQueryClient();
  return useCallback(
    (queryKey: string) => {
      void client.invalidateQueries({ queryKey: ['admin', queryKey] });
      void client.invalidateQueries({ queryKey: ['admin', 'ref'] });
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
    [client],
  );
}

/** The list state kept in the URL (page, size, search, filters). */
export function useListState(filterNames: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const key = filterNames.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the names' contents
  const state = useMemo(() => readListState(params, filterNames), [params, key]);
  const update = useCallback(
    (patch: Partial<ListState>) => {
      setParams(
        (current) => writeListState(current, { ...readListState(current, filterNames), ...patch }, filterNames),
        {
          replace: true,
          preventScrollReset: true,
        },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
    [setParams, key],
  );
  return [state, update] as const;
}

/**
 * A whole admin list screen from configuration: search box and filters, a paged table (ABP
 * skipCount/maxResultCount, or local paging for lists answered whole), create/edit in a drawer with the
 * contract's validation, delete after a confirmation. Screens stay thin: columns, fields, routes.
 */
export function CrudPage<T extends { id: string }>(props: CrudPageProps<T>) {
  const { t, lang } = useTranslation();
  const { message, modal } = feedback;
  const invalidate = useInvalidateAdmin();
  const paging = props.paging ?? 'server';
  const searchParam = props.searchParam === undefined ? 'filter' : props.searchParam;
  const filterNames = useMemo(() => (props.filters ?? []).map((f) => f.name), [props.filters]);
  const [state, update] = useListState(filterNames);
  const [searchText, setSearchText] = useState(state.search);
  useEffect(() => setSearchText(state.search), [state.search]);

  const query = listQuery(state, { paging, searchParam: paging === 'server' ? searchParam : null });
  const list = useQuery({
    queryKey: ['admin', props.queryKey, 'list', query],
    queryFn: ({ signal }) => callApi(props.routes.list, { query, signal }),
    placeholderData: keepPreviousData,
  });

  const rows = useMemo(() => {
    if (!list.data) return { items: [] as T[], totalCount: 0 };
    if (paging === 'client') {
      const all = props.select ? props.select(list.data) : ((list.data as { items?: T[] }).items ?? []);
      return pageLocally(all, state, props.localSearch);
    }
    const data = list.data as { items: T[]; totalCount: number };
    return { items: data.items, totalCount: data.totalCount };
  }, [list.data, paging, props, state]);

  // A page past the end (the last row of the last page deleted, a stale link) moves back to the last page.
  useEffect(() => {
    if (!list.data || list.isFetching) return;
    if (state.page > 1 && state.page > lastPage(rows.totalCount, state.size)) {
      update({ page: clampPage(state.page, rows.totalCount, state.size) });
    }
  }, [list.data, list.isFetching, rows.totalCount, state.page, state.size, update]);

  const [editing, setEditing] = useState<{ mode: 'create' | 'edit'; item: T | null; values?: FormValues } | null>(null);
  const form = props.form;

  const valuesOf = useCallback(
    (item: T) =>
      form?.toValues ? form.toValues(item) : itemToValues(form?.fields ?? [], item as unknown as FormValues),
    [form],
  );

  const getRoute = props.routes.get;
  const paramsOf = props.paramsOf;
  const edit = useCallback(
    (item: T) => {
      if (!form) return;
      form.onOpen?.(item);
      if (!getRoute) {
        setEditing({ mode: 'edit', item, values: valuesOf(item) });
        return;
      }
      setEditing({ mode: 'edit', item });
      callApi(getRoute, { params: paramsOf ? paramsOf(item) : { id: item.id } })
        .then((full) => {
          form.onOpen?.(full as T);
          setEditing((current) =>
            current?.item?.id === item.id ? { ...current, item: full as T, values: valuesOf(full as T) } : current,
          );
        })
        .catch(() => setEditing(null));
    },
    [form, getRoute, paramsOf, valuesOf],
  );

  const remove = useCallback(
    (item: T) => {
      const route = props.routes.remove;
      if (!route) return;
      modal.confirm({
        title: t('admin.common.confirmDeleteTitle'),
        content: t('admin.common.confirmDelete', { name: props.nameOf(item) }),
        okText: t('admin.common.delete'),
        okButtonProps: { danger: true },
        cancelText: t('admin.common.cancel'),
        onOk: async () => {
          try {
            await callApi(route, { params: props.paramsOf ? props.paramsOf(item) : { id: item.id } });
            void message.success(t('admin.common.deleted'));
            invalidate(props.queryKey);
          } catch {
            // The HTTP client has shown the server's message (e.g. 409: still in use).
          }
        },
      });
    },
    [invalidate, message, modal, props, t],
  );

  const helpers: RowHelpers<T> = useMemo(
    () => ({ edit, remove, refresh: () => invalidate(props.queryKey), lang: lang }),
    [edit, remove, invalidate, props.queryKey, lang],
  );

  const columns = useMemo(() => {
    const base = props.columns(helpers);
    const canEdit = Boolean(form && (props.routes.update || props.onUpdate));
    const canRemove = Boolean(props.routes.remove);
    if (!canEdit && !canRemove && !props.rowActions) return base;
    return [
      ...base,
      {
        key: 'actions',
        title: t('admin.common.actions'),
        fixed: 'right' as const,
        width: 1,
        render: (_: unknown, item: T) => (
          <Space size={0} className="cs-admin-row-actions">
            {props.rowActions?.(item, helpers)}
            {canEdit && (props.canEdit?.(item) ?? true) && (
              <Tooltip title={t(props.editLabel ?? 'admin.common.edit')}>
                <Button
                  type="link"
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => edit(item)}
                  aria-label={t(props.editLabel ?? 'admin.common.edit')}
                  data-testid="admin-row-edit"
                />
              </Tooltip>
            )}
            {canRemove && (props.canDelete?.(item) ?? true) && (
              <Tooltip title={t('admin.common.delete')}>
                <Button
                  type="link"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => remove(item)}
                  aria-label={t('admin.common.delete')}
                  data-testid="admin-row-delete"
                />
              </Tooltip>
            )}
          </Space>
        ),
      },
    ] as ColumnsType<T>;
  }, [props, helpers, form, t, edit, remove]);

  const submit = async (body: FormValues) => {
    if (!editing) return;
    if (editing.mode === 'create') {
      if (props.onCreate) await props.onCreate(body);
      else if (props.routes.create) await callApi(props.routes.create, { body });
      void message.success(t('admin.common.created'));
    } else if (editing.item) {
      const item = editing.item;
      if (props.onUpdate) await props.onUpdate(item, body);
      else if (props.routes.update)
        await callApi(props.routes.update, { params: props.paramsOf ? props.paramsOf(item) : { id: item.id }, body });
      void message.success(t('admin.common.saved'));
    }
    setEditing(null);
    invalidate(props.queryKey);
  };

  const showSearch = paging === 'client' ? Boolean(props.localSearch) : searchParam !== null;

  return (
    <AdminScreen
      entry={props.entry}
      subtitle={props.subtitle}
      actions={
        form && (props.routes.create || props.onCreate) ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              form.onOpen?.(null);
              setEditing({ mode: 'create', item: null, values: { ...(form.defaults ?? {}) } });
            }}
            data-testid="admin-create"
          >
            {props.createLabel ? t(props.createLabel) : t('admin.common.create')}
          </Button>
        ) : undefined
      }
    >
      <div className="cs-admin-toolbar">
        {showSearch && (
          <Input.Search
            allowClear
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            onSearch={(value) => update({ search: value, page: 1 })}
            placeholder={t(props.searchPlaceholder ?? 'admin.common.searchPlaceholder')}
            className="cs-admin-toolbar__search"
            enterButton
            data-testid="admin-search"
          />
        )}
        {(props.filters ?? []).map((filter) =>
          filter.kind === 'text' ? (
            <Input.Search
              // Remounts when the URL changes the value (a link to a filtered list).
              key={`${filter.name}:${state.filters[filter.name] ?? ''}`}
              allowClear
              defaultValue={state.filters[filter.name]}
              onSearch={(v) => update({ filters: { ...state.filters, [filter.name]: v.trim() }, page: 1 })}
              placeholder={t(filter.label)}
              style={{ width: filter.width ?? 180 }}
            />
          ) : filter.ref ? (
            <RefSelect
              key={filter.name}
              source={filter.ref}
              value={state.filters[filter.name] ?? null}
              onChange={(v) =>
                update({ filters: { ...state.filters, [filter.name]: (v as string | null) ?? '' }, page: 1 })
              }
              placeholder={t(filter.label)}
              style={{ width: filter.width ?? 180 }}
            />
          ) : (
            <Select
              key={filter.name}
              allowClear
              value={state.filters[filter.name]}
              onChange={(v: string | undefined) =>
                update({ filters: { ...state.filters, [filter.name]: v ?? '' }, page: 1 })
              }
              placeholder={t(filter.label)}
              style={{ width: filter.width ?? 150 }}
              options={(filter.optionsFrom
                ? list.data === undefined
                  ? []
                  : filter.optionsFrom(list.data)
                : (filter.options ?? [])
              ).map((o) => ({
                value: o.value,
                label: o.literal ? o.label : t(o.label),
              }))}
            />
          ),
        )}
        <span className="cs-admin-toolbar__spacer" />
        {props.toolbar?.(helpers)}
        <Tooltip title={t('admin.common.refresh')}>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void list.refetch()}
            loading={list.isFetching}
            aria-label={t('admin.common.refresh')}
          />
        </Tooltip>
      </div>
      {props.summary && list.data !== undefined && <div className="cs-admin-summary">{props.summary(list.data)}</div>}
      <Table<T>
        rowKey="id"
        className="cs-admin-table"
        columns={columns}
        dataSource={rows.items}
        loading={list.isFetching && !list.data ? true : list.isFetching ? { delay: 300 } : false}
        expandable={props.expandable}
        scroll={{ x: 'max-content' }}
        size="middle"
        pagination={{
          current: Math.min(state.page, lastPage(rows.totalCount, state.size)),
          pageSize: state.size,
          total: rows.totalCount,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (total) => t('admin.common.total', { count: total }),
          onChange: (page, size) => update(size !== state.size ? { page: 1, size } : { page }),
          responsive: true,
        }}
      />
      {form && editing && (
        <FormDrawer
          open
          mode={editing.mode}
          title={
            editing.mode === 'create'
              ? `${t('admin.common.create')} · ${t(`admin.menu.${props.entry}`)}`
              : `${t('admin.common.edit')} · ${editing.item ? props.nameOf(editing.item) : ''}`
          }
          fields={form.fields}
          schema={form.schema ?? null}
          initialValues={editing.values}
          onSubmit={submit}
          onClose={() => setEditing(null)}
          width={form.width}
          intro={typeof form.intro === 'function' ? form.intro(editing.item) : form.intro}
        />
      )}
      {props.children}
    </AdminScreen>
  );
}
