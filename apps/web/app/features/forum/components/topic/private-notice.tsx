import { LockOutlined } from '../../../../components/icons';
import { PAGES } from '@clearsight/contracts';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { Link } from '../../../../components/link';
import { ButtonLink } from '../../../../components/button-link';
import { loginPathFor } from '../../../../lib/http/present';

/**
 * A topic the viewer may not read: say so without its title (private to others, or hidden by a moderator), and
 * offer the login to a guest (its author and staff may read either).
 */
export function PrivateNotice({ signedIn, hidden = false }: { signedIn: boolean; hidden?: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="fm-private" data-testid="topic-private">
      <span className="fm-private__icon" aria-hidden="true">
        <LockOutlined />
      </span>
      <h1>{t(hidden ? 'forum.topic.hiddenTitle' : 'forum.topic.privateTitle')}</h1>
      <p>{t(hidden ? 'forum.topic.hiddenText' : 'forum.topic.privateText')}</p>
      {!signedIn && (
        <ButtonLink type="primary" to={loginPathFor({ pathname: location.pathname, search: location.search })}>
          {t('forum.topic.privateLogin')}
        </ButtonLink>
      )}
      <p>
        <Link to={PAGES.forum}>{t('forum.board.allTopics')}</Link>
      </p>
    </div>
  );
}
