import {
  bbsUserRoute,
  phoneCaptchaRepasswordRoute,
  phoneCaptchaRoute,
  registerRoute,
  retrievePasswordRoute,
  type BodyOf,
} from '@clearsight/contracts';
import { useEffect } from 'react';
import { callApi } from '../../lib/http/client';
import { setMoney } from '../../lib/session/session-store';

export function sendRegisterSms(body: BodyOf<typeof phoneCaptchaRoute>) {
  return callApi(phoneCaptchaRoute, { body });
}

export function sendRecoverySms(body: BodyOf<typeof phoneCaptchaRepasswordRoute>) {
  return callApi(phoneCaptchaRepasswordRoute, { body });
}

export function register(body: BodyOf<typeof registerRoute>) {
  return callApi(registerRoute, { body });
}

export function retrievePassword(body: BodyOf<typeof retrievePasswordRoute>) {
  return callApi(retrievePasswordRoute, { body });
}

/**
 * The header's money, read again from the forum user once per page load (the account loaded at login may be
 * older; the `Money` event keeps it current afterwards).
 */
export function useFreshMoney(userId: string | null): void {
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    callApi(bbsUserRoute, { params: { id: userId }, signal: controller.signal, silent: true })
      .then((user) => setMoney(user.money))
      .catch(() => undefined);
    return () => controller.abort();
  }, [userId]);
}
