import { randomBytes } from 'node:crypto';
import {
  ErrorCodes,
  MEMBER_PERMISSIONS,
  ROLE_DEFAULT,
  ROLE_MEMBER,
  SEEDED_ROLES,
  WELCOME_GRANT_KEY,
  WELCOME_GRANT_SETTING,
  welcomeGrantCents,
  fileUrl,
  levelOf,
  type AccountResult,
  type BbsUserCard,
  type ChangeIconBody,
  type ChangePasswordBody,
  type LoginBody,
  type PhoneCaptchaBody,
  type RegisterBody,
  type RetrievePasswordBody,
} from '@clearsight/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../shared/db-errors.js';
import type { DomainEvents } from '../../events.js';
import { AppError } from '../../shared/app-error.js';
import type { Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import type { RequestContext, SessionUser } from '../../shared/request-context.js';
import type { FileService } from '../file/file.service.js';
import type { AccountStore } from './account.repository.js';
import type { CaptchaService } from './captcha.service.js';
import { hashPassword, passwordProblem, verifyPassword } from '../../shared/password.js';
import type { DomainLimits, LimitRule } from './domain-limits.js';
import type { SessionService } from './session.service.js';
import type { SmsPurpose } from './sms-code.repository.js';
import type { SmsCodeService } from './sms-code.service.js';
import type { Sex, UserRecord, UserStatus } from './user.repository.js';
import type { Transactor, Tx } from '../../shared/transaction.js';
import type { WalletService } from '../wallet/wallet.service.js';

/**
 * Wrong passwords for one user name from one address. Counted per (name, address), never per name alone:
 * a name is public, and a per-name lock would let anyone lock its owner out. The per-address limit on the
 * login route and the one-guess image captcha bound guessing across names and addresses.
 */
export const LOGIN_FAILURES_PER_NAME_AND_ADDRESS: LimitRule = { limit: 5, windowMs: 10 * 60_000 };
/** Wrong old passwords of a signed-in member (someone holding a session is guessing). */
const PASSWORD_CHANGE_FAILURES: LimitRule = { limit: 5, windowMs: 10 * 60_000 };

export const MESSAGES = {
  badCredentials: '用户名或密码错误',
  userNameTaken: '用户名已被注册',
  /** Told only to someone who proved the phone with its SMS code. */
  phoneTaken: '该手机号已注册',
  phoneUnknown: '该手机号未注册',
  accountDisabled: '账号已被停用，请联系管理员',
  userNotFound: '用户不存在',
} as const;

/** Verified against when the user name is unknown, so both failures cost the same time. */
let dummyHash: Promise<string> | null = null;
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/** Avatars, nicks and introductions are public content: a banned member may not change them. */
function assertNotBanned(user: SessionUser): void {
  if (user.status === 'banned') {
    throw AppError.forbidden('你已被禁言，暂时只能浏览，不能修改公开资料', ErrorCodes.accountBanned);
  }
}

export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  if (phone.length >= 7) return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
  return '*'.repeat(phone.length);
}

function money(cents: number): number {
  return Math.round(cents) / 100;
}

/** The level badge by the tenant's level table (features/level), or the default table when none is given. */
export interface LevelBadges {
  badge(tenantId: string, experience: number): Promise<{ level: number; name: string; nameEn: string }>;
}

function toAccountUser(u: UserRecord, level = levelOf(u.experience)): AccountResult['user'] {
  return {
    id: u.id,
    userName: u.userName,
    nick: u.nick,
    icon: fileUrl(u.icon),
    money: money(u.moneyCents),
    experience: u.experience,
    level: level.level,
    levelName: level.name,
    levelNameEn: level.nameEn,
    status: u.status,
    creationTime: u.createdAt,
  };
}

function toProfile(u: UserRecord) {
  return {
    id: u.id,
    userName: u.userName,
    nick: u.nick,
    icon: fileUrl(u.icon),
    email: u.email,
    phone: maskPhone(u.phone),
    sex: u.sex,
    introduction: u.introduction,
    creationTime: u.createdAt,
  };
}

/** What anyone may see of a member: built field by field so nothing private can slip through. */
export function toCard(u: UserRecord, level = levelOf(u.experience)): BbsUserCard {
  return {
    id: u.id,
    userName: u.userName,
    nick: u.nick,
    icon: fileUrl(u.icon),
    introduction: u.introduction,
    sex: u.sex,
    level: level.level,
    levelName: level.name,
    levelNameEn: level.nameEn,
    experience: u.experience,
    money: money(u.moneyCents),
    topicCount: u.topicCount,
    commentCount: u.commentCount,
    likeReceivedCount: u.likeReceivedCount,
    creationTime: u.createdAt,
  };
}

/** Control, zero-width, bidi-override and BOM characters. */
const INVISIBLE_CHARACTERS = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE_CHARACTERS.test(text);
}

