import { DeleteOutlined } from '../../../components/icons';
import { type ArticleDetail, topicHref } from '@clearsight/contracts';
import { Popconfirm } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { feedback } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useDeleteArticle } from './forum-api';

/** The history drawer (antd's drawer): its code loads when the history is first opened. */
const RevisionsDrawer = lazy(() => import('./revisions-drawer').then((m) => ({ default: m.RevisionsDrawer })));

/** The member's tools under a child article, after edit and add: delete (with a confirmation), its history. */
export function ArticleTools({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteArticle();
  const [history, setHistory] = useState(false);
  // Once opened, the drawer stays mounted, so that closing it plays its animation.
  const [historyAsked, setHistoryAsked] = useState(false);
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
          <Button
            onClick={() => {
              setHistory(true);
              setHistoryAsked(true);
            }}
          >
            {t('forum.moderation.history')}
          </Button>
          {historyAsked && (
            <Suspense fallback={null}>
              <RevisionsDrawer kind="article" id={article.id} open={history} onClose={() => setHistory(false)} />
            </Suspense>
          )}
        </>
      )}
    </>
  );
}
