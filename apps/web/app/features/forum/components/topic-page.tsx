import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  FlagOutlined,
  LeftOutlined,
  LockOutlined,
  PlusOutlined,
  PushpinFilled,
  RightOutlined,
} from '@ant-design/icons';
import {
  PAGES,
  type ArticleDetail,
  type ArticleNode,
  type DiscussDetail,
  articleHref,
  boardHref,
  editorHref,
  profileHref,
  topicHref,
} from '@clearsight/contracts';
import { Alert, App, Button, Popconfirm, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { LocalDate } from '../../../components/local-date';
import { loginPathFor } from '../../../lib/http/present';
import { isApiError } from '../../../lib/http/errors';
import { useRootData } from '../../../lib/site-config';
import { useViewer } from '../../../lib/viewer-data';
import {
  askToLogin,
  useArticleDetail,
  useArticleTree,
  useDeleteArticle,
  useDeleteDiscuss,
  useDiscussDetail,
} from '../forum-api';
import type { TopicPageData } from '../forum-types';
import { testIdProps } from '../test-id';
import { ArticleOutline } from './article-outline';
import { AuthorCard } from './author-card';
import { CommentSection } from './comments/comment-section';
import { MemberAvatar } from '../../../components/member-avatar';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { LikeButton } from './like-button';
import { ModerationMenu } from './moderation-menu';
import { Prose } from './prose';
import { ReportDialog } from './report-dialog';
import { RevisionsDrawer } from './revisions-drawer';
import { ShareButton } from './share-button';
import { titleColor } from '../../../components/topic-card';
import { Toc } from './toc';

function PrivateNotice({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="fm-private" data-testid="topic-private">
      <span className="fm-private__icon" aria-hidden="true">
        <LockOutlined />
      </span>
      <h1>{t('forum.topic.privateTitle')}</h1>
      <p>{t('forum.topic.privateText')}</p>
      {!signedIn && (
        <ButtonLink type="primary" to={loginPathFor({ pathname: location.pathname, search: location.search })}>
          {t('forum.topic.privateLogin')}
        </ButtonLink>
      )}
      <p>
        <Link to={PAGES.forum}>{t('forum.board.allTopics')}</Link>
      </p>
    </div>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="fm-loading" role="status">
      <Spin />
      <span className="cs-visually-hidden">{t('forum.common.loading')}</span>
    </div>
  );
}

/** What shows while there is no topic: the privacy notice, not found, an error, or loading. */
function Missing({
  access,
  query,
  viewer,
}: {
  access: TopicPageData['access'];
  query: { isError: boolean; error: unknown; isFetching: boolean };
  viewer: string | null;
}) {
  const { t } = useTranslation();
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : undefined;
    if (status === 403 || status === 401) return <PrivateNotice signedIn={viewer !== 'guest'} />;
    if (status === 404) return <Alert type="error" showIcon title={t('forum.topic.notFound')} />;
    return <Alert type="error" showIcon title={t('forum.common.loadFailed')} />;
  }
  if (access === 'forbidden' && !query.isFetching)
    return <PrivateNotice signedIn={viewer !== null && viewer !== 'guest'} />;
  if (access === 'unavailable' && !query.isFetching)
    return <Alert type="error" showIcon title={t('forum.common.loadFailed')} />;
  return <Loading />;
}

/** The three columns: outline, the reading column, and the side (author, contents). */
function ReadLayout({
  discussId,
  tree,
  current,
  main,
  side,
}: {
  discussId: string;
  tree: ArticleNode[];
  current: string | null;
  main: ReactNode;
  side: ReactNode | null;
}) {
  return (
    <div className={side ? 'fm-read' : 'fm-read fm-read--noside'}>
      <aside className="fm-read__outline">
        <ArticleOutline discussId={discussId} tree={tree} current={current} />
      </aside>
      <div className="fm-read__main">{main}</div>
      {side && <aside className="fm-read__side">{side}</aside>}
    </div>
  );
}

