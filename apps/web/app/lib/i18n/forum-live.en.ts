import type { ForumLiveMessages } from './forum-live.zh-CN';

export const forumLiveEn: ForumLiveMessages = {
  forum: {
    live: {
      newReplies_one: '{{count}} new reply — show it',
      newReplies_other: '{{count}} new replies — show them',
      newTopics_one: '{{count}} new topic — show it',
      newTopics_other: '{{count}} new topics — show them',
    },
  },
};
