import { PAGES } from '@clearsight/contracts';
import type { DomainEvents } from '../../events.js';
import type { NoticeService } from './notice.service.js';

/** Notices that follow from what happened elsewhere. */
export function subscribeNoticeListeners(events: DomainEvents, notices: NoticeService): void {
  // A new member's bell is not empty: it welcomes them and points at the getting-started page.
  events.on('user.registered', async ({ tenantId, userId, userName }) => {
    await notices.notify({
      tenantId,
      userId,
      kind: 'welcome',
      link: PAGES.start,
      message: `欢迎加入社区，${userName}！完善个人资料、每日签到、参与讨论都能赚取钱钱，先看看新手指南吧。`,
    });
  });
}
