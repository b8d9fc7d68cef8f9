/**
 * One conversation's messages, oldest first, as they arrive from history pages and from the hub. Pure
 * functions over arrays: the page keeps the result in state and React re-renders.
 */
export interface ListedMessage {
  id: string;
  content: string;
  creationTime: string;
}

function byTime(a: ListedMessage, b: ListedMessage): number {
  if (a.creationTime !== b.creationTime) return a.creationTime < b.creationTime ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Adds a message that arrived live. A streamed answer arrives as pieces carrying the same id
 * (`receiveMsg` kind 3): each piece's content is appended to the message with that id, or starts it. Any
 * other message with a known id replaces the copy (the sender's own copy, a second tab, a reconnect).
 */
export function mergeLive<T extends ListedMessage>(list: readonly T[], incoming: T, piece: boolean): T[] {
  const at = list.findIndex((message) => message.id === incoming.id);
  if (at === -1) return insertSorted(list, incoming);
  const existing = list[at]!;
  // A piece brings its own state (streaming, done, failed); the bubble keeps its place and its text so far.
  const merged = piece
    ? { ...existing, ...incoming, content: existing.content + incoming.content, creationTime: existing.creationTime }
    : { ...existing, ...incoming };
  const next = list.slice();
  next[at] = merged;
  return next;
}

function insertSorted<T extends ListedMessage>(list: readonly T[], incoming: T): T[] {
  let at = list.length;
  // Live messages are almost always the newest: walk back from the end.
  while (at > 0 && byTime(list[at - 1]!, incoming) > 0) at -= 1;
  return [...list.slice(0, at), incoming, ...list.slice(at)];
}

/**
 * Adds a page of history (older or the first one). Messages already held win over the page's copy: a
 * streamed answer in progress holds more than its stored row did when the page was read.
 */
export function mergePage<T extends ListedMessage>(list: readonly T[], page: readonly T[]): T[] {
  const held = new Set(list.map((message) => message.id));
  const fresh = page.filter((message) => !held.has(message.id));
  if (fresh.length === 0) return list.slice();
  return [...fresh, ...list].sort(byTime);
}

export function removeMessage<T extends ListedMessage>(list: readonly T[], id: string): T[] {
  return list.filter((message) => message.id !== id);
}
