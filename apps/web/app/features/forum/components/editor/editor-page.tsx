import { PAGES } from '@clearsight/contracts';
import { Alert, Result, Spin } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../../../components/link';
import { useHydrated } from '../../../../lib/hydrated';
import { loginPathFor } from '../../../../lib/http/present';
import { isSignedIn } from '../../../../lib/session/session-state';
import { useSession } from '../../../../lib/session/session-store';
import { draftKeyOf, parseEditorParams, type EditorParams } from '../../editor-params';
import { EditorLoader } from './editor-loader';

function headingOf(params: EditorParams): string {
  if (params.artType === 'discuss')
    return params.operType === 'create' ? 'forum.editor.createTopic' : 'forum.editor.editTopic';
  return params.operType === 'create' ? 'forum.editor.createArticle' : 'forum.editor.editArticle';
}

/** `/editArt`: who may write here, then the form. Guests go to the login page and come back. */
export function EditorPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const params = useMemo(() => parseEditorParams(search), [search]);
  const session = useSession();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (hydrated && !session.token) void navigate(loginPathFor(location), { replace: true });
  }, [hydrated, session.token, navigate, location]);

  const title = params ? t(headingOf(params)) : t('forum.editor.metaTitle');
  let body;
  if (!params)
    body = (
      <Result
        status="warning"
        title={t('forum.editor.invalid')}
        extra={<Link to={PAGES.forum}>{t('forum.board.allTopics')}</Link>}
      />
    );
  else if (!hydrated)
    body = (
      <noscript>
        <Alert type="info" showIcon title={t('forum.common.needJs')} />
      </noscript>
    );
  else if (!session.token) body = <p role="status">{t('forum.editor.loginRedirect')}</p>;
  else if (!isSignedIn(session))
    body = (
      <div className="fm-loading">
        <Spin />
      </div>
    );
  else body = <EditorLoader key={draftKeyOf(params)} params={params} />;

  return (
    <div className="fm-page fm-editor-page" data-testid="editor-page">
      <div className="cs-container">
        <h1 className="fm-editor-page__title">{title}</h1>
        {body}
      </div>
    </div>
  );
}
