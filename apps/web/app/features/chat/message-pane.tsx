import {
  ArrowLeftOutlined,
  CheckCircleOutlined,
  ClearOutlined,
  RobotOutlined,
  StopOutlined,
  TeamOutlined,
} from '../../components/icons';
import type { ChatStatus, ChatUser } from '@clearsight/contracts';
import { Alert, Button, Popconfirm, Spin } from 'antd';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { MemberAvatar } from '../../components/member-avatar';
import { LevelBadge } from '../../components/level-badge';
import { formatNumber } from '../../lib/labels';
import type { Lang } from '../../lib/i18n';
import { threadOf, type ChatState } from './chat-store';
import { ASSISTANT, peerOf, PUBLIC_ROOM, type ConversationKey } from './conversation';
import { MessageItem, type MessageActions } from './message-item';
import { canLoadOlder, keepAnchor, nearTop } from './paging';

/** Within this many pixels of the end, new messages keep the pane scrolled to the end. */
const STICK_PX = 80;

export function AssistantModeLabel({ status }: { status: ChatStatus }) {
  const { t } = useTranslation();
  const { mode, model, dailyQuota, usedToday } = status.assistant;
  return (
    <span className={`chat-mode chat-mode--${mode}`} data-testid="chat-assistant-mode" data-mode={mode}>
      {mode === 'model' ? t('chat.mode.model') : t('chat.mode.site')}
      <span className="chat-hide-phone">
        {' · '}
        {mode === 'model'
          ? model
            ? t('chat.mode.modelHint', { model })
            : t('chat.mode.modelHintUnnamed')
          : t('chat.mode.siteHint')}
        {dailyQuota > 0 && (
          <span className="chat-mode__quota"> · {t('chat.mode.quota', { used: usedToday, quota: dailyQuota })}</span>
        )}
      </span>
    </span>
  );
}

function Header({
  conversation,
  peer,
  status,
  onBack,
  onMembers,
  onClear,
  onlineCount,
  blocked,
  onBlock,
}: {
  /** Whether I blocked the other member of this private conversation. */
  blocked: boolean;
  onBlock: (blocked: boolean) => void;
  conversation: ConversationKey;
  peer: ChatUser | undefined;
  status: ChatStatus;
  onBack: () => void;
  onMembers: () => void;
  onClear: () => void;
  onlineCount: number;
}) {
  const { t } = useTranslation();
  let icon: ReactNode;
  let title: ReactNode;
  let subtitle: ReactNode;
  if (conversation === PUBLIC_ROOM) {
    icon = (
      <span className="chat-conv__glyph chat-conv__glyph--room">
        <TeamOutlined />
      </span>
    );
    title = t('chat.list.room');
    subtitle =
      status.groupPrice > 0
        ? t('chat.pane.roomSubtitle', { price: formatNumber(status.groupPrice) })
        : t('chat.pane.roomFree');
  } else if (conversation === ASSISTANT) {
    icon = (
      <span className="chat-conv__glyph chat-conv__glyph--ai">
        <RobotOutlined />
      </span>
    );
    title = t('chat.list.assistant');
    subtitle = <AssistantModeLabel status={status} />;
  } else {
    icon = <MemberAvatar user={peer ?? { icon: null }} size={36} />;
    title = (
      <>
        {peer?.nick ?? peerOf(conversation)}
        {peer && <LevelBadge level={peer.level} name={peer.levelName} nameEn={peer.levelNameEn} size="small" />}
      </>
    );
    subtitle = t('chat.pane.privateSubtitle');
  }
  return (
    <header className="chat-pane__head">
      <Button
        className="chat-pane__back"
        type="text"
        icon={<ArrowLeftOutlined />}
        aria-label={t('chat.pane.back')}
        onClick={onBack}
        data-testid="chat-back"
      />
      <span className="chat-pane__icon">{icon}</span>
      <div className="chat-pane__titles">
        <h1 className="chat-pane__title" data-testid="chat-pane-title">
          {title}
        </h1>
        <p className="chat-pane__subtitle">{subtitle}</p>
      </div>
      <div className="chat-pane__actions">
        {conversation === ASSISTANT && (
          <Popconfirm
            title={t('chat.pane.clearConfirm')}
            okText={t('chat.pane.clearOk')}
            cancelText={t('chat.pane.cancel')}
            onConfirm={onClear}
          >
            <Button icon={<ClearOutlined />} aria-label={t('chat.pane.clear')} data-testid="chat-clear">
              <span className="chat-hide-phone">{t('chat.pane.clear')}</span>
            </Button>
          </Popconfirm>
        )}
        {peerOf(conversation) && (
          <Popconfirm
            title={blocked ? t('chat.pane.unblockConfirm') : t('chat.pane.blockConfirm')}
            okText={blocked ? t('chat.pane.unblock') : t('chat.pane.block')}
            cancelText={t('chat.pane.cancel')}
            okButtonProps={{ danger: !blocked }}
            onConfirm={() => onBlock(!blocked)}
          >
            <Button
              icon={blocked ? <CheckCircleOutlined /> : <StopOutlined />}
              aria-label={blocked ? t('chat.pane.unblock') : t('chat.pane.block')}
              data-testid="chat-block"
              data-blocked={blocked || undefined}
            >
              <span className="chat-hide-phone">{blocked ? t('chat.pane.unblock') : t('chat.pane.block')}</span>
            </Button>
          </Popconfirm>
        )}
        {conversation === PUBLIC_ROOM && (
          <Button
            className="chat-pane__members"
            icon={<TeamOutlined />}
            onClick={onMembers}
            data-testid="chat-members-toggle"
          >
            {onlineCount}
          </Button>
        )}
      </div>
    </header>
  );
}

