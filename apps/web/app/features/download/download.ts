export const SOFTWARE_PAGE_SIZE = 10;
export const DOCUMENT_PAGE_SIZE = 20;
