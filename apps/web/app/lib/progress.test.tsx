// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNavigationProgress } from './progress';

function Page() {
  useNavigationProgress();
  return null;
}

const bar = () => document.querySelector<HTMLElement>('#nprogress .bar');
const position = () => Number(/translate3d\((-?[\d.]+)%/.exec(bar()?.style.transform ?? '')?.[1]);

afterEach(() => vi.useRealTimers());

describe('the navigation progress bar', () => {
  it('starts at 8 %, creeps forward while the navigation lasts, then fills and goes', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    const router = createMemoryRouter(
      [
        { path: '/', Component: Page },
        {
          path: '/slow',
          Component: Page,
          loader: () => new Promise<null>((resolve) => (finish = () => resolve(null))),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(bar()).toBeNull();

    await act(async () => void router.navigate('/slow'));
    expect(position()).toBeCloseTo(-92);
    await act(async () => void vi.advanceTimersByTime(8000));
    expect(position()).toBeGreaterThan(-92);
    expect(position()).toBeLessThan(-60);

    await act(async () => finish());
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(position()).toBe(0);
    await act(async () => void (await vi.advanceTimersByTimeAsync(500)));
    expect(document.querySelector('#nprogress')).toBeNull();
  });
});
