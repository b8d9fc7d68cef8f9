import { z } from 'zod';
import { defineRoute } from './route.js';
import { Permissions } from './permissions.js';
import { WELCOME_GRANT_SETTING, WelcomeGrantValue } from './activity/ledger.contract.js';
import { CHAT_PRICE_INVALID, CHAT_PRICE_SETTING, parseChatGroupPrice } from './chat.contract.js';
import { ANSWER_REWARD_INVALID, ANSWER_REWARD_SETTING, parseAnswerReward } from './forum/answer.contract.js';
import { NOTICE_DAILY_LIMIT_INVALID, NOTICE_DAILY_LIMIT_SETTING, parseNoticeDailyLimit } from './notice.contract.js';

/** Keys the seed names (bbs.site.*) plus the ones the site adds. */
export const SiteConfigKeys = {
  siteName: 'bbs.site.name',
  siteAuthor: 'bbs.site.author',
  siteIcp: 'bbs.site.icp',
  siteBottom: 'bbs.site.bottom',
  communityUrl: 'bbs.site.community-url',
  originalSiteUrl: 'bbs.site.original-url',
  companyPhone: 'company.phone',
  companyEmail: 'company.email',
  welcomeGrant: WELCOME_GRANT_SETTING,
  /** The forum's answer reward in money (forum/answer.contract.ts reads and checks it). */
  forumAnswerReward: ANSWER_REWARD_SETTING,
  /** The default daily limit of notices per member (notice.contract.ts reads and checks it). */
  noticeDailyLimit: NOTICE_DAILY_LIMIT_SETTING,
} as const;

/**
 * Settings the server reads as more than text, with the rule a staff edit must pass (400 on `configValue`
 * otherwise): a value the server cannot read would silently fall back to its default.
 */
export const CONFIG_VALUE_RULES: Readonly<Record<string, z.ZodType<string>>> = {
  [WELCOME_GRANT_SETTING]: WelcomeGrantValue,
  [CHAT_PRICE_SETTING]: z.string().refine((value) => parseChatGroupPrice(value) !== null, CHAT_PRICE_INVALID),
  [ANSWER_REWARD_SETTING]: z.string().refine((value) => parseAnswerReward(value) !== null, ANSWER_REWARD_INVALID),
  [NOTICE_DAILY_LIMIT_SETTING]: z
    .string()
    .refine((value) => parseNoticeDailyLimit(value) !== null, NOTICE_DAILY_LIMIT_INVALID),
};

/**
 * The English of the site name, owner and footer line, by the name of the Chinese key in SiteConfigKeys.
 * English mode shows them and falls back to the Chinese when one is empty or missing. They are `bbs.site.*`
 * keys, so the public config list carries them like the Chinese ones.
 */
export const SiteConfigEnglishKeys = {
  siteName: 'bbs.site.name-en',
  siteAuthor: 'bbs.site.author-en',
  siteBottom: 'bbs.site.bottom-en',
} as const satisfies Partial<Record<keyof typeof SiteConfigKeys, string>>;

export const ConfigItem = z.object({ configKey: z.string(), configValue: z.string() });
export const ConfigListResult = z.object({ items: z.array(ConfigItem) });
export type ConfigItem = z.infer<typeof ConfigItem>;

export const configListRoute = defineRoute({
  method: 'GET',
  path: '/config',
  summary: 'Public site configuration (bbs.site.* and company keys)',
  tags: ['site-config'],
  access: 'public',
  response: ConfigListResult,
});

export const AdminConfigItem = ConfigItem.extend({ id: z.string(), remark: z.string(), updatedAt: z.string() });

export const adminConfigListRoute = defineRoute({
  method: 'GET',
  path: '/admin/config',
  summary: 'All configuration items (admin)',
  tags: ['site-config', 'admin'],
  access: { permission: Permissions.configManage },
  response: z.object({ items: z.array(AdminConfigItem) }),
});

export const UpdateConfigBody = z.object({
  configValue: z.string().max(5000, '配置值最多 5000 个字符'),
  remark: z.string().max(500).optional(),
});

/**
 * A configuration key: a lower-case letter, then letters, digits, dots and hyphens. Upper-case letters are
 * allowed after the first because some of the site's own keys are written in camel case (the chat room's
 * price, `bbs.chat.groupPrice`).
 */
export const ConfigKeySchema = z
  .string()
  .regex(/^[a-z][A-Za-z0-9.-]{1,127}$/, '配置键以小写字母开头，只能包含字母、数字、点和连字符');

export const adminConfigUpdateRoute = defineRoute({
  method: 'PUT',
  path: '/admin/config/:configKey',
  summary: 'Create or update one configuration item (admin; audited)',
  tags: ['site-config', 'admin'],
  access: { permission: Permissions.configManage },
  params: z.object({ configKey: ConfigKeySchema }),
  body: UpdateConfigBody,
  response: AdminConfigItem,
});
