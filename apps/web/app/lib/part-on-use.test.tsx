// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { partOnUse } from './part-on-use';

/** A part with state of its own, to see that it is never swapped for another component. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

describe('partOnUse', () => {
  afterEach(cleanup);

  // In this order: the first use of the page is a window-wide moment, seen once per page.
  it('loads the code at the visitor’s first use of the page, not before', async () => {
    const load = vi.fn(() => Promise.resolve(Counter));
    partOnUse(load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    fireEvent.scroll(window);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(document.body);
    expect(load).toHaveBeenCalledTimes(1);
    // Once the page has been used, a part defined later loads at once.
    const later = vi.fn(() => Promise.resolve(Counter));
    partOnUse(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('waits for its code when rendered first, then keeps the drawn part and its state', async () => {
    let resolve: (component: typeof Counter) => void = () => undefined;
    const { Part } = partOnUse(() => new Promise<typeof Counter>((done) => (resolve = done)));
    const { rerender } = render(
      <Suspense fallback={<p>waiting</p>}>
        <Part label="likes" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => resolve(Counter));
    fireEvent.click(screen.getByRole('button', { name: 'likes 0' }));
    rerender(
      <Suspense fallback={<p>waiting</p>}>
        <Part label="bookmarks" />
      </Suspense>,
    );
    expect(screen.getByRole('button').textContent).toBe('bookmarks 1');
  });

  it('draws at once, without suspending, once its code is in', async () => {
    const { Part, preload } = partOnUse(() => Promise.resolve(Counter));
    await preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Part label="replies" />
      </Suspense>,
    );
    expect(screen.queryByText('waiting')).toBeNull();
    expect(screen.getByRole('button').textContent).toBe('replies 0');
  });

  it('holds a click on the part’s buttons until its code is in, then makes it again', async () => {
    let resolve: (component: typeof Counter) => void = () => undefined;
    partOnUse(() => new Promise<typeof Counter>((done) => (resolve = done)), { holdClicksOn: '[data-part] button' });
    document.body.innerHTML = '<div data-part><button type="button">like</button><a href="#c1">link</a></div>';
    // React listens on the document: what reaches it is what React would handle.
    const reached: string[] = [];
    const listen = (event: Event) => reached.push((event.target as Element).textContent ?? '');
    document.addEventListener('click', listen);
    try {
      fireEvent.click(screen.getByText('like'));
      fireEvent.click(screen.getByText('link'));
      expect(reached).toEqual(['link']);
      await act(async () => resolve(Counter));
      await new Promise((done) => setTimeout(done, 10));
      expect(reached).toEqual(['link', 'like']);
      // Once the code is in, clicks pass as they come.
      fireEvent.click(screen.getByText('like'));
      expect(reached).toEqual(['link', 'like', 'like']);
    } finally {
      document.removeEventListener('click', listen);
    }
  });

  it('tries a failed load again the next time the part is wanted', async () => {
    const load = vi
      .fn<() => Promise<typeof Counter>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Counter);
    const { preload } = partOnUse(load);
    // The page has been used (the first test), so the first load started at once, and failed.
    await new Promise((done) => setTimeout(done, 0));
    expect(load).toHaveBeenCalledTimes(1);
    await expect(preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
