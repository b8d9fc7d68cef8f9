import { describe, expect, it } from 'vitest';
import { isEarlySubmission } from './early-form';
import { earlySubmissionAction } from './early-form.server';

function posted(fields: Record<string, string>): Request {
  return new Request('http://localhost/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('the action of a page whose form carries a secret', () => {
  it('answers only the fields it may keep, trimmed, and never a secret', async () => {
    const action = earlySubmissionAction(['username']);
    const answer = await action({
      request: posted({ username: '  alice ', password: 'Hunter2-secret', code: 'abcd', uuid: 'u1' }),
    });
    expect(answer).toEqual({ early: true, values: { username: 'alice' } });
    expect(JSON.stringify(answer)).not.toContain('Hunter2');
    expect(isEarlySubmission(answer)).toBe(true);
  });

  it('keeps short text only, and nothing from a body that is not a form', async () => {
    const action = earlySubmissionAction(['phone', 'userName']);
    const long = await action({ request: posted({ phone: '1'.repeat(500), userName: '' }) });
    expect(long.values).toEqual({ phone: '1'.repeat(100) });
    const json = await action({
      request: new Request('http://localhost/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"phone":"1"}',
      }),
    });
    expect(json).toEqual({ early: true, values: {} });
  });

  it('tells an early submission from anything else an action could answer', () => {
    expect(isEarlySubmission(undefined)).toBe(false);
    expect(isEarlySubmission({ early: true })).toBe(false);
    expect(isEarlySubmission({ early: 'yes', values: {} })).toBe(false);
  });
});
