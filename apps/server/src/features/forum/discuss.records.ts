import type { ForumUser, TopicVisibility } from '@clearsight/contracts';

/** What the topic repositories return and accept: topics as the services see them, never database rows. */

export interface TopicRecord {
  id: string;
  tenantId: string;
  plateId: string;
  plateName: string;
  /** The board's English name, '' when it has none. */
  plateNameEn: string;
  plateCode: string;
  userId: string;
  title: string;
  introduction: string;
  /** Empty on list rows (content is not selected for cards). */
  content: string;
  cover: string | null;
  tags: string[];
  color: string | null;
  visibility: TopicVisibility;
  isHidden: boolean;
  hiddenReason: string | null;
  isPinned: boolean;
  orderNum: number;
  commentsDisabled: boolean;
  likeCount: number;
  viewCount: number;
  commentCount: number;
  revision: number;
  /** The board is a Q&A board. */
  isQuestionBoard: boolean;
  /** The marked answer (Q&A boards). */
  solvedCommentId: string | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  author: ForumUser;
}

export interface Grants {
  userIds: string[];
  roleCodes: string[];
}

export interface NewTopic {
  id: string;
  tenantId: string;
  plateId: string;
  userId: string;
  title: string;
  introduction: string;
  content: string;
  cover: string | null;
  tags: string[];
  color: string | null;
  visibility: TopicVisibility;
  commentsDisabled: boolean;
  createdAt: string;
}

export interface TopicEdit {
  title?: string;
  introduction?: string;
  content?: string;
  cover?: string | null;
  tags?: string[];
  color?: string | null;
  visibility?: TopicVisibility;
  commentsDisabled?: boolean;
}

export interface TopicModeration {
  isPinned?: boolean;
  orderNum?: number;
  commentsDisabled?: boolean;
  isHidden?: boolean;
  hiddenReason?: string | null;
  plateId?: string;
}
