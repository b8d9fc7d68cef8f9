import { LockOutlined, MessageOutlined } from '../../components/icons';
import { PAGES } from '@clearsight/contracts';
import { Skeleton } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../components/button-link';
import { loginPathFor, presentFailure } from '../../lib/http/present';
import { useViewer } from '../../lib/viewer-data';

export function ChatSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="chat-loading" role="status" aria-label={t('chat.loading')}>
      <Skeleton active avatar paragraph={{ rows: 6 }} />
    </div>
  );
}

function GuestPanel() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="chat-gate" data-testid="chat-guest">
      <span className="chat-gate__icon" aria-hidden="true">
        <LockOutlined />
      </span>
      <h1>{t('chat.gate.title')}</h1>
      <p>
        <MessageOutlined aria-hidden="true" /> {t('chat.gate.text')}
      </p>
      <div className="chat-gate__actions">
        <ButtonLink type="primary" size="large" to={loginPathFor(location)} data-testid="chat-guest-login">
          {t('chat.gate.login')}
        </ButtonLink>
        <ButtonLink size="large" to={PAGES.register}>
          {t('chat.gate.register')}
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * The room is for members (docs/product.md#chat-room-and-assistant). The session lives in the browser, so
 * the server renders a placeholder; once the browser knows the visitor, a guest gets the site's login prompt
 * (the 401 dialog) and a panel saying what waits behind it, a member the room.
 */
export function ChatGate({ children }: { children: (viewer: string) => ReactNode }) {
  const { viewer, hydrated } = useViewer();
  const guest = hydrated && viewer === 'guest';

  useEffect(() => {
    if (guest) presentFailure({ kind: 'login-confirm' });
  }, [guest]);

  if (!hydrated || viewer === null) return <ChatSkeleton />;
  if (guest) return <GuestPanel />;
  return <>{children(viewer)}</>;
}
