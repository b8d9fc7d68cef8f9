import {
  CheckCircleOutlined,
  DeleteOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  FlagOutlined,
} from '../../../components/icons';
import type { CommentReply } from '@clearsight/contracts';
import { Input, Modal, Popconfirm } from 'antd';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { feedback } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { CommentPatch } from '../components/comments/comment-item';
import { testIdProps } from '../test-id';
import { useDeleteComment, useMarkAnswer, useModerateComment } from './forum-api';

/**
 * A member's actions on one comment, after like and reply: delete (the author, a moderator), report, and hide or
 * show again (staff, with a reason). Their effect shows at once through `onPatched`.
 */
export function CommentTools({
  comment,
  canModerate,
  canMarkAnswer = false,
  onPatched,
  onReport,
}: {
  comment: CommentReply;
  canModerate: boolean;
  /** A Q&A board's topic, viewed by its author or staff: accept this comment as the answer (or withdraw it). */
  canMarkAnswer?: boolean;
  onPatched: (patch: CommentPatch) => void;
  onReport: (commentId: string) => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteComment();
  const moderate = useModerateComment();
  const answer = useMarkAnswer(comment.discussId);
  const toggleAnswer = () =>
    answer.mutate(comment.isAnswer ? null : comment.id, {
      onSuccess: () => {
        onPatched({ isAnswer: !comment.isAnswer });
        feedback.message.success(comment.isAnswer ? t('forum.tools.answerCleared') : t('forum.tools.answerMarked'));
      },
    });
  const [hideOpen, setHideOpen] = useState(false);
  const [reason, setReason] = useState('');

  const setHidden = (isHidden: boolean, hiddenReason?: string) =>
    moderate.mutate(
      { commentId: comment.id, isHidden, hiddenReason },
      {
        onSuccess: (result) => {
          onPatched({ isHidden: result.isHidden, hiddenReason: result.hiddenReason });
          feedback.message.success(isHidden ? t('forum.moderation.commentHidden') : t('forum.moderation.commentShown'));
          setHideOpen(false);
        },
      },
    );

  return (
    <>
      {canMarkAnswer && !comment.isHidden && (
        <Button
          type="text"
          size="small"
          icon={<CheckCircleOutlined />}
          aria-pressed={comment.isAnswer}
          loading={answer.isPending}
          onClick={toggleAnswer}
          data-testid="comment-mark-answer"
        >
          {comment.isAnswer ? t('forum.tools.unmarkAnswer') : t('forum.tools.markAnswer')}
        </Button>
      )}
      {comment.canDelete && (
        <Popconfirm
          title={t('forum.tools.deleteCommentConfirm')}
          okText={t('forum.common.delete')}
          cancelText={t('forum.common.cancel')}
          okButtonProps={{ danger: true, ...testIdProps('comment-delete-confirm') }}
          onConfirm={() =>
            remove.mutateAsync(comment.id).then(() => {
              onPatched({ isDeleted: true, content: '' });
              feedback.message.success(t('forum.tools.commentRemoved'));
            })
          }
        >
          <Button type="text" size="small" icon={<DeleteOutlined />} data-testid="comment-delete">
            {t('forum.tools.deleteComment')}
          </Button>
        </Popconfirm>
      )}
      <Button type="text" size="small" icon={<FlagOutlined />} onClick={() => onReport(comment.id)}>
        {t('forum.comment.report')}
      </Button>
      {canModerate &&
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
      {canModerate && (
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
    </>
  );
}
