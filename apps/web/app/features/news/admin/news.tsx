import { adminNewsRoutes, NEWS_CATEGORY_LABELS, NewsInput, type AdminNews } from '@clearsight/contracts';
import { PushpinFilled } from '../../../components/icons';
import { Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DateCell, labelOf, optionsOf, Thumb } from '../../admin/kit/cells';
import { CrudPage } from '../../admin/kit/crud-page';
import type { FieldSpec, SelectOption } from '../../admin/kit/form-model';

const STATES: SelectOption[] = ['draft', 'scheduled', 'published'].map((v) => ({
  value: v,
  label: `admin.news.states.${v}`,
}));
const STATE_COLORS: Record<AdminNews['state'], string> = { draft: 'default', scheduled: 'orange', published: 'green' };
const isEvent = (v: Record<string, unknown>) => v.category === 'event';

function fieldsFor(lang: string): FieldSpec[] {
  return [
    { name: 'category', kind: 'select', label: 'admin.f.category', options: optionsOf(NEWS_CATEGORY_LABELS, lang) },
    { name: 'publishTime', kind: 'datetime', label: 'admin.f.publishTime', help: 'admin.help.publishTime' },
    { name: 'title', kind: 'text', label: 'admin.f.title' },
    { name: 'titleEn', kind: 'text', label: 'admin.f.titleEn' },
    { name: 'summary', kind: 'textarea', label: 'admin.f.summary', rows: 2, max: 500 },
    { name: 'summaryEn', kind: 'textarea', label: 'admin.f.summary', english: true, rows: 2, max: 500 },
    { name: 'coverFileId', kind: 'image', label: 'admin.f.cover' },
    { name: 'tags', kind: 'tags', label: 'admin.f.tags', span: 1 },
    { name: 'tagsEn', kind: 'tags', label: 'admin.f.tags', english: true, span: 1 },
    { name: 'author', kind: 'text', label: 'admin.news.author' },
    { name: 'authorEn', kind: 'text', label: 'admin.news.author', english: true },
    { name: 'source', kind: 'text', label: 'admin.news.source' },
    { name: 'sourceEn', kind: 'text', label: 'admin.news.source', english: true },
    { name: 'eventStartTime', kind: 'datetime', label: 'admin.news.eventStart', visibleWhen: isEvent },
    { name: 'eventEndTime', kind: 'datetime', label: 'admin.news.eventEnd', visibleWhen: isEvent },
    { name: 'eventPlace', kind: 'text', label: 'admin.news.eventPlace', visibleWhen: isEvent },
    { name: 'eventPlaceEn', kind: 'text', label: 'admin.news.eventPlace', english: true, visibleWhen: isEvent },
    {
      name: 'eventRegistrationUrl',
      kind: 'text',
      label: 'admin.news.eventRegistration',
      placeholder: 'admin.help.httpPlaceholder',
      visibleWhen: isEvent,
    },
    { name: 'contentMd', kind: 'markdown', label: 'admin.news.content', rows: 14 },
    { name: 'contentMdEn', kind: 'markdown', label: 'admin.news.content', english: true, rows: 14 },
    { name: 'isPinned', kind: 'switch', label: 'admin.news.pinned' },
    { name: 'isPublished', kind: 'switch', label: 'admin.f.isPublished', help: 'admin.news.publishedHelp' },
  ];
}

export function AdminNewsPage() {
  const { t, lang } = useTranslation();
  return (
    <CrudPage<AdminNews>
      entry="news"
      queryKey="news"
      routes={adminNewsRoutes}
      nameOf={(n) => n.title}
      filters={[
        { name: 'category', label: 'admin.f.category', options: optionsOf(NEWS_CATEGORY_LABELS, lang) },
        { name: 'state', label: 'admin.f.status', options: STATES },
      ]}
      columns={() => [
        { key: 'cover', title: t('admin.f.cover'), render: (_, n) => <Thumb url={n.coverUrl} alt={n.title} /> },
        {
          key: 'title',
          title: t('admin.f.title'),
          render: (_, n) => (
            <>
              <div>
                {n.isPinned && <PushpinFilled className="cs-admin-pin" aria-label={t('admin.news.pinned')} />} {n.title}
              </div>
              {n.category === 'event' && n.eventStartTime && (
                <div className="cs-admin-muted">
                  <DateCell iso={n.eventStartTime} /> · {n.eventPlace}
                </div>
              )}
            </>
          ),
        },
        {
          key: 'category',
          title: t('admin.f.category'),
          render: (_, n) => <Tag>{labelOf(NEWS_CATEGORY_LABELS, n.category, lang)}</Tag>,
        },
        {
          key: 'state',
          title: t('admin.f.status'),
          render: (_, n) => <Tag color={STATE_COLORS[n.state]}>{t(`admin.news.states.${n.state}`)}</Tag>,
        },
        { key: 'publish', title: t('admin.f.publishTime'), render: (_, n) => <DateCell iso={n.publishTime} /> },
        { key: 'views', title: t('admin.news.views'), dataIndex: 'viewCount' },
      ]}
      form={{
        schema: NewsInput,
        fields: fieldsFor(lang),
        width: 900,
        defaults: { category: 'company', isPublished: true, isPinned: false, tags: [] },
      }}
    />
  );
}
