import { ACCOUNT_RULES, captchaImageRoute } from '@clearsight/contracts';
import { useCallback, useEffect, useState } from 'react';
import { lengthWithin, required } from '../components/ui/rules';
import type { Rule } from '../components/ui/use-form';
import { callApi } from './http/client';

export interface CaptchaState {
  src: string | null;
  uuid: string | null;
  loading: boolean;
  refresh: () => void;
}

/**
 * The image captcha (docs/product.md), shared by the account forms
 * and the lead forms. One-time: refresh after use.
 */
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

/** The captcha answer: required, and in the shape the server accepts (the contract's limit). */
export function captchaRules(t: (key: string) => string): Rule[] {
  const message = t('account.rules.captchaRequired');
  return [required(message), lengthWithin(1, ACCOUNT_RULES.captchaCodeMax, message)];
}
