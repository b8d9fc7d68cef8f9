import { courseDetailRoute, lessonProgressRoute, type CourseDetail, type ResponseOf } from '@clearsight/contracts';
import { useCallback, useEffect, useState } from 'react';
import { requestHeaders, callApi } from '../../lib/http/client';
import { urlOf } from '../../lib/http/url';
import { getToken, tenantId } from '../../lib/session/session-store';

export type ProgressAnswer = ResponseOf<typeof lessonProgressRoute>;

export interface ProgressBody {
  positionSeconds: number;
  durationSeconds?: number;
  ended: boolean;
}

/** The course with a saved position applied: the course's progress and the lesson's own. */
export function withProgress(course: CourseDetail, lessonId: string, answer: ProgressAnswer): CourseDetail {
  return {
    ...course,
    progress: answer.course,
    lessons: course.lessons.map((l) => (l.id === lessonId ? { ...l, progress: answer.lesson } : l)),
  };
}

/**
 * The course for the signed-in member (lessons unlocked, progress). The server render is the guest view; this
 * replaces it after hydration when a session exists: one fetch per course and member, a plain one, since the
 * page is public (docs/decisions/0017-light-public-pages.md). `save` stores a lesson position and applies the
 * answer to the member's course (progress bar, completed state).
 */
export function useMemberCourse(courseId: string, memberId: string | null) {
  const [state, setState] = useState<{ key: string; course: CourseDetail } | null>(null);
  const key = `${courseId}:${memberId ?? ''}`;

  useEffect(() => {
    if (!memberId) return;
    const controller = new AbortController();
    callApi(courseDetailRoute, { params: { id: courseId }, signal: controller.signal, silent: true })
      .then((course) => setState({ key, course }))
      // The guest view stays (the HTTP client is silent here, as it was).
      .catch(() => undefined);
    return () => controller.abort();
  }, [courseId, memberId, key]);

  const save = useCallback(
    async (lessonId: string, body: ProgressBody): Promise<ProgressAnswer | null> => {
      if (!memberId) return null;
      try {
        const answer = await callApi(lessonProgressRoute, { params: { id: lessonId }, body, silent: true });
        setState((current) =>
          current && current.key === key ? { key, course: withProgress(current.course, lessonId, answer) } : current,
        );
        return answer;
      } catch {
        return null;
      }
    },
    [key, memberId],
  );

  return { data: memberId && state?.key === key ? state.course : undefined, save };
}

/** The last save when the page goes away: `keepalive` lets it finish after the page is gone. */
export function saveProgressOnLeave(lessonId: string, body: ProgressBody): void {
  const token = getToken();
  if (!token) return;
  try {
    void fetch(urlOf(lessonProgressRoute, { id: lessonId }), {
      method: 'PUT',
      keepalive: true,
      headers: requestHeaders({ token, tenant: tenantId(), xsrf: null, hasBody: true }),
      body: JSON.stringify(body),
    });
  } catch {
    // Nothing to tell anyone: the page is closing.
  }
}
