import '../../../styles/cards.css';
import {
  CheckCircleFilled,
  ClockCircleOutlined,
  LockOutlined,
  PlayCircleOutlined,
  TrophyOutlined,
} from '../../../components/icons';
import { PAGES, COURSE_LEVEL_LABELS, type CourseDetail, type LessonItem, courseHref } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../components/link';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { useLoginHref } from '../../../components/download-link';
import { useHydrated } from '../../../lib/hydrated';
import { RichHtml } from '../../../components/rich-html';
import { ModelMini } from '../../../components/model-card';
import { Progress } from '../../../components/ui/progress';
import { useMemberCourse } from '../college-api';
import { durationText } from '../../../components/course-card';
import { LessonPlayer } from './lesson-player';
import { useRootData } from '../../../lib/site-config';
import { translate, type Lang } from '../../../lib/i18n';
import { formatClock, labelOf, localText } from '../../../lib/labels';
import { type Crumb } from '../../../lib/seo';
import { isSignedIn } from '../../../lib/session/session-state';
import { useSession } from '../../../lib/session/session-store';
import type { CoursePageData } from '../college-pages.server';

export function crumbs(course: CourseDetail, lang: Lang): Crumb[] {
  return [
    { label: translate(lang, 'nav.home'), to: PAGES.home },
    { label: translate(lang, 'corporate.college.title'), to: PAGES.college },
    { label: localText(course.title, course.titleEn, lang) },
  ];
}

function pickLesson(course: CourseDetail, requested: string | null): LessonItem | undefined {
  return (
    course.lessons.find((l) => l.id === requested) ??
    course.lessons.find((l) => l.id === course.progress?.resumeLessonId) ??
    course.lessons.find((l) => !l.locked) ??
    course.lessons[0]
  );
}

