import { useContext, type LiHTMLAttributes, type ReactNode } from 'react';
import { KeptFragmentsContext, type KeptFragments } from '../lib/kept-fragments';

type ItemAttributes = LiHTMLAttributes<HTMLLIElement> & { 'data-testid'?: string };

/**
 * A list item whose HTML a server render may take from an earlier render instead of drawing it again (decision
 * 0052). `watch` is every value the item's content depends on besides the build (null: never kept); `island` is
 * the item's `data-island` key, unique on the page, by which its HTML is found in the document. The browser, and
 * a render without kept items, draw it as a plain `<li>`; a kept item is the same `<li>` with the same HTML inside.
 */
export function KeptItem({
  island,
  watch,
  children,
  ...attributes
}: ItemAttributes & { island: string | undefined; watch: readonly unknown[] | null; children: ReactNode }) {
  // The browser's build drops this branch (a build-time constant), and with it the lookup and its context.
  if (import.meta.env.SSR) {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- the condition is fixed for a build
    const fragments = useContext(KeptFragmentsContext);
    const key = fragments && island && watch ? fragments.keyOf(island, watch) : null;
    if (fragments && island && key) {
      const html = fragments.take(key);
      if (html !== undefined)
        return <li {...attributes} data-island={island} dangerouslySetInnerHTML={{ __html: html }} />;
      fragments.begin(key, island);
      return (
        <li {...attributes} data-island={island}>
          {children}
          <ItemEnd fragments={fragments} itemKey={key} />
        </li>
      );
    }
  }
  return (
    <li {...attributes} data-island={island}>
      {children}
    </li>
  );
}

/** Rendered after the item's other children (React renders in order): its strings are all known by now. */
function ItemEnd({ fragments, itemKey }: { fragments: KeptFragments; itemKey: string }) {
  fragments.end(itemKey);
  return null;
}
