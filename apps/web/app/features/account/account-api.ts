import {
  bbsUserRoute,
  captchaImageRoute,
  phoneCaptchaRepasswordRoute,
  phoneCaptchaRoute,
  registerRoute,
  retrievePasswordRoute,
  type BodyOf,
} from '@clearsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { callApi } from '../../lib/http/client';
import { setMoney } from '../../lib/session/session-store';

export const accountKeys = {
  bbsUser: (id: string) => ['account', 'bbs-user', id] as const,
};

export interface CaptchaState {
  src: string | null;
  uuid: string | null;
  loading: boolean;
  refresh: () => void;
}

/** The image captcha (seed §3: `img` is a base64 SVG, `uuid` identifies it). One-time: refresh after use. */
export function useCaptcha(): CaptchaState {
  const [state, setState] = useState<{ src: string | null; uuid: string | null; loading: boolean }>({
    src: null,
    uuid: null,
    loading: true,
  });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    callApi(captchaImageRoute, { signal: controller.signal })
      .then(({ img, uuid }) => setState({ src: `data:image/svg+xml;base64,${img}`, uuid, loading: false }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ src: null, uuid: null, loading: false });
      });
    return () => controller.abort();
  }, [generation]);
  const refresh = useCallback(() => setGeneration((g) => g + 1), []);
  return { ...state, refresh };
}

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

/** Seed §3: the header's money comes from the forum user; it refreshes the session's copy. */
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
