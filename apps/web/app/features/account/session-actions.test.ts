import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE, type Failure } from '../../lib/http/errors';
import { tokenRefused } from './session-actions';

const failed = (failure: Failure) => new ApiError({ message: 'x', failure, outcome: { kind: 'silent' } });

describe('whether a failed account load ends the session', () => {
  it('ends it when the server refused the token', () => {
    expect(
      tokenRefused(failed({ status: 401, body: { error: { code: 'Unauthorized', message: '请先登录后再操作' } } })),
    ).toBe(true);
    expect(tokenRefused(failed({ status: 403 }))).toBe(true);
    expect(tokenRefused(failed({ status: 400 }))).toBe(true);
  });

  it('keeps it when no answer came (a reload cut the request off, the network dropped) or the server was busy', () => {
    expect(tokenRefused(failed({ message: NETWORK_ERROR_MESSAGE }))).toBe(false);
    expect(tokenRefused(failed({ message: 'timeout of 10000ms exceeded' }))).toBe(false);
    expect(tokenRefused(failed({ status: 429 }))).toBe(false);
    expect(tokenRefused(failed({ status: 408 }))).toBe(false);
    expect(tokenRefused(failed({ status: 500 }))).toBe(false);
    expect(tokenRefused(failed({ status: 503 }))).toBe(false);
  });
});
