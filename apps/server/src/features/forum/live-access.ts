import { LIVE_ALL_BOARDS } from '@clearsight/contracts';
import type { SessionUser } from '../../shared/request-context.js';
import { topicFacts } from './discuss-reads.js';
import { canSeeTopic, viewerOf } from './forum.access.js';
import type { ForumDeps } from './forum.deps.js';

/**
 * Who may join a live topic's or board's room on the notice hub (realtime/forum-live.ts,
 * docs/decisions/0036-live-topics-and-boards.md): the same rule as reading over HTTP, for the socket's member or
 * guest, inside the socket's tenant. Answers false rather than throwing: a refused join is no error of the site.
 */
export function createLiveAccess(deps: Pick<ForumDeps, 'discusses' | 'plates'>) {
  const { discusses, plates } = deps;
  return {
    /** A live (not deleted) topic of this tenant that this member or guest may read. */
    async canWatchTopic(tenantId: string, user: SessionUser | null, discussId: string): Promise<boolean> {
      const topic = await discusses.find(tenantId, discussId);
      if (!topic) return false;
      const grants = (await discusses.grantsOf(tenantId, [discussId])).get(discussId);
      return canSeeTopic(viewerOf(user), topicFacts(topic, grants));
    },
    /** A board of this tenant (boards are readable by everyone), or all of them. */
    async canWatchBoard(tenantId: string, plateId: string): Promise<boolean> {
      if (plateId === LIVE_ALL_BOARDS) return true;
      return (await plates.find(tenantId, plateId)) !== undefined;
    },
  };
}
