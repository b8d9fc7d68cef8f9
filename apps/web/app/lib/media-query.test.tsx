// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './media-query';

/** A stand-in for the browser's media query list: its answer set by the test, its listeners called on a change. */
function fakeMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const matchMedia = vi.fn(
    (media: string) =>
      ({
        get matches() {
          return matches;
        },
        media,
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    matchMedia,
    listeners,
    change(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
  };
}

let renders: boolean[] = [];
function Wide() {
  const wide = useMediaQuery('(min-width: 768px)', true);
  renders.push(wide);
  return <p>{wide ? 'wide' : 'narrow'}</p>;
}

describe('useMediaQuery', () => {
  const original = window.matchMedia;
  afterEach(() => {
    cleanup();
    window.matchMedia = original;
    renders = [];
  });

  it('answers from the first render in the browser: a part mounted on a phone renders once', () => {
    const media = fakeMedia(false);
    window.matchMedia = media.matchMedia;
    render(<Wide />);
    expect(screen.getByText('narrow')).toBeTruthy();
    // React renders twice in development's checks at most, never with the wrong answer first.
    expect(renders.every((wide) => !wide)).toBe(true);
  });

  it('follows the query as it changes, and stops listening when the part goes', () => {
    const media = fakeMedia(true);
    window.matchMedia = media.matchMedia;
    const { unmount } = render(<Wide />);
    expect(screen.getByText('wide')).toBeTruthy();
    act(() => media.change(false));
    expect(screen.getByText('narrow')).toBeTruthy();
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('renders the server’s answer on the server', () => {
    expect(renderToString(<Wide />)).toContain('wide');
  });
});
