import { PAGES, type ArticleNode, boardHref } from '@clearsight/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { Breadcrumbs } from '../../../../components/breadcrumbs';
import { useRootData } from '../../../../lib/site-config';
import { useDiscussDetail } from '../../forum-api';
import type { TopicPageData } from '../../forum-types';
import { AuthorCard } from '../author-card';
import { CommentSection } from '../comments/comment-section';
import { ReportDialog } from '../report-dialog';
import { Toc } from '../toc';
import { ReadLayout } from './read-layout';
import { TopicActions } from './topic-actions';
import { TopicBody } from './topic-body';
import { TopicHeader } from './topic-header';
import { TopicMissing } from './topic-missing';

/** The topic itself (its cover article) with its comments; the author and the contents at the side. */
export function TopicView({ data, tree }: { data: TopicPageData; tree: ArticleNode[] }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { data: topic, query, viewer } = useDiscussDetail(data.discussId, data.discuss);
  const [reporting, setReporting] = useState(false);

  if (!topic) return <TopicMissing access={data.access} query={query} viewer={viewer} />;

  const crumbs = [
    { label: t('forum.common.home'), to: PAGES.home },
    { label: topic.plateName, to: boardHref(topic.plateId) },
    { label: topic.title },
  ];

  const main = (
    <>
      <article className="fm-article" data-testid="topic-article">
        <TopicHeader topic={topic} lang={lang} />
        <TopicBody topic={topic} />
        <TopicActions topic={topic} onReport={() => setReporting(true)} />
      </article>
      <CommentSection
        discussId={topic.id}
        initial={data.comments}
        sort={data.commentSort}
        page={data.commentPage}
        totalCount={topic.commentCount}
        canComment={topic.viewer.canComment}
        commentsDisabled={topic.commentsDisabled}
        canModerate={topic.viewer.canModerate}
        lang={lang}
      />
      <ReportDialog target={reporting ? { type: 'discuss', id: topic.id } : null} onClose={() => setReporting(false)} />
    </>
  );

  return (
    <>
      <Breadcrumbs items={crumbs} testId="forum-breadcrumb" />
      <ReadLayout
        discussId={topic.id}
        tree={tree}
        current={null}
        main={main}
        side={
          <>
            <AuthorCard author={topic.author} />
            <Toc items={topic.toc} />
          </>
        }
      />
    </>
  );
}
