import {
  accountRoute,
  bbsUserRoute,
  captchaImageRoute,
  changeIconRoute,
  changePasswordRoute,
  loginRoute,
  logoutRoute,
  phoneCaptchaRepasswordRoute,
  phoneCaptchaRoute,
  registerRoute,
  retrievePasswordRoute,
  updateProfileRoute,
  userProfileRoute,
} from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountRoute, type RouteRateLimit } from '../../plugins/contract-routes.js';
import type { AccountService } from './account.service.js';

/** Test-only header carrying the captcha answer (config refuses captchaTestMode in production). */
export const CAPTCHA_ANSWER_HEADER = 'x-captcha-answer';

/**
 * Requests per client address on the routes anyone may call (counted by @fastify/rate-limit, shared through
 * Redis). Outcome rules (wrong passwords per name and address, texts per phone) live in the services; see
 * docs/decisions/0010-rate-limits.md.
 */
export const ROUTE_LIMITS = {
  /** Each image is a stored row: enough for a login form and its retries, not for filling the table. */
  captchaImage: { max: 30, windowMs: 60_000, message: '获取验证码太频繁' },
  login: { max: 20, windowMs: 10 * 60_000, message: '登录尝试太频繁' },
  /** Per route (registration and recovery each): what one address can make us text, whatever phones it names. */
  smsSend: { max: 10, windowMs: 60 * 60_000, message: '获取短信验证码太频繁' },
} satisfies Record<string, RouteRateLimit>;

export function registerAccountRoutes(
  server: FastifyInstance,
  deps: { account: AccountService; captchaTestMode: boolean },
): void {
  const { account } = deps;

  mountRoute(
    server,
    captchaImageRoute,
    async ({ reply }) => {
      const captcha = await account.issueCaptcha();
      if (deps.captchaTestMode) reply.header(CAPTCHA_ANSWER_HEADER, captcha.answer);
      return { img: captcha.img, uuid: captcha.uuid };
    },
    { rateLimit: ROUTE_LIMITS.captchaImage, cacheControl: 'no-store' },
  );
  mountRoute(server, loginRoute, ({ ctx, body }) => account.login(ctx, body), { rateLimit: ROUTE_LIMITS.login });
  mountRoute(server, registerRoute, ({ ctx, body }) => account.register(ctx, body));
  mountRoute(server, phoneCaptchaRoute, ({ ctx, body }) => account.sendPhoneCode(ctx, 'register', body), {
    rateLimit: ROUTE_LIMITS.smsSend,
  });
  mountRoute(server, phoneCaptchaRepasswordRoute, ({ ctx, body }) => account.sendPhoneCode(ctx, 'repassword', body), {
    rateLimit: ROUTE_LIMITS.smsSend,
  });
  mountRoute(server, retrievePasswordRoute, ({ ctx, body }) => account.retrievePassword(ctx, body));
  mountRoute(server, logoutRoute, ({ ctx }) => account.logout(ctx));
  mountRoute(server, accountRoute, ({ ctx }) => account.account(ctx));
  mountRoute(server, changePasswordRoute, ({ ctx, body }) => account.changePassword(ctx, body));
  mountRoute(server, changeIconRoute, ({ ctx, body }) => account.changeIcon(ctx, body));
  mountRoute(server, userProfileRoute, ({ ctx }) => account.profile(ctx));
  mountRoute(server, updateProfileRoute, ({ ctx, body }) => account.updateProfile(ctx, body));
  mountRoute(server, bbsUserRoute, ({ ctx, params }) => account.memberCard(ctx, params.id));
}
