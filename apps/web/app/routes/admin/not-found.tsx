import { PAGES } from '@clearsight/contracts';
import { useTranslation } from '../../lib/i18n/use-translation';
import { data } from 'react-router';
import { ButtonLink } from '../../components/button-link';
import { Result } from '../../components/ui/result';
import { adminMeta } from '../../features/admin/admin-meta';

export const meta = adminMeta('notFound');

export function loader() {
  // A real 404 status for unknown console paths (monitors and crawlers see it).
  return data({ notFound: true }, { status: 404 });
}

/** An unknown path inside the console: stay in the console and offer the dashboard. */

export default function AdminNotFound() {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title="404"
      subTitle={t('admin.notFound')}
      extra={
        <ButtonLink to={PAGES.admin} type="primary">
          {t('admin.forbidden.dashboard')}
        </ButtonLink>
      }
    />
  );
}
