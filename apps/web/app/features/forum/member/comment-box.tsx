import { feedback } from '../../../lib/feedback';
import { COMMENT_MAX, type CommentReply } from '@clearsight/contracts';
import { Button, Input } from 'antd';
import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { commentLength } from '../comment-thread';
import { useCreateComment } from './forum-api';

/**
 * The box with member suggestions after `@`, loaded with the comment box but as a chunk of its own: its code (antd's
 * Mentions) stays out of the list of modules a guest's topic page names at start (the page is at its JavaScript
 * budget). Asked for as soon as this module runs, so it is there by the time a box is shown; until then a disabled
 * box of the same size holds the place (nothing typed can be lost when the real one takes over).
 */
const loadMentionBox = () => import('./mention-text-area');
void loadMentionBox();
const MentionTextArea = lazy(() => loadMentionBox().then((m) => ({ default: m.MentionTextArea })));

/** A comment or reply box: 1–1000 characters of plain text; `@` offers members to mention. */
export function CommentBox({
  discussId,
  parent,
  onPosted,
  onCancel,
  autoFocus = false,
}: {
  discussId: string;
  /** The comment replied to; absent for a root comment. */
  parent?: { id: string; nick: string };
  onPosted?: (comment: CommentReply) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = feedback;
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateComment(discussId);
  const length = commentLength(text);

  const submit = async () => {
    if (length < 1) return setError(t('forum.commentBox.required'));
    if (length > COMMENT_MAX) return setError(t('forum.commentBox.tooLong', { max: COMMENT_MAX }));
    setError(null);
    const created = await create.mutateAsync({ content: text.trim(), parentId: parent?.id ?? null });
    setText('');
    message.success(t('forum.commentBox.posted'));
    onPosted?.(created);
  };

  const label = parent ? t('forum.commentBox.replyLabel', { nick: parent.nick }) : t('forum.commentBox.label');
  const change = (value: string) => {
    setText(value);
    if (error) setError(null);
  };
  const rows = parent ? 2 : 3;
  const box = {
    id,
    value: text,
    placeholder: parent ? label : t('forum.commentBox.placeholder'),
    // An empty box simply has its rows. antd grows a box to its text by measuring it (copying its computed style
    // into a hidden copy, in layout effects that render it three times); done for the empty box the topic page
    // puts in with the member's parts, that forced a layout of the whole new page and two more synchronous renders
    // in the same task. It grows with the text once there is text.
    rows,
    autoSize: text ? { minRows: rows, maxRows: 10 } : false,
    maxLength: COMMENT_MAX,
    autoFocus,
    status: error ? ('error' as const) : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `${id}-count${error ? ` ${id}-error` : ''}`,
    'data-testid': parent ? 'reply-input' : 'comment-input',
    onKeyDown: (e: KeyboardEvent<HTMLTextAreaElement>) => {
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        void submit().catch(() => undefined);
      }
    },
  };
  return (
    <form
      className={parent ? 'fm-comment-box fm-comment-box--reply' : 'fm-comment-box'}
      data-testid={parent ? 'reply-box' : 'comment-box'}
      onSubmit={(event) => {
        event.preventDefault();
        void submit().catch(() => undefined);
      }}
    >
      <label htmlFor={id} className="cs-visually-hidden">
        {label}
      </label>
      <Suspense fallback={<Input.TextArea {...box} data-testid={undefined} autoFocus={false} disabled />}>
        <MentionTextArea {...box} onChange={change} />
      </Suspense>
      <div className="fm-comment-box__bar">
        <span id={`${id}-count`} className="fm-comment-box__count">
          {t('forum.commentBox.counter', { count: length, max: COMMENT_MAX })}
        </span>
        {error && (
          <span id={`${id}-error`} className="fm-comment-box__error" role="alert">
            {error}
          </span>
        )}
        <span className="fm-comment-box__actions">
          {onCancel && <Button onClick={onCancel}>{t('forum.commentBox.cancelReply')}</Button>}
          <Button
            type="primary"
            htmlType="submit"
            loading={create.isPending}
            data-testid={parent ? 'reply-submit' : 'comment-submit'}
          >
            {parent ? t('forum.commentBox.submitReply') : t('forum.commentBox.submit')}
          </Button>
        </span>
      </div>
    </form>
  );
}
