import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema/index.js';
import type { UsersTable } from '../../db/schema/spine.js';
import { newId } from '../../shared/ids.js';
import { iso, isoOrNull, num } from '../../shared/values.js';
import type { Tx } from '../../shared/transaction.js';
import { onTx } from '../../db/transaction.js';

export type UserStatus = 'active' | 'banned' | 'disabled';
export type Sex = 'unknown' | 'male' | 'female';

/**
 * One row per change of nick or avatar, in the transaction that makes the change: tasks count these rows, so
 * a step is neither lost when the process stops before the event is handled nor counted twice.
 */
async function logProfileChange(
  trx: Db,
  tenantId: string,
  userId: string,
  kind: 'nick' | 'icon',
  value: string,
  at: string,
): Promise<void> {
  await trx
    .insertInto('profile_changes')
    .values({ id: newId(), tenant_id: tenantId, user_id: userId, kind, value, created_at: at })
    .execute();
}

/** A users row as services see it: camelCase, timestamps as ISO strings, money in cents. */
export interface UserRecord {
  id: string;
  tenantId: string;
  userName: string;
  nick: string;
  passwordHash: string;
  phone: string | null;
  email: string | null;
  sex: Sex;
  introduction: string;
  icon: string | null;
  status: UserStatus;
  banReason: string | null;
  moneyCents: number;
  experience: number;
  topicCount: number;
  commentCount: number;
  likeReceivedCount: number;
  createdAt: string;
  updatedAt: string;
  lastLoginAt: string | null;
  lastLoginIp: string | null;
}

export interface NewUser {
  id: string;
  tenantId: string;
  userName: string;
  nick: string;
  passwordHash: string;
  phone: string | null;
  createdAt: string;
}

const STATUSES: readonly string[] = ['active', 'banned', 'disabled'];
const SEXES: readonly string[] = ['unknown', 'male', 'female'];

type UserRow = { [K in keyof UsersTable]: UsersTable[K] };

function toRecord(r: UserRow): UserRecord {
  return {
    id: r.id,
    tenantId: r.tenant_id,
    userName: r.user_name,
    nick: r.nick,
    passwordHash: r.password_hash,
    phone: r.phone,
    email: r.email,
    sex: (SEXES.includes(r.sex) ? r.sex : 'unknown') as Sex,
    introduction: r.introduction ?? '',
    icon: r.icon,
    // An unexpected value locks the account rather than opening it.
    status: (STATUSES.includes(r.status) ? r.status : 'disabled') as UserStatus,
    banReason: r.ban_reason,
    moneyCents: num(r.money_cents),
    experience: num(r.experience),
    topicCount: num(r.topic_count),
    commentCount: num(r.comment_count),
    likeReceivedCount: num(r.like_received_count),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    lastLoginAt: isoOrNull(r.last_login_at),
    lastLoginIp: r.last_login_ip,
  };
}

