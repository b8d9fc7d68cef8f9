import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum (19 MiB, 2 passes). */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 /* Argon2id */ } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Passwords people pick first and attackers try first. Compared case-insensitively; a password that is only
 * the user name, or one character repeated, is refused as well.
 */
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '87654321',
  '11111111',
  '00000000',
  '88888888',
  '66666666',
  '12341234',
  '11223344',
  '147258369',
  '123123123',
  '1qaz2wsx',
  '1q2w3e4r',
  'qwertyui',
  'qwerty123',
  'qwertyuiop',
  'asdfghjk',
  'asdfasdf',
  'zxcvbnm1',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'iloveyou',
  'abc12345',
  'abcd1234',
  'a1234567',
  'a12345678',
  'aa123456',
  'admin123',
  'administrator',
  'welcome1',
  'sunshine',
  'football',
  'baseball',
  'superman',
  'princess',
  'trustno1',
  'letmein1',
  'woaini1314',
  '5201314520',
  'qq123456',
  '123456qq',
  'abc123456',
  'test1234',
  'changeme',
]);

/** Null when acceptable, otherwise the reason in words a person understands. */
export function passwordProblem(password: string, userName?: string): string | null {
  if (password.length < 8) return '密码至少 8 位';
  if (password.length > 64) return '密码最多 64 位';
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return '这个密码太常见了，请换一个更难猜的密码';
  if (/^(.)\1+$/.test(password)) return '密码不能是同一个字符的重复';
  if (userName && lower.includes(userName.toLowerCase()) && userName.length >= 3) return '密码不能包含用户名';
  return null;
}
