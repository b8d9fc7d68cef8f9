import { EditOutlined } from '../../../components/icons';
import { PAGES, Permissions, type PlateItem, editorHref } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { Button } from '../../../components/ui/button';
import { loginPathFor } from '../../../lib/http/present';
import { checkPermission } from '../../../lib/permissions/check';
import { useSession } from '../../../lib/session/session-store';
import { useViewer } from '../../../lib/viewer-data';
import { askToLogin } from '../forum-client';

/**
 * "New topic" (docs/product.md): disabled when the board forbids posting or the member lacks `bbs:discuss:add`;
 * a guest is asked to log in. Without JavaScript it is a link to the login page that comes back to the editor.
 * `memberReady` says the boards were loaded as the member (whether they may post there); until then a member
 * gets the link to the editor, as the page first showed it.
 */
export function PostButton({ plate, memberReady = false }: { plate: PlateItem | null; memberReady?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { viewer, hydrated } = useViewer();
  const to = editorHref({ operType: 'create', artType: 'discuss', plateId: plate?.id ?? null });

  if (!hydrated || viewer === null || viewer === 'guest' || !memberReady) {
    return (
      <ButtonLink
        to={loginPathFor({ pathname: PAGES.editor, search: to.slice(PAGES.editor.length) })}
        type="primary"
        icon={<EditOutlined />}
        className="fm-post"
        data-testid="post-button"
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          // A member whose account or boards are still loading: the editor checks for itself.
          if (viewer === 'guest') askToLogin();
          else void navigate(to);
        }}
      >
        {t('forum.board.post')}
      </ButtonLink>
    );
  }

  const allowed = checkPermission(session, [Permissions.topicCreate]);
  const reason = !allowed
    ? t('forum.board.postNoPermission')
    : plate && !plate.canPost
      ? t('forum.board.postDisabledBoard')
      : null;
  const button = (
    <Button
      type="primary"
      icon={<EditOutlined />}
      className="fm-post"
      disabled={reason !== null}
      onClick={() => void navigate(to)}
      data-testid="post-button"
      aria-describedby={reason ? 'fm-post-reason' : undefined}
    >
      {t('forum.board.post')}
    </Button>
  );
  if (!reason) return button;
  return (
    <span className="fm-post-wrap">
      {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
      <span title={reason}>{button}</span>
      {/* The board's own note already says posting is closed there; the missing permission is said here. */}
      <span
        id="fm-post-reason"
        className={allowed ? 'cs-visually-hidden' : 'fm-post-reason'}
        data-testid="post-disabled-reason"
      >
        {reason}
      </span>
    </span>
  );
}
