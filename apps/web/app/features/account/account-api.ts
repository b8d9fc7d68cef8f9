import {
  bbsUserRoute,
  phoneCaptchaRepasswordRoute,
  phoneCaptchaRoute,
  registerRoute,
  retrievePasswordRoute,
  type BodyOf,
} from '@clearsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../lib/http/client';
import { setMoney } from '../../lib/session/session-store';

export const accountKeys = {
  bbsUser: (id: string) => ['account', 'bbs-user', id] as const,
};

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

/** The header's money comes from the forum user; it refreshes the session's copy. */
export function useBbsUserMoney(userId: string | null): void {
  const query = useQuery({
    queryKey: accountKeys.bbsUser(userId ?? ''),
    queryFn: ({ signal }) => callApi(bbsUserRoute, { params: { id: userId! }, signal, silent: true }),
    enabled: userId !== null,
    staleTime: 60_000,
  });
  const money = query.data?.money;
  useEffect(() => {
    if (money !== undefined) setMoney(money);
  }, [money]);
}
