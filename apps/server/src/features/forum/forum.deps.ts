import type { ForumUser, TopicModel } from '@clearsight/contracts';
import type { DomainEvents } from '../../events.js';
import { AppError } from '../../shared/app-error.js';
import type { Clock } from '../../shared/clock.js';
import type { ContentVersion } from '../../shared/content-memo.js';
import type { KeyValueStore } from '../../shared/kv-store.js';
import type { Audit } from '../../shared/audit.js';
import type { AccountService } from '../account/account.service.js';
import type { SessionService } from '../account/session.service.js';
import type { Transactor } from '../../shared/transaction.js';
import type { FileService } from '../file/file.service.js';
import type { NoticeService } from '../notice/notice.service.js';
import type { ArticleRepository } from './article.repository.js';
import type { CommentRepository } from './comment.repository.js';
import type { BookmarkRepository } from './bookmark.repository.js';
import type { DiscussAgreeRepository } from './discuss-agree.repository.js';
import type { DiscussAnswerRepository } from './discuss-answer.repository.js';
import type { DiscussModelRepository } from './discuss-model.repository.js';
import type { WalletService } from '../wallet/wallet.service.js';
import type { DiscussTopRepository } from './discuss-top.repository.js';
import type { DiscussViewRepository } from './discuss-view.repository.js';
import type { DiscussRepository } from './discuss.repository.js';
import type { DraftRepository } from './draft.repository.js';
import type { MemberRepository } from './member.repository.js';
import type { MentionRepository } from './mention.repository.js';
import type { WatchRepository } from './watch.repository.js';
import type { ReportRepository } from './report.repository.js';
import type { RevisionRepository } from './revision.repository.js';
import type { ForumSearch } from './forum.search.js';
import type { RenderCache } from '../../shared/markdown.js';
import type { PlateRepository } from './plate.repository.js';
import type { ReadStateRepository } from './read-state.repository.js';

/** What the forum's services share: its repositories and the core services it was given. */
export interface ForumDeps {
  plates: PlateRepository;
  discusses: DiscussRepository;
  agrees: DiscussAgreeRepository;
  bookmarks: BookmarkRepository;
  readStates: ReadStateRepository;
  answers: DiscussAnswerRepository;
  topicModels: DiscussModelRepository;
  views: DiscussViewRepository;
  tops: DiscussTopRepository;
  articles: ArticleRepository;
  comments: CommentRepository;
  drafts: DraftRepository;
  revisions: RevisionRepository;
  reports: ReportRepository;
  members: MemberRepository;
  mentions: MentionRepository;
  watches: WatchRepository;
  render: RenderCache;
  /** Keeps the site search in line with what anyone may read (a no-op without a search index). */
  search: ForumSearch;
  clock: Clock;
  kv: KeyValueStore;
  events: DomainEvents;
  notices: NoticeService;
  files: FileService;
  audit: Audit;
  transactor: Transactor;
  sessions: SessionService;
  /** Member standing is the account feature's to write (a forum ban goes through it). */
  accounts: Pick<AccountService, 'setStatus'>;
  /** Answer rewards are paid and taken back through the wallet's ledger (decision 0011). */
  wallet: Pick<WalletService, 'change' | 'hold'>;
  /** The tenant's answer reward in cents (site setting ANSWER_REWARD_SETTING; 0 switches it off). */
  answerRewardCents: (tenantId: string) => Promise<number>;
  /**
   * Blocks between members (the chat's block list): a mention never notifies across one. Absent, nobody is
   * blocked.
   */
  blocks?: MentionBlocks | undefined;
  /** The catalogue's published models, for the models a topic names (decision 0009: a port, not an import). */
  catalogue: ModelCatalogue;
  /** Members' level badges by the tenant's level table (the level feature); absent, authors carry none. */
  levels?: LevelBadges | undefined;
  /**
   * The tenant's shared content version (the page cache's lists version, which every forum write raises): what the
   * forum keeps per process, the boards with their topic counts, is tagged with it. Absent, kept values last their
   * time only.
   */
  contentVersion?: ContentVersion | undefined;
}

export interface MentionBlocks {
  /** Which of `others` blocked `userId` or were blocked by them. */
  blockedEitherWay(tenantId: string, userId: string, others: readonly string[]): Promise<Set<string>>;
}

/** What the forum needs of the catalogue: published models of a tenant by id, in the order asked for. */
export interface ModelCatalogue {
  refs(tenantId: string, ids: string[]): Promise<TopicModel[]>;
}

export interface LevelBadges {
  badgesFor(
    tenantId: string,
    userIds: readonly string[],
  ): Promise<Map<string, { level: number; name: string; nameEn: string }>>;
}

/** Adds each author's level badge to items that show an author (topic cards, articles, comments). */
export async function withLevels<T extends { author: ForumUser }>(
  deps: Pick<ForumDeps, 'levels'>,
  tenantId: string,
  items: T[],
): Promise<T[]> {
  if (!deps.levels || items.length === 0) return items;
  const badges = await deps.levels.badgesFor(
    tenantId,
    items.map((i) => i.author.id),
  );
  return items.map((i) => {
    const badge = badges.get(i.author.id);
    return badge
      ? { ...i, author: { ...i.author, level: badge.level, levelName: badge.name, levelNameEn: badge.nameEn } }
      : i;
  });
}

/** An image file of the tenant (covers, board logos), or a 400 naming the field. */
export async function requireImage(
  deps: Pick<ForumDeps, 'files'>,
  tenantId: string,
  id: string,
  field: string,
): Promise<void> {
  const file = await deps.files.find(tenantId, id);
  if (!file || file.kind !== 'image') throw AppError.field(field, '图片不存在，请重新上传');
}

/**
 * A topic cover: an image of the tenant that the member uploaded themselves, or a 400 on `cover`. Covers
 * are shown to everyone under the member's name, so one member may not put another's upload there.
 */
export async function requireOwnCover(
  deps: Pick<ForumDeps, 'files'>,
  tenantId: string,
  id: string,
  userId: string,
): Promise<void> {
  const file = await deps.files.find(tenantId, id);
  if (!file || file.kind !== 'image') throw AppError.field('cover', '图片不存在，请重新上传');
  if (file.ownerId !== userId) throw AppError.field('cover', '只能使用自己上传的图片作为封面');
}
