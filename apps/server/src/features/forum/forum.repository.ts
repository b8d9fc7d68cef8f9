import type { Db } from '../../db/database.js';
import { createArticleRepository } from './article.repository.js';
import { createCommentRepository } from './comment.repository.js';
import { createBookmarkRepository } from './bookmark.repository.js';
import { createDiscussAgreeRepository } from './discuss-agree.repository.js';
import { createDiscussAnswerRepository } from './discuss-answer.repository.js';
import { createDiscussModelRepository } from './discuss-model.repository.js';
import { createDiscussTopRepository } from './discuss-top.repository.js';
import { createDiscussViewRepository } from './discuss-view.repository.js';
import { createDiscussRepository } from './discuss.repository.js';
import { createDraftRepository } from './draft.repository.js';
import { createMemberRepository } from './member.repository.js';
import { createMentionRepository } from './mention.repository.js';
import { createPlateRepository } from './plate.repository.js';
import { createReadStateRepository } from './read-state.repository.js';
import { createReportRepository } from './report.repository.js';
import { createRevisionRepository } from './revision.repository.js';
import { createWatchRepository } from './watch.repository.js';

/** The forum's repositories over one connection. */
export function createForumRepositories(db: Db) {
  return {
    plates: createPlateRepository(db),
    discusses: createDiscussRepository(db),
    agrees: createDiscussAgreeRepository(db),
    bookmarks: createBookmarkRepository(db),
    readStates: createReadStateRepository(db),
    answers: createDiscussAnswerRepository(db),
    topicModels: createDiscussModelRepository(db),
    views: createDiscussViewRepository(db),
    tops: createDiscussTopRepository(db),
    articles: createArticleRepository(db),
    comments: createCommentRepository(db),
    drafts: createDraftRepository(db),
    revisions: createRevisionRepository(db),
    reports: createReportRepository(db),
    members: createMemberRepository(db),
    mentions: createMentionRepository(db),
    watches: createWatchRepository(db),
  };
}
export type ForumRepositories = ReturnType<typeof createForumRepositories>;
