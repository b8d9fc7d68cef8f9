import { DeleteOutlined, ExclamationCircleOutlined, RobotOutlined, StopOutlined } from '../../components/icons';
import { profileHref, type ChatMessage, type ChatUser } from '@clearsight/contracts';
import { Button, Popconfirm, Tag, Tooltip } from 'antd';
import { memo, useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../components/link';
import { LevelBadge } from '../../components/level-badge';
import { MemberAvatar } from '../../components/member-avatar';
import { linkify } from '../../lib/linkify';
import { renderMarkdown } from '../../lib/markdown';
import { chatTime, fullTime } from './chat-time';

/** A member's text: plain text with its web addresses as links; React escapes everything else. */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((segment, i) =>
        segment.kind === 'link' ? (
          <a key={i} href={segment.href} target="_blank" rel="nofollow noopener noreferrer ugc">
            {segment.text}
          </a>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  );
}

/** The assistant's markdown, rendered by the escape-first renderer again as each piece arrives. */
function AnswerBody({ content }: { content: string }) {
  const html = useMemo(() => renderMarkdown(content), [content]);
  return <div className="cs-prose chat-answer" dangerouslySetInnerHTML={{ __html: html }} />;
}

export interface MessageActions {
  canModerate: boolean;
  onDelete: (message: ChatMessage) => void;
  onMute: (user: ChatUser) => void;
}

function Time({ iso, lang }: { iso: string; lang: string }) {
  return (
    <time className="chat-msg__time" dateTime={iso} title={fullTime(iso, lang)}>
      {chatTime(iso, lang)}
    </time>
  );
}

function StaffActions({ message, actions, mine }: { message: ChatMessage; actions: MessageActions; mine: boolean }) {
  const { t } = useTranslation();
  if (!actions.canModerate) return null;
  const author = message.sendUserInfo;
  return (
    <span className="chat-msg__staff">
      <Popconfirm
        title={t('chat.message.deleteConfirm')}
        okText={t('chat.message.delete')}
        cancelText={t('chat.pane.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => actions.onDelete(message)}
      >
        <Tooltip title={t('chat.message.delete')}>
          <Button
            size="small"
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t('chat.message.delete')}
            data-testid="chat-delete"
          />
        </Tooltip>
      </Popconfirm>
      {!mine && author && (
        <Tooltip title={t('chat.message.mute')}>
          <Button
            size="small"
            type="text"
            icon={<StopOutlined />}
            aria-label={t('chat.message.mute')}
            onClick={() => actions.onMute(author)}
            data-testid="chat-mute"
          />
        </Tooltip>
      )}
    </span>
  );
}

/**
 * One message: the reader's own on the right; others' on the left with avatar, nick and level badge; the
 * assistant's answers rendered as sanitised markdown with the mode that wrote them.
 */
export const MessageItem = memo(function MessageItem({
  message,
  me,
  lang,
  actions,
}: {
  message: ChatMessage;
  me: string;
  lang: string;
  actions: MessageActions;
}) {
  const { t } = useTranslation();
  const answer = message.messageType === 'Ai' && message.sendUserId === null;

  if (answer) {
    const streaming = message.state === 'streaming';
    return (
      <li className="chat-msg chat-msg--other chat-msg--answer" data-testid="chat-message" data-id={message.id}>
        <span className="chat-msg__avatar chat-msg__bot" aria-hidden="true">
          <RobotOutlined />
        </span>
        <div className="chat-msg__body">
          <div className="chat-msg__meta">
            <span className="chat-msg__nick">{t('chat.message.assistant')}</span>
            {message.assistantMode && (
              <Tag className="chat-msg__mode" color={message.assistantMode === 'model' ? 'purple' : 'cyan'}>
                {message.assistantMode === 'model' ? t('chat.message.modeModel') : t('chat.message.modeSite')}
              </Tag>
            )}
            <Time iso={message.creationTime} lang={lang} />
            <StaffActions message={message} actions={actions} mine={false} />
          </div>
          <div
            className={`chat-bubble chat-bubble--answer${streaming ? ' is-streaming' : ''}`}
            data-testid="chat-answer"
            data-state={message.state ?? 'done'}
            aria-busy={streaming}
          >
            {message.content ? <AnswerBody content={message.content} /> : null}
            {streaming && (
              <span className="chat-typing" role="status" aria-label={t('chat.message.streaming')}>
                <i />
                <i />
                <i />
              </span>
            )}
            {message.state === 'failed' && (
              <p className="chat-msg__failed">
                <ExclamationCircleOutlined aria-hidden="true" /> {t('chat.message.failed')}
              </p>
            )}
          </div>
        </div>
      </li>
    );
  }

  const mine = message.sendUserId === me;
  const author = message.sendUserInfo;
  return (
    <li
      className={`chat-msg ${mine ? 'chat-msg--mine' : 'chat-msg--other'}`}
      data-testid="chat-message"
      data-id={message.id}
      data-mine={mine || undefined}
    >
      {!mine && (
        <span className="chat-msg__avatar">
          {author ? (
            <Link to={profileHref(author.userName)} aria-label={author.nick} tabIndex={-1}>
              <MemberAvatar user={author} size={36} />
            </Link>
          ) : (
            <MemberAvatar user={{ icon: null }} size={36} />
          )}
        </span>
      )}
      <div className="chat-msg__body">
        <div className="chat-msg__meta">
          {mine ? (
            <span className="chat-msg__nick">{t('chat.message.you')}</span>
          ) : (
            author && (
              <>
                <Link className="chat-msg__nick" to={profileHref(author.userName)} data-testid="chat-message-nick">
                  {author.nick}
                </Link>
                <LevelBadge level={author.level} name={author.levelName} nameEn={author.levelNameEn} size="small" />
              </>
            )
          )}
          <Time iso={message.creationTime} lang={lang} />
          <StaffActions message={message} actions={actions} mine={mine} />
        </div>
        <div className="chat-bubble" data-testid="chat-text">
          <MessageText text={message.content} />
        </div>
      </div>
    </li>
  );
});
