import { EditOutlined, PlusOutlined } from '../../../../components/icons';
import { type ArticleDetail, editorHref } from '@clearsight/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { ButtonLink } from '../../../../components/button-link';

/**
 * Under a child article, for those who may: edit, add a child, and the member layer's `tools` (delete, its
 * revision history).
 */
export function ArticleActions({ article, tools }: { article: ArticleDetail; tools?: ReactNode }) {
  const { t } = useTranslation();
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
        </>
      )}
      {tools}
    </div>
  );
}
