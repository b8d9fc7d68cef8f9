import { GithubOutlined, KeyOutlined, QqOutlined, WechatOutlined } from '../../../components/icons';

/** The provider's mark where antd has one; a key for OpenID Connect issuers and Gitee. */
export function ProviderIcon({ kind }: { kind: string }) {
  if (kind === 'github') return <GithubOutlined />;
  if (kind === 'wechat') return <WechatOutlined />;
  if (kind === 'qq') return <QqOutlined />;
  return <KeyOutlined />;
}
