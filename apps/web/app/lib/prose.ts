/**
 * Task-list items (`- [ ] open`, `- [x] done`) as a reader expects them: a checkbox instead of the bare
 * brackets the server's markdown renderer leaves in the text. The HTML is the server's sanitised output;
 * only this fixed markup is added.
 */
const TASK_ITEM = /<li>(\s*<p>)?\[( |x|X)\]\s+/g;

export function withTaskLists(html: string, labels: { done: string; open: string }): string {
  return html.replace(TASK_ITEM, (_match, paragraph: string | undefined, mark: string) => {
    const done = mark !== ' ';
    const label = escapeAttribute(done ? labels.done : labels.open);
    return `<li class="task-list-item">${paragraph ?? ''}<input type="checkbox" disabled${done ? ' checked' : ''} aria-label="${label}" /> `;
  });
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
