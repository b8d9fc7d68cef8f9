import { feedback } from '../../../../lib/feedback';
import {
  DeleteOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  FlagOutlined,
  LikeFilled,
  LikeOutlined,
  MessageOutlined,
} from '../../../../components/icons';
import { type CommentReply, commentAnchor, profileHref } from '@clearsight/contracts';
import { Button, Input, Modal, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { LocalDate } from '../../../../components/local-date';
import { commentBody } from '../../comment-thread';
import { useViewer } from '../../../../lib/viewer-data';
import { askToLogin, useDeleteComment, useModerateComment, useToggleCommentLike } from '../../forum-api';
import { testIdProps } from '../../test-id';
import { LevelBadge } from '../../../../components/level-badge';
import { MemberAvatar } from '../../../../components/member-avatar';
import { LinkifiedText } from './linkified-text';

export interface CommentHandlers {
  lang: string;
  canModerate: boolean;
  /** Whether replying is possible at all (comments open, or staff). */
  canReply: boolean;
  onReply: (comment: CommentReply) => void;
  onPatched: (id: string, patch: Partial<CommentReply>) => void;
  onReport: (commentId: string) => void;
}

/** One comment (a root or a reply): author, "回复 @nick", text with links, likes, reply, delete, moderation. */
export function CommentItem({
  comment,
  handlers,
  isReply,
}: {
  comment: CommentReply;
  handlers: CommentHandlers;
  isReply: boolean;
}) {
  const { t } = useTranslation();
  const { message } = feedback;
  const { signedIn } = useViewer();
  const like = useToggleCommentLike();
  const remove = useDeleteComment();
  const moderate = useModerateComment();
  const [hideOpen, setHideOpen] = useState(false);
  const [reason, setReason] = useState('');
  const body = commentBody(comment);
  const live = body.kind === 'text' || body.kind === 'hidden-visible';

  const toggleLike = () => {
    if (!signedIn) return askToLogin();
    like.mutate(comment.id, {
      onSuccess: (result) => handlers.onPatched(comment.id, { isAgree: result.isAgree, likeCount: result.likeCount }),
    });
  };

  const setHidden = (isHidden: boolean, hiddenReason?: string) =>
    moderate.mutate(
      { commentId: comment.id, isHidden, hiddenReason },
      {
        onSuccess: (result) => {
          handlers.onPatched(comment.id, { isHidden: result.isHidden, hiddenReason: result.hiddenReason });
          message.success(isHidden ? t('forum.moderation.commentHidden') : t('forum.moderation.commentShown'));
          setHideOpen(false);
        },
      },
    );

  return (
    <li
      id={commentAnchor(comment.id)}
      className={isReply ? 'fm-comment fm-comment--reply' : 'fm-comment'}
      data-testid={isReply ? 'reply' : 'comment'}
      data-comment-id={comment.id}
    >
      <MemberAvatar user={comment.author} size={isReply ? 28 : 36} />
      <div className="fm-comment__main">
        <div className="fm-comment__head">
          <Link to={profileHref(comment.author.userName)} className="fm-comment__nick">
            {comment.author.nick}
          </Link>
          <LevelBadge level={comment.author.level} name={comment.author.levelName} size="small" />
          {isReply && comment.replyTo && (
            <span className="fm-comment__reply-to" data-testid="reply-to">
              {t('forum.comment.replyTo')}{' '}
              <Link to={profileHref(comment.replyTo.userName)}>@{comment.replyTo.nick}</Link>
            </span>
          )}
          <LocalDate iso={comment.creationTime} lang={handlers.lang} withTime className="fm-comment__time" />
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
          {(body.kind === 'text' || body.kind === 'hidden-visible') && <LinkifiedText text={body.text} />}
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
              onClick={toggleLike}
              loading={like.isPending}
              className={comment.isAgree ? 'is-active' : undefined}
              data-testid="comment-like"
            >
              <span data-testid="comment-like-count">{comment.likeCount}</span>
            </Button>
            {handlers.canReply && (
              <Button
                type="text"
                size="small"
                icon={<MessageOutlined />}
                onClick={() => (signedIn ? handlers.onReply(comment) : askToLogin())}
                data-testid="comment-reply"
              >
                {t('forum.comment.reply')}
              </Button>
            )}
            {comment.canDelete && (
              <Popconfirm
                title={t('forum.comment.deleteConfirm')}
                okText={t('forum.common.delete')}
                cancelText={t('forum.common.cancel')}
                okButtonProps={{ danger: true, ...testIdProps('comment-delete-confirm') }}
                onConfirm={() =>
                  remove.mutateAsync(comment.id).then(() => {
                    handlers.onPatched(comment.id, { isDeleted: true, content: '' });
                    message.success(t('forum.comment.removed'));
                  })
                }
              >
                <Button type="text" size="small" icon={<DeleteOutlined />} data-testid="comment-delete">
                  {t('forum.comment.delete')}
                </Button>
              </Popconfirm>
            )}
            {signedIn && (
              <Button type="text" size="small" icon={<FlagOutlined />} onClick={() => handlers.onReport(comment.id)}>
                {t('forum.comment.report')}
              </Button>
            )}
            {handlers.canModerate &&
              (comment.isHidden ? (
                <Button
                  type="text"
                  size="small"
                  icon={<EyeOutlined />}
                  onClick={() => setHidden(false)}
                  loading={moderate.isPending}
                  data-testid="comment-unhide"
                >
                  {t('forum.moderation.unhideComment')}
                </Button>
              ) : (
                <Button
                  type="text"
                  size="small"
                  icon={<EyeInvisibleOutlined />}
                  onClick={() => {
                    setReason('');
                    setHideOpen(true);
                  }}
                  data-testid="comment-hide"
                >
                  {t('forum.moderation.hideComment')}
                </Button>
              ))}
          </div>
        )}
      </div>
      {handlers.canModerate && (
        <Modal
          open={hideOpen}
          title={t('forum.moderation.hideComment')}
          onCancel={() => setHideOpen(false)}
          onOk={() => setHidden(true, reason.trim() || undefined)}
          confirmLoading={moderate.isPending}
          okText={t('forum.common.confirm')}
          cancelText={t('forum.common.cancel')}
          okButtonProps={testIdProps('comment-hide-confirm')}
          destroyOnHidden
        >
          <label htmlFor={`hide-${comment.id}`} className="fm-field-label">
            {t('forum.moderation.hideReason')}
          </label>
          <Input.TextArea
            id={`hide-${comment.id}`}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder={t('forum.moderation.hideReasonPlaceholder')}
          />
        </Modal>
      )}
    </li>
  );
}
