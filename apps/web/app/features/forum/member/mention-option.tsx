import type { MentionSuggestion } from '@clearsight/contracts';
import { avatarSrc } from '../../../lib/avatar';

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
