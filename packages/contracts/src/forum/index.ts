/**
 * The community forum's contract: boards (`/plate`), topics (`/discuss`), article trees (`/article`),
 * comments (`/comment`), likes (`/agree`), drafts, previews, reports and moderation, one file per resource.
 * Paths follow the original product's names where it had them.
 */
export * from './shared.contract.js';
export * from './plate.contract.js';
export * from './discuss.contract.js';
export * from './article.contract.js';
export * from './comment.contract.js';
export * from './like.contract.js';
export * from './bookmark.contract.js';
export * from './read-state.contract.js';
export * from './answer.contract.js';
export * from './revision.contract.js';
export * from './draft.contract.js';
export * from './member.contract.js';
export * from './editor.contract.js';
export * from './report.contract.js';
export * from './moderation.contract.js';
export * from './watch.contract.js';
