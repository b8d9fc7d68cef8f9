import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect';

describe('the route table redirects', () => {
  it('sends each layout path to its first page', () => {
    expect(redirectTarget('/')).toBe('/index');
    expect(redirectTarget('/loginLayout')).toBe('/login');
    expect(redirectTarget('/activity')).toBe('/activity/sign');
    expect(redirectTarget('/activity/')).toBe('/activity/sign');
    expect(redirectTarget('/hub')).toBe('/chat');
  });
});
