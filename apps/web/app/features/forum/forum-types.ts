import type {
  ArticleDetail,
  ArticleNode,
  CommentRoot,
  DiscussCard,
  DiscussDetail,
  DiscussTab,
  PlateItem,
  TopicModel,
} from '@clearsight/contracts';
import type { Paged } from '../../lib/viewer-data';
import type { CommentSort } from './forum-constants';

export interface BoardPageData {
  plates: PlateItem[];
  plateId: string | null;
  tab: DiscussTab;
  q: string | null;
  /** The product model the list is limited to (`?model=`), named as its topics name it. */
  model: TopicModel | null;
  page: number;
  list: Paged<DiscussCard>;
  failed: boolean;
}

/** `hidden`: a moderator hid the topic (only its author and staff read it); `forbidden`: private to others. */
export type TopicAccess = 'ok' | 'forbidden' | 'hidden' | 'unavailable';

export interface TopicPageData {
  discussId: string;
  articleId: string | null;
  access: TopicAccess;
  discuss: DiscussDetail | null;
  article: ArticleDetail | null;
  tree: ArticleNode[] | null;
  comments: Paged<CommentRoot> | null;
  commentSort: CommentSort;
  commentPage: number;
}
