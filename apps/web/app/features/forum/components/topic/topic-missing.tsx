import { ErrorCodes } from '@clearsight/contracts';
import { lazy, Suspense } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Spinner } from '../../../../components/ui/spinner';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { isApiError } from '../../../../lib/http/errors';
import type { RequestState } from '../../forum-client';
import type { TopicPageData } from '../../forum-types';

/** Few topics are private: the notice's code loads when one is shown (the server draws it in the page as usual). */
const LazyPrivateNotice = lazy(() => import('./private-notice').then((m) => ({ default: m.PrivateNotice })));

function PrivateNotice(props: { signedIn: boolean; hidden?: boolean }) {
  return (
    <Suspense fallback={null}>
      <LazyPrivateNotice {...props} />
    </Suspense>
  );
}

/** A request still to come: a member's, while their account or their layer loads. */
export const AWAITED: RequestState = { isError: false, error: null, isFetching: true };

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="fm-loading">
      <Spinner label={t('forum.common.loading')} />
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
  query: RequestState;
  /** 'guest', the member's id, or null while the member (or their layer) is still loading. */
  viewer: string | null;
}) {
  const { t } = useTranslation();
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : undefined;
    if (status === 403 || status === 401)
      return (
        <PrivateNotice
          signedIn={viewer !== 'guest'}
          hidden={isApiError(query.error) && query.error.code === ErrorCodes.topicHidden}
        />
      );
    if (status === 404) return <Alert type="error" title={t('forum.topic.notFound')} />;
    return <Alert type="error" title={t('forum.common.loadFailed')} />;
  }
  if ((access === 'forbidden' || access === 'hidden') && !query.isFetching)
    return <PrivateNotice signedIn={viewer !== null && viewer !== 'guest'} hidden={access === 'hidden'} />;
  if (access === 'unavailable' && !query.isFetching) return <Alert type="error" title={t('forum.common.loadFailed')} />;
  return <Loading />;
}
