import { feedback } from '../../../../lib/feedback';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '../../../../components/icons';
import { type ArticleDetail, editorHref, topicHref } from '@clearsight/contracts';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../../components/button-link';
import { useDeleteArticle } from '../../forum-api';
import { RevisionsDrawer } from '../revisions-drawer';

/** Under a child article, for those who may: edit, add a child, delete, and its revision history. */
export function ArticleActions({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  const { message } = feedback;
  const navigate = useNavigate();
  const remove = useDeleteArticle();
  const [history, setHistory] = useState(false);
  if (!article.viewer.canEdit && !article.viewer.canViewHistory) return null;
  return (
    <div className="fm-actions" role="group" aria-label={t('forum.topic.actions')} data-testid="article-actions">
      {article.viewer.canEdit && (
        <>
          <ButtonLink
            to={editorHref({
              operType: 'update',
              artType: 'article',
              discussId: article.discussId,
              articleId: article.id,
            })}
            icon={<EditOutlined />}
            data-testid="article-edit"
          >
            {t('forum.topic.editArticle')}
          </ButtonLink>
          <ButtonLink
            to={editorHref({
              operType: 'create',
              artType: 'article',
              discussId: article.discussId,
              parentArticleId: article.id,
            })}
            icon={<PlusOutlined />}
            data-testid="article-add-child"
          >
            {t('forum.topic.addChildArticle')}
          </ButtonLink>
          <Popconfirm
            title={t('forum.topic.deleteArticleConfirm')}
            okText={t('forum.common.delete')}
            cancelText={t('forum.common.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              remove.mutateAsync(article.id).then(() => {
                message.success(t('forum.topic.articleDeleted'));
                void navigate(topicHref(article.discussId), { replace: true });
              })
            }
          >
            <Button danger icon={<DeleteOutlined />} data-testid="article-delete">
              {t('forum.topic.deleteArticle')}
            </Button>
          </Popconfirm>
        </>
      )}
      {article.viewer.canViewHistory && (
        <>
          <Button onClick={() => setHistory(true)}>{t('forum.moderation.history')}</Button>
          <RevisionsDrawer kind="article" id={article.id} open={history} onClose={() => setHistory(false)} />
        </>
      )}
    </div>
  );
}
