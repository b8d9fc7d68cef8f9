import { activityEn } from './activity.en';
import { adminEn } from './admin.en';
import { mergeMessages } from './areas';
import { baseEn } from './base.en';
import { chatEn } from './chat.en';
import { contactEn } from './contact.en';
import { corporateEn } from './corporate.en';
import { editorEn } from './editor.en';
import { forumEn } from './forum.en';
import { forumLiveEn } from './forum-live.en';
import { forumToolsEn } from './forum-tools.en';
import { oauthEn } from './oauth.en';
import { profileEn } from './profile.en';
import { realtimeEn } from './realtime.en';
import { startEn } from './start.en';
import { supportEn } from './support.en';
import type { Messages } from './zh-CN';

/** Every English string, all areas together (see zh-CN.ts). */
export const en: Messages = mergeMessages(
  baseEn,
  realtimeEn,
  corporateEn,
  supportEn,
  contactEn,
  startEn,
  forumEn,
  forumToolsEn,
  forumLiveEn,
  profileEn,
  editorEn,
  oauthEn,
  activityEn,
  chatEn,
  adminEn,
);
