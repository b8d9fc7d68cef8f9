// @vitest-environment jsdom
import { act, useState, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { beginHydration, useBrowserStore, useHydrated, useMarkHydrated } from './hydrated';

let seen: Array<[string, boolean]> = [];

function Probe({ name }: { name: string }) {
  const hydrated = useHydrated();
  seen.push([name, hydrated]);
  return <span data-probe={name}>{hydrated ? 'local' : 'server'}</span>;
}

let showLater: (show: boolean) => void = () => {};

/** A page as the root lays it out: the outermost component marks the page hydrated. */
function Page() {
  useMarkHydrated();
  const [later, setLater] = useState(false);
  showLater = setLater;
  return (
    <div>
      <Probe name="first" />
      <section>
        <Probe name="nested" />
      </section>
      {later && <Probe name="later" />}
    </div>
  );
}

/** The server's HTML: rendered where there is no document, as on the server. */
function serverHtml(ui: ReactElement = <Page />): string {
  const document = globalThis.document;
  Reflect.deleteProperty(globalThis, 'document');
  try {
    return renderToString(ui);
  } finally {
    globalThis.document = document;
  }
}

let root: Root | null = null;
let container: HTMLElement | null = null;

/**
 * Hydrates the server's HTML of `ui` as the browser's entry does: the page's element, and the recoverable errors
 * (mismatches) React met.
 */
async function hydrate(ui: ReactElement): Promise<{ page: HTMLElement; errors: unknown[] }> {
  const page = document.createElement('div');
  container = page;
  page.innerHTML = serverHtml(ui);
  document.body.appendChild(page);
  seen = [];
  const errors: unknown[] = [];
  beginHydration();
  await act(async () => {
    root = hydrateRoot(page, ui, { onRecoverableError: (error) => errors.push(error) });
  });
  return { page, errors };
}

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  seen = [];
});

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(serverHtml()).toContain('server');
    expect(serverHtml()).not.toContain('local');
  });

  it('hydrates with the server value, then turns true, and a component mounted later is true at once', async () => {
    const { page, errors } = await hydrate(<Page />);
    expect(errors).toEqual([]); // no mismatch: hydration rendered what the server did
    expect(seen.filter(([name]) => name === 'first').map(([, value]) => value)).toEqual([false, true]);
    expect(seen.filter(([name]) => name === 'nested').map(([, value]) => value)).toEqual([false, true]);
    expect(page.querySelectorAll('[data-probe]')).toHaveLength(2);
    expect(page.textContent).toBe('locallocal');

    seen = [];
    await act(async () => showLater(true));
    expect(seen.filter(([name]) => name === 'later').map(([, value]) => value)).toEqual([true]);
  });

  it('is true at once where the app is rendered without hydrating', async () => {
    container = document.createElement('div');
    document.body.appendChild(container);
    await act(async () => {
      root = createRoot(container!);
      root.render(<Probe name="plain" />);
    });
    expect(seen).toEqual([['plain', true]]);
  });
});

/** A store the browser fills before hydrating (as the session is, from local storage). */
let stored = 'member';
const storeListeners = new Set<() => void>();
const subscribeStore = (listener: () => void) => {
  storeListeners.add(listener);
  return () => storeListeners.delete(listener);
};
const setStored = (value: string) => {
  stored = value;
  for (const listener of storeListeners) listener();
};

function StoreProbe({ name }: { name: string }) {
  const value = useBrowserStore(
    subscribeStore,
    () => stored,
    () => 'guest',
  );
  seen.push([`${name}:${value}`, true]);
  return <span data-store={name}>{value}</span>;
}

function StorePage({ later = false }: { later?: boolean }) {
  useMarkHydrated();
  return (
    <div>
      <StoreProbe name="header" />
      {later && <StoreProbe name="later" />}
    </div>
  );
}

describe('useBrowserStore', () => {
  it('hydrates with the server’s value, then shows the browser’s; a reader mounted later and a change show at once', async () => {
    stored = 'member';
    expect(serverHtml(<StorePage />)).toContain('guest');
    const { page, errors } = await hydrate(<StorePage />);
    expect(errors).toEqual([]);
    expect(seen.map(([name]) => name)).toEqual(['header:guest', 'header:member']);
    expect(page.textContent).toBe('member');

    seen = [];
    await act(async () => root!.render(<StorePage later />));
    expect(seen.map(([name]) => name)).toContain('later:member');
    await act(async () => setStored('other'));
    expect(page.textContent).toBe('otherother');
  });
});
