import { NEW_TOPIC_DAYS, READ_STATE_MESSAGES, type TopicReadState } from '@clearsight/contracts';
import { AppError } from '../../shared/app-error.js';
import type { RequestContext, SessionUser } from '../../shared/request-context.js';
import type { DiscussService } from './discuss.service.js';
import { viewerOf } from './forum.access.js';
import type { ForumDeps } from './forum.deps.js';
import { ALL_BOARDS, type TopicReadRow } from './read-state.repository.js';

const DAY_MS = 86_400_000;

function signedIn(ctx: RequestContext): SessionUser {
  if (!ctx.user) throw AppError.unauthorized();
  return ctx.user;
}

/** The later of the board's and the all-boards "mark all read", or null when neither was used. */
function markedSince(marks: Map<string, string>, plateId: string): string | null {
  const board = marks.get(plateId) ?? null;
  const all = marks.get(ALL_BOARDS) ?? null;
  if (!board) return all;
  if (!all) return board;
  return board > all ? board : all;
}

/**
 * Unread and new (docs/decisions/0035-unread-and-new.md): what a member has not read of the topics a page
 * shows, where a topic opens for them, and "mark all read". Members only; a topic they may not read gives
 * nothing (left out of a page's answer, 403/404 when opened).
 */
export function createReadStateService(deps: ForumDeps, topics: DiscussService) {
  const { readStates, plates, transactor, clock } = deps;

  /** The state of each row: unread counts only for topics the member opened, "new" only for the others. */
  async function statesOf(tenantId: string, user: SessionUser, rows: TopicReadRow[]): Promise<TopicReadState[]> {
    if (rows.length === 0) return [];
    const marks = await readStates.boardMarks(tenantId, user.id);
    const newAfter = new Date(clock.now().getTime() - NEW_TOPIC_DAYS * DAY_MS).toISOString();
    const unread = await readStates.unread(
      tenantId,
      user.id,
      rows
        .filter((r) => r.opened)
        .map((r) => ({ discussId: r.discussId, after: r.lastRead, since: markedSince(marks, r.plateId) })),
    );
    return rows.map((r) => {
      const since = markedSince(marks, r.plateId);
      const u = unread.get(r.discussId);
      return {
        discussId: r.discussId,
        unreadCount: u?.count ?? 0,
        isNew: !r.opened && r.authorId !== user.id && r.createdAt > newAfter && (since === null || r.createdAt > since),
        firstUnreadCommentId: u?.firstId ?? null,
      };
    });
  }

  return {
    /** A list page's topics: what is unread or new in each the member may read (others are left out). */
    async states(ctx: RequestContext, ids: string[]): Promise<{ items: TopicReadState[] }> {
      const user = signedIn(ctx);
      const unique = [...new Set(ids)];
      const rows = await readStates.topics(ctx.tenantId, viewerOf(user)!, unique);
      return { items: await statesOf(ctx.tenantId, user, rows) };
    },

    /**
     * The member opened the topic: answers what was unread until now (the page scrolls to the first unread
     * comment) and moves the read mark to the topic's newest comment.
     */
    async open(ctx: RequestContext, discussId: string): Promise<TopicReadState> {
      const user = signedIn(ctx);
      await topics.requireReadable(ctx, discussId);
      const rows = await readStates.topics(ctx.tenantId, viewerOf(user)!, [discussId]);
      const [before] = await statesOf(ctx.tenantId, user, rows);
      await transactor.run(async (tx) => {
        const to = await readStates.newestComment(ctx.tenantId, discussId, tx);
        await readStates.advance(tx, {
          tenantId: ctx.tenantId,
          userId: user.id,
          discussId,
          to,
          readAt: clock.now().toISOString(),
        });
      });
      return before ?? { discussId, unreadCount: 0, isNew: false, firstUnreadCommentId: null };
    },

    /** "Mark all read" on one board, or on every board when `plateId` is left out. */
    async markAllRead(ctx: RequestContext, plateId: string | null | undefined): Promise<{ message: string }> {
      const user = signedIn(ctx);
      if (plateId && !(await plates.find(ctx.tenantId, plateId)))
        throw AppError.notFound(READ_STATE_MESSAGES.boardNotFound);
      await transactor.run((tx) =>
        readStates.markBoard(tx, {
          tenantId: ctx.tenantId,
          userId: user.id,
          plateId: plateId || ALL_BOARDS,
          at: clock.now().toISOString(),
        }),
      );
      return { message: plateId ? READ_STATE_MESSAGES.boardMarked : READ_STATE_MESSAGES.allMarked };
    },
  };
}
