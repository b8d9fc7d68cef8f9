import type { CommentReply, CommentRoot } from '@clearsight/contracts';
import { Alert, Button, Empty } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { loginPathFor } from '../../../../lib/http/present';
import { mergeReplies } from '../../comment-thread';
import { useViewer, type Paged } from '../../../../lib/viewer-data';
import { COMMENTS_PAGE_SIZE, type CommentSort } from '../../forum-constants';
import { fetchReplies, useComments } from '../../forum-api';
import { Pagination } from '../../../../components/pagination';
import { ReportDialog } from '../report-dialog';
import { CommentBox } from './comment-box';
import { CommentItem, type CommentHandlers } from './comment-item';

type Overrides = Record<string, Partial<CommentReply>>;

function withOverride<T extends CommentReply>(comment: T, overrides: Overrides): T {
  const patch = overrides[comment.id];
  return patch ? { ...comment, ...patch } : comment;
}

/** A root comment with its replies flattened under it, more replies on demand, and the reply box. */
function RootThread({
  root,
  handlers,
  overrides,
  replyingTo,
  discussId,
  onCloseReply,
}: {
  root: CommentRoot;
  handlers: CommentHandlers;
  overrides: Overrides;
  replyingTo: CommentReply | null;
  discussId: string;
  onCloseReply: () => void;
}) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<CommentReply[]>([]);
  const [mine, setMine] = useState<CommentReply[]>([]);
  const [loading, setLoading] = useState(false);
  const replies = mergeReplies(root.replies, loaded, mine).map((r) => withOverride(r, overrides));
  const fromServer = root.replies.length + loaded.length;
  const remaining = Math.max(0, root.replyCount - mergeReplies(root.replies, loaded).length);
  const replyHere = replyingTo && (replyingTo.id === root.id || replyingTo.rootId === root.id) ? replyingTo : null;

  const loadMore = () => {
    setLoading(true);
    fetchReplies(root.id, fromServer)
      .then((page) => setLoaded((prev) => [...prev, ...page.items]))
      .catch(() => undefined)
      .finally(() => setLoading(false));
  };

  return (
    <>
      <CommentItem comment={withOverride(root, overrides)} handlers={handlers} isReply={false} />
      {(replies.length > 0 || remaining > 0 || replyHere) && (
        <li className="fm-replies-wrap">
          <ul className="fm-replies" data-testid="replies">
            {replies.map((reply) => (
              <CommentItem key={reply.id} comment={reply} handlers={handlers} isReply />
            ))}
          </ul>
          {remaining > 0 && (
            <Button type="link" size="small" onClick={loadMore} loading={loading} data-testid="more-replies">
              {t('forum.comment.moreReplies', { count: remaining })}
            </Button>
          )}
          {replyHere && (
            <CommentBox
              discussId={discussId}
              parent={{ id: replyHere.id, nick: replyHere.author.nick }}
              autoFocus
              onCancel={onCloseReply}
              onPosted={(created) => {
                setMine((prev) => [...prev, created]);
                onCloseReply();
              }}
            />
          )}
        </li>
      )}
    </>
  );
}

/**
 * Comments under a topic (docs/product.md): root comments paged, newest or oldest first, each with its replies;
 * likes, replies, delete by the author or a moderator, hide by staff. Plain text with links only.
 */
export function CommentSection({
  discussId,
  initial,
  sort,
  page,
  totalCount,
  canComment,
  commentsDisabled,
  canModerate,
  lang,
}: {
  discussId: string;
  initial: Paged<CommentRoot> | null;
  sort: CommentSort;
  page: number;
  totalCount: number;
  canComment: boolean;
  commentsDisabled: boolean;
  canModerate: boolean;
  lang: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const { signedIn, viewer } = useViewer();
  const { data, query } = useComments(discussId, sort, page, initial);
  const [overrides, setOverrides] = useState<Overrides>({});
  const [replyingTo, setReplyingTo] = useState<CommentReply | null>(null);
  const [reportId, setReportId] = useState<string | null>(null);

  const onPatched = useCallback(
    (id: string, patch: Partial<CommentReply>) =>
      setOverrides((prev) => ({ ...prev, [id]: { ...prev[id], ...patch } })),
    [],
  );
  const handlers: CommentHandlers = useMemo(
    () => ({
      lang,
      canModerate,
      canReply: canComment || !signedIn,
      onReply: setReplyingTo,
      onPatched,
      onReport: setReportId,
    }),
    [lang, canModerate, canComment, signedIn, onPatched],
  );

  const list = data ?? { items: [], totalCount: 0 };
  const sortHref = (next: CommentSort) => {
    const search = new URLSearchParams(location.search);
    search.delete('cpage');
    if (next === 'newest') search.delete('csort');
    else search.set('csort', next);
    const text = search.toString();
    return `${location.pathname}${text ? `?${text}` : ''}#comments`;
  };

  let box: ReactNode;
  if (viewer === 'guest') {
    box = (
      <p className="fm-comment-note" data-testid="comment-login">
        <Link to={loginPathFor({ pathname: location.pathname, search: location.search })}>
          {t('forum.comment.loginToComment')}
        </Link>
      </p>
    );
  } else if (viewer === null) {
    box = null;
  } else if (!canComment) {
    box = (
      <p className="fm-comment-note" data-testid="comment-closed">
        {commentsDisabled ? t('forum.comment.disabled') : t('forum.comment.noPermission')}
      </p>
    );
  } else {
    box = <CommentBox discussId={discussId} />;
  }

  return (
    <section className="fm-comments" id="comments" aria-labelledby="fm-comments-title" data-testid="comments">
      <div className="fm-comments__head">
        <h2 id="fm-comments-title">
          {t('forum.comment.heading')}{' '}
          <span className="fm-comments__count">{t('forum.comment.count', { count: totalCount })}</span>
        </h2>
        <nav className="fm-sort" aria-label={t('forum.comment.sortLabel')}>
          {(['newest', 'oldest'] as const).map((option) => (
            <Link
              key={option}
              to={sortHref(option)}
              preventScrollReset
              className={option === sort ? 'is-current' : undefined}
              aria-current={option === sort ? 'true' : undefined}
              data-testid={`comment-sort-${option}`}
            >
              {t(`forum.comment.${option}`)}
            </Link>
          ))}
        </nav>
      </div>
      {commentsDisabled && canComment && (
        <Alert type="warning" showIcon title={t('forum.topic.commentsDisabledNotice')} />
      )}
      {box}
      {query.isError && !data && <Alert type="error" showIcon title={t('forum.common.loadFailed')} />}
      {list.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('forum.comment.empty')} />
      ) : (
        <ul className="fm-comment-list" data-testid="comment-list">
          {list.items.map((root) => (
            <RootThread
              key={root.id}
              root={root}
              handlers={handlers}
              overrides={overrides}
              replyingTo={replyingTo}
              discussId={discussId}
              onCloseReply={() => setReplyingTo(null)}
            />
          ))}
        </ul>
      )}
      <Pagination
        total={list.totalCount}
        pageSize={COMMENTS_PAGE_SIZE}
        page={page}
        param="cpage"
        hash="comments"
        keepScroll
        testId="comment-pager"
      />
      <ReportDialog target={reportId ? { type: 'comment', id: reportId } : null} onClose={() => setReportId(null)} />
    </section>
  );
}
