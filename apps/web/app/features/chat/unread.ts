import type { ConversationKey } from './conversation';

/**
 * Unread counts of the conversation list. The server's counts are the truth on entry; live messages add to
 * them while the conversation is not the one open, and opening one clears it.
 */
export type UnreadCounts = Readonly<Partial<Record<ConversationKey, number>>>;

export function countArrival(
  unread: UnreadCounts,
  key: ConversationKey,
  options: { open: ConversationKey | null; fromMe: boolean; visible: boolean },
): UnreadCounts {
  if (options.fromMe) return unread;
  if (options.open === key && options.visible) return unread;
  return { ...unread, [key]: (unread[key] ?? 0) + 1 };
}

export function markRead(unread: UnreadCounts, key: ConversationKey): UnreadCounts {
  if (!unread[key]) return unread;
  const next: Partial<Record<ConversationKey, number>> = { ...unread };
  delete next[key];
  return next;
}

export function totalUnread(unread: UnreadCounts): number {
  return Object.values(unread).reduce<number>((sum, count) => sum + (count ?? 0), 0);
}

/** "99+" past 99, as badges do. */
export function unreadLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}