/** The open conversation: header, the messages (older ones load on scrolling up) and the composer. */
export function MessagePane({
  state,
  status,
  lang,
  actions,
  reconnecting,
  composer,
  onBack,
  onMembers,
  onClearAssistant,
  onLoadOlder,
  shown,
  blocked,
  onBlock,
}: {
  blocked: readonly string[];
  onBlock: (userId: string, blocked: boolean) => void;
  /** Changes each time the pane is brought into view (a phone shows it as a second view). */
  shown: number;
  state: ChatState;
  status: ChatStatus;
  lang: Lang;
  actions: MessageActions;
  reconnecting: boolean;
  composer: ReactNode;
  onBack: () => void;
  onMembers: () => void;
  onClearAssistant: () => void;
  onLoadOlder: () => void;
}) {
  const { t } = useTranslation();
  const conversation = state.open;
  const thread = threadOf(state, conversation);
  const { messages, paging } = thread;
  const scroller = useRef<HTMLDivElement | null>(null);
  const atEnd = useRef(true);
  const anchor = useRef<{ scrollTop: number; scrollHeight: number } | null>(null);
  const held = useRef<{
    conversation: ConversationKey;
    shown: number;
    first: string | undefined;
    count: number;
  } | null>(null);

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = held.current;
    const first = messages[0]?.id;
    held.current = { conversation, shown, first, count: messages.length };
    if (!before || before.conversation !== conversation || before.shown !== shown) {
      box.scrollTop = box.scrollHeight;
      atEnd.current = true;
      return;
    }
    if (anchor.current && first !== before.first && messages.length > before.count) {
      // Older messages went above: the message the reader was looking at stays where it was.
      box.scrollTop = keepAnchor(anchor.current, box.scrollHeight);
      anchor.current = null;
      return;
    }
    const last = messages[messages.length - 1];
    if (atEnd.current || (last && last.sendUserId === state.me)) box.scrollTop = box.scrollHeight;
  }, [messages, conversation, shown, state.me]);

  const loadOlder = () => {
    const box = scroller.current;
    if (!box || !canLoadOlder(paging)) return;
    anchor.current = { scrollTop: box.scrollTop, scrollHeight: box.scrollHeight };
    onLoadOlder();
  };

  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    atEnd.current = box.scrollHeight - box.scrollTop - box.clientHeight < STICK_PX;
    if (nearTop(box.scrollTop) && paging.loaded && box.scrollHeight > box.clientHeight) loadOlder();
  };

  const peerId = peerOf(conversation);
  const peer = peerId ? state.peers[peerId] : undefined;

  return (
    <section
      className="chat-pane"
      aria-labelledby="chat-pane-title"
      data-testid="chat-pane"
      data-conversation={conversation}
    >
      <Header
        conversation={conversation}
        peer={peer}
        status={status}
        onBack={onBack}
        onMembers={onMembers}
        onClear={onClearAssistant}
        onlineCount={state.online.length + 1}
        blocked={peerId !== null && blocked.includes(peerId)}
        onBlock={(next) => {
          if (peerId) onBlock(peerId, next);
        }}
      />
      {reconnecting && (
        <Alert className="chat-pane__alert" type="warning" showIcon title={t('chat.pane.reconnecting')} />
      )}
      <div className="chat-pane__scroll" ref={scroller} onScroll={onScroll} data-testid="chat-scroll">
        <div className="chat-pane__older">
          {paging.loading ? (
            <span role="status">
              <Spin size="small" /> {paging.loaded ? t('chat.pane.loadingOlder') : t('chat.loading')}
            </span>
          ) : paging.failed ? (
            <Button type="link" onClick={loadOlder}>
              {t('chat.pane.olderFailed')}
            </Button>
          ) : paging.loaded && paging.hasMore ? (
            <Button type="link" onClick={loadOlder} data-testid="chat-load-older">
              {t('chat.pane.loadOlder')}
            </Button>
          ) : paging.loaded && messages.length > 0 ? (
            <span className="chat-muted">{t('chat.pane.noOlder')}</span>
          ) : null}
        </div>
        {paging.loaded && messages.length === 0 && (
          <p className="chat-pane__empty" data-testid="chat-empty">
            {conversation === ASSISTANT ? t('chat.pane.emptyAssistant') : t('chat.pane.empty')}
          </p>
        )}
        <ol
          className="chat-pane__messages"
          aria-label={t('chat.pane.messages')}
          aria-live="polite"
          aria-relevant="additions"
        >
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} me={state.me} lang={lang} actions={actions} />
          ))}
        </ol>
      </div>
      {composer}
    </section>
  );
}
