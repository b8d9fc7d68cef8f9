import { describe, expect, it } from 'vitest';
import { isComingSoon } from './coming-soon';

describe('isComingSoon', () => {
  it('no longer holds back the chat room', () => {
    for (const to of ['/chat', '/chat?room=1', '/discuss']) expect(isComingSoon(to)).toBe(false);
  });

  it('no longer holds back the daily activities, the rich list or the shop', () => {
    for (const to of ['/activity', '/activity/sign', '/activity/bank', '/money', '/money?page=2', '/shop'])
      expect(isComingSoon(to)).toBe(false);
  });
});
