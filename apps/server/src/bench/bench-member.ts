import type { Insertable } from 'kysely';
import type { UsersTable } from '../db/schema/spine.js';
import { newId } from '../shared/ids.js';

/** A plain active member as the benchmarks' servers insert them directly (no registration, no money). */
export function benchMemberRow(input: {
  tenantId: string;
  userName: string;
  nick: string;
  passwordHash: string;
  now: string;
}): Insertable<UsersTable> & { id: string } {
  return {
    id: newId(),
    tenant_id: input.tenantId,
    user_name: input.userName,
    user_name_key: input.userName,
    nick: input.nick,
    password_hash: input.passwordHash,
    phone: null,
    email: null,
    sex: 'unknown',
    introduction: '',
    icon: null,
    status: 'active',
    ban_reason: null,
    money_cents: 0,
    experience: 0,
    topic_count: 0,
    comment_count: 0,
    like_received_count: 0,
    created_at: input.now,
    updated_at: input.now,
    last_login_at: null,
    last_login_ip: null,
  };
}
