// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ServerIsland } from './server-island';

/** React's own mark on a DOM node it has hydrated or created. */
const reactOwns = (node: Element | null) => !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber'));

let setLabel: (label: string) => void = () => {};

function List({ initial }: { initial: string }) {
  const [label, set] = useState(initial);
  setLabel = set;
  return (
    <ul>
      {['a', 'b'].map((id) => (
        <ServerIsland key={id} islandKey={`item-${id}`} watch={[id, id === 'b' ? label : '']}>
          <li data-island={`item-${id}`} data-testid={id}>
            <button type="button">
              {id} {id === 'b' ? label : ''}
            </button>
          </li>
        </ServerIsland>
      ))}
    </ul>
  );
}

/** The server's HTML: rendered where there is no document, as on the server. */
function serverHtml(node: React.ReactNode): string {
  const document = globalThis.document;
  Reflect.deleteProperty(globalThis, 'document');
  try {
    return renderToString(node);
  } finally {
    globalThis.document = document;
  }
}

let root: Root | null = null;
let container: HTMLElement | null = null;

async function hydrate() {
  container = document.createElement('div');
  container.innerHTML = serverHtml(<List initial="one" />);
  document.body.appendChild(container);
  await act(async () => {
    root = hydrateRoot(container!, <List initial="one" />);
  });
  // React's pass for the boundaries it left as server HTML.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
}

const item = (id: string) => container!.querySelector(`[data-testid="${id}"]`);

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
});

describe('ServerIsland', () => {
  it('keeps every item as the server drew it while nobody uses it', async () => {
    await hydrate();
    expect(item('a')?.textContent).toBe('a ');
    expect(reactOwns(item('a'))).toBe(false);
    expect(reactOwns(item('b'))).toBe(false);
  });

  it('hydrates an item on the first pointer over it, and only that one', async () => {
    await hydrate();
    await act(async () => {
      item('a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(reactOwns(item('a'))).toBe(true);
    expect(reactOwns(item('b'))).toBe(false);
  });

  it('hands a click to an item that was still server HTML', async () => {
    await hydrate();
    await act(async () => {
      item('b')!.querySelector('button')!.click();
    });
    expect(reactOwns(item('b'))).toBe(true);
  });

  it('shows new values at once: an item whose values change is opened and drawn again', async () => {
    await hydrate();
    await act(async () => setLabel('two'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(item('b')?.textContent).toBe('b two');
    expect(reactOwns(item('a'))).toBe(false);
  });

  it('draws items mounted after the first hydration at once', async () => {
    await hydrate();
    const later = document.createElement('div');
    document.body.appendChild(later);
    const { createRoot } = await import('react-dom/client');
    const other = createRoot(later);
    await act(async () => other.render(<List initial="x" />));
    // No server HTML to keep: a client mount renders its items (useHydrated is true after the first hydration
    // of this tab's React, which the previous renders did).
    expect(later.querySelectorAll('li')).toHaveLength(2);
    act(() => other.unmount());
    later.remove();
  });
});
