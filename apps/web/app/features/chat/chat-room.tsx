import type { ChatMessage, ChatUser } from '@clearsight/contracts';
import { Button, Drawer, Result } from 'antd';
import { feedback } from '../../lib/feedback';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useRootData } from '../../lib/site-config';
import { useHubState } from '../../lib/realtime/hub-store';
import { useSession } from '../../lib/session/session-store';
import {
  askAssistant,
  clearAssistant,
  deleteMessage,
  fetchChatUser,
  isUnanswered,
  newIdempotencyKey,
  sendGroup,
  sendPersonal,
  useBlocks,
  useChatStatus,
  useRefreshStatus,
} from './chat-api';
import { ChatSkeleton } from './chat-gate';
import { Composer } from './composer';
import { ConversationList } from './conversation-list';
import { ASSISTANT, peerOf, personalKey, PUBLIC_ROOM, type ConversationKey } from './conversation';
import { loadDrafts, saveDrafts, withDraft, type Drafts } from './drafts';
import { MemberList } from './member-list';
import type { MessageActions } from './message-item';
import { MessagePane } from './message-pane';
import { MuteDialog } from './mute-dialog';
import { useChatRoom } from './use-chat-room';

/**
 * A public-room message costs money: a send that got no answer keeps its idempotency key, so trying the same
 * text again is the same action and is never charged twice (docs/product.md#money-ledger).
 */
function useGroupKeys() {
  const pending = useRef<{ content: string; key: string } | null>(null);
  return async (content: string, send: (key: string) => Promise<ChatMessage>) => {
    const key = pending.current?.content === content ? pending.current.key : newIdempotencyKey();
    pending.current = { content, key };
    try {
      const message = await send(key);
      pending.current = null;
      return message;
    } catch (error) {
      if (!isUnanswered(error)) pending.current = null;
      throw error;
    }
  };
}

/** The chat room (docs/product.md#chat-room-and-assistant) for a signed-in member. */
export function ChatRoom({ viewer }: { viewer: string }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { message: toast } = feedback;
  const session = useSession();
  const status = useChatStatus(viewer);
  const refreshStatus = useRefreshStatus(viewer);
  const room = useChatRoom(viewer, refreshStatus);
  const { state } = room;
  const hub = useHubState('chat');
  const groupKeys = useGroupKeys();
  const blocks = useBlocks(viewer);

  // On a phone the list and the open conversation are two views; the back button returns to the list.
  const [paneOpen, setPaneOpen] = useState(false);
  const [shown, setShown] = useState(0);
  const [membersOpen, setMembersOpen] = useState(false);
  const [muting, setMuting] = useState<ChatUser | null>(null);

  const [drafts, setDrafts] = useState<Drafts>(() => loadDrafts(viewer));
  useEffect(() => saveDrafts(viewer, drafts), [viewer, drafts]);

  const open = useCallback(
    (key: ConversationKey, peer?: ChatUser) => {
      room.open(key, peer);
      setPaneOpen(true);
      setShown((n) => n + 1);
      setMembersOpen(false);
    },
    [room],
  );

  // `/chat?with=<userId>` opens the private conversation with that member (e.g. from their profile).
  const [search] = useSearchParams();
  const withUser = search.get('with');
  useEffect(() => {
    if (!withUser || withUser === viewer) return;
    let cancelled = false;
    fetchChatUser(withUser)
      .then((user) => {
        if (!cancelled) open(personalKey(user.userId), user);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [withUser, viewer, open]);

  const me: ChatUser = useMemo(
    () => ({
      userId: viewer,
      userName: session.userName ?? '',
      nick: session.name,
      icon: session.icon,
      level: session.level ?? 1,
      levelName: session.levelName ?? '',
      levelNameEn: session.levelNameEn ?? '',
    }),
    [viewer, session.userName, session.name, session.icon, session.level, session.levelName, session.levelNameEn],
  );

  const actions: MessageActions = useMemo(
    () => ({
      canModerate: status.data?.canModerate ?? false,
      onDelete: (message) => {
        void deleteMessage(message.id)
          .then(() => room.removed(message.id))
          .catch(() => undefined);
      },
      onMute: setMuting,
    }),
    [status.data?.canModerate, room],
  );

  if (status.isError && !status.data) {
    return (
      <Result
        status="warning"
        title={t('chat.loadFailed')}
        extra={
          <Button type="primary" onClick={() => void status.refetch()}>
            {t('chat.reload')}
          </Button>
        }
      />
    );
  }
  if (!status.data) return <ChatSkeleton />;
  const chatStatus = status.data;
  const conversation = state.open;

  const send = async (text: string) => {
    const content = text.trim();
    if (conversation === PUBLIC_ROOM) {
      room.sent(await groupKeys(content, (key) => sendGroup(content, key)));
    } else if (conversation === ASSISTANT) {
      const answer = await askAssistant(content);
      room.sent(answer.question);
      room.answerStarted({
        id: answer.answerId,
        messageType: 'Ai',
        content: '',
        sendUserId: null,
        sendUserInfo: null,
        receiveId: viewer,
        receiveInfo: null,
        creationTime: new Date().toISOString(),
        assistantMode: answer.mode,
        state: 'streaming',
      });
      refreshStatus();
    } else {
      room.sent(await sendPersonal(peerOf(conversation)!, content));
    }
  };

  const members = (
    <MemberList
      me={me}
      online={state.online}
      canModerate={chatStatus.canModerate}
      onMessage={(user) => open(`user:${user.userId}`, user)}
      onMute={setMuting}
    />
  );

  return (
    <div
      className={`chat-room${paneOpen ? ' is-pane-open' : ''}${conversation === PUBLIC_ROOM ? ' has-members' : ''}`}
      data-testid="chat-room"
      data-hub={hub}
    >
      <ConversationList state={state} lang={lang} onOpen={open} failed={room.failed} onRetry={room.retry} />
      <MessagePane
        shown={shown}
        blocked={blocks.blocked}
        onBlock={(userId, blocked) => {
          void blocks
            .setBlocked(userId, blocked)
            .then(() => void toast.success(blocked ? t('chat.pane.blocked') : t('chat.pane.unblocked')))
            .catch(() => undefined);
        }}
        state={state}
        status={chatStatus}
        lang={lang}
        actions={actions}
        reconnecting={hub === 'reconnecting'}
        onBack={() => setPaneOpen(false)}
        onMembers={() => setMembersOpen(true)}
        onClearAssistant={() => {
          void clearAssistant()
            .then(() => {
              room.assistantCleared();
              void toast.success(t('chat.pane.cleared'));
            })
            .catch(() => undefined);
        }}
        onLoadOlder={() => room.loadOlder(conversation)}
        composer={
          <Composer
            key={conversation}
            draft={drafts[conversation] ?? ''}
            onDraft={(text) => setDrafts((now) => withDraft(now, conversation, text))}
            onSend={send}
            status={chatStatus}
            price={conversation === PUBLIC_ROOM ? chatStatus.groupPrice : null}
            money={session.money}
            assistant={conversation === ASSISTANT}
            lang={lang}
          />
        }
      />
      {conversation === PUBLIC_ROOM && <aside className="chat-room__members">{members}</aside>}
      <Drawer
        open={membersOpen}
        onClose={() => setMembersOpen(false)}
        title={t('chat.members.title')}
        placement="right"
        size="default"
        className="chat-members-drawer"
      >
        {members}
      </Drawer>
      <MuteDialog user={muting} lang={lang} onClose={() => setMuting(null)} />
    </div>
  );
}