function LessonList({ course, current }: { course: CourseDetail; current: LessonItem | undefined }) {
  const { t, lang } = useTranslation();
  return (
    <ol className="cs-lessons" data-testid="lesson-list">
      {course.lessons.map((lesson, i) => {
        const done = lesson.progress?.completed ?? false;
        const percent =
          lesson.progress && lesson.durationSeconds > 0 && !done
            ? Math.min(99, Math.round((lesson.progress.positionSeconds / lesson.durationSeconds) * 100))
            : null;
        const active = lesson.id === current?.id;
        return (
          <li key={lesson.id} className={active ? 'is-current' : undefined}>
            <Link
              to={courseHref(course.id, lesson.id)}
              preventScrollReset
              replace
              aria-current={active ? 'true' : undefined}
              data-testid="lesson-link"
              data-lesson-id={lesson.id}
              data-completed={done ? 'true' : 'false'}
            >
              <span className="cs-lessons__index" aria-hidden="true">
                {done ? <CheckCircleFilled className="cs-lessons__done" /> : lesson.locked ? <LockOutlined /> : i + 1}
              </span>
              <span className="cs-lessons__text">
                <span className="cs-lessons__title">{localText(lesson.title, lesson.titleEn, lang)}</span>
                <span className="cs-lessons__meta">
                  {lesson.durationSeconds > 0 && <span>{formatClock(lesson.durationSeconds)}</span>}
                  {lesson.isFree && <span className="cs-tag cs-tag--green">{t('corporate.college.free')}</span>}
                  {lesson.locked && <span className="cs-tag cs-tag--lock">{t('corporate.college.membersOnly')}</span>}
                  {done && <span className="cs-lessons__state">{t('corporate.college.lessonDone')}</span>}
                  {percent !== null && percent > 0 && (
                    <span className="cs-lessons__state">{t('corporate.college.lessonPercent', { percent })}</span>
                  )}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}

export function CoursePage({ data: loaderData }: { data: CoursePageData }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const session = useSession();
  const hydrated = useHydrated();
  const loginHref = useLoginHref();
  const memberId = hydrated && isSignedIn(session) ? session.id : null;
  const memberCourse = useMemberCourse(loaderData.course.id, memberId);
  const course = memberId && memberCourse.data ? memberCourse.data : loaderData.course;
  const save = memberCourse.save;
  const current = pickLesson(course, loaderData.lessonId);
  const title = localText(course.title, course.titleEn, lang);
  const progress = course.progress;

  return (
    <div className="cs-page cs-course-page" data-testid="course-page">
      <div className="cs-theatre">
        <div className="cs-container">
          <Breadcrumbs items={crumbs(course, lang)} />
          <header className="cs-theatre__head">
            <h1 className="cs-theatre__title">{title}</h1>
            <div className="cs-theatre__meta">
              <span className="cs-tag cs-tag--blue">{localText(course.category, course.categoryEn, lang)}</span>
              <span className="cs-tag">{labelOf(COURSE_LEVEL_LABELS, course.level, lang)}</span>
              <span>
                <PlayCircleOutlined aria-hidden="true" />{' '}
                {t('corporate.courseCard.lessonCount', { count: course.lessonCount })}
              </span>
              <span>
                <ClockCircleOutlined aria-hidden="true" /> {durationText(course.durationSeconds, t)}
              </span>
            </div>
          </header>
          <div className="cs-theatre__grid">
            <section className="cs-theatre__player" aria-label={t('corporate.college.player')}>
              {current ? (
                <>
                  <LessonPlayer
                    // Remounts once the member's course (with the saved positions) arrives, so a free lesson
                    // whose video loaded first with the guest view still resumes where the member left off.
                    key={`${current.id}-${current.locked ? 'locked' : 'open'}-${memberId ?? 'guest'}-${memberId && !memberCourse.data ? 'pending' : 'ready'}`}
                    lesson={current}
                    memberId={memberId}
                    loginHref={loginHref}
                    save={save}
                    title={`${title} · ${localText(current.title, current.titleEn, lang)}`}
                  />
                  <div className="cs-theatre__lesson">
                    <h2>{localText(current.title, current.titleEn, lang)}</h2>
                    {current.summary && <p>{localText(current.summary, current.summaryEn, lang)}</p>}
                  </div>
                </>
              ) : (
                <p>{t('corporate.college.noLessons')}</p>
              )}
            </section>
            <aside className="cs-theatre__side" aria-label={t('corporate.college.lessons')}>
              <div className="cs-course-progress" data-testid="course-progress">
                {progress ? (
                  <>
                    <div className="cs-course-progress__head">
                      <span>{t('corporate.college.myProgress')}</span>
                      {progress.completed ? (
                        <span className="cs-course-progress__done" data-testid="course-completed">
                          <TrophyOutlined aria-hidden="true" /> {t('corporate.college.completed')}
                        </span>
                      ) : (
                        <span>
                          {t('corporate.college.progressText', {
                            done: progress.completedLessons,
                            total: progress.totalLessons,
                          })}
                        </span>
                      )}
                    </div>
                    <Progress percent={progress.percent} label={t('corporate.college.myProgress')} />
                  </>
                ) : (
                  <p className="cs-course-progress__guest">
                    {t('corporate.college.guestProgress')} <Link to={loginHref}>{t('corporate.common.login')}</Link>
                  </p>
                )}
              </div>
              <h2 className="cs-theatre__side-title">{t('corporate.college.lessons')}</h2>
              <LessonList course={course} current={current} />
            </aside>
          </div>
        </div>
      </div>

      <div className="cs-container cs-model-body">
        {localText(course.descriptionHtml, course.descriptionHtmlEn, lang).trim() && (
          <section className="cs-panel" aria-labelledby="course-about">
            <h2 id="course-about">{t('corporate.college.about')}</h2>
            <RichHtml html={localText(course.descriptionHtml, course.descriptionHtmlEn, lang)} />
          </section>
        )}
        {course.relatedModels.length > 0 && (
          <section className="cs-panel" aria-labelledby="course-products">
            <h2 id="course-products">{t('corporate.college.relatedProducts')}</h2>
            <ul className="cs-mini-grid">
              {course.relatedModels.map((m) => (
                <li key={m.id}>
                  <ModelMini model={m} lang={lang} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
