import { describe, expect, it } from 'vitest';
import { isComingSoon } from './coming-soon';

describe('isComingSoon', () => {
  it('matches the unbuilt sections and their pages, nothing else', () => {
    for (const to of ['/chat', '/chat/', '/chat?room=1']) expect(isComingSoon(to)).toBe(true);
    for (const to of ['/discuss', '/chatter', '/index#chat']) expect(isComingSoon(to)).toBe(false);
  });

  it('no longer holds back the daily activities, the rich list or the shop', () => {
    for (const to of ['/activity', '/activity/sign', '/activity/bank', '/money', '/money?page=2', '/shop'])
      expect(isComingSoon(to)).toBe(false);
  });
});
