import {
  FORUM_PRIVACY_TITLE,
  fileUrl,
  type AdminDiscussItem,
  type CommentReply,
  type DiscussCard,
  type PlateItem,
} from '@clearsight/contracts';
import type { CommentRecord } from './comment.repository.js';
import type { TopicRecord } from './discuss.records.js';
import type { Viewer } from './forum.access.js';
import type { PlateRecord } from './plate.repository.js';

/** Record → the shapes of the contracts. What a response schema names is all that leaves the server. */

export function toPlateItem(p: PlateRecord, canPost: boolean): PlateItem {
  return {
    id: p.id,
    name: p.name,
    code: p.code,
    logo: p.logo,
    logoUrl: fileUrl(p.logo),
    introduction: p.introduction,
    nameEn: p.nameEn,
    introductionEn: p.introductionEn,
    orderNum: p.orderNum,
    isPostingDisabled: p.isPostingDisabled,
    isQuestionBoard: p.isQuestionBoard,
    topicCount: p.topicCount,
    canPost,
    creationTime: p.createdAt,
  };
}

export function toCard(t: TopicRecord, opts: { isAgree: boolean; masked: boolean }): DiscussCard {
  const card: DiscussCard = {
    id: t.id,
    plateId: t.plateId,
    plateName: t.plateName,
    plateNameEn: t.plateNameEn,
    title: t.title,
    introduction: t.introduction,
    cover: t.cover,
    coverUrl: fileUrl(t.cover),
    tags: t.tags,
    color: t.color,
    visibility: t.visibility,
    isPinned: t.isPinned,
    orderNum: t.orderNum,
    commentsDisabled: t.commentsDisabled,
    isHidden: t.isHidden,
    isMasked: false,
    isAgree: opts.isAgree,
    likeCount: t.likeCount,
    viewCount: t.viewCount,
    commentCount: t.commentCount,
    isSolved: t.solvedCommentId !== null,
    solvedCommentId: t.solvedCommentId,
    author: t.author,
    creationTime: t.createdAt,
    lastModificationTime: t.updatedAt,
  };
  if (!opts.masked) return card;
  // The original's behaviour: the card stays in the list with the privacy message and nothing else of it.
  return {
    ...card,
    title: FORUM_PRIVACY_TITLE,
    introduction: '',
    cover: null,
    coverUrl: null,
    tags: [],
    color: null,
    isAgree: false,
    isSolved: false,
    solvedCommentId: null,
    isMasked: true,
  };
}

export function toAdminItem(t: TopicRecord, openReportCount: number): AdminDiscussItem {
  return {
    ...toCard(t, { isAgree: false, masked: false }),
    hiddenReason: t.hiddenReason,
    isDeleted: t.deletedAt !== null,
    deletedTime: t.deletedAt,
    openReportCount,
  };
}

export function toCommentReply(
  c: CommentRecord,
  viewer: Viewer | null,
  opts: { isAgree: boolean; isBookmarked: boolean; isAnswer: boolean; canWrite: boolean },
): CommentReply {
  const isDeleted = c.deletedAt !== null;
  const privileged = !!viewer && (viewer.isStaff || viewer.id === c.userId);
  const showContent = !isDeleted && (!c.isHidden || privileged);
  return {
    id: c.id,
    discussId: c.discussId,
    rootId: c.rootId,
    parentId: c.parentId,
    content: showContent ? c.content : '',
    author: c.author,
    replyTo: c.replyTo,
    likeCount: c.likeCount,
    isAgree: opts.isAgree,
    isBookmarked: opts.isBookmarked,
    isAnswer: opts.isAnswer && !isDeleted,
    isDeleted,
    isHidden: c.isHidden,
    hiddenReason: c.isHidden && privileged ? c.hiddenReason : null,
    canDelete: !isDeleted && opts.canWrite && privileged,
    creationTime: c.createdAt,
  };
}

/** A one-line excerpt for notices. */
export function excerpt(text: string, max = 40): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
