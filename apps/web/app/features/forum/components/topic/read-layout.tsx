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
      <aside className="fm-read__outline">
        <ArticleOutline discussId={discussId} tree={tree} current={current} />
      </aside>
      <div className="fm-read__main">{main}</div>
      {side && <aside className="fm-read__side">{side}</aside>}
    </div>
  );
}
