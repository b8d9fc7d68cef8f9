import { describe, expect, it } from 'vitest';
import { AppError, waitText } from './app-error.js';

describe('429 wording', () => {
  it('words waits in seconds or minutes', () => {
    expect(waitText(45)).toBe('45 秒');
    expect(waitText(0)).toBe('1 秒');
    expect(waitText(61)).toBe('2 分钟');
    expect(waitText(600)).toBe('10 分钟');
  });

  it('says what was too frequent and how long to wait', () => {
    expect(AppError.retryLater('登录尝试太频繁', 125)).toMatchObject({
      status: 429,
      code: 'TooManyRequests',
      message: '登录尝试太频繁，请 3 分钟后再试',
    });
  });
});
