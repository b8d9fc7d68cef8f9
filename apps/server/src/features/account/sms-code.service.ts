import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../shared/app-error.js';
import { addMs, type Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import type { SmsProvider } from '../../shared/sms-provider.js';
import type { DomainLimits, LimitRule } from './domain-limits.js';
import type { SmsCodeRecord, SmsCodeRepository, SmsPurpose } from './sms-code.repository.js';
import type { Tx } from '../../shared/transaction.js';

export const SMS_CODE_TTL_MS = 10 * 60_000;
export const SMS_RESEND_MS = 60_000;
export const SMS_MAX_ATTEMPTS = 5;
/** Caps what one phone receives in a day, however many addresses ask (per address: the routes' limits). */
export const SMS_PER_PHONE_PER_DAY: LimitRule = { limit: 10, windowMs: 24 * 60 * 60_000 };
/** Old codes of a phone are kept this long (the resend cooldown reads them), then removed on the next send. */
const KEEP_CODES_MS = 24 * 60 * 60_000;

/**
 * The text for a request. Whoever asks gets the same answer whether or not the phone has an account; only
 * the phone's owner learns it, from the text: a registration request for a registered phone, or a recovery
 * request for an unknown one, is told so instead of getting a code.
 */
function messageFor(purpose: SmsPurpose, phoneRegistered: boolean, signName: string, code: string): string {
  const minutes = SMS_CODE_TTL_MS / 60_000;
  if (purpose === 'register') {
    return phoneRegistered
      ? `【${signName}】有人正在用本手机号注册账号，但该手机号已注册，无需再次注册。如忘记密码，请使用“找回密码”。如非本人操作，请忽略本短信。`
      : `【${signName}】您的注册验证码为 ${code}，${minutes} 分钟内有效。`;
  }
  return phoneRegistered
    ? `【${signName}】您正在找回密码，验证码为 ${code}，${minutes} 分钟内有效。如非本人操作，请忽略本短信。`
    : `【${signName}】有人正在用本手机号找回密码，但该手机号尚未注册账号。如非本人操作，请忽略本短信。`;
}

/**
 * Phone verification codes. Only a keyed hash is stored (the secret is the pepper, and the phone and
 * purpose are bound in, so a register code never works for a password reset). A code is stored for every
 * send, also when the text carries none, so checking it later behaves the same for every phone. The
 * 60-second resend rule is held twice: by the shared store (atomic across concurrent requests) and by the
 * latest row in the database (holds even for instances that do not share the store).
 */
export function createSmsCodeService(deps: {
  repo: SmsCodeRepository;
  sms: SmsProvider;
  clock: Clock;
  limits: DomainLimits;
  pepper: string;
  signName: string;
}) {
  const { repo, sms, clock, limits } = deps;

  const hashOf = (tenantId: string, phone: string, purpose: string, code: string) =>
    createHmac('sha256', deps.pepper).update(`${tenantId}\n${phone}\n${purpose}\n${code}`).digest('hex');

  const tooSoon = (seconds: number) => AppError.tooManyRequests(`短信发送太频繁，请 ${Math.max(1, seconds)} 秒后再试`);

  return {
    /** Sends a code (or, see messageFor, the notice the phone's owner gets instead). */
    async send(input: { tenantId: string; phone: string; purpose: SmsPurpose; phoneRegistered: boolean }) {
      const { tenantId, phone, purpose } = input;
      const now = clock.now();
      const lastSentAt = await repo.lastSentAt(tenantId, phone);
      if (lastSentAt) {
        const left = SMS_RESEND_MS - (now.getTime() - Date.parse(lastSentAt));
        if (left > 0) throw tooSoon(Math.ceil(left / 1000));
      }
      const cooldownKey = `sms:cooldown:${tenantId}:${phone}`;
      const wait = await limits.claim(cooldownKey, SMS_RESEND_MS);
      if (wait > 0) throw tooSoon(wait);
      const daily = await limits.hit(`sms:phone:${tenantId}:${phone}`, SMS_PER_PHONE_PER_DAY);
      if (!daily.allowed) throw AppError.tooManyRequests('该手机号今天获取验证码的次数已达上限，请明天再试');

      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      const id = newId(now.getTime());
      await repo.deleteForPhoneBefore(tenantId, phone, addMs(now, -KEEP_CODES_MS).toISOString());
      await repo.insert({
        id,
        tenantId,
        phone,
        purpose,
        codeHash: hashOf(tenantId, phone, purpose, code),
        createdAt: now.toISOString(),
        expiresAt: addMs(now, SMS_CODE_TTL_MS).toISOString(),
      });
      try {
        await sms.send({ tenantId, phone, content: messageFor(purpose, input.phoneRegistered, deps.signName, code) });
      } catch {
        // Nothing reached the phone: let the visitor ask again at once.
        await repo.delete(id);
        await limits.release(cooldownKey);
        throw new AppError(503, 'SmsUnavailable', '短信发送失败，请稍后再试');
      }
      return { resendAfterSeconds: SMS_RESEND_MS / 1000, expiresInSeconds: SMS_CODE_TTL_MS / 1000 };
    },

    /**
     * Checks a code against the latest one sent to the phone for the purpose. A wrong guess is counted; after
     * SMS_MAX_ATTEMPTS the code is dead. The caller consumes the returned code inside its own transaction.
     */
    async verify(input: {
      tenantId: string;
      phone: string;
      purpose: SmsPurpose;
      code: string;
    }): Promise<SmsCodeRecord> {
      const latest = await repo.latest(input.tenantId, input.phone, input.purpose);
      // A used code answers like no code at all: "already used" would tell anyone who names the phone that
      // it was registered (or its password reset) with it.
      if (!latest || latest.consumedAt) throw AppError.field('code', '请先获取短信验证码');
      if (Date.parse(latest.expiresAt) <= clock.now().getTime()) {
        throw AppError.field('code', '短信验证码已过期，请重新获取');
      }
      if (latest.attempts >= SMS_MAX_ATTEMPTS) throw AppError.field('code', '短信验证码错误次数过多，请重新获取');
      const expected = Buffer.from(latest.codeHash, 'hex');
      const given = Buffer.from(hashOf(input.tenantId, input.phone, input.purpose, input.code.trim()), 'hex');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        await repo.recordFailedAttempt(latest.id);
        const left = SMS_MAX_ATTEMPTS - latest.attempts - 1;
        throw AppError.field(
          'code',
          left > 0 ? `短信验证码错误，还可以再试 ${left} 次` : '短信验证码错误次数过多，请重新获取',
        );
      }
      return latest;
    },

    /** Uses a verified code once, in the caller's unit of work so it commits with the caller's write. */
    async consume(tx: Tx, code: SmsCodeRecord): Promise<void> {
      const used = await repo.consume(code.id, clock.now().toISOString(), SMS_MAX_ATTEMPTS, tx);
      if (!used) throw AppError.field('code', '短信验证码已使用，请重新获取');
    },
  };
}
export type SmsCodeService = ReturnType<typeof createSmsCodeService>;
