import {
  NOTICES_PER_LOAD,
  noticeListRoute,
  noticeReadAllRoute,
  noticeReadRoute,
  noticeSettingsGetRoute,
  noticeSettingsSetRoute,
  type Notice,
  type NoticeSettings,
  type NoticeSettingsBody,
  type ResponseOf,
} from '@clearsight/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client';

type NoticeList = ResponseOf<typeof noticeListRoute>;

export const noticeKeys = {
  all: ['notice'] as const,
  latest: (userId: string) => ['notice', 'latest', userId] as const,
  settings: (userId: string) => ['notice', 'settings', userId] as const,
};

/** The member's notification settings (what raises a notice, watching by default, the daily limit). */
export function useNoticeSettings(userId: string) {
  return useQuery({
    queryKey: noticeKeys.settings(userId),
    queryFn: ({ signal }): Promise<NoticeSettings> => callApi(noticeSettingsGetRoute, { signal, silent: true }),
  });
}

export function useSaveNoticeSettings(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NoticeSettingsBody) => callApi(noticeSettingsSetRoute, { body }),
    onSuccess: (saved) => client.setQueryData(noticeKeys.settings(userId), saved),
  });
}

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

/**
 * A notice delivered live (`Personal` on the personal hub): it goes on top of the bell's list as unread and
 * the count moves at once. The event carries no link, so the list is marked stale: the next time the panel
 * opens it is read again, with the link. A `grouped` notice ("3 new replies in …") is one the member has unread
 * already: it is reworded and moved up, and the count stays.
 */
export function addLiveNotice(
  client: QueryClient,
  userId: string,
  notice: { id: string; message: string; creationTime: string },
  grouped = false,
): void {
  const key = noticeKeys.latest(userId);
  if (!client.getQueryData<NoticeList>(key)) {
    // Not loaded yet (or loading): the list read now, or when the bell appears, has it.
    void client.invalidateQueries({ queryKey: key });
    return;
  }
  client.setQueryData<NoticeList>(key, (list) => {
    if (!list) return list;
    const known = list.items.find((n) => n.id === notice.id);
    if (known && !grouped) return list;
    const live: Notice = known
      ? { ...known, message: notice.message, creationTime: notice.creationTime }
      : { ...notice, isRead: false, link: null, kind: 'live' };
    const counted = grouped || known !== undefined;
    return {
      items: [live, ...list.items.filter((n) => n.id !== notice.id)].slice(0, NOTICES_PER_LOAD),
      totalCount: counted ? list.totalCount : list.totalCount + 1,
      unreadCount: counted ? list.unreadCount : list.unreadCount + 1,
    };
  });
  void client.invalidateQueries({ queryKey: key, refetchType: 'none' });
}
