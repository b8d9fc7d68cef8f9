import { courseDetailRoute, lessonProgressRoute, type CourseDetail, type ResponseOf } from '@clearsight/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { requestHeaders, callApi } from '../../lib/http/client';
import { urlOf } from '../../lib/http/url';
import { getToken, tenantId } from '../../lib/session/session-store';

export const collegeKeys = {
  course: (id: string, member: string | null) => ['college', 'course', id, member ?? 'guest'] as const,
};

/**
 * The course for the signed-in member (lessons unlocked, progress). The server render is the guest view;
 * this replaces it after hydration when a session exists.
 */
export function useMemberCourse(id: string, memberId: string | null) {
  return useQuery({
    queryKey: collegeKeys.course(id, memberId),
    queryFn: ({ signal }) => callApi(courseDetailRoute, { params: { id }, signal, silent: true }),
    enabled: memberId !== null,
    staleTime: 0,
  });
}

export type ProgressAnswer = ResponseOf<typeof lessonProgressRoute>;

export interface ProgressBody {
  positionSeconds: number;
  durationSeconds?: number;
  ended: boolean;
}

/** Saves a lesson position; the answer updates the cached course (progress bar, completed state). */
export function useSaveProgress(courseId: string, memberId: string | null) {
  const client = useQueryClient();
  return useCallback(
    async (lessonId: string, body: ProgressBody): Promise<ProgressAnswer | null> => {
      if (!memberId) return null;
      try {
        const answer = await callApi(lessonProgressRoute, { params: { id: lessonId }, body, silent: true });
        client.setQueryData<CourseDetail>(collegeKeys.course(courseId, memberId), (old) =>
          old
            ? {
                ...old,
                progress: answer.course,
                lessons: old.lessons.map((l) => (l.id === lessonId ? { ...l, progress: answer.lesson } : l)),
              }
            : old,
        );
        return answer;
      } catch {
        return null;
      }
    },
    [client, courseId, memberId],
  );
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
