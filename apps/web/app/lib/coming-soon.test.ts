import { describe, expect, it } from 'vitest';
import { isComingSoon } from './coming-soon';

describe('isComingSoon', () => {
  it('matches the unbuilt sections and their pages, nothing else', () => {
    for (const to of ['/activity', '/activity/sign', '/money', '/chat', '/chat?room=1'])
      expect(isComingSoon(to)).toBe(true);
    for (const to of ['/discuss', '/moneyback', '/activitySomething', '/index#chat'])
      expect(isComingSoon(to)).toBe(false);
  });
});
