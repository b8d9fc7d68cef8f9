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
import { mountRoute } from '../../plugins/contract-routes.js';
import type { AccountService } from './account.service.js';

/** Test-only header carrying the captcha answer (config refuses captchaTestMode in production). */
export const CAPTCHA_ANSWER_HEADER = 'x-captcha-answer';

export function registerAccountRoutes(
  server: FastifyInstance,
  deps: { account: AccountService; captchaTestMode: boolean },
): void {
  const { account } = deps;

  mountRoute(server, captchaImageRoute, async ({ reply }) => {
    const captcha = await account.issueCaptcha();
    reply.header('cache-control', 'no-store');
    if (deps.captchaTestMode) reply.header(CAPTCHA_ANSWER_HEADER, captcha.answer);
    return { img: captcha.img, uuid: captcha.uuid };
  });
  mountRoute(server, loginRoute, ({ ctx, body }) => account.login(ctx, body));
  mountRoute(server, registerRoute, ({ ctx, body }) => account.register(ctx, body));
  mountRoute(server, phoneCaptchaRoute, ({ ctx, body }) => account.sendPhoneCode(ctx, 'register', body));
  mountRoute(server, phoneCaptchaRepasswordRoute, ({ ctx, body }) => account.sendPhoneCode(ctx, 'repassword', body));
  mountRoute(server, retrievePasswordRoute, ({ ctx, body }) => account.retrievePassword(ctx, body));
  mountRoute(server, logoutRoute, ({ ctx }) => account.logout(ctx));
  mountRoute(server, accountRoute, ({ ctx }) => account.account(ctx));
  mountRoute(server, changePasswordRoute, ({ ctx, body }) => account.changePassword(ctx, body));
  mountRoute(server, changeIconRoute, ({ ctx, body }) => account.changeIcon(ctx, body));
  mountRoute(server, userProfileRoute, ({ ctx }) => account.profile(ctx));
  mountRoute(server, updateProfileRoute, ({ ctx, body }) => account.updateProfile(ctx, body));
  mountRoute(server, bbsUserRoute, ({ ctx, params }) => account.memberCard(ctx, params.id));
}
