import { useContext, type HTMLAttributes, type ReactNode } from 'react';
import { KeptFragmentsContext, type KeptFragments } from '../lib/kept-fragments';

/**
 * The attributes that find a kept element in the document: its id, a server island's key, its heading's id, or a
 * test id the page holds once (the site's frame: the mega-menu, the footer).
 */
type FoundBy = 'id' | 'data-island' | 'aria-labelledby' | 'data-testid';

type KeptProps = HTMLAttributes<HTMLElement> & {
  /** The element: a list item (a topic card), a section (a part of the home page), the mega-menu's box, the footer. */
  as: 'li' | 'section' | 'div' | 'footer';
  /** Which of its attributes is unique on the page: its HTML is found in the document by it. */
  foundBy: FoundBy;
  /** Every value its content depends on besides the build (null: never kept). */
  watch: readonly unknown[] | null;
  children: ReactNode;
  'data-island'?: string | undefined;
  'data-testid'?: string | undefined;
};

/**
 * An element whose inner HTML a server render may take from an earlier render instead of drawing it again
 * (decision 0052). The browser, and a render without kept parts, draw it as a plain element; a kept one is the same
 * element with the same HTML inside.
 */
export function Kept({ as: Tag, foundBy, watch, children, ...attributes }: KeptProps) {
  // The browser's build drops this branch (a build-time constant), and with it the lookup and its context.
  if (import.meta.env.SSR) {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- the condition is fixed for a build
    const fragments = useContext(KeptFragmentsContext);
    const found = attributes[foundBy];
    const key = fragments && found && watch ? fragments.keyOf(`${Tag} ${foundBy}=${found}`, watch) : null;
    if (fragments && found && key) {
      const html = fragments.take(key);
      if (html !== undefined) return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
      fragments.begin(key, { tag: Tag, attribute: foundBy, value: found });
      return (
        <Tag {...attributes}>
          {children}
          <KeptEnd fragments={fragments} keptKey={key} />
        </Tag>
      );
    }
  }
  return <Tag {...attributes}>{children}</Tag>;
}

/** Rendered after the element's other children (React renders in order): its strings are all known by now. */
function KeptEnd({ fragments, keptKey }: { fragments: KeptFragments; keptKey: string }) {
  fragments.end(keptKey);
  return null;
}
