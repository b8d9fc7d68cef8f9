import type { ConversationKey } from './conversation';

/**
 * Unsent text per conversation (docs/product.md#chat-room-and-assistant): switching conversations keeps
 * what was typed, and session storage keeps it across a reload of the tab (never across members: the key
 * carries the member's id).
 */
const PREFIX = 'chat.drafts.';

export type Drafts = Readonly<Partial<Record<ConversationKey, string>>>;

export function withDraft(drafts: Drafts, key: ConversationKey, text: string): Drafts {
  const next: Partial<Record<ConversationKey, string>> = { ...drafts };
  if (text) next[key] = text;
  else delete next[key];
  return next;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadDrafts(memberId: string): Drafts {
  try {
    const raw = storage()?.getItem(PREFIX + memberId);
    if (!raw) return {};
    const parsed = JSON.parse(raw) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const out: Partial<Record<ConversationKey, string>> = {};
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (typeof value === 'string' && value && /^(all|ai|user:.+)$/.test(key)) out[key as ConversationKey] = value;
    }
    return out;
  } catch {
    return {};
  }
}

export function saveDrafts(memberId: string, drafts: Drafts): void {
  try {
    const store = storage();
    if (!store) return;
    if (Object.keys(drafts).length === 0) store.removeItem(PREFIX + memberId);
    else store.setItem(PREFIX + memberId, JSON.stringify(drafts));
  } catch {
    // Storage may be full or disabled; the drafts still live in memory for this visit.
  }
}
