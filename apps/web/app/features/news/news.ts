export const NEWS_PAGE_SIZE = 10;

/** Share targets for an article (WeChat needs a QR code; the copy-link button covers it). */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return {
    weibo: `https://service.weibo.com/share/share.php?url=${u}&title=${text}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    email: `mailto:?subject=${text}&body=${u}`,
  };
}
