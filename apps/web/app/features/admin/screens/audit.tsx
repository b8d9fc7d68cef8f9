import { adminAuditLogListRoute, type AuditLogItem } from '@clearsight/contracts';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DateCell } from '../kit/cells';
import { CrudPage } from '../kit/crud-page';
import { diffRecords, formatValue } from '../kit/diff';
import type { SelectOption } from '../kit/form-model';

interface AuditAnswer {
  actions: string[];
  targetTypes: string[];
}

/** Exact actions plus one "family" entry per prefix (`forum.` selects every forum action). */
function actionOptions(data: unknown): SelectOption[] {
  const actions = (data as AuditAnswer).actions ?? [];
  const families = [...new Set(actions.map((a) => a.split('.')[0]).filter((f): f is string => Boolean(f)))].sort();
  return [
    ...families.map((f) => ({ value: `${f}.`, label: `${f}.*`, literal: true })),
    ...actions.map((a) => ({ value: a, label: a, literal: true })),
  ];
}

function verbColor(action: string): string {
  if (/\.(delete|remove)$/.test(action)) return 'red';
  if (/\.create$/.test(action)) return 'green';
  if (/status|ban|force-out|roles|hide|moderate/.test(action)) return 'orange';
  return 'blue';
}

function Snapshot({ entry }: { entry: AuditLogItem }) {
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const rows = diffRecords(entry.before, entry.after);
  if (!rows) {
    return (
      <div className="cs-admin-diff cs-admin-diff--raw">
        <div>
          <div className="cs-admin-muted">{t('admin.audit.before')}</div>
          <pre>{formatValue(entry.before ?? undefined, 4000)}</pre>
        </div>
        <div>
          <div className="cs-admin-muted">{t('admin.audit.after')}</div>
          <pre>{formatValue(entry.after ?? undefined, 4000)}</pre>
        </div>
      </div>
    );
  }
  const changed = rows.filter((r) => r.changed);
  const unchanged = rows.length - changed.length;
  // Updates list what changed; the untouched fields are one click away.
  const shown = showAll || changed.length === 0 ? rows : changed;
  return (
    <>
      {changed.length === 0 && <p className="cs-admin-muted">{t('admin.audit.noChanges')}</p>}
      <table className="cs-admin-diff">
        <thead>
          <tr>
            <th>{t('admin.audit.field')}</th>
            <th>{t('admin.audit.before')}</th>
            <th>{t('admin.audit.after')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.key} className={row.changed ? 'is-changed' : undefined}>
              <th scope="row">{row.key}</th>
              <td>
                <pre>{formatValue(row.before)}</pre>
              </td>
              <td>
                <pre>{formatValue(row.after)}</pre>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {changed.length > 0 && unchanged > 0 && (
        <Button type="link" size="small" onClick={() => setShowAll((v) => !v)} className="cs-admin-diff__toggle">
          {showAll ? t('admin.audit.hideUnchanged') : t('admin.audit.showUnchanged', { count: unchanged })}
        </Button>
      )}
    </>
  );
}

export function AdminAudit() {
  const { t } = useTranslation();
  return (
    <CrudPage<AuditLogItem>
      entry="audit"
      queryKey="audit"
      routes={{ list: adminAuditLogListRoute }}
      searchParam={null}
      nameOf={(e) => e.action}
      subtitle={t('admin.audit.hint')}
      filters={[
        { name: 'action', label: 'admin.audit.action', optionsFrom: actionOptions, width: 220 },
        {
          name: 'targetType',
          label: 'admin.audit.targetType',
          optionsFrom: (data) =>
            ((data as AuditAnswer).targetTypes ?? []).map((v) => ({ value: v, label: v, literal: true })),
          width: 170,
        },
        { name: 'actor', label: 'admin.audit.actor', kind: 'text', width: 150 },
        { name: 'targetId', label: 'admin.audit.targetId', kind: 'text', width: 200 },
      ]}
      columns={() => [
        { key: 'time', title: t('admin.f.creationTime'), render: (_, e) => <DateCell iso={e.creationTime} /> },
        {
          key: 'actor',
          title: t('admin.audit.actor'),
          render: (_, e) => e.actorName ?? <span className="cs-admin-muted">{t('admin.audit.system')}</span>,
        },
        {
          key: 'action',
          title: t('admin.audit.action'),
          render: (_, e) => <Tag color={verbColor(e.action)}>{e.action}</Tag>,
        },
        {
          key: 'target',
          title: t('admin.audit.target'),
          render: (_, e) => (
            <>
              <span>{e.targetType}</span>
              {e.targetId && <div className="cs-admin-muted cs-admin-mono">{e.targetId}</div>}
            </>
          ),
        },
        { key: 'ip', title: 'IP', render: (_, e) => <span className="cs-admin-mono">{e.ip ?? '—'}</span> },
      ]}
      expandable={{
        expandedRowRender: (e) => <Snapshot entry={e} />,
        rowExpandable: (e) => e.before !== null || e.after !== null,
        // A fixed expand column makes antd size the expanded row to the visible width (long values wrap).
        fixed: 'left',
      }}
    />
  );
}
