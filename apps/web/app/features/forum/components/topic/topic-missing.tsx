import { Alert, Spin } from 'antd';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { isApiError } from '../../../../lib/http/errors';
import type { TopicPageData } from '../../forum-types';
import { PrivateNotice } from './private-notice';

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="fm-loading" role="status">
      <Spin />
      <span className="cs-visually-hidden">{t('forum.common.loading')}</span>
    </div>
  );
}

/** What shows while there is no topic: the privacy notice, not found, an error, or loading. */
export function TopicMissing({
  access,
  query,
  viewer,
}: {
  access: TopicPageData['access'];
  query: { isError: boolean; error: unknown; isFetching: boolean };
  viewer: string | null;
}) {
  const { t } = useTranslation();
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : undefined;
    if (status === 403 || status === 401) return <PrivateNotice signedIn={viewer !== 'guest'} />;
    if (status === 404) return <Alert type="error" showIcon title={t('forum.topic.notFound')} />;
    return <Alert type="error" showIcon title={t('forum.common.loadFailed')} />;
  }
  if (access === 'forbidden' && !query.isFetching)
    return <PrivateNotice signedIn={viewer !== null && viewer !== 'guest'} />;
  if (access === 'unavailable' && !query.isFetching)
    return <Alert type="error" showIcon title={t('forum.common.loadFailed')} />;
  return <Loading />;
}
