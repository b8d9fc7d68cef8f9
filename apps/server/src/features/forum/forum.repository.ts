import type { Db } from '../../db/database.js';
import { createArticleRepository } from './article.repository.js';
import { createCommentRepository } from './comment.repository.js';
import { createDiscussRepository } from './discuss.repository.js';
import {
  createDraftRepository,
  createMemberRepository,
  createReportRepository,
  createRevisionRepository,
} from './forum-misc.repository.js';
import { createPlateRepository } from './plate.repository.js';

/** The forum's repositories over one connection. */
export function createForumRepositories(db: Db) {
  return {
    plates: createPlateRepository(db),
    discusses: createDiscussRepository(db),
    articles: createArticleRepository(db),
    comments: createCommentRepository(db),
    drafts: createDraftRepository(db),
    revisions: createRevisionRepository(db),
    reports: createReportRepository(db),
    members: createMemberRepository(db),
  };
}
export type ForumRepositories = ReturnType<typeof createForumRepositories>;