function TopicActions({ topic, onReport }: { topic: DiscussDetail; onReport: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { signedIn } = useViewer();
  const remove = useDeleteDiscuss(topic.id);
  const v = topic.viewer;
  return (
    <div className="fm-actions" role="group" aria-label={t('forum.topic.actions')} data-testid="topic-actions">
      <LikeButton discussId={topic.id} isAgree={topic.isAgree} likeCount={topic.likeCount} canLike={v.canLike} />
      <ShareButton path={topicHref(topic.id)} />
      <Button icon={<FlagOutlined />} onClick={() => (signedIn ? onReport() : askToLogin())} data-testid="topic-report">
        {t('forum.topic.report')}
      </Button>
      {v.canEdit && (
        <ButtonLink
          to={editorHref({ operType: 'update', artType: 'discuss', discussId: topic.id })}
          icon={<EditOutlined />}
          data-testid="topic-edit"
        >
          {t('forum.topic.edit')}
        </ButtonLink>
      )}
      {v.canWriteArticle && (
        <ButtonLink
          to={editorHref({ operType: 'create', artType: 'article', discussId: topic.id })}
          icon={<PlusOutlined />}
          data-testid="article-add"
        >
          {t('forum.topic.addArticle')}
        </ButtonLink>
      )}
      {v.canDelete && (
        <Popconfirm
          title={t('forum.topic.deleteConfirm')}
          okText={t('forum.common.delete')}
          cancelText={t('forum.common.cancel')}
          okButtonProps={{ danger: true, ...testIdProps('topic-delete-confirm') }}
          onConfirm={() =>
            remove.mutateAsync().then(() => {
              message.success(t('forum.topic.deleted'));
              void navigate(boardHref(topic.plateId), { replace: true });
            })
          }
        >
          <Button danger icon={<DeleteOutlined />} data-testid="topic-delete">
            {t('forum.topic.delete')}
          </Button>
        </Popconfirm>
      )}
      {v.canModerate && <ModerationMenu topic={topic} />}
    </div>
  );
}

function TopicView({ data, tree }: { data: TopicPageData; tree: ArticleNode[] }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { data: topic, query, viewer } = useDiscussDetail(data.discussId, data.discuss);
  const [reporting, setReporting] = useState(false);

  if (!topic) return <Missing access={data.access} query={query} viewer={viewer} />;

  const crumbs = [
    { label: t('forum.common.home'), to: PAGES.home },
    { label: topic.plateName, to: boardHref(topic.plateId) },
    { label: topic.title },
  ];

  const main = (
    <>
      <article className="fm-article" data-testid="topic-article">
        <header className="fm-article__head">
          <div className="fm-article__badges">
            {topic.isPinned && (
              <span className="fm-badge fm-badge--pin">
                <PushpinFilled aria-hidden="true" /> {t('forum.board.pinned')}
              </span>
            )}
            {topic.isHidden && <span className="fm-badge fm-badge--hidden">{t('forum.board.hidden')}</span>}
            {topic.visibility !== 'public' && (
              <span className="fm-badge fm-badge--private">
                <LockOutlined aria-hidden="true" /> {t(`forum.visibility.${topic.visibility}`)}
              </span>
            )}
          </div>
          <h1 style={{ color: titleColor(topic.color) }} data-testid="topic-title">
            {topic.title}
          </h1>
          <div className="fm-article__meta">
            <Link to={profileHref(topic.author.userName)} className="fm-topic__author">
              <MemberAvatar user={topic.author} size={24} />
              {topic.author.nick}
            </Link>
            <span>
              {t('forum.topic.publishedAt')} <LocalDate iso={topic.creationTime} lang={lang} withTime />
            </span>
            <Link to={boardHref(topic.plateId)} className="fm-topic__plate">
              {topic.plateName}
            </Link>
            <span className="fm-stat" data-testid="topic-views">
              <EyeOutlined aria-hidden="true" /> {t('forum.common.views', { count: topic.viewCount })}
            </span>
          </div>
        </header>
        {topic.isHidden && (
          <Alert
            type="warning"
            showIcon
            title={t('forum.topic.hiddenNotice')}
            description={topic.hiddenReason ? t('forum.topic.hiddenReason', { reason: topic.hiddenReason }) : undefined}
          />
        )}
        {topic.coverUrl && <img className="fm-article__cover" src={topic.coverUrl} alt={t('forum.topic.cover')} />}
        {topic.introduction && <p className="fm-article__lead">{topic.introduction}</p>}
        <Prose html={topic.contentHtml} testId="topic-content" />
        {topic.tags.length > 0 && (
          <ul className="fm-tags fm-article__tags" aria-label={t('forum.topic.tags')}>
            {topic.tags.map((tag) => (
              <li key={tag} className="fm-tag">
                {tag}
              </li>
            ))}
          </ul>
        )}
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

function ArticleActions({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
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

function ArticleView({ data, tree }: { data: TopicPageData; tree: ArticleNode[] }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const articleId = data.articleId!;
  const { data: article, query, viewer } = useArticleDetail(articleId, data.article);

  if (!article) return <Missing access={data.access} query={query} viewer={viewer} />;

  const crumbs = [
    { label: t('forum.common.home'), to: PAGES.home },
    { label: article.discuss.plateName, to: boardHref(article.discuss.plateId) },
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
      <nav
        className="fm-prevnext"
        aria-label={`${t('forum.topic.prev')} / ${t('forum.topic.next')}`}
        data-testid="article-prevnext"
      >
        {article.prev ? (
          <Link
            to={articleHref(article.discussId, article.prev.id)}
            rel="prev"
            className="fm-prevnext__prev"
            data-testid="article-prev"
          >
            <LeftOutlined aria-hidden="true" />
            <span>
              <small>{t('forum.topic.prev')}</small>
              {article.prev.name}
            </span>
          </Link>
        ) : (
          <Link to={topicHref(article.discussId)} className="fm-prevnext__prev">
            <LeftOutlined aria-hidden="true" />
            <span>
              <small>{t('forum.topic.readTopic')}</small>
              {article.discuss.title}
            </span>
          </Link>
        )}
        {article.next && (
          <Link
            to={articleHref(article.discussId, article.next.id)}
            rel="next"
            className="fm-prevnext__next"
            data-testid="article-next"
          >
            <span>
              <small>{t('forum.topic.next')}</small>
              {article.next.name}
            </span>
            <RightOutlined aria-hidden="true" />
          </Link>
        )}
      </nav>
      <ArticleActions article={article} />
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

/** `/article/:discussId` (theme cover with comments) and `/article/:discussId/:articleId` (a child article). */
export function TopicPage({ data }: { data: TopicPageData }) {
  const tree = useArticleTree(data.discussId, data.tree).data ?? [];
  return (
    <div className="fm-page" data-testid="topic-page">
      <div className="cs-container">
        {data.articleId ? (
          <ArticleView key={data.articleId} data={data} tree={tree} />
        ) : (
          <TopicView data={data} tree={tree} />
        )}
      </div>
    </div>
  );
}
