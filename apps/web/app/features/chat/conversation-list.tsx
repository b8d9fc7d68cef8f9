import { RobotOutlined, SearchOutlined, TeamOutlined } from '../../components/icons';
import type { ChatUser } from '@clearsight/contracts';
import { Alert, Badge, Button, Input, Spin } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LevelBadge } from '../../components/level-badge';
import { MemberAvatar } from '../../components/member-avatar';
import { useMemberSearch } from './chat-api';
import type { ChatState, Preview } from './chat-store';
import { chatTime } from './chat-time';
import { ASSISTANT, peerOf, personalKey, PUBLIC_ROOM, type ConversationKey } from './conversation';
import { unreadLabel } from './unread';

/** One line of text; the assistant's markdown marks (lists, links, emphasis) left out. */
function previewText(preview: Preview): string {
  if (preview.sendUserId !== null) return preview.content.replace(/\s+/g, ' ').trim();
  return preview.content
    .replace(/^\s*(?:[-+*]|\d+[.)])\s+/gm, '')
    .replace(/\]\([^)]*\)/g, '')
    .replace(/[#*_`>|~[\]()]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function Row({
  active,
  icon,
  title,
  preview,
  me,
  unread,
  lang,
  onClick,
  testId,
}: {
  active: boolean;
  icon: ReactNode;
  title: ReactNode;
  preview: Preview | undefined;
  me: string;
  unread: number;
  lang: string;
  onClick: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        className={`chat-conv${active ? ' is-active' : ''}`}
        aria-current={active ? 'true' : undefined}
        onClick={onClick}
        data-testid={testId}
      >
        <span className="chat-conv__icon">{icon}</span>
        <span className="chat-conv__main">
          <span className="chat-conv__top">
            <span className="chat-conv__title">{title}</span>
            {preview && <span className="chat-conv__time">{chatTime(preview.creationTime, lang)}</span>}
          </span>
          <span className="chat-conv__bottom">
            <span className="chat-conv__preview">
              {preview ? (
                <>
                  {preview.sendUserId === me && t('chat.list.you')}
                  {previewText(preview)}
                </>
              ) : (
                t('chat.list.noMessages')
              )}
            </span>
            {unread > 0 && (
              <Badge
                className="chat-conv__unread"
                count={unreadLabel(unread)}
                title={t('chat.list.unread', { count: unread })}
                data-testid="chat-unread"
              />
            )}
          </span>
        </span>
      </button>
    </li>
  );
}

function MemberSearch({ viewer, onPick }: { viewer: string; onPick: (user: ChatUser) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useMemberSearch(viewer, keyword);
  const results = (search.data ?? []).filter((user) => user.userId !== viewer);
  return (
    <div className="chat-search">
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden="true" />}
        placeholder={t('chat.list.searchPlaceholder')}
        aria-label={t('chat.list.searchLabel')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={50}
        data-testid="chat-search"
      />
      {keyword && (
        <div className="chat-search__results" data-testid="chat-search-results">
          {search.isFetching && !search.data ? (
            <p className="chat-muted" role="status">
              <Spin size="small" /> {t('chat.list.searching')}
            </p>
          ) : results.length === 0 ? (
            <p className="chat-muted">{t('chat.list.searchEmpty')}</p>
          ) : (
            <ul>
              {results.map((user) => (
                <li key={user.userId}>
                  <button
                    type="button"
                    className="chat-search__hit"
                    onClick={() => {
                      onPick(user);
                      setText('');
                      setKeyword('');
                    }}
                    data-testid="chat-search-hit"
                  >
                    <MemberAvatar user={user} size={28} />
                    <span className="chat-search__nick">{user.nick}</span>
                    <span className="chat-muted">@{user.userName}</span>
                    <LevelBadge level={user.level} name={user.levelName} nameEn={user.levelNameEn} size="small" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/** The room, the assistant, then private conversations most recent first, each with its unread count. */
export function ConversationList({
  state,
  lang,
  onOpen,
  failed,
  onRetry,
}: {
  state: ChatState;
  lang: string;
  onOpen: (key: ConversationKey, peer?: ChatUser) => void;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const unread = (key: ConversationKey) => (key === state.open ? 0 : (state.unread[key] ?? 0));
  return (
    <nav className="chat-side" aria-label={t('chat.list.label')} data-testid="chat-conversations">
      <MemberSearch viewer={state.me} onPick={(user) => onOpen(personalKey(user.userId), user)} />
      {failed && (
        <Alert
          className="chat-side__alert"
          type="warning"
          showIcon
          title={t('chat.loadFailed')}
          action={
            <Button size="small" onClick={onRetry}>
              {t('chat.reload')}
            </Button>
          }
        />
      )}
      <ul className="chat-side__list">
        <Row
          active={state.open === PUBLIC_ROOM}
          icon={
            <span className="chat-conv__glyph chat-conv__glyph--room">
              <TeamOutlined />
            </span>
          }
          title={t('chat.list.room')}
          preview={state.previews[PUBLIC_ROOM]}
          me={state.me}
          unread={unread(PUBLIC_ROOM)}
          lang={lang}
          onClick={() => onOpen(PUBLIC_ROOM)}
          testId="chat-conv-all"
        />
        <Row
          active={state.open === ASSISTANT}
          icon={
            <span className="chat-conv__glyph chat-conv__glyph--ai">
              <RobotOutlined />
            </span>
          }
          title={t('chat.list.assistant')}
          preview={state.previews[ASSISTANT]}
          me={state.me}
          unread={unread(ASSISTANT)}
          lang={lang}
          onClick={() => onOpen(ASSISTANT)}
          testId="chat-conv-ai"
        />
      </ul>
      <h2 className="chat-side__heading">{t('chat.list.private')}</h2>
      {state.personal.length === 0 ? (
        <p className="chat-muted chat-side__empty">{t('chat.list.noPrivate')}</p>
      ) : (
        <ul className="chat-side__list">
          {state.personal.map((key) => {
            const peerId = peerOf(key)!;
            const peer = state.peers[peerId];
            return (
              <Row
                key={key}
                active={state.open === key}
                icon={<MemberAvatar user={peer ?? { icon: null }} size={40} />}
                title={peer?.nick ?? peerId}
                preview={state.previews[key]}
                me={state.me}
                unread={unread(key)}
                lang={lang}
                onClick={() => onOpen(key)}
                testId={`chat-conv-user-${peer?.userName ?? peerId}`}
              />
            );
          })}
        </ul>
      )}
    </nav>
  );
}
