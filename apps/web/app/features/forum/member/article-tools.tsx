import { DeleteOutlined } from '../../../components/icons';
import { type ArticleDetail, topicHref } from '@clearsight/contracts';
import { Popconfirm } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { feedback } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useDeleteArticle } from './forum-api';
import { RevisionsDrawer } from './revisions-drawer';

/** The member's tools under a child article, after edit and add: delete (with a confirmation), its history. */
export function ArticleTools({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteArticle();
  const [history, setHistory] = useState(false);
  return (
    <>
      {article.viewer.canEdit && (
        <Popconfirm
          title={t('forum.tools.deleteArticleConfirm')}
          okText={t('forum.common.delete')}
          cancelText={t('forum.common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            remove.mutateAsync(article.id).then(() => {
              feedback.message.success(t('forum.tools.articleDeleted'));
              void navigate(topicHref(article.discussId), { replace: true });
            })
          }
        >
          <Button danger icon={<DeleteOutlined />} data-testid="article-delete">
            {t('forum.tools.deleteArticle')}
          </Button>
        </Popconfirm>
      )}
      {article.viewer.canViewHistory && (
        <>
          <Button onClick={() => setHistory(true)}>{t('forum.moderation.history')}</Button>
          <RevisionsDrawer kind="article" id={article.id} open={history} onClose={() => setHistory(false)} />
        </>
      )}
    </>
  );
}
