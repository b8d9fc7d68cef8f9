import { z } from 'zod';
import { defineRoute } from './route.js';
import { OkResult } from './common.contract.js';

const tags = ['account'];

/**
 * The rules of the account fields as plain values: the schemas below are built from them, and the browser's
 * forms check them without carrying a validation library (docs/decisions/0017-light-public-pages.md).
 */
export const ACCOUNT_RULES = {
  /** User name: 2–20 letters or digits (docs/product.md#registration-login-and-recovery). */
  userName: /^[A-Za-z0-9]{2,20}$/,
  /** Password length; the server also refuses common passwords. */
  passwordMin: 8,
  passwordMax: 64,
  /** Mainland China mobile numbers (11 digits, 1[3-9]x). */
  phone: /^1[3-9]\d{9}$/,
  smsCode: /^\d{6}$/,
  captchaCodeMax: 10,
  /** A plausible e-mail address (something@domain.tld, no spaces); the server checks it fully. */
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  emailMax: 255,
} as const;

export const UserNameSchema = z
  .string({ error: '请输入用户名' })
  .trim()
  .regex(ACCOUNT_RULES.userName, '用户名须为 2–20 位字母或数字');

export const PasswordSchema = z
  .string({ error: '请输入密码' })
  .min(ACCOUNT_RULES.passwordMin, '密码至少 8 位')
  .max(ACCOUNT_RULES.passwordMax, '密码最多 64 位');

export const PhoneSchema = z
  .string({ error: '请输入手机号' })
  .trim()
  .regex(ACCOUNT_RULES.phone, '请输入有效的 11 位手机号');

export const SmsCodeSchema = z
  .string({ error: '请输入短信验证码' })
  .trim()
  .regex(ACCOUNT_RULES.smsCode, '短信验证码为 6 位数字');
export const CaptchaCodeSchema = z
  .string({ error: '请输入图形验证码' })
  .trim()
  .min(1, '请输入图形验证码')
  .max(ACCOUNT_RULES.captchaCodeMax);
export const CaptchaUuidSchema = z.string({ error: '验证码已失效，请刷新' }).min(1, '验证码已失效，请刷新').max(64);

export const CaptchaImageResult = z.object({
  /** base64 SVG image (without the data: prefix, as the original's `img`). */
  img: z.string(),
  uuid: z.string(),
});

export const captchaImageRoute = defineRoute({
  method: 'GET',
  path: '/account/captcha-image',
  summary: 'A one-time image captcha (expires in 5 minutes)',
  tags,
  access: 'public',
  response: CaptchaImageResult,
});

export const LoginBody = z.object({
  username: z.string({ error: '请输入用户名' }).trim().min(1, '请输入用户名').max(64),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128),
  code: CaptchaCodeSchema,
  uuid: CaptchaUuidSchema,
});
export const LoginResult = z.object({ token: z.string() });

export const loginRoute = defineRoute({
  method: 'POST',
  path: '/account/login',
  summary: 'Log in with user name, password and the image captcha',
  tags,
  access: 'public',
  body: LoginBody,
  response: LoginResult,
});

export const RegisterBody = z.object({
  userName: UserNameSchema,
  password: PasswordSchema,
  phone: PhoneSchema,
  /** The SMS code sent to `phone`. */
  code: SmsCodeSchema,
  /** The image-captcha uuid used when the SMS code was requested (kept for the seed's payload shape). */
  uuid: z.string().max(64).optional(),
});
/** The new account, already logged in: `token` is a session like the one login returns. */
export const RegisterResult = z.object({ userName: z.string(), nick: z.string(), token: z.string() });

export const registerRoute = defineRoute({
  method: 'POST',
  path: '/account/register',
  summary: 'Register with user name, password, phone and the SMS code',
  tags,
  access: 'public',
  body: RegisterBody,
  response: RegisterResult,
  status: 201,
});

export const PhoneCaptchaBody = z.object({
  phone: PhoneSchema,
  /** Image captcha answer and its uuid: required so the endpoint cannot be used to spam phones. */
  code: CaptchaCodeSchema,
  uuid: CaptchaUuidSchema,
});
export const PhoneCaptchaResult = z.object({
  /** Seconds before another code may be requested for this phone. */
  resendAfterSeconds: z.number().int(),
  /** Seconds the code stays valid. */
  expiresInSeconds: z.number().int(),
});

export const phoneCaptchaRoute = defineRoute({
  method: 'POST',
  path: '/account/captcha-phone',
  summary: 'Send a registration SMS code (same answer whether or not the phone is registered)',
  tags,
  access: 'public',
  body: PhoneCaptchaBody,
  response: PhoneCaptchaResult,
  timeoutMs: 20_000,
});

export const phoneCaptchaRepasswordRoute = defineRoute({
  method: 'POST',
  path: '/account/captcha-phone/repassword',
  summary: 'Send a password-recovery SMS code (same answer whether or not the phone is registered)',
  tags,
  access: 'public',
  body: PhoneCaptchaBody,
  response: PhoneCaptchaResult,
  timeoutMs: 20_000,
});

export const RetrievePasswordBody = z.object({
  phone: PhoneSchema,
  code: SmsCodeSchema,
  password: PasswordSchema,
});
export const RetrievePasswordResult = z.object({ userName: z.string() });

export const retrievePasswordRoute = defineRoute({
  method: 'POST',
  path: '/account/retrieve-password',
  summary: 'Set a new password with a recovery SMS code; answers the account name',
  tags,
  access: 'public',
  body: RetrievePasswordBody,
  response: RetrievePasswordResult,
});

