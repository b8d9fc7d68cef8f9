import { ErrorCodes, hasAny, Permissions } from '@clearsight/contracts';
import { isbot } from 'isbot';
import { AppError } from '../../shared/app-error.js';
import type { SessionUser } from '../../shared/request-context.js';

/** Who is looking: enough to decide visibility in services and in repository predicates. */
export interface Viewer {
  id: string;
  roleCodes: string[];
  isStaff: boolean;
}

export function isStaff(user: SessionUser | null): boolean {
  return !!user && hasAny(user, { permissions: [Permissions.forumModerate] });
}

export function viewerOf(user: SessionUser | null): Viewer | null {
  return user ? { id: user.id, roleCodes: user.roleCodes, isStaff: isStaff(user) } : null;
}

/** The topic facts visibility depends on. */
export interface TopicAccessFacts {
  userId: string;
  visibility: 'public' | 'self' | 'users' | 'roles';
  isHidden: boolean;
  grantUserIds: string[];
  grantRoleCodes: string[];
}

/**
 * May this viewer read the topic? Staff and the author always; a hidden topic only them; otherwise by
 * visibility: public, only me, the listed members, or holders of the listed roles.
 */
export function canSeeTopic(viewer: Viewer | null, t: TopicAccessFacts): boolean {
  if (viewer?.isStaff) return true;
  if (viewer && viewer.id === t.userId) return true;
  if (t.isHidden) return false;
  switch (t.visibility) {
    case 'public':
      return true;
    case 'self':
      return false;
    case 'users':
      return !!viewer && t.grantUserIds.includes(viewer.id);
    case 'roles':
      return !!viewer && viewer.roleCodes.some((r) => t.grantRoleCodes.includes(r));
  }
}

export const PRIVATE_TOPIC_MESSAGE = '该主题为私密内容，您没有查看权限';
export const HIDDEN_TOPIC_MESSAGE = '该主题已被管理员隐藏';
export const BANNED_MESSAGE = '您已被禁言：只能浏览，不能发帖、评论、点赞或编辑内容';

/** Throws 403 with the reason a viewer may not read a topic. */
export function assertCanSeeTopic(viewer: Viewer | null, t: TopicAccessFacts): void {
  if (canSeeTopic(viewer, t)) return;
  if (t.isHidden) throw AppError.forbidden(HIDDEN_TOPIC_MESSAGE, ErrorCodes.topicHidden);
  throw AppError.forbidden(PRIVATE_TOPIC_MESSAGE);
}

/** Banned members read only: every write call of the forum answers 403 with a clear message. */
export function assertCanWrite(user: SessionUser | null): SessionUser {
  if (!user) throw AppError.unauthorized();
  if (user.status === 'banned') throw AppError.forbidden(BANNED_MESSAGE, ErrorCodes.accountBanned);
  return user;
}

export function canWrite(user: SessionUser | null): boolean {
  return !!user && user.status !== 'banned';
}

/**
 * Whether a user agent is a crawler, a script or a headless browser (`isbot`'s maintained list), so its
 * requests do not count as views. A missing or blank user agent is no browser either.
 */
export function isBotUserAgent(ua: string | null | undefined): boolean {
  if (!ua || ua.trim().length === 0) return true;
  return isbot(ua);
}
