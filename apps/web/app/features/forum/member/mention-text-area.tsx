import { Mentions, type MentionsProps } from 'antd';
import { MentionOption } from './mention-option';
import { useMentionSuggest } from './mention-suggest';

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
