import {
  NOTICES_PER_LOAD,
  noticeListRoute,
  noticeReadAllRoute,
  noticeReadRoute,
  type ResponseOf,
} from '@clearsight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/http/client';

type NoticeList = ResponseOf<typeof noticeListRoute>;

export const noticeKeys = {
  all: ['notice'] as const,
  latest: (userId: string) => ['notice', 'latest', userId] as const,
};

/** The latest 20 notices; the unread count covers all of them, not only those 20. */
export function useLatestNotices(userId: string | null) {
  return useQuery({
    queryKey: noticeKeys.latest(userId ?? ''),
    queryFn: ({ signal }) => callApi(noticeListRoute, { query: { maxResultCount: NOTICES_PER_LOAD }, signal }),
    enabled: userId !== null,
    staleTime: 60_000,
  });
}

export function unreadCountOf(list: NoticeList | undefined): number {
  if (!list) return 0;
  return Math.max(list.unreadCount, list.items.filter((n) => !n.isRead).length);
}

export function useMarkNoticeRead(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(noticeReadRoute, { params: { id } }),
    onSuccess: (_result, id) => {
      client.setQueryData<NoticeList>(noticeKeys.latest(userId), (list) => {
        if (!list) return list;
        const target = list.items.find((n) => n.id === id);
        if (!target || target.isRead) return list;
        return {
          ...list,
          unreadCount: Math.max(0, list.unreadCount - 1),
          items: list.items.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
        };
      });
    },
  });
}

export function useMarkAllNoticesRead(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(noticeReadAllRoute),
    onSuccess: () => {
      client.setQueryData<NoticeList>(noticeKeys.latest(userId), (list) =>
        list ? { ...list, unreadCount: 0, items: list.items.map((n) => ({ ...n, isRead: true })) } : list,
      );
    },
  });
}
