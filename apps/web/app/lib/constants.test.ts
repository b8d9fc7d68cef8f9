import { describe, expect, it } from 'vitest';
import {
  LOGOUT_MESSAGE_MS,
  NOTIFICATION_DURATION_MS,
  NOTIFICATION_PLACEMENT,
  NOTIFICATION_SPACING_PX,
  PHONE_CAPTCHA_TIMEOUT_MS,
  PROGRESS_BAR,
  RECOVERY_MESSAGE_MS,
  REQUEST_TIMEOUT_MS,
} from './constants';

describe('client constants', () => {
  it('pins the timeouts and message durations', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    expect(PHONE_CAPTCHA_TIMEOUT_MS).toBe(20_000);
    expect(LOGOUT_MESSAGE_MS).toBe(2_000);
    expect(RECOVERY_MESSAGE_MS).toBe(8_000);
  });

  it('pins the notification and progress-bar settings', () => {
    expect(NOTIFICATION_DURATION_MS).toBe(4_500);
    expect(NOTIFICATION_SPACING_PX).toBe(16);
    expect(NOTIFICATION_PLACEMENT).toBe('topRight');
    expect(PROGRESS_BAR).toMatchObject({
      minimum: 0.08,
      speed: 200,
      trickleRate: 0.02,
      trickleSpeed: 800,
      showSpinner: false,
    });
  });
});
