import { timingSafeEqual } from 'node:crypto';
import { ErrorCodes } from '@clearsight/contracts';
import type * as SvgCaptcha from 'svg-captcha';
import { AppError } from '../../shared/app-error.js';
import { addMs, type Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import { loadOnUse } from '../../shared/load-on-use.js';
import type { CaptchaRepository } from './captcha.repository.js';

export const CAPTCHA_TTL_MS = 5 * 60_000;
/** The message the client reacts to by refreshing the image (docs/product.md#captcha-and-sms-codes). */
export const CAPTCHA_WRONG_MESSAGE = '验证码错误';

/**
 * svg-captcha parses its font when it is loaded (a few MB of glyph outlines held for good), so it is loaded by
 * the first captcha a visitor asks for rather than by every server start.
 */
const svgCaptcha = () => loadOnUse('svg-captcha') as typeof SvgCaptcha;

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a.toLowerCase());
  const y = Buffer.from(b.toLowerCase());
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * One-time image captchas: stored server-side (any instance can check them), expire after 5 minutes, and
 * are consumed by the first check whether it is right or wrong, so each image allows exactly one guess.
 */
export function createCaptchaService(deps: { repo: CaptchaRepository; clock: Clock }) {
  const { repo, clock } = deps;

  /** True when the answer is right and the challenge unused and unexpired; uses the challenge up either way. */
  async function check(uuid: string, code: string): Promise<boolean> {
    const now = clock.now();
    const challenge = await repo.consume(uuid, now.toISOString());
    if (!challenge) return false;
    if (Date.parse(challenge.expiresAt) <= now.getTime()) return false;
    return sameText(challenge.answer, code.trim());
  }

  return {
    async issue(): Promise<{ uuid: string; img: string; answer: string }> {
      const now = clock.now();
      // Every image is a stored row: the ones that can no longer pass go as new ones come, so the table
      // holds at most the last five minutes' worth (the route limits how fast one address adds to it).
      await repo.deleteSpent(now.toISOString());
      const captcha = svgCaptcha().create({
        size: 4,
        // Characters people confuse with each other in a distorted image.
        ignoreChars: '0oO1iIlLqg9',
        noise: 2,
        color: true,
        width: 120,
        height: 40,
        fontSize: 48,
      });
      const uuid = newId(now.getTime());
      await repo.insert({
        id: uuid,
        answer: captcha.text.toLowerCase(),
        expiresAt: addMs(now, CAPTCHA_TTL_MS).toISOString(),
      });
      return { uuid, img: Buffer.from(captcha.data, 'utf8').toString('base64'), answer: captcha.text };
    },

    check,

    async assertSolved(uuid: string, code: string): Promise<void> {
      if (!(await check(uuid, code))) throw AppError.forbidden(CAPTCHA_WRONG_MESSAGE, ErrorCodes.captchaWrong);
    },
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
