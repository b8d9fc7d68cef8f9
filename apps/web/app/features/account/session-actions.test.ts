// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE, type Failure } from '../../lib/http/errors';
import { clearEverything, setToken } from '../../lib/session/session-store';
import { loadCutOff, loadUserInfo } from './session-actions';

const failed = (failure: Failure) => new ApiError({ message: 'x', failure, outcome: { kind: 'silent' } });

describe('whether a failed account load was an answer (the session ends) or cut off (it stays)', () => {
  it('takes every failure while the page stays as an answer: a refusal, a busy server, the network, a timeout', () => {
    for (const failure of [
      { status: 401, body: { error: { code: 'Unauthorized', message: '请先登录后再操作' } } },
      { status: 403 },
      { status: 429 },
      { status: 500 },
      { status: 503 },
      { message: NETWORK_ERROR_MESSAGE },
      { message: 'timeout of 60000ms exceeded' },
    ] satisfies Failure[]) {
      expect(loadCutOff(failed(failure)), JSON.stringify(failure)).toBe(false);
    }
  });

  it('takes an aborted request as cut off', () => {
    expect(loadCutOff(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
  });

  it('takes a failure while the page is being left or reloaded as cut off (the browser dropped the request)', async () => {
    setToken('tok-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        // A reload starts (beforeunload), then the browser drops the page's requests.
        window.dispatchEvent(new Event('beforeunload'));
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await loadUserInfo().catch((e: unknown) => e);
    expect(loadCutOff(error)).toBe(true);
    // The same failure with the page staying is an answer.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(loadCutOff(await loadUserInfo().catch((e: unknown) => e))).toBe(false);
    vi.unstubAllGlobals();
    clearEverything();
  });
});
