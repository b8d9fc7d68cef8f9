import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db, DbKind } from '../database.js';
import { spine } from './0001-spine.js';
import { corporate } from './0002-corporate.js';
import { forum } from './0004-forum.js';
import { fileAccess } from './0005-file-access.js';
import { englishContent } from './0006-english-content.js';
import { siteNotices } from './0007-site-notices.js';
import { economy } from './0008-economy.js';
import { tasksDrawsBank } from './0009-tasks-draws-bank.js';
import { forumListsAtScale } from './0010-forum-lists-at-scale.js';
import { chat } from './0011-chat.js';
import { oauth } from './0012-oauth.js';
import { tenantAdmin } from './0013-tenant-admin.js';
import { searchRebuild } from './0014-search-rebuild.js';
import { chatLimits } from './0015-chat-limits.js';
import { forumBookmarksAndAnswers } from './0016-forum-bookmarks-and-answers.js';
import { englishFields } from './0017-english-fields.js';
import { forumMentions } from './0018-forum-mentions.js';
import { englishBoardsAndSearch } from './0019-english-boards-and-search.js';
import { forumTopicModels } from './0020-forum-topic-models.js';
import { searchSolved } from './0021-search-solved.js';
import { followingAndNoticeSettings } from './0022-following-and-notice-settings.js';
import { forumReadState } from './0023-forum-read-state.js';

/**
 * Migrations are listed here in order (no directory scan: the same list runs from source and from the
 * compiled build). Each takes the engine kind for the few column types that differ.
 */
export function migrationsFor(kind: DbKind): Record<string, Migration> {
  return {
    '0001-spine': spine(kind),
    '0002-corporate': corporate(kind),
    '0004-forum': forum(kind),
    '0005-file-access': fileAccess(kind),
    '0006-english-content': englishContent(kind),
    '0007-site-notices': siteNotices(kind),
    '0008-economy': economy(kind),
    '0009-tasks-draws-bank': tasksDrawsBank(kind),
    '0010-forum-lists-at-scale': forumListsAtScale(kind),
    '0011-chat': chat(kind),
    '0012-oauth': oauth(kind),
    '0013-tenant-admin': tenantAdmin(kind),
    '0014-search-rebuild': searchRebuild(kind),
    '0015-chat-limits': chatLimits(kind),
    '0016-forum-bookmarks-and-answers': forumBookmarksAndAnswers(kind),
    '0017-english-fields': englishFields(kind),
    '0018-forum-mentions': forumMentions(kind),
    '0019-english-boards-and-search': englishBoardsAndSearch(kind),
    '0020-forum-topic-models': forumTopicModels(kind),
    '0021-search-solved': searchSolved(kind),
    '0022-following-and-notice-settings': followingAndNoticeSettings(kind),
    '0023-forum-read-state': forumReadState(kind),
  };
}

/** Applies the pending migrations; answers the names of those this call applied (none when up to date). */
export async function migrateToLatest(db: Db, kind: DbKind): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(kind) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
