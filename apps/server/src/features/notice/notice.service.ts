import {
  NOTICE_DAILY_LIMIT_DEFAULT,
  NOTICE_DAILY_LIMIT_SETTING,
  parseNoticeDailyLimit,
  type NoticeEventGroup,
  type NoticeSettings,
  type NoticeSettingsBody,
} from '@clearsight/contracts';
import type { DomainEvents } from '../../events.js';
import { AppError } from '../../shared/app-error.js';
import { dateKey } from '../../shared/calendar.js';
import type { Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import type { NoticeRepository, StoredNoticeSettings } from './notice.repository.js';
import type { Transactor, Tx } from '../../shared/transaction.js';

/**
 * The event group of each notice kind a member may switch off, and which the daily limit counts. Kinds not
 * listed (the welcome, moderation, system and staff messages) always reach the member and are never counted.
 */
const GROUP_OF_KIND: Readonly<Record<string, NoticeEventGroup>> = {
  'forum.reply': 'replies',
  'forum.comment': 'replies',
  'forum.mention': 'mentions',
  'forum.watching': 'watching',
  'forum.watching.topic': 'watching',
  'forum.like': 'likes',
  'forum.answer': 'solved',
  task: 'tasks',
};

const DEFAULT_SETTINGS: StoredNoticeSettings = {
  events: { replies: true, mentions: true, watching: true, likes: true, solved: true, tasks: true },
  watchOwnTopics: true,
  watchRepliedTopics: true,
  dailyLimit: null,
};

/** How long the site's daily limit is kept before the settings are read again. */
const SITE_LIMIT_TTL_MS = 30_000;

/**
 * The site's daily limit from its setting's value: the default when unset, and when the stored value is
 * unreadable (written past the console) — logged so staff can fix it, never a lost notice.
 */
export function noticeDailyLimitFromSetting(raw: string | undefined, log?: (message: string) => void): number {
  if (raw === undefined) return NOTICE_DAILY_LIMIT_DEFAULT;
  const limit = parseNoticeDailyLimit(raw);
  if (limit === null) {
    log?.(
      `site setting ${NOTICE_DAILY_LIMIT_SETTING} is no limit (${JSON.stringify(raw.slice(0, 40))}): the default applies`,
    );
    return NOTICE_DAILY_LIMIT_DEFAULT;
  }
  return limit;
}

export interface NoticeInput {
  tenantId: string;
  userId: string;
  message: string;
  link?: string | null;
  kind?: string;
  /** The member whose action caused the notice; nobody is notified of their own actions. */
  actorId?: string | null;
}

/**
 * Personal notices (the header bell). Later features call `notify` (a topic was commented, a task was
 * completed) or `notifyGrouped` (one notice per unread group: "3 new replies in …"); the realtime feature
 * forwards `notice.created` to the member's `Personal` hub. The member's settings decide which kinds reach
 * them, and their daily limit how many a day (decision 0034).
 */
export function createNoticeService(deps: {
  repo: NoticeRepository;
  clock: Clock;
  events: DomainEvents;
  transactor: Transactor;
  timeZone: string;
  /** The site's default daily limit (the staff's setting). */
  siteDailyLimit?: (tenantId: string, tx?: Tx | null) => Promise<number>;
}) {
  const { repo, clock, events, transactor } = deps;
  const siteLimits = new Map<string, { value: number; at: number }>();

  async function siteLimit(tenantId: string, tx?: Tx | null): Promise<number> {
    if (!deps.siteDailyLimit) return NOTICE_DAILY_LIMIT_DEFAULT;
    const now = clock.now().getTime();
    const hit = siteLimits.get(tenantId);
    if (hit && now - hit.at < SITE_LIMIT_TTL_MS) return hit.value;
    const value = await deps.siteDailyLimit(tenantId, tx);
    siteLimits.set(tenantId, { value, at: now });
    return value;
  }

  async function settingsOf(tenantId: string, userId: string, tx?: Tx | null): Promise<StoredNoticeSettings> {
    return (await repo.settings(tenantId, userId, tx)) ?? DEFAULT_SETTINGS;
  }

  /**
   * Whether a notice of this kind may be stored for the member now: its group switched on, and (for a new
   * row) the day's count within the member's limit. Counting happens here, so a refused notice is counted too:
   * the count only ever says "the limit was reached", never more than it.
   */
  async function admits(input: Omit<NoticeInput, 'message'>, counts: boolean, tx?: Tx | null): Promise<boolean> {
    if (input.actorId && input.actorId === input.userId) return false;
    const group = GROUP_OF_KIND[input.kind ?? 'system'];
    if (!group) return true;
    const settings = await settingsOf(input.tenantId, input.userId, tx);
    if (!settings.events[group]) return false;
    if (!counts) return true;
    const site = await siteLimit(input.tenantId, tx);
    const limit = Math.min(site, settings.dailyLimit ?? site);
    const day = dateKey(clock.now(), deps.timeZone);
    return (await repo.countDay(input.tenantId, input.userId, day, tx)) <= limit;
  }

  function announce(
    tx: Tx | null | undefined,
    e: { tenantId: string; userId: string; noticeId: string; message: string; creationTime: string; grouped: boolean },
  ) {
    const emit = () => events.emit('notice.created', e);
    // In the caller's unit of work the bell rings once the notice is really stored.
    if (tx) tx.afterCommit(emit);
    else emit();
  }

  return {
    async notify(input: NoticeInput, tx?: Tx | null): Promise<string | null> {
      if (!(await admits(input, true, tx))) return null;
      const id = newId();
      const createdAt = clock.now().toISOString();
      const message = input.message.slice(0, 2000);
      await repo.insert(
        {
          id,
          tenantId: input.tenantId,
          userId: input.userId,
          message,
          link: input.link ?? null,
          kind: input.kind ?? 'system',
          createdAt,
        },
        tx,
      );
      announce(tx, {
        tenantId: input.tenantId,
        userId: input.userId,
        noticeId: id,
        message,
        creationTime: createdAt,
        grouped: false,
      });
      return id;
    },

    /**
     * One notice per member and group while it is unread: the first event stores it with its link (where the
     * member should start reading), later ones raise its count, move it to the top and reword it (`message`
     * is given the count); the link stays at the first event the member was not yet told of. Only a new
     * notice counts against the daily limit. Runs in the caller's unit of work.
     */
    async notifyGrouped(
      input: Omit<NoticeInput, 'message'> & { groupKey: string; message: (count: number) => string },
      tx: Tx,
    ): Promise<string | null> {
      if (!(await admits(input, false, tx))) return null;
      const at = clock.now().toISOString();
      const g = { tenantId: input.tenantId, userId: input.userId, groupKey: input.groupKey, at };
      let row = await repo.addToGroup(tx, g);
      if (!row) {
        if (!(await admits(input, true, tx))) return null;
        row = await repo.openGroup(tx, {
          id: newId(),
          tenantId: input.tenantId,
          userId: input.userId,
          message: input.message(1).slice(0, 2000),
          link: input.link ?? null,
          kind: input.kind ?? 'system',
          groupKey: input.groupKey,
          createdAt: at,
        });
      }
      const message = input.message(row.count).slice(0, 2000);
      if (row.count > 1) await repo.setMessage(tx, row.id, message);
      announce(tx, {
        tenantId: input.tenantId,
        userId: input.userId,
        noticeId: row.id,
        message,
        creationTime: at,
        grouped: row.count > 1,
      });
      return row.id;
    },

    /** The member's settings, with the default for what they never set. */
    settingsOf,

    /** Whether the member switched this group of notices off (for senders that skip work for them). */
    async wants(tenantId: string, userId: string, group: NoticeEventGroup, tx?: Tx | null): Promise<boolean> {
      return (await settingsOf(tenantId, userId, tx)).events[group];
    },

    async settings(tenantId: string, userId: string): Promise<NoticeSettings> {
      const [s, site] = await Promise.all([settingsOf(tenantId, userId), siteLimit(tenantId)]);
      return { ...s, siteDailyLimit: site };
    },

    async saveSettings(tenantId: string, userId: string, body: NoticeSettingsBody): Promise<NoticeSettings> {
      const site = await siteLimit(tenantId);
      if (body.dailyLimit != null && body.dailyLimit > site) {
        throw AppError.field('dailyLimit', `每日上限不能超过本站的 ${site} 条`);
      }
      const saved = await transactor.run(async (tx) => {
        const current = await settingsOf(tenantId, userId, tx);
        const next: StoredNoticeSettings = {
          events: { ...current.events, ...body.events },
          watchOwnTopics: body.watchOwnTopics ?? current.watchOwnTopics,
          watchRepliedTopics: body.watchRepliedTopics ?? current.watchRepliedTopics,
          dailyLimit: body.dailyLimit === undefined ? current.dailyLimit : body.dailyLimit,
        };
        await repo.saveSettings(tx, tenantId, userId, next, clock.now().toISOString());
        return next;
      });
      return { ...saved, siteDailyLimit: site };
    },

    list(tenantId: string, userId: string, skip: number, take: number) {
      return repo.listForUser(tenantId, userId, skip, take);
    },
    async markRead(tenantId: string, userId: string, id: string): Promise<{ ok: true }> {
      const updated = await repo.markRead(tenantId, userId, id);
      if (updated === 0) throw AppError.notFound('通知不存在');
      return { ok: true };
    },
    async markAllRead(tenantId: string, userId: string): Promise<{ updated: number }> {
      return { updated: await repo.markAllRead(tenantId, userId) };
    },
  };
}
export type NoticeService = ReturnType<typeof createNoticeService>;
