import {
  adminCourseRoutes,
  adminLessonRoutes,
  COURSE_LEVEL_LABELS,
  CourseInput,
  LessonInput,
  type AdminCourse,
  type AdminLesson,
} from '@clearsight/contracts';
import { PlaySquareOutlined } from '../../../components/icons';
import { Button, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDuration, labelOf, optionsOf, PublishedTag, Thumb, YesNo } from '../../admin/kit/cells';
import { CrudPage } from '../../admin/kit/crud-page';
import type { FieldSpec } from '../../admin/kit/form-model';
import { SubListDrawer } from '../../admin/kit/sub-list-drawer';
import { modelRef } from '../../admin/refs';
import { callApi } from '../../../lib/http/client';

function courseFields(lang: string): FieldSpec[] {
  return [
    { name: 'title', kind: 'text', label: 'admin.f.title' },
    { name: 'titleEn', kind: 'text', label: 'admin.f.titleEn' },
    { name: 'category', kind: 'text', label: 'admin.f.category', placeholder: 'admin.course.categoryPlaceholder' },
    { name: 'categoryEn', kind: 'text', label: 'admin.f.category', english: true },
    { name: 'level', kind: 'select', label: 'admin.course.level', options: optionsOf(COURSE_LEVEL_LABELS, lang) },
    { name: 'summary', kind: 'textarea', label: 'admin.f.summary', rows: 2, max: 500 },
    { name: 'summaryEn', kind: 'textarea', label: 'admin.f.summary', english: true, rows: 2, max: 500 },
    { name: 'coverFileId', kind: 'image', label: 'admin.f.cover' },
    { name: 'orderNum', kind: 'number', label: 'admin.f.orderNum', min: 0, help: 'admin.help.orderNum' },
    { name: 'descriptionMd', kind: 'markdown', label: 'admin.f.descriptionMd', rows: 8 },
    { name: 'descriptionMdEn', kind: 'markdown', label: 'admin.f.descriptionMd', english: true, rows: 8 },
    { name: 'relatedModelIds', kind: 'ref', multiple: true, label: 'admin.course.relatedModels', ref: modelRef },
    { name: 'isFeatured', kind: 'switch', label: 'admin.course.featured', help: 'admin.course.featuredHelp' },
    { name: 'isPublished', kind: 'switch', label: 'admin.f.isPublished' },
  ];
}

const lessonFields: FieldSpec[] = [
  { name: 'title', kind: 'text', label: 'admin.f.title' },
  { name: 'titleEn', kind: 'text', label: 'admin.f.titleEn' },
  { name: 'orderNum', kind: 'number', label: 'admin.f.orderNum', min: 0 },
  { name: 'summary', kind: 'textarea', label: 'admin.f.summary', rows: 2, max: 500 },
  { name: 'summaryEn', kind: 'textarea', label: 'admin.f.summary', english: true, rows: 2, max: 500 },
  {
    name: 'videoFileId',
    kind: 'file',
    label: 'admin.lesson.video',
    accept: 'video/mp4,video/webm',
    help: 'admin.lesson.videoHelp',
  },
  { name: 'videoUrl', kind: 'text', label: 'admin.lesson.videoUrl', placeholder: 'admin.lesson.videoUrlPlaceholder' },
  {
    name: 'durationSeconds',
    kind: 'number',
    label: 'admin.lesson.duration',
    min: 0,
    max: 86_400,
    help: 'admin.lesson.durationHelp',
  },
  { name: 'isFree', kind: 'switch', label: 'admin.lesson.free', help: 'admin.lesson.freeHelp' },
];

export function AdminCourses() {
  const { t, lang } = useTranslation();
  const [lessonsOf, setLessonsOf] = useState<AdminCourse | null>(null);
  return (
    <CrudPage<AdminCourse>
      entry="courses"
      queryKey="courses"
      routes={adminCourseRoutes}
      nameOf={(c) => c.title}
      columns={() => [
        { key: 'cover', title: t('admin.f.cover'), render: (_, c) => <Thumb url={c.coverUrl} alt={c.title} /> },
        {
          key: 'title',
          title: t('admin.f.title'),
          render: (_, c) => (
            <>
              <div>
                {c.title} {c.isFeatured && <Tag color="gold">{t('admin.course.featured')}</Tag>}
              </div>
              <div className="cs-admin-muted">{c.category}</div>
            </>
          ),
        },
        { key: 'level', title: t('admin.course.level'), render: (_, c) => labelOf(COURSE_LEVEL_LABELS, c.level, lang) },
        { key: 'lessons', title: t('admin.course.lessons'), render: (_, c) => c.lessons.length },
        { key: 'duration', title: t('admin.lesson.duration'), render: (_, c) => formatDuration(c.durationSeconds) },
        { key: 'order', title: t('admin.f.orderNum'), dataIndex: 'orderNum' },
        { key: 'published', title: t('admin.f.status'), render: (_, c) => <PublishedTag published={c.isPublished} /> },
      ]}
      rowActions={(c) => (
        <Tooltip title={t('admin.course.manageLessons')}>
          <Button
            type="link"
            size="small"
            icon={<PlaySquareOutlined />}
            onClick={() => setLessonsOf(c)}
            data-testid="admin-lessons"
          >
            {t('admin.course.lessons')}
          </Button>
        </Tooltip>
      )}
      form={{
        schema: CourseInput,
        fields: courseFields(lang),
        width: 820,
        defaults: { level: 'beginner', isPublished: true, isFeatured: false, orderNum: 0, relatedModelIds: [] },
      }}
    >
      {lessonsOf && (
        <SubListDrawer<AdminLesson>
          open
          title={`${t('admin.course.lessons')} · ${lessonsOf.title}`}
          onClose={() => setLessonsOf(null)}
          parentId={lessonsOf.id}
          queryKey="courses"
          load={(signal) =>
            callApi(adminCourseRoutes.get, { params: { id: lessonsOf.id }, signal }).then((c) =>
              [...c.lessons].sort((a, b) => a.orderNum - b.orderNum),
            )
          }
          routes={adminLessonRoutes}
          nameOf={(l) => l.title}
          createLabel="admin.course.addLesson"
          columns={[
            { key: 'order', title: '#', dataIndex: 'orderNum' },
            { key: 'title', title: t('admin.f.title'), dataIndex: 'title' },
            {
              key: 'video',
              title: t('admin.lesson.video'),
              render: (_, l) =>
                l.videoFileId ? t('admin.lesson.uploaded') : l.videoUrl ? t('admin.lesson.external') : '—',
            },
            { key: 'duration', title: t('admin.lesson.duration'), render: (_, l) => formatDuration(l.durationSeconds) },
            { key: 'free', title: t('admin.lesson.free'), render: (_, l) => <YesNo value={l.isFree} /> },
          ]}
          form={{
            schema: LessonInput,
            fields: lessonFields,
            defaults: { orderNum: (lessonsOf.lessons.length + 1) * 10, isFree: false, durationSeconds: 0 },
          }}
        />
      )}
    </CrudPage>
  );
}
