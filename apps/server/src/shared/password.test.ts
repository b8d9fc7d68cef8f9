import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './password.js';

describe('passwordProblem', () => {
  it('accepts a reasonable password', () => {
    expect(passwordProblem('Camera#Lens2026')).toBeNull();
    expect(passwordProblem('相机镜头很清楚很好用', 'lens')).toBeNull();
  });

  it('refuses too short and too long', () => {
    expect(passwordProblem('Ab#1234')).toBe('密码至少 8 位');
    expect(passwordProblem('x'.repeat(30) + 'Y'.repeat(35))).toBe('密码最多 64 位');
  });

  it('refuses common passwords in any letter case', () => {
    for (const p of ['12345678', 'password', 'PassWord123', 'Qwertyuiop', 'woaini1314', 'iloveyou']) {
      expect(passwordProblem(p)).toMatch(/常见/);
    }
  });

  it('refuses one character repeated', () => {
    expect(passwordProblem('zzzzzzzzzz')).toBe('密码不能是同一个字符的重复');
  });

  it('refuses a password containing the user name (3 characters or more)', () => {
    expect(passwordProblem('xxLensMaker2026', 'lensmaker')).toBe('密码不能包含用户名');
    expect(passwordProblem('ab-Camera-2026', 'ab')).toBeNull();
  });
});

describe('argon2id hashing', () => {
  it('verifies the right password and refuses a wrong one or a broken hash', async () => {
    const hash = await hashPassword('Camera#Lens2026');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'Camera#Lens2026')).toBe(true);
    expect(await verifyPassword(hash, 'camera#lens2026')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Camera#Lens2026')).toBe(false);
  });
});
