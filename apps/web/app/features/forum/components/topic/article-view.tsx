import {
  PAGES,
  type ArticleDetail,
  type ArticleNode,
  articleHref,
  boardHref,
  profileHref,
  topicHref,
} from '@clearsight/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { Link } from '../../../../components/link';
import { Breadcrumbs } from '../../../../components/breadcrumbs';
import { localText } from '../../../../lib/labels';
import { LocalDate } from '../../../../components/local-date';
import { LevelBadge } from '../../../../components/level-badge';
import { MemberAvatar } from '../../../../components/member-avatar';
import { Prose } from '../prose';
import { Toc } from '../toc';
import { ArticleActions } from './article-actions';
import { ArticlePrevNext } from './article-prev-next';
import { ReadLayout } from './read-layout';

/**
 * A child article of a topic: breadcrumbs through its ancestors, the article, its contents at the side. `tools`
 * are the member layer's (delete, revision history).
 */
export function ArticleView({
  article,
  tree,
  tools,
}: {
  article: ArticleDetail;
  tree: ArticleNode[];
  tools?: ReactNode;
}) {
  const { t, lang } = useTranslation();

  const crumbs = [
    { label: t('forum.common.home'), to: PAGES.home },
    {
      label: localText(article.discuss.plateName, article.discuss.plateNameEn, lang),
      to: boardHref(article.discuss.plateId),
    },
    { label: article.discuss.title, to: topicHref(article.discussId) },
    ...article.ancestors.map((a) => ({ label: a.name, to: articleHref(article.discussId, a.id) })),
    { label: article.name },
  ];

  const main = (
    <article className="fm-article" data-testid="child-article">
      <header className="fm-article__head">
        <h1 data-testid="article-title">{article.name}</h1>
        <div className="fm-article__meta">
          <Link to={profileHref(article.author.userName)} className="fm-topic__author">
            <MemberAvatar user={article.author} size={24} />
            {article.author.nick}
            <LevelBadge
              level={article.author.level}
              name={article.author.levelName}
              nameEn={article.author.levelNameEn}
              size="small"
            />
          </Link>
          <span>
            {t('forum.topic.updatedAt')} <LocalDate iso={article.lastModificationTime} lang={lang} withTime />
          </span>
          <span>
            {t('forum.topic.articleMeta')} <Link to={topicHref(article.discussId)}>{article.discuss.title}</Link>
          </span>
        </div>
      </header>
      <Prose html={article.contentHtml} testId="article-content" />
      <ArticlePrevNext article={article} />
      <ArticleActions article={article} tools={tools} />
    </article>
  );

  return (
    <>
      <Breadcrumbs items={crumbs} testId="forum-breadcrumb" />
      <ReadLayout
        discussId={article.discussId}
        tree={tree}
        current={article.id}
        main={main}
        side={article.toc.length > 0 ? <Toc items={article.toc} /> : null}
      />
    </>
  );
}
