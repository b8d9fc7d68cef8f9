import { describe, expect, it } from 'vitest';
import { avatarFileId, avatarSrc } from './avatar';

describe('avatar addresses', () => {
  it('accepts file ids and file paths', () => {
    expect(avatarSrc('01abc')).toBe('/prod-api/file/01abc');
    expect(avatarSrc('/prod-api/file/01abc')).toBe('/prod-api/file/01abc');
    expect(avatarSrc(null)).toBe('/default-avatar.svg');
    expect(avatarFileId('/prod-api/file/01abc')).toBe('01abc');
    expect(avatarFileId('01abc')).toBe('01abc');
  });
});
