import {
  CheckCircleFilled,
  LikeFilled,
  LikeOutlined,
  MessageOutlined,
  StarOutlined,
} from '../../../../components/icons';
import { type CommentReply, commentAnchor, profileHref } from '@clearsight/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { Kept } from '../../../../components/kept';
import { Link } from '../../../../components/link';
import { LocalDate } from '../../../../components/local-date';
import { Button } from '../../../../components/ui/button';
import { commentBody } from '../../comment-thread';
import { LevelBadge } from '../../../../components/level-badge';
import { MemberAvatar } from '../../../../components/member-avatar';
import { LinkifiedText } from './linkified-text';

export type CommentPatch = Partial<CommentReply>;

export interface CommentHandlers {
  lang: string;
  /** Whether the reply button shows (comments open, or staff; a guest's asks to log in). */
  canReply: boolean;
  onReply: (comment: CommentReply) => void;
  /** Toggles the like; answers the new state (a guest's asks to log in and answers nothing). */
  onLike: (comment: CommentReply) => Promise<CommentPatch | void>;
  /** Toggles the bookmark; answers the new state (a guest's asks to log in and answers nothing). */
  onBookmark: (comment: CommentReply) => Promise<CommentPatch | void>;
  onPatched: (id: string, patch: CommentPatch) => void;
  /**
   * The member layer's actions after like and reply (delete, report, hide), with a way to show their effect
   * on this comment at once.
   */
  renderActions?: (comment: CommentReply, patch: (patch: CommentPatch) => void) => ReactNode;
  /** The member's first unread comment when they opened the topic (features/forum/member/use-read-on-open.ts). */
  firstUnreadId?: string | null;
}

/** One comment (a root or a reply): author, "回复 @nick", text with links, likes, reply, and the member's actions. */
export function CommentItem({
  comment,
  handlers,
  isReply,
  island,
}: {
  comment: CommentReply;
  handlers: CommentHandlers;
  isReply: boolean;
  /** The thread's server island (../server-island.tsx), on a root comment. */
  island?: string;
}) {
  const [liking, setLiking] = useState(false);
  const [keeping, setKeeping] = useState(false);

  const toggleLike = () => {
    setLiking(true);
    handlers
      .onLike(comment)
      .then((patch) => {
        if (patch) handlers.onPatched(comment.id, patch);
      })
      .catch(() => undefined)
      .finally(() => setLiking(false));
  };

  const toggleBookmark = () => {
    setKeeping(true);
    handlers
      .onBookmark(comment)
      .then((patch) => {
        if (patch) handlers.onPatched(comment.id, patch);
      })
      .catch(() => undefined)
      .finally(() => setKeeping(false));
  };

  return (
    // Kept between server renders (decision 0052) by everything the comment is drawn from; the member's own
    // actions (drawn after hydration) are never kept.
    <Kept
      as="li"
      foundBy="id"
      id={commentAnchor(comment.id)}
      className={`${isReply ? 'fm-comment fm-comment--reply' : 'fm-comment'}${comment.isAnswer ? ' is-answer' : ''}${
        handlers.firstUnreadId === comment.id ? ' fm-comment--first-unread' : ''
      }`}
      data-testid={isReply ? 'reply' : 'comment'}
      data-comment-id={comment.id}
      data-island={island}
      watch={handlers.renderActions || liking || keeping ? null : [comment, isReply, handlers.lang, handlers.canReply]}
    >
      <CommentContent
        comment={comment}
        handlers={handlers}
        isReply={isReply}
        liking={liking}
        keeping={keeping}
        onLike={toggleLike}
        onBookmark={toggleBookmark}
      />
    </Kept>
  );
}

function CommentContent({
  comment,
  handlers,
  isReply,
  liking,
  keeping,
  onLike,
  onBookmark,
}: {
  comment: CommentReply;
  handlers: CommentHandlers;
  isReply: boolean;
  liking: boolean;
  keeping: boolean;
  onLike: () => void;
  onBookmark: () => void;
}) {
  const { t } = useTranslation();
  const body = commentBody(comment);
  const live = body.kind === 'text' || body.kind === 'hidden-visible';
  return (
    <>
      <MemberAvatar user={comment.author} size={isReply ? 28 : 36} />
      <div className="fm-comment__main">
        <div className="fm-comment__head">
          <Link to={profileHref(comment.author.userName)} className="fm-comment__nick">
            {comment.author.nick}
          </Link>
          <LevelBadge
            level={comment.author.level}
            name={comment.author.levelName}
            nameEn={comment.author.levelNameEn}
            size="small"
          />
          {isReply && comment.replyTo && (
            <span className="fm-comment__reply-to" data-testid="reply-to">
              {t('forum.comment.replyTo')}{' '}
              <Link to={profileHref(comment.replyTo.userName)}>@{comment.replyTo.nick}</Link>
            </span>
          )}
          <LocalDate iso={comment.creationTime} lang={handlers.lang} withTime className="fm-comment__time" />
          {comment.isAnswer && (
            <span className="fm-badge fm-badge--answer" data-testid="comment-answer-tag">
              <CheckCircleFilled /> {t('forum.answer.accepted')}
            </span>
          )}
          {body.kind === 'hidden-visible' && (
            <span className="fm-badge fm-badge--hidden" data-testid="comment-hidden-tag">
              {t('forum.comment.hiddenTag')}
            </span>
          )}
        </div>
        <div className="fm-comment__content" data-testid="comment-content">
          {body.kind === 'deleted' && <em className="fm-comment__marker">{t('forum.comment.deleted')}</em>}
          {body.kind === 'hidden' && (
            <em className="fm-comment__marker" data-testid="comment-hidden-marker">
              {t('forum.comment.hiddenMarker')}
            </em>
          )}
          {(body.kind === 'text' || body.kind === 'hidden-visible') && (
            <LinkifiedText text={body.text} mentions={comment.mentions} />
          )}
          {body.kind === 'hidden-visible' && body.reason && (
            <p className="fm-comment__reason">{t('forum.comment.hiddenReason', { reason: body.reason })}</p>
          )}
        </div>
        {live && (
          <div
            className="fm-comment__actions"
            aria-label={t('forum.comment.actionsOf', { nick: comment.author.nick })}
            role="group"
          >
            <Button
              type="text"
              size="small"
              icon={comment.isAgree ? <LikeFilled /> : <LikeOutlined />}
              aria-pressed={comment.isAgree}
              aria-label={`${t('forum.comment.like')} (${comment.likeCount})`}
              onClick={onLike}
              loading={liking}
              className={comment.isAgree ? 'is-active' : undefined}
              data-testid="comment-like"
            >
              <span data-testid="comment-like-count">{comment.likeCount}</span>
            </Button>
            <Button
              type="text"
              size="small"
              icon={<StarOutlined />}
              aria-pressed={comment.isBookmarked}
              onClick={onBookmark}
              loading={keeping}
              className={comment.isBookmarked ? 'is-active' : undefined}
              data-testid="comment-bookmark"
            >
              {comment.isBookmarked ? t('forum.bookmark.remove') : t('forum.bookmark.add')}
            </Button>
            {handlers.canReply && (
              <Button
                type="text"
                size="small"
                icon={<MessageOutlined />}
                onClick={() => handlers.onReply(comment)}
                data-testid="comment-reply"
              >
                {t('forum.comment.reply')}
              </Button>
            )}
            {handlers.renderActions?.(comment, (patch) => handlers.onPatched(comment.id, patch))}
          </div>
        )}
      </div>
    </>
  );
}
