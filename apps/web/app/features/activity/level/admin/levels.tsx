import { adminLevelRoutes, LevelInput, type LevelItem } from '@clearsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { LevelBadge } from '../../../../components/level-badge';
import { callApi } from '../../../../lib/http/client';
import { Thumb } from '../../../admin/kit/cells';
import { CrudPage } from '../../../admin/kit/crud-page';
import type { FieldSpec } from '../../../admin/kit/form-model';
import '../../../admin/components/activity-admin.css';
import { formatDecimal } from '../../../../lib/format';

const fields: FieldSpec[] = [
  { name: 'name', kind: 'text', label: 'admin.level.name', help: 'admin.level.nameHelp' },
  { name: 'nameEn', kind: 'text', label: 'admin.level.name', english: true },
  { name: 'minExperience', kind: 'number', label: 'admin.level.minExperience', min: 0 },
  { name: 'nick', kind: 'text', label: 'admin.level.nick', help: 'admin.level.nickHelp' },
  { name: 'nickEn', kind: 'text', label: 'admin.level.nick', english: true },
  { name: 'logo', kind: 'image', label: 'admin.level.logo', help: 'admin.level.logoHelp' },
];

/** Where a level's minimum experience may go: strictly between its neighbours' (the server's rule). */
export function experienceRange(
  levels: readonly Pick<LevelItem, 'currentLevel' | 'minExperience'>[],
  currentLevel: number | null,
): { above: number | null; below: number | null } {
  const sorted = [...levels].sort((a, b) => a.currentLevel - b.currentLevel);
  if (currentLevel === null) return { above: sorted.at(-1)?.minExperience ?? null, below: null };
  const prev = sorted.filter((l) => l.currentLevel < currentLevel).at(-1);
  const next = sorted.find((l) => l.currentLevel > currentLevel);
  return { above: prev?.minExperience ?? null, below: next?.minExperience ?? null };
}

/**
 * The level table (docs/product.md#levels): each level's title, the experience it needs and an optional
 * badge image. A level is edited in a drawer; a new level goes above the top one, and only the top one can
 * be removed. The server keeps the minimums strictly increasing and applies an edit on every instance at once.
 */
export function AdminLevels() {
  const { t } = useTranslation();
  const number = (n: number) => formatDecimal(n);
  // The whole table, for the neighbours' minimums and for knowing the top level.
  const table = useQuery({
    queryKey: ['admin', 'levels', 'table'],
    queryFn: ({ signal }) => callApi(adminLevelRoutes.list, { signal }),
  });
  const levels = table.data?.items ?? [];
  const top = levels.reduce((max, l) => Math.max(max, l.currentLevel), 0);

  const rangeText = (currentLevel: number | null) => {
    const { above, below } = experienceRange(levels, currentLevel);
    if (above !== null && below !== null)
      return t('admin.level.between', { above: number(above), below: number(below) });
    if (above !== null) return t('admin.level.over', { above: number(above) });
    if (below !== null) return t('admin.level.under', { below: number(below) });
    return null;
  };

  return (
    <CrudPage<LevelItem>
      entry="levels"
      queryKey="levels"
      routes={{
        list: adminLevelRoutes.list,
        create: adminLevelRoutes.create,
        update: adminLevelRoutes.update,
        remove: adminLevelRoutes.remove,
      }}
      paging="client"
      searchParam={null}
      subtitle={t('admin.level.hint')}
      nameOf={(l) => t('common.levelBadge', { level: l.currentLevel, name: l.name })}
      paramsOf={(l) => ({ currentLevel: String(l.currentLevel) })}
      canDelete={(l) => l.currentLevel === top && levels.length > 1}
      createLabel="admin.level.add"
      columns={() => [
        {
          key: 'level',
          title: t('admin.level.level'),
          render: (_, l) => <span className="cs-admin-mono">{l.currentLevel}</span>,
        },
        {
          key: 'badge',
          title: t('admin.level.name'),
          render: (_, l) => (
            <span className="cs-admin-level-name">
              {l.logo && <Thumb fileId={l.logo} />}
              <LevelBadge level={l.currentLevel} name={l.name} testId="level-row-badge" />
              {l.nick && <span className="cs-admin-muted">{l.nick}</span>}
            </span>
          ),
        },
        {
          key: 'min',
          title: t('admin.level.minExperience'),
          align: 'right',
          render: (_, l) => <span className="cs-admin-money">{number(l.minExperience)}</span>,
        },
        {
          key: 'span',
          title: t('admin.level.span'),
          render: (_, l) => {
            const next = levels.find((x) => x.currentLevel === l.currentLevel + 1);
            return (
              <span className="cs-admin-muted cs-admin-nowrap">
                {next
                  ? t('admin.level.spanTo', { from: number(l.minExperience), to: number(next.minExperience - 1) })
                  : t('admin.level.spanTop', { from: number(l.minExperience) })}
              </span>
            );
          },
        },
      ]}
      form={{
        schema: LevelInput,
        fields,
        width: 560,
        defaults: {
          name: '',
          nick: '',
          nameEn: '',
          nickEn: '',
          logo: null,
          minExperience: levels.length > 0 ? Math.max(...levels.map((l) => l.minExperience)) + 500 : 10,
        },
        intro: (l) => {
          const range = rangeText(l ? l.currentLevel : null);
          return (
            <Alert
              type="info"
              showIcon
              title={
                l ? t('admin.level.editing', { level: l.currentLevel }) : t('admin.level.adding', { level: top + 1 })
              }
              description={range}
              style={{ marginBottom: 12 }}
            />
          );
        },
      }}
    />
  );
}
