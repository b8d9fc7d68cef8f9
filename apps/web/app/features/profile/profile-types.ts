import type { BbsUserCard, DiscussCard, ResponseOf, commentByUserRoute } from '@clearsight/contracts';

export type ProfileComment = ResponseOf<typeof commentByUserRoute>['items'][number];
export type ProfileTab =
  | 'topics'
  | 'comments'
  | 'bookmarks'
  | 'following'
  | 'money'
  | 'notices'
  | 'settings'
  | 'password'
  | 'avatar'
  | 'bindings';
export const PUBLIC_TABS = ['topics', 'comments'] as const;
/**
 * Tabs only the member sees on their own profile: their bookmarks, what they follow, their money history, then the
 * settings (notifications among them) and linked accounts.
 */
export const OWN_TABS = [
  'bookmarks',
  'following',
  'money',
  'notices',
  'settings',
  'password',
  'avatar',
  'bindings',
] as const;
export const PROFILE_PAGE_SIZE = 20;

export interface ProfilePageData {
  userName: string;
  card: BbsUserCard;
  tab: ProfileTab;
  page: number;
  topics: { items: DiscussCard[]; totalCount: number } | null;
  comments: { items: ProfileComment[]; totalCount: number } | null;
}