export const logoutRoute = defineRoute({
  method: 'POST',
  path: '/account/logout',
  summary: 'End the current session (the token stops working at once)',
  tags,
  access: 'member',
  response: OkResult,
});

export const AccountUser = z.object({
  id: z.string(),
  userName: z.string(),
  nick: z.string(),
  icon: z.string().nullable(),
  money: z.number(),
  experience: z.number().int(),
  level: z.number().int(),
  levelName: z.string(),
  /** The title in English ('' when staff gave none: show the Chinese). */
  levelNameEn: z.string(),
  status: z.enum(['active', 'banned', 'disabled']),
  creationTime: z.string(),
});
export const AccountResult = z.object({
  user: AccountUser,
  roleCodes: z.array(z.string()),
  permissionCodes: z.array(z.string()),
});
export type AccountResult = z.infer<typeof AccountResult>;

export const accountRoute = defineRoute({
  method: 'GET',
  path: '/account',
  summary: 'The signed-in account with its role and permission codes',
  tags,
  access: 'member',
  response: AccountResult,
});

export const ChangePasswordBody = z.object({
  oldPassword: z.string({ error: '请输入原密码' }).min(1, '请输入原密码').max(128),
  newPassword: PasswordSchema,
});

export const changePasswordRoute = defineRoute({
  method: 'PUT',
  path: '/account/password',
  summary: "Change one's password (ends the other sessions)",
  tags,
  access: 'member',
  body: ChangePasswordBody,
  response: OkResult,
});

export const ChangeIconBody = z.object({
  /** Id of an image uploaded through the file service by this user. */
  icon: z.string({ error: '请先上传头像' }).min(1, '请先上传头像').max(64),
});

export const changeIconRoute = defineRoute({
  method: 'PUT',
  path: '/account/icon',
  summary: "Set one's avatar to an uploaded image",
  tags,
  access: 'member',
  body: ChangeIconBody,
  response: z.object({ icon: z.string() }),
});

export const SexSchema = z.enum(['unknown', 'male', 'female']);

/** The signed-in member's own editable profile: the only answer that includes their phone and email. */
export const UserProfile = z.object({
  id: z.string(),
  userName: z.string(),
  nick: z.string(),
  icon: z.string().nullable(),
  email: z.string().nullable(),
  /** Masked except the first 3 and last 4 digits. */
  phone: z.string().nullable(),
  sex: SexSchema,
  introduction: z.string(),
  creationTime: z.string(),
});

export const userProfileRoute = defineRoute({
  method: 'GET',
  path: '/user',
  summary: "The signed-in member's editable profile",
  tags: ['user'],
  access: 'member',
  response: UserProfile,
});

export const UpdateProfileBody = z.object({
  nick: z.string().trim().min(1, '昵称不能为空').max(20, '昵称最多 20 个字符'),
  email: z.union([z.literal(''), z.email('邮箱格式不正确').max(255)]).optional(),
  sex: SexSchema.optional(),
  introduction: z.string().trim().max(500, '个人简介最多 500 个字符').optional(),
});

export const updateProfileRoute = defineRoute({
  method: 'PUT',
  path: '/user/profile',
  summary: "Update one's nick, email, sex and introduction",
  tags: ['user'],
  access: 'member',
  body: UpdateProfileBody,
  response: UserProfile,
});

/** A public member card: never phone, email or IP. */
export const BbsUserCard = z.object({
  id: z.string(),
  userName: z.string(),
  nick: z.string(),
  icon: z.string().nullable(),
  introduction: z.string(),
  sex: SexSchema,
  level: z.number().int(),
  levelName: z.string(),
  /** The title in English ('' when staff gave none: show the Chinese). */
  levelNameEn: z.string(),
  experience: z.number().int(),
  money: z.number(),
  topicCount: z.number().int(),
  commentCount: z.number().int(),
  likeReceivedCount: z.number().int(),
  creationTime: z.string(),
});
export type BbsUserCard = z.infer<typeof BbsUserCard>;

export const bbsUserRoute = defineRoute({
  method: 'GET',
  path: '/bbs-user/:id',
  summary: 'Public member card by id or user name',
  tags: ['user'],
  access: 'public',
  params: z.object({ id: z.string().min(1).max(64) }),
  response: BbsUserCard,
});

/** Levels (docs/product.md#levels): the level is the highest whose minimum experience is reached. */
export const LEVELS: ReadonlyArray<{ level: number; name: string; nameEn: string; minExperience: number }> = [
  { level: 1, name: '小白', nameEn: 'Newcomer', minExperience: 10 },
  { level: 2, name: '中白', nameEn: 'Learner', minExperience: 30 },
  { level: 3, name: '大白', nameEn: 'Regular', minExperience: 100 },
  { level: 4, name: '精英', nameEn: 'Elite', minExperience: 300 },
  { level: 5, name: '熟练', nameEn: 'Skilled', minExperience: 600 },
  { level: 6, name: '高手', nameEn: 'Expert', minExperience: 1000 },
  { level: 7, name: '老手', nameEn: 'Veteran', minExperience: 1500 },
  { level: 8, name: '大佬', nameEn: 'Master', minExperience: 2000 },
  { level: 9, name: '巨佬', nameEn: 'Grandmaster', minExperience: 2500 },
  { level: 10, name: '大神', nameEn: 'Legend', minExperience: 3000 },
];

export function levelOf(experience: number): { level: number; name: string; nameEn: string } {
  let current = LEVELS[0]!;
  for (const l of LEVELS) if (experience >= l.minExperience) current = l;
  return { level: current.level, name: current.name, nameEn: current.nameEn };
}
