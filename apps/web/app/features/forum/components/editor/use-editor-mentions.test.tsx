// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../../test/render';
import { useEditorMentions } from './use-editor-mentions';

/** The markdown editor's part that matters here: a textarea in a wrapper, written through `replace`. */
function Harness() {
  const wrap = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState('');
  const textarea = () => wrap.current?.querySelector('textarea') ?? null;
  const { menu } = useEditorMentions(wrap, textarea, (start, end, text) =>
    setValue((v) => v.slice(0, start) + text + v.slice(end)),
  );
  return (
    <div ref={wrap}>
      <textarea aria-label="正文" value={value} onChange={(e) => setValue(e.target.value)} />
      {menu}
    </div>
  );
}

const MEMBERS = [
  { userName: 'bob2026', nick: '鲍勃', icon: null },
  { userName: 'bobby', nick: 'Bobby', icon: null },
];

describe('@mentions in the markdown editor', () => {
  it('lists members after @letters; arrows and Enter write the chosen user name', async () => {
    signIn();
    const calls = mockApi({ 'GET /forum/mention-suggest': { body: { items: MEMBERS } } });
    renderWithApp(<Harness />);
    const area = (await screen.findByLabelText('正文')) as HTMLTextAreaElement;
    const user = userEvent.setup({ delay: null });
    await user.type(area, '# 标题\n感谢 @bo');
    const menu = await screen.findByRole('listbox', { name: '要提及的成员（↑↓ 选择，回车确认）' });
    expect(menu.textContent).toContain('@bob2026');
    expect(calls.at(-1)!.query.get('keyword')).toBe('bo');
    fireEvent.keyDown(area, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(area, { key: 'Enter' });
    await waitFor(() => expect(area.value).toBe('# 标题\n感谢 @bobby '));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('offers nothing inside an address, and Escape closes the list', async () => {
    signIn();
    const calls = mockApi({ 'GET /forum/mention-suggest': { body: { items: MEMBERS } } });
    renderWithApp(<Harness />);
    const area = (await screen.findByLabelText('正文')) as HTMLTextAreaElement;
    const user = userEvent.setup({ delay: null });
    await user.type(area, 'mail a@bo');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toEqual([]);
    await user.type(area, ' @bo');
    await screen.findByRole('listbox');
    fireEvent.keyDown(area, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(area.value).toBe('mail a@bo @bo');
  });
});
