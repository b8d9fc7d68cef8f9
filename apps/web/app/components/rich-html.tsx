import { useTranslation } from '../lib/i18n/use-translation';
import { withTaskLists } from '../lib/prose';

/**
 * HTML rendered from markdown and sanitised with an allow-list on the server (docs/product.md): the only
 * place the corporate pages insert HTML. Styled by `.cs-prose` (app.css), like the forum's bodies.
 */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  const { t } = useTranslation();
  if (!html.trim()) return null;
  const body = withTaskLists(html, { done: t('common.taskDone'), open: t('common.taskOpen') });
  return (
    <div className={className ? `cs-prose ${className}` : 'cs-prose'} dangerouslySetInnerHTML={{ __html: body }} />
  );
}
