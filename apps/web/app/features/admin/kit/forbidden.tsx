import { PAGES } from '@clearsight/contracts';
import { HomeOutlined, LoginOutlined } from '../../../components/icons';
import { Result, Space } from 'antd';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/button-link';

/**
 * The console's 403: a guest is offered the login page (coming back here), a member the way home; inside
 * the console a missing screen permission points back to the dashboard. The server refuses the API calls
 * either way — this only says so clearly.
 */
export function Forbidden({ reason }: { reason: 'guest' | 'member' | 'screen' }) {
  const { t } = useTranslation();
  const location = useLocation();
  const back = encodeURIComponent(location.pathname + location.search);
  return (
    <Result
      status="403"
      title={t('admin.forbidden.title')}
      subTitle={t(`admin.forbidden.${reason}`)}
      className="cs-admin-forbidden"
      data-testid="admin-forbidden"
      extra={
        <Space wrap>
          {reason === 'guest' && (
            <ButtonLink to={`/login?redirect=${back}`} type="primary" icon={<LoginOutlined />}>
              {t('admin.forbidden.login')}
            </ButtonLink>
          )}
          {reason === 'screen' ? (
            <ButtonLink to={PAGES.admin} type="primary">
              {t('admin.forbidden.dashboard')}
            </ButtonLink>
          ) : (
            <ButtonLink to={PAGES.home} icon={<HomeOutlined />} type={reason === 'member' ? 'primary' : 'default'}>
              {t('admin.forbidden.home')}
            </ButtonLink>
          )}
        </Space>
      }
    />
  );
}
