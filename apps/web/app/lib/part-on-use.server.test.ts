import { describe, expect, it, vi } from 'vitest';
import { partOnUse } from './part-on-use';

describe('partOnUse on the server', () => {
  it('loads the code at once, so that no server render waits for it', () => {
    const load = vi.fn(() => Promise.resolve(() => null));
    partOnUse(load);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
