import '../styles/cards.css';
import { ClockCircleOutlined, PlayCircleOutlined } from './icons';
import { COURSE_LEVEL_LABELS, type CourseCard as CourseCardData, courseHref } from '@clearsight/contracts';
import { useTranslation } from '../lib/i18n/use-translation';
import { Link } from './link';
import type { Lang } from '../lib/i18n';
import { labelOf, localText } from '../lib/labels';

export function durationText(seconds: number, t: (key: string, options?: Record<string, unknown>) => string): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return t('corporate.courseCard.minutes', { count: minutes });
  return t('corporate.courseCard.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

export function CourseCard({
  course,
  lang,
  headingLevel = 2,
}: {
  course: CourseCardData;
  lang: Lang;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as 'h2';
  return (
    <article className="cs-card" data-testid="course-card">
      <Link to={courseHref(course.id)} className="cs-card__media" tabIndex={-1} aria-hidden="true">
        {course.coverUrl ? <img src={course.coverUrl} alt="" loading="lazy" width={400} height={225} /> : null}
      </Link>
      <div className="cs-card__body">
        <div className="cs-card__meta">
          <span className="cs-tag cs-tag--blue">{localText(course.category, course.categoryEn, lang)}</span>
          <span className="cs-tag">{labelOf(COURSE_LEVEL_LABELS, course.level, lang)}</span>
          {course.freeLessonCount > 0 && (
            <span className="cs-tag cs-tag--green">
              {t('corporate.courseCard.freeLessons', { count: course.freeLessonCount })}
            </span>
          )}
        </div>
        <Heading className="cs-card__title">
          <Link to={courseHref(course.id)}>{localText(course.title, course.titleEn, lang)}</Link>
        </Heading>
        {course.summary && <p className="cs-card__text">{localText(course.summary, course.summaryEn, lang)}</p>}
        <div className="cs-card__foot">
          <span>
            <PlayCircleOutlined aria-hidden="true" />{' '}
            {t('corporate.courseCard.lessonCount', { count: course.lessonCount })}
          </span>
          <span>
            <ClockCircleOutlined aria-hidden="true" /> {durationText(course.durationSeconds, t)}
          </span>
        </div>
      </div>
    </article>
  );
}