function signedIn(ctx: RequestContext): SessionUser {
  if (!ctx.user) throw AppError.unauthorized();
  return ctx.user;
}

const loginFailureKey = (tenantId: string, userName: string, ip: string) =>
  `login:fail:${tenantId}:${userName.toLowerCase()}:${ip}`;

export function createAccountService(deps: {
  store: AccountStore;
  sessions: SessionService;
  captcha: CaptchaService;
  smsCodes: SmsCodeService;
  files: FileService;
  events: DomainEvents;
  transactor: Transactor;
  clock: Clock;
  limits: DomainLimits;
  levels?: LevelBadges;
  /**
   * The welcome grant (docs/decisions/0024): the wallet credits it and the site settings say how much. Without
   * them (a service built for a test of something else) new members start with nothing.
   */
  wallet?: Pick<WalletService, 'credit'>;
  settings?: { value(tenantId: string, key: string): Promise<string | undefined> };
}) {
  const { store, sessions, captcha, smsCodes, files, events, transactor, clock, limits } = deps;
  const badge = (tenantId: string, u: UserRecord) =>
    deps.levels ? deps.levels.badge(tenantId, u.experience) : Promise.resolve(levelOf(u.experience));
  const { users, roles } = store;

  async function currentUser(ctx: RequestContext): Promise<UserRecord> {
    const me = signedIn(ctx);
    const user = await users.findById(ctx.tenantId, me.id);
    if (!user) throw AppError.unauthorized();
    return user;
  }

  async function endSessions(tenantId: string, userId: string, reason: string, keepSessionId?: string): Promise<void> {
    const sessionIds = await sessions.revokeAllForUser(userId, reason, keepSessionId);
    if (sessionIds.length > 0) events.emit('session.revoked', { tenantId, userId, sessionIds, reason });
  }

  /** The member role of a tenant, created on first use so members of a new tenant can post at once too. */
  async function memberRoleId(tenantId: string): Promise<string> {
    const existing = await roles.findByCode(tenantId, ROLE_MEMBER);
    if (existing) return existing.id;
    const seeded = SEEDED_ROLES.find((r) => r.code === ROLE_MEMBER);
    try {
      // A unit of its own: a unique violation aborts a PostgreSQL transaction, and losing this race is normal.
      await transactor.run((tx) =>
        roles.insertRole(
          tx,
          {
            id: newId(),
            tenantId,
            code: ROLE_MEMBER,
            name: seeded?.name ?? ROLE_MEMBER,
            description: '',
            isSystem: true,
            createdAt: clock.now().toISOString(),
          },
          seeded?.permissions ?? MEMBER_PERMISSIONS,
        ),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const created = await roles.findByCode(tenantId, ROLE_MEMBER);
    if (!created) throw new Error(`Role ${ROLE_MEMBER} missing in tenant ${tenantId}`);
    return created.id;
  }

  /**
   * The one way a member account comes to be (registration by phone, and a first login through a third-party
   * provider): the user row with the tenant's member role, plus the caller's own rows (`alsoInTheUnit`: the
   * SMS code used up, the provider identity) in the same unit of work; `user.registered` once it committed.
   * The welcome grant is a ledger row of that unit too (reason `welcome`, once per member by its idempotency
   * key): a member never exists without it, nor it without the member.
   * A unique violation (the name or phone taken meanwhile, the identity bound meanwhile) propagates.
   */
  async function createMember(
    input: { tenantId: string; userName: string; nick: string; passwordHash: string; phone: string | null },
    alsoInTheUnit?: (tx: Tx, userId: string) => Promise<void>,
  ): Promise<string> {
    const roleId = await memberRoleId(input.tenantId);
    const { wallet, settings } = deps;
    // Read before the unit of work: inside it every query takes its `tx` (decision 0018).
    const grantCents =
      wallet && settings ? welcomeGrantCents(await settings.value(input.tenantId, WELCOME_GRANT_SETTING)) : 0;
    const id = newId();
    await transactor.run(async (tx) => {
      await users.insert(tx, { id, ...input, createdAt: clock.now().toISOString() });
      await roles.assign(id, roleId, tx);
      if (wallet && grantCents > 0) {
        await wallet.credit(
          {
            tenantId: input.tenantId,
            userId: id,
            amountCents: grantCents,
            reason: 'welcome',
            idempotencyKey: WELCOME_GRANT_KEY,
          },
          tx,
        );
      }
      if (alsoInTheUnit) await alsoInTheUnit(tx, id);
      tx.afterCommit(() =>
        events.emit('user.registered', { tenantId: input.tenantId, userId: id, userName: input.userName }),
      );
    });
    return id;
  }

  function assertGoodPassword(member: string, password: string, userName: string): void {
    const problem = passwordProblem(password, userName);
    if (problem) throw AppError.field(member, problem);
  }

  return {
    async issueCaptcha() {
      return captcha.issue();
    },

    /** Attempts per address are limited on the route; this counts wrong passwords per (name, address). */
    async login(ctx: RequestContext, body: z.infer<typeof LoginBody>) {
      await captcha.assertSolved(body.uuid, body.code);

      const failureKey = loginFailureKey(ctx.tenantId, body.username, ctx.ip);
      const lock = await limits.peek(failureKey, LOGIN_FAILURES_PER_NAME_AND_ADDRESS);
      if (!lock.allowed) throw AppError.retryLater('密码错误次数过多', lock.retryAfterSeconds);
      const user = await users.findByUserName(ctx.tenantId, body.username);
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), body.password);
      if (!user || !passwordOk) {
        await limits.hit(failureKey, LOGIN_FAILURES_PER_NAME_AND_ADDRESS);
        throw AppError.forbidden(MESSAGES.badCredentials, ErrorCodes.badCredentials);
      }
      // Status is told only to someone who knows the password. A banned member still logs in and reads
      // (docs/product.md#banned-and-disabled, docs/decisions/0005); only a disabled account is kept out.
      if (user.status === 'disabled') throw AppError.forbidden(MESSAGES.accountDisabled, ErrorCodes.accountDisabled);

      await limits.reset(failureKey, LOGIN_FAILURES_PER_NAME_AND_ADDRESS);
      const session = await sessions.create({
        userId: user.id,
        tenantId: ctx.tenantId,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
      await users.recordLogin(user.id, clock.now().toISOString(), ctx.ip);
      events.emit('user.logged-in', { tenantId: ctx.tenantId, userId: user.id });
      return { token: session.token };
    },

    async register(ctx: RequestContext, body: z.infer<typeof RegisterBody>) {
      const { tenantId } = ctx;
      const { userName, phone } = body;
      assertGoodPassword('password', body.password, userName);
      // User names are public (profiles show them); phones are not: whether a phone is taken is said only
      // after its code proved the visitor holds it.
      if (await users.userNameTaken(tenantId, userName)) throw AppError.conflict(MESSAGES.userNameTaken);
      const code = await smsCodes.verify({ tenantId, phone, purpose: 'register', code: body.code });
      if (await users.phoneTaken(tenantId, phone)) throw AppError.conflict(MESSAGES.phoneTaken);

      const passwordHash = await hashPassword(body.password);
      let id: string;
      try {
        // The code is used up only if the account is created, and the account only with an unused code.
        id = await createMember({ tenantId, userName, nick: userName, passwordHash, phone }, (tx) =>
          smsCodes.consume(tx, code),
        );
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // A concurrent registration took the name or the phone between our checks and the insert.
        throw AppError.conflict(
          (await users.userNameTaken(tenantId, userName)) ? MESSAGES.userNameTaken : MESSAGES.phoneTaken,
        );
      }
      // The SMS code already proved the phone: the new member is logged in at once, with the same
      // revocable session a password login gives.
      const session = await sessions.create({ userId: id, tenantId, ip: ctx.ip, userAgent: ctx.userAgent });
      await users.recordLogin(id, clock.now().toISOString(), ctx.ip);
      return { userName, nick: userName, token: session.token };
    },

    /**
     * Answers the same whether or not the phone has an account, so the form cannot be used to find out whose
     * phone is registered; the text to the phone tells its owner (see SmsCodeService.send).
     */
    async sendPhoneCode(ctx: RequestContext, purpose: SmsPurpose, body: z.infer<typeof PhoneCaptchaBody>) {
      await captcha.assertSolved(body.uuid, body.code);
      const phoneRegistered = await users.phoneTaken(ctx.tenantId, body.phone);
      return smsCodes.send({ tenantId: ctx.tenantId, phone: body.phone, purpose, phoneRegistered });
    },

    async retrievePassword(ctx: RequestContext, body: z.infer<typeof RetrievePasswordBody>) {
      // The code first: until it is proven, a known and an unknown phone get the same answers.
      const code = await smsCodes.verify({
        tenantId: ctx.tenantId,
        phone: body.phone,
        purpose: 'repassword',
        code: body.code,
      });
      const user = await users.findByPhone(ctx.tenantId, body.phone);
      if (!user) throw AppError.notFound(MESSAGES.phoneUnknown);
      assertGoodPassword('password', body.password, user.userName);
      const passwordHash = await hashPassword(body.password);
      await transactor.run(async (tx) => {
        await smsCodes.consume(tx, code);
        await users.updatePasswordHash(user.id, passwordHash, clock.now().toISOString(), tx);
      });
      // Whoever knew the old password (or held a session) is out; the owner starts clean.
      await endSessions(ctx.tenantId, user.id, 'password-reset');
      await limits.reset(loginFailureKey(ctx.tenantId, user.userName, ctx.ip), LOGIN_FAILURES_PER_NAME_AND_ADDRESS);
      return { userName: user.userName };
    },

    async logout(ctx: RequestContext) {
      const me = signedIn(ctx);
      await sessions.revoke(me.sessionId, 'logout');
      events.emit('session.revoked', {
        tenantId: ctx.tenantId,
        userId: me.id,
        sessionIds: [me.sessionId],
        reason: 'logout',
      });
      return { ok: true as const };
    },

    async account(ctx: RequestContext): Promise<AccountResult> {
      const user = await currentUser(ctx);
      const { roleCodes, permissionCodes } = await roles.rolesAndPermissionsOf(user.id);
      return {
        user: toAccountUser(user, await badge(ctx.tenantId, user)),
        roleCodes: roleCodes.length > 0 ? roleCodes : [ROLE_DEFAULT],
        permissionCodes,
      };
    },

    async changePassword(ctx: RequestContext, body: z.infer<typeof ChangePasswordBody>) {
      const user = await currentUser(ctx);
      const failureKey = `password:fail:${user.id}`;
      const lock = await limits.peek(failureKey, PASSWORD_CHANGE_FAILURES);
      if (!lock.allowed) throw AppError.retryLater('原密码错误次数过多', lock.retryAfterSeconds);
      if (!(await verifyPassword(user.passwordHash, body.oldPassword))) {
        await limits.hit(failureKey, PASSWORD_CHANGE_FAILURES);
        throw AppError.field('oldPassword', '原密码不正确');
      }
      if (body.oldPassword === body.newPassword) throw AppError.field('newPassword', '新密码不能与原密码相同');
      assertGoodPassword('newPassword', body.newPassword, user.userName);
      await users.updatePasswordHash(user.id, await hashPassword(body.newPassword), clock.now().toISOString());
      await endSessions(ctx.tenantId, user.id, 'password-changed', signedIn(ctx).sessionId);
      return { ok: true as const };
    },

    async changeIcon(ctx: RequestContext, body: z.infer<typeof ChangeIconBody>) {
      const me = signedIn(ctx);
      assertNotBanned(me);
      const file = await files.requireOwnImage(ctx.tenantId, body.icon, me.id);
      await transactor.run(async (tx) => {
        await users.updateIcon(tx, ctx.tenantId, me.id, file.id, clock.now().toISOString());
        tx.afterCommit(() =>
          events.emit('profile.avatar-changed', { tenantId: ctx.tenantId, userId: me.id, fileId: file.id }),
        );
      });
      return { icon: fileUrl(file.id) ?? '' };
    },

    async profile(ctx: RequestContext) {
      return toProfile(await currentUser(ctx));
    },

    async updateProfile(
      ctx: RequestContext,
      body: { nick: string; email?: string | undefined; sex?: Sex | undefined; introduction?: string | undefined },
    ) {
      assertNotBanned(signedIn(ctx));
      const user = await currentUser(ctx);
      const nick = body.nick.trim();
      // Invisible characters make nicks that look like someone else's.
      if (hasInvisibleCharacters(nick)) {
        throw AppError.field('nick', '昵称不能包含不可见字符');
      }
      const next = {
        nick,
        email: body.email === undefined ? user.email : body.email.trim() || null,
        sex: body.sex ?? user.sex,
        introduction: body.introduction ?? user.introduction,
      };
      await transactor.run((tx) => users.updateProfile(tx, ctx.tenantId, user.id, next, clock.now().toISOString()));
      if (nick !== user.nick) {
        await sessions.refreshUser(user.id);
        events.emit('profile.nick-changed', { tenantId: ctx.tenantId, userId: user.id, nick });
      }
      return toProfile({ ...user, ...next });
    },

    createMember,

    /**
     * A member's standing (a forum write ban, a console status change), in the caller's unit of work. The
     * cached principals of the member are dropped once it commits, so the next request sees it.
     */
    async setStatus(
      tx: Tx,
      tenantId: string,
      userId: string,
      status: UserStatus,
      banReason: string | null,
    ): Promise<void> {
      await users.updateStatus(tenantId, userId, status, banReason, clock.now().toISOString(), tx);
      tx.afterCommit(() => sessions.refreshUser(userId));
    },

    /** A login that did not go through the password form (a third-party provider): its time and address. */
    async recordLogin(userId: string, ip: string | null, tx?: Tx | null): Promise<void> {
      await users.recordLogin(userId, clock.now().toISOString(), ip, tx);
    },

    async memberCard(ctx: RequestContext, idOrName: string): Promise<BbsUserCard> {
      const user = await users.findByIdOrUserName(ctx.tenantId, idOrName.trim());
      if (!user) throw AppError.notFound(MESSAGES.userNotFound);
      return toCard(user, await badge(ctx.tenantId, user));
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
