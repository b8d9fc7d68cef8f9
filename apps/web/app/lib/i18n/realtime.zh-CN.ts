import type { Widen } from './widen';
/**
 * Strings of the realtime hubs' visible effects (docs/product.md#realtime): the reconnecting state, the online
 * count, announcements, live notices, force-out and the status page's hub table, nested under `realtime`.
 * `realtime.en.ts` has exactly the same shape.
 */
export const realtimeZhCN = {
  realtime: {
    reconnecting: '连接已断开，正在重新连接…',
    forcedOut: '您已被管理员强制下线',
    online_other: '当前在线 {{formatted}} 人',
    onlineLabel: '在线人数',
    announcement: '站点公告',
    closeAnnouncement: '关闭公告',
    popupOk: '知道了',
    newNotice: '您有一条新消息',
    statusTitle: '实时连接',
    hubs: {
      main: '在线与下线通知',
      notice: '站点公告',
      bbsNotice: '个人消息',
      chat: '聊天室',
    },
    states: {
      off: '未启动',
      connecting: '连接中',
      connected: '已连接',
      reconnecting: '重新连接中',
      refused: '被拒绝',
    },
  },
} as const;

export type RealtimeMessages = Widen<typeof realtimeZhCN>;
