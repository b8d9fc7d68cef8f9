export type CommentSort = 'newest' | 'oldest';

export const TOPICS_PAGE_SIZE = 20;
export const COMMENTS_PAGE_SIZE = 20;
export const REPLIES_PAGE_SIZE = 20;
/** Replies that come with each root comment; the rest load on demand. */
export const FIRST_REPLIES = 10;
/** How often the editor saves its draft to the server while something changed. */
export const DRAFT_SAVE_MS = 4000;
