import { MessageOutlined, StopOutlined } from '../../components/icons';
import type { ChatUser } from '@clearsight/contracts';
import { Button, Tooltip } from 'antd';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LevelBadge } from '../../components/level-badge';
import { MemberAvatar } from '../../components/member-avatar';

/**
 * Who is in the room now, kept live by `liveUser` / `offlineUser`: avatar, nick and level, nothing else.
 * Any other member can be written to from here; staff can mute them.
 */
export function MemberList({
  me,
  online,
  canModerate,
  onMessage,
  onMute,
}: {
  me: ChatUser;
  online: readonly ChatUser[];
  canModerate: boolean;
  onMessage: (user: ChatUser) => void;
  onMute: (user: ChatUser) => void;
}) {
  const { t } = useTranslation();
  const sorted = [...online].sort((a, b) => b.level - a.level || a.nick.localeCompare(b.nick));
  return (
    <section className="chat-members" aria-label={t('chat.members.listLabel')} data-testid="chat-members">
      <header className="chat-members__head">
        <h2>{t('chat.members.title')}</h2>
        <span className="chat-muted" data-testid="chat-online-count">
          {t('chat.members.count', { count: online.length + 1 })}
        </span>
      </header>
      <ul className="chat-members__list">
        <li className="chat-member" data-testid="chat-member-me">
          <MemberAvatar user={me} size={32} />
          <span className="chat-member__name">
            {me.nick}
            <span className="chat-muted">{t('chat.members.me')}</span>
          </span>
          <LevelBadge level={me.level} name={me.levelName} nameEn={me.levelNameEn} size="small" />
        </li>
        {sorted.map((user) => (
          <li key={user.userId} className="chat-member" data-testid="chat-member" data-user={user.userName}>
            <MemberAvatar user={user} size={32} />
            <span className="chat-member__name">{user.nick}</span>
            <LevelBadge level={user.level} name={user.levelName} nameEn={user.levelNameEn} size="small" />
            <span className="chat-member__actions">
              <Tooltip title={t('chat.members.message')}>
                <Button
                  size="small"
                  type="text"
                  icon={<MessageOutlined />}
                  aria-label={`${t('chat.members.message')} ${user.nick}`}
                  onClick={() => onMessage(user)}
                  data-testid="chat-member-message"
                />
              </Tooltip>
              {canModerate && (
                <Tooltip title={t('chat.message.mute')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<StopOutlined />}
                    aria-label={`${t('chat.message.mute')} ${user.nick}`}
                    onClick={() => onMute(user)}
                  />
                </Tooltip>
              )}
            </span>
          </li>
        ))}
      </ul>
      {online.length === 0 && <p className="chat-muted chat-members__none">{t('chat.members.none')}</p>}
    </section>
  );
}