/** `LIKE` pattern for a substring search; `!` escapes the wildcards the same way on both engines. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, '!$&')}%`;
}

function likeLower(column: 'user_name_key' | 'nick' | 'phone' | 'email', pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '!'`;
}

export function createUserRepository(db: Db) {
  const byTenant = (tenantId: string, tx?: Tx | null) =>
    onTx(db, tx).selectFrom('users').selectAll().where('tenant_id', '=', tenantId);

  return {
    async findById(tenantId: string, id: string, tx?: Tx | null): Promise<UserRecord | undefined> {
      const row = await byTenant(tenantId, tx).where('id', '=', id).executeTakeFirst();
      return row && toRecord(row);
    },

    async findByUserName(tenantId: string, userName: string, tx?: Tx | null): Promise<UserRecord | undefined> {
      const row = await byTenant(tenantId, tx).where('user_name_key', '=', userName.toLowerCase()).executeTakeFirst();
      return row && toRecord(row);
    },

    /** Member cards are addressed by id or by user name (profile URLs use the name). */
    async findByIdOrUserName(tenantId: string, idOrName: string): Promise<UserRecord | undefined> {
      const row = await byTenant(tenantId)
        .where((eb: ExpressionBuilder<Database, 'users'>) =>
          eb.or([eb('id', '=', idOrName), eb('user_name_key', '=', idOrName.toLowerCase())]),
        )
        .executeTakeFirst();
      return row && toRecord(row);
    },

    async findByPhone(tenantId: string, phone: string, tx?: Tx | null): Promise<UserRecord | undefined> {
      const row = await byTenant(tenantId, tx).where('phone', '=', phone).executeTakeFirst();
      return row && toRecord(row);
    },

    async userNameTaken(tenantId: string, userName: string, tx?: Tx | null): Promise<boolean> {
      const row = await onTx(db, tx)
        .selectFrom('users')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('user_name_key', '=', userName.toLowerCase())
        .executeTakeFirst();
      return row !== undefined;
    },

    async phoneTaken(tenantId: string, phone: string, tx?: Tx | null): Promise<boolean> {
      const row = await onTx(db, tx)
        .selectFrom('users')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('phone', '=', phone)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Throws the database's unique violation when the name or phone is taken (checked by the caller). */
    async insert(tx: Tx, user: NewUser): Promise<void> {
      await onTx(db, tx)
        .insertInto('users')
        .values({
          id: user.id,
          tenant_id: user.tenantId,
          user_name: user.userName,
          user_name_key: user.userName.toLowerCase(),
          nick: user.nick,
          password_hash: user.passwordHash,
          phone: user.phone,
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
          created_at: user.createdAt,
          updated_at: user.createdAt,
          last_login_at: null,
          last_login_ip: null,
        })
        .execute();
    },

    async recordLogin(id: string, at: string, ip: string | null, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .updateTable('users')
        .set({ last_login_at: at, last_login_ip: ip })
        .where('id', '=', id)
        .execute();
    },

    async updatePasswordHash(id: string, passwordHash: string, at: string, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    /** Logs a real change in the same transaction: tasks count these rows (docs/product.md#tasks). */
    async updateIcon(tx: Tx, tenantId: string, id: string, icon: string, at: string): Promise<void> {
      {
        const trx = onTx(db, tx);
        const before = await trx
          .selectFrom('users')
          .select('icon')
          .where('tenant_id', '=', tenantId)
          .where('id', '=', id)
          .executeTakeFirst();
        await trx
          .updateTable('users')
          .set({ icon, updated_at: at })
          .where('tenant_id', '=', tenantId)
          .where('id', '=', id)
          .execute();
        if (before && before.icon !== icon) await logProfileChange(trx, tenantId, id, 'icon', icon, at);
      }
    },

    async updateProfile(
      tx: Tx,
      tenantId: string,
      id: string,
      profile: { nick: string; email: string | null; sex: Sex; introduction: string },
      at: string,
    ): Promise<void> {
      {
        const trx = onTx(db, tx);
        const before = await trx
          .selectFrom('users')
          .select('nick')
          .where('tenant_id', '=', tenantId)
          .where('id', '=', id)
          .executeTakeFirst();
        await trx
          .updateTable('users')
          .set({
            nick: profile.nick,
            email: profile.email,
            sex: profile.sex,
            introduction: profile.introduction,
            updated_at: at,
          })
          .where('tenant_id', '=', tenantId)
          .where('id', '=', id)
          .execute();
        if (before && before.nick !== profile.nick) {
          await logProfileChange(trx, tenantId, id, 'nick', profile.nick, at);
        }
      }
    },

    async updateStatus(
      tenantId: string,
      id: string,
      status: UserStatus,
      banReason: string | null,
      at: string,
      tx?: Tx | null,
    ): Promise<void> {
      await onTx(db, tx)
        .updateTable('users')
        .set({ status, ban_reason: banReason, updated_at: at })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },

    /** Newest first; `filter` matches user name, nick, phone or e-mail, case-insensitively. */
    async list(
      tenantId: string,
      options: { filter?: string | undefined; skip: number; take: number },
    ): Promise<{ items: UserRecord[]; totalCount: number }> {
      let base = db.selectFrom('users').where('tenant_id', '=', tenantId);
      const filter = options.filter?.trim();
      if (filter) {
        const pattern = containsPattern(filter);
        base = base.where((eb) =>
          eb.or([
            likeLower('user_name_key', pattern),
            likeLower('nick', pattern),
            likeLower('phone', pattern),
            likeLower('email', pattern),
          ]),
        );
      }
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(options.skip)
          .limit(options.take)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toRecord), totalCount: num(count.n) };
    },
  };
}
