import './feed-link.css';
import { WifiOutlined } from './icons';

/**
 * A link to a page's Atom feed, for readers who subscribe. A plain link: the feed is a document the browser
 * downloads or hands to a feed reader, not a page of the app.
 */
export function FeedLink({ href, label, title }: { href: string; label: string; title: string }) {
  return (
    <a className="cs-feed-link" href={href} type="application/atom+xml" title={title} data-testid="feed-link">
      <WifiOutlined />
      <span>{label}</span>
    </a>
  );
}
