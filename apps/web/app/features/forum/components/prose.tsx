import { lazy, Suspense, useRef } from 'react';
import { useHydrated } from '../../../lib/hydrated';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { withTaskLists } from '../../../lib/prose';

/** The code blocks' copy buttons: loaded after hydration, for bodies with code only (decision 0041). */
const CodeBlockTools = lazy(() => import('./code-block-tools'));

/**
 * Topic and article bodies: HTML rendered and sanitised by the server (an allow-list, docs/product.md) — the
 * only HTML the forum inserts. Once JavaScript runs, each code block gets a copy button and its language badge
 * (code-block-tools.tsx).
 */
export function Prose({ html, testId }: { html: string; testId?: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();

  if (!html.trim()) return null;
  return (
    <>
      <div
        ref={ref}
        className="cs-prose fm-prose"
        data-testid={testId}
        dangerouslySetInnerHTML={{
          __html: withTaskLists(html, { done: t('common.taskDone'), open: t('common.taskOpen') }),
        }}
      />
      {hydrated && html.includes('code-block') && (
        <Suspense fallback={null}>
          <CodeBlockTools root={ref} html={html} />
        </Suspense>
      )}
    </>
  );
}
