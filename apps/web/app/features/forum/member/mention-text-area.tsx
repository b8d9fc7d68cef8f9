import type { MentionSuggestion } from '@clearsight/contracts';
import { Mentions, type MentionsProps } from 'antd';
import { avatarSrc } from '../../../lib/avatar';
import { useMentionSuggest } from './mention-suggest';

/** One suggestion: avatar, nick and the user name the mention will carry (never phone or e-mail). */
export function MentionOption({ member }: { member: MentionSuggestion }) {
  return (
    <span className="fm-member-option" data-testid="mention-option">
      <img src={avatarSrc(member.icon)} alt="" width={20} height={20} className="fm-avatar" />
      <span>{member.nick}</span>
      <span className="fm-mention-option__name">@{member.userName}</span>
    </span>
  );
}

/**
 * A plain-text box where `@` plus letters offers members to mention (antd's Mentions over the suggest endpoint);
 * choosing one writes `@userName ` at the caret. Member-only: it lives in the member layer, never on a guest's page.
 */
export function MentionTextArea(props: Omit<MentionsProps, 'prefix' | 'options' | 'onSearch' | 'loading'>) {
  const { items, loading, search } = useMentionSuggest();
  return (
    <Mentions
      {...props}
      prefix="@"
      loading={loading}
      // The server matched the prefix already; the box must not hide its answers by its own rule.
      filterOption={false}
      notFoundContent={null}
      onSearch={(text) => search(text)}
      options={items.map((m) => ({ key: m.userName, value: m.userName, label: <MentionOption member={m} /> }))}
    />
  );
}
