import type { ArticleNode } from '@clearsight/contracts';
import type { ReactNode } from 'react';
import { ArticleOutline } from '../article-outline';

/** The three columns: outline, the reading column, and the side (author, contents). */
export function ReadLayout({
  discussId,
  tree,
  current,
  main,
  side,
}: {
  discussId: string;
  tree: ArticleNode[];
  current: string | null;
  main: ReactNode;
  side: ReactNode | null;
}) {
  return (
    <div className={side ? 'fm-read' : 'fm-read fm-read--noside'}>
      {/* A topic without articles has only its cover in the outline: on a phone, where the outline stands above the
          topic, it is left out rather than push the topic down. */}
      <aside className={tree.length > 0 ? 'fm-read__outline' : 'fm-read__outline is-empty'}>
        <ArticleOutline discussId={discussId} tree={tree} current={current} />
      </aside>
      <div className="fm-read__main">{main}</div>
      {side && <aside className="fm-read__side">{side}</aside>}
    </div>
  );
}
