// @vitest-environment jsdom
import type { CourseDetail, LessonItem } from '@clearsight/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/render';
import { useMemberCourse } from './college-api';

const lesson = (id: string): LessonItem => ({
  id,
  title: id,
  titleEn: id,
  summary: '',
  summaryEn: '',
  orderNum: 1,
  durationSeconds: 60,
  isFree: false,
  locked: false,
  videoKind: 'file',
  videoUrl: `/prod-api/college/lessons/${id}/video`,
  captions: [],
  progress: null,
});

const course = { id: 'c1', lessons: [lesson('l1'), lesson('l2')], progress: null } as unknown as CourseDetail;
const courseProgress = {
  completedLessons: 0,
  totalLessons: 2,
  percent: 10,
  completed: false,
  resumeLessonId: 'l1',
  resumePositionSeconds: 12,
  lastWatchedTime: '2026-01-01T00:00:00.000Z',
};

describe('useMemberCourse', () => {
  it('reads nothing for a guest', () => {
    const calls = mockApi({});
    const { result } = renderHook(() => useMemberCourse('c1', null));
    expect(result.current.data).toBeUndefined();
    expect(calls).toHaveLength(0);
  });

  it("reads the member's course and applies a saved position to it", async () => {
    const calls = mockApi({
      'GET /college/courses/c1': { body: course },
      'PUT /college/lessons/l1/progress': {
        body: {
          lesson: { positionSeconds: 12, completed: false, lastWatchedTime: '2026-01-01T00:00:00.000Z' },
          course: courseProgress,
        },
      },
    });
    const { result } = renderHook(() => useMemberCourse('c1', 'u1'));
    await waitFor(() => expect(result.current.data?.id).toBe('c1'));
    await act(async () => {
      await result.current.save('l1', { positionSeconds: 12, ended: false });
    });
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ positionSeconds: 12, ended: false });
    expect(result.current.data?.progress?.percent).toBe(10);
    expect(result.current.data?.lessons[0]!.progress?.positionSeconds).toBe(12);
    expect(result.current.data?.lessons[1]!.progress).toBeNull();
  });
});
