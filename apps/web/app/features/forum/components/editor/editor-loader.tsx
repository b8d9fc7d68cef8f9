import { Permissions } from '@clearsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { Result, Spin } from 'antd';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { isApiError } from '../../../../lib/http/errors';
import { checkPermission } from '../../../../lib/permissions/check';
import { useSession } from '../../../../lib/session/session-store';
import { draftKeyOf, type EditorParams } from '../../editor-params';
import { usePlates } from '../../member/forum-api';
import { loadContext } from './editor-context';
import { EditorForm } from './editor-form';

/** Loads the topic or article and the boards, then checks that this member may write here before the form. */
export function EditorLoader({ params }: { params: EditorParams }) {
  const { t } = useTranslation();
  const session = useSession();
  const context = useQuery({
    queryKey: ['forum', 'editor-context', draftKeyOf(params)],
    queryFn: ({ signal }) => loadContext(params, signal),
    staleTime: 0,
    gcTime: 0,
  });
  const plates = usePlates(null);

  if (context.isError) {
    const status = isApiError(context.error) ? context.error.status : undefined;
    return (
      <Result
        status={status === 403 ? '403' : '404'}
        title={status === 403 ? t('forum.editor.cannotEdit') : t('forum.editor.notFound')}
      />
    );
  }
  if (!context.data || (params.artType === 'discuss' && !plates.data)) {
    return (
      <div className="fm-loading" role="status">
        <Spin />
      </div>
    );
  }
  const ctx = context.data;
  const allowed =
    params.artType === 'discuss'
      ? params.operType === 'create'
        ? checkPermission(session, [Permissions.topicCreate])
        : !!ctx.discuss?.viewer.canEdit
      : params.operType === 'create'
        ? !!ctx.discuss?.viewer.canWriteArticle
        : !!ctx.article?.viewer.canEdit;
  if (!allowed) {
    return (
      <Result
        status="403"
        title={
          params.artType === 'discuss' && params.operType === 'create'
            ? t('forum.editor.noPermission')
            : t('forum.editor.cannotEdit')
        }
      />
    );
  }
  return <EditorForm params={params} ctx={ctx} plates={plates.data ?? []} />;
}
