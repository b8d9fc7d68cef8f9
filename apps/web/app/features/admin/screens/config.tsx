import {
  adminConfigListRoute,
  adminConfigUpdateRoute,
  SiteConfigKeys,
  UpdateConfigBody,
  type ResponseOf,
  ConfigKeySchema,
} from '@clearsight/contracts';
import { Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Clip, DateCell } from '../kit/cells';
import { CrudPage } from '../kit/crud-page';
import type { FieldSpec, FormValues } from '../kit/form-model';
import { callApi } from '../../../lib/http/client';

type ConfigItem = ResponseOf<typeof adminConfigListRoute>['items'][number];

/** The key is a path parameter of the update route; the form checks it with the same rule. */
const ConfigForm = UpdateConfigBody.extend({ configKey: ConfigKeySchema });

/** Keys the site reads, by their i18n names (keys contain dots, which i18next reads as nesting). */
const KNOWN: Record<string, string> = Object.fromEntries(
  Object.entries(SiteConfigKeys).map(([name, key]) => [key, name]),
);
const PUBLIC_PREFIXES = ['bbs.', 'company.', 'site.'];

const fields: FieldSpec[] = [
  {
    name: 'configKey',
    kind: 'text',
    label: 'admin.config.key',
    help: 'admin.config.keyHelp',
    disabledWhen: (_v, mode) => mode === 'edit',
    span: 2,
  },
  { name: 'configValue', kind: 'textarea', label: 'admin.config.value', rows: 5, max: 5000 },
  { name: 'remark', kind: 'text', label: 'admin.config.remark', span: 2 },
];

async function save(body: FormValues) {
  const { configKey, ...rest } = body as { configKey: string; configValue: string; remark?: string };
  await callApi(adminConfigUpdateRoute, { params: { configKey }, body: rest });
}

export function AdminConfig() {
  const { t } = useTranslation();
  return (
    <CrudPage<ConfigItem>
      entry="config"
      queryKey="config"
      routes={{ list: adminConfigListRoute }}
      paging="client"
      select={(data) =>
        [...(data as { items: ConfigItem[] }).items].sort((a, b) => a.configKey.localeCompare(b.configKey))
      }
      localSearch={(c, s) => `${c.configKey} ${c.configValue} ${c.remark}`.toLowerCase().includes(s)}
      searchPlaceholder="admin.config.searchPlaceholder"
      nameOf={(c) => c.configKey}
      subtitle={t('admin.config.hint')}
      createLabel="admin.config.add"
      onCreate={save}
      onUpdate={(_item, body) => save(body)}
      columns={() => [
        {
          key: 'key',
          title: t('admin.config.key'),
          render: (_, c) => (
            <>
              <code>{c.configKey}</code>
              {KNOWN[c.configKey] && (
                <div className="cs-admin-muted">{t(`admin.config.known.${KNOWN[c.configKey]}`)}</div>
              )}
            </>
          ),
        },
        { key: 'value', title: t('admin.config.value'), render: (_, c) => <Clip text={c.configValue} width={320} /> },
        {
          key: 'visibility',
          title: t('admin.config.visibility'),
          render: (_, c) =>
            PUBLIC_PREFIXES.some((p) => c.configKey.startsWith(p)) ? (
              <Tag color="blue">{t('admin.config.public')}</Tag>
            ) : (
              <Tag>{t('admin.config.private')}</Tag>
            ),
        },
        { key: 'remark', title: t('admin.config.remark'), render: (_, c) => <Clip text={c.remark} width={200} /> },
        { key: 'updated', title: t('admin.f.lastModificationTime'), render: (_, c) => <DateCell iso={c.updatedAt} /> },
      ]}
      form={{ schema: ConfigForm, fields, width: 640, defaults: { configKey: '', configValue: '', remark: '' } }}
    />
  );
}
