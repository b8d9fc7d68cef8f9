import type { Timestamp } from './column-kinds.js';

/** The chat room (migration 0011): messages, each member's conversations, blocks and mutes. */
export interface ChatMessagesTable {
  id: string;
  tenant_id: string;
  /** `all`, `ai:<member id>`, or `p:<id>:<id>` (the two member ids in ascending order). */
  conversation_key: string;
  /** All | Personal | Ai */
  message_type: string;
  /** Null for the assistant's answers. */
  sender_id: string | null;
  /** The other member of a private message; the asking member of an assistant's answer; null in the room. */
  receiver_id: string | null;
  content: string;
  /** model | site: which assistant wrote an answer. */
  assistant_mode: string | null;
  /**
   * streaming | done | failed: an answer's state. At most one answer of a conversation is streaming (a partial
   * unique index, migration 0015): the assistant answers a member one question at a time on every instance.
   */
  state: string | null;
  deleted_at: Timestamp | null;
  deleted_by: string | null;
  created_at: Timestamp;
}

export interface ChatReadsTable {
  tenant_id: string;
  user_id: string;
  conversation_key: string;
  /** The other member of a private conversation; null for the room and the assistant. */
  peer_id: string | null;
  last_message_at: Timestamp | null;
  last_read_at: Timestamp | null;
}

export interface ChatBlocksTable {
  tenant_id: string;
  user_id: string;
  blocked_id: string;
  created_at: Timestamp;
}

export interface ChatMutesTable {
  tenant_id: string;
  user_id: string;
  muted_until: Timestamp;
  reason: string;
  muted_by: string;
  created_at: Timestamp;
}

export interface ChatTables {
  chat_messages: ChatMessagesTable;
  chat_reads: ChatReadsTable;
  chat_blocks: ChatBlocksTable;
  chat_mutes: ChatMutesTable;
}
