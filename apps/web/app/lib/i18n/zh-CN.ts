import { activityZhCN } from './activity.zh-CN';
import { adminZhCN } from './admin.zh-CN';
import { mergeMessages } from './areas';
import { baseZhCN } from './base.zh-CN';
import { chatZhCN } from './chat.zh-CN';
import { contactZhCN } from './contact.zh-CN';
import { corporateZhCN } from './corporate.zh-CN';
import { editorZhCN } from './editor.zh-CN';
import { forumZhCN } from './forum.zh-CN';
import { forumLiveZhCN } from './forum-live.zh-CN';
import { forumToolsZhCN } from './forum-tools.zh-CN';
import { oauthZhCN } from './oauth.zh-CN';
import { profileZhCN } from './profile.zh-CN';
import { realtimeZhCN } from './realtime.zh-CN';
import { startZhCN } from './start.zh-CN';
import { supportZhCN } from './support.zh-CN';
import type { Widen } from './widen';

/**
 * Every Chinese string, all areas together: what the server renders with and the shape every language has
 * (`Messages`). The browser loads the areas one by one instead (lazy-messages.ts).
 */
export const zhCN = mergeMessages(
  baseZhCN,
  realtimeZhCN,
  corporateZhCN,
  supportZhCN,
  contactZhCN,
  startZhCN,
  forumZhCN,
  forumToolsZhCN,
  forumLiveZhCN,
  profileZhCN,
  editorZhCN,
  oauthZhCN,
  activityZhCN,
  chatZhCN,
  adminZhCN,
);

export type Messages = Widen<typeof zhCN>;
