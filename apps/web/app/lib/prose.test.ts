import { describe, expect, it } from 'vitest';
import { withTaskLists } from './prose';

const labels = { done: 'Done', open: 'To do' };

describe('withTaskLists', () => {
  it('turns [ ] and [x] items (tight and loose lists) into disabled checkboxes', () => {
    const html = '<ul>\n<li>[ ] open</li>\n<li>[x] done</li>\n<li><p>[X] loose</p></li>\n</ul>';
    expect(withTaskLists(html, labels)).toBe(
      '<ul>\n<li class="task-list-item"><input type="checkbox" disabled aria-label="To do" /> open</li>\n' +
        '<li class="task-list-item"><input type="checkbox" disabled checked aria-label="Done" /> done</li>\n' +
        '<li class="task-list-item"><p><input type="checkbox" disabled checked aria-label="Done" /> loose</p></li>\n</ul>',
    );
  });

  it('leaves other brackets and ordinary items alone', () => {
    const html = '<ul><li>plain</li><li>see [x] later</li><li>[y] not a task</li></ul><p>[ ] not in a list</p>';
    expect(withTaskLists(html, labels)).toBe(html);
  });
});
