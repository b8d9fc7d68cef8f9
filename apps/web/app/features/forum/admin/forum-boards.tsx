import {
  plateCreateRoute,
  plateDeleteRoute,
  PlateInput,
  plateListRoute,
  plateUpdateRoute,
  type PlateItem,
} from '@clearsight/contracts';
import { Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Clip, DateCell, Thumb } from '../../admin/kit/cells';
import { CrudPage } from '../../admin/kit/crud-page';
import type { FieldSpec } from '../../admin/kit/form-model';

const fields: FieldSpec[] = [
  { name: 'name', kind: 'text', label: 'admin.forum.boardName' },
  { name: 'nameEn', kind: 'text', label: 'admin.forum.boardName', english: true },
  { name: 'code', kind: 'text', label: 'admin.forum.boardCode', help: 'admin.forum.boardCodeHelp' },
  { name: 'logo', kind: 'image', label: 'admin.forum.logo' },
  { name: 'orderNum', kind: 'number', label: 'admin.f.orderNum', help: 'admin.help.orderNum' },
  { name: 'introduction', kind: 'textarea', label: 'admin.forum.introduction', rows: 3, max: 500 },
  { name: 'introductionEn', kind: 'textarea', label: 'admin.forum.introduction', english: true, rows: 3, max: 1000 },
  {
    name: 'isPostingDisabled',
    kind: 'switch',
    label: 'admin.forum.postingDisabled',
    help: 'admin.forum.postingDisabledHelp',
  },
  {
    name: 'isQuestionBoard',
    kind: 'switch',
    label: 'admin.forum.questionBoard',
    help: 'admin.forum.questionBoardHelp',
  },
];

export function AdminForumBoards() {
  const { t } = useTranslation();
  return (
    <CrudPage<PlateItem>
      entry="boards"
      queryKey="forum-boards"
      routes={{ list: plateListRoute, create: plateCreateRoute, update: plateUpdateRoute, remove: plateDeleteRoute }}
      paging="client"
      localSearch={(p, s) => `${p.name} ${p.nameEn} ${p.code}`.toLowerCase().includes(s)}
      nameOf={(p) => p.name}
      subtitle={t('admin.forum.boardsHint')}
      columns={() => [
        { key: 'logo', title: t('admin.forum.logo'), render: (_, p) => <Thumb url={p.logoUrl} alt={p.name} /> },
        {
          key: 'name',
          title: t('admin.forum.boardName'),
          render: (_, p) => (
            <>
              <div>{p.name}</div>
              <code className="cs-admin-muted">{p.code}</code>
            </>
          ),
        },
        { key: 'intro', title: t('admin.forum.introduction'), render: (_, p) => <Clip text={p.introduction} /> },
        { key: 'topics', title: t('admin.forum.topicCount'), dataIndex: 'topicCount' },
        { key: 'order', title: t('admin.f.orderNum'), dataIndex: 'orderNum' },
        {
          key: 'posting',
          title: t('admin.forum.posting'),
          render: (_, p) =>
            p.isPostingDisabled ? (
              <Tag color="orange">{t('admin.forum.staffOnly')}</Tag>
            ) : (
              <Tag color="green">{t('admin.forum.open')}</Tag>
            ),
        },
        {
          key: 'question',
          title: t('admin.forum.questionBoard'),
          render: (_, p) => (p.isQuestionBoard ? <Tag color="cyan">{t('admin.forum.questionBoard')}</Tag> : null),
        },
        {
          key: 'created',
          title: t('admin.f.creationTime'),
          render: (_, p) => <DateCell iso={p.creationTime} withTime={false} />,
        },
      ]}
      form={{
        schema: PlateInput,
        fields,
        width: 600,
        defaults: { orderNum: 0, isPostingDisabled: false, isQuestionBoard: false },
      }}
    />
  );
}
