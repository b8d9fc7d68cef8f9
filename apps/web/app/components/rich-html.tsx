/**
 * HTML rendered from markdown and sanitised with an allow-list on the server (PRODUCT.md §3): the only
 * place the corporate pages insert HTML.
 */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  if (!html.trim()) return null;
  return (
    <div className={className ? `cs-prose ${className}` : 'cs-prose'} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
