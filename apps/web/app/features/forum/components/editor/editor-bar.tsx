import { ArrowLeftOutlined, CloudSyncOutlined } from '../../../../components/icons';
import { articleHref, topicHref } from '@clearsight/contracts';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { Link } from '../../../../components/link';
import { useRootData } from '../../../../lib/site-config';
import type { EditorParams } from '../../editor-params';
import type { EditorContext } from './editor-context';
import type { DraftStatus } from './use-draft';
import { formatDate } from '../../../../lib/format';

/** Above the form: back to where the member came from, the topic an article belongs to, the draft's state. */
export function EditorBar({ params, ctx, status }: { params: EditorParams; ctx: EditorContext; status: DraftStatus }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const statusText =
    status.kind === 'saving'
      ? t('forum.editor.draftSaving')
      : status.kind === 'saved'
        ? t('forum.editor.draftSaved', {
            time: formatDate(new Date(status.at), lang, 'time'),
          })
        : status.kind === 'failed'
          ? t('forum.editor.draftFailed')
          : '';
  const backTo =
    params.artType === 'discuss'
      ? params.operType === 'update'
        ? topicHref(params.discussId)
        : '/discuss'
      : params.operType === 'update'
        ? articleHref(ctx.discussId!, params.articleId)
        : topicHref(ctx.discussId!);
  const topicTitle = ctx.discuss?.title ?? ctx.article?.discuss.title;

  return (
    <div className="fm-editor__bar">
      <Link to={backTo} className="fm-editor__back">
        <ArrowLeftOutlined aria-hidden="true" /> {t('forum.editor.back')}
      </Link>
      {params.artType !== 'discuss' && topicTitle && (
        <span className="fm-editor__topic">{t('forum.editor.inTopic', { title: topicTitle })}</span>
      )}
      <span className="fm-editor__status" role="status" data-testid="draft-status">
        {statusText && <CloudSyncOutlined aria-hidden="true" />} {statusText}
      </span>
    </div>
  );
}
