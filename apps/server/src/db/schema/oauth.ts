import type { Timestamp } from './column-kinds.js';

/** Third-party identities (migration 0012): a provider's subject bound to a member; never a provider token. */
export interface OAuthIdentitiesTable {
  id: string;
  tenant_id: string;
  user_id: string;
  /** The provider's type as configured (github, gitee, qq, wechat, or an OpenID Connect issuer's name). */
  provider: string;
  /** The provider's stable id of the person (OIDC `sub`, GitHub's numeric id, WeChat's unionid or openid). */
  subject: string;
  display_name: string;
  created_at: Timestamp;
  last_login_at: Timestamp | null;
}

export interface OAuthTables {
  oauth_identities: OAuthIdentitiesTable;
}
