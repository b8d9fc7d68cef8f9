import type { RealtimeMessages } from './realtime.zh-CN';

export const realtimeEn: RealtimeMessages = {
  realtime: {
    reconnecting: 'Connection lost, reconnecting…',
    forcedOut: 'An administrator has signed you out',
    online_one: '{{formatted}} person online',
    online_other: '{{formatted}} people online',
    onlineLabel: 'Online now',
    announcement: 'Announcement',
    closeAnnouncement: 'Close the announcement',
    popupOk: 'Got it',
    newNotice: 'You have a new notice',
    statusTitle: 'Realtime connection',
    hubs: {
      main: 'Presence and sign-out',
      notice: 'Announcements',
      bbsNotice: 'Personal notices',
      chat: 'Chat room',
    },
    states: {
      off: 'Not started',
      connecting: 'Connecting',
      connected: 'Connected',
      reconnecting: 'Reconnecting',
      refused: 'Refused',
    },
  },
};
