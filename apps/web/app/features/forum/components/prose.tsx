import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { copyText } from '../../../components/ui/copy-button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { withTaskLists } from '../../../lib/prose';

interface CodeBlock {
  /** The wrapper put around the server's `<pre>`; the copy button is rendered into it. */
  host: HTMLElement;
  code: string;
  lang: string | null;
}

/** "Copy code", then "Copied" for three seconds. */
function CodeCopy({ code }: { code: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const label = copied ? t('forum.topic.codeCopied') : t('forum.topic.copyCode');
  return (
    <button
      type="button"
      className="fm-code__copy"
      title={label}
      aria-live="polite"
      onClick={() => {
        void copyText(code).then((ok) => {
          if (!ok) return;
          setCopied(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setCopied(false), 3000);
        });
      }}
    >
      {label}
    </button>
  );
}

/**
 * Topic and article bodies: HTML rendered and sanitised by the server (an allow-list, docs/product.md) — the
 * only HTML the forum inserts. Once JavaScript runs, each code block gets a copy button (rendered into the
 * block through a portal, never built from HTML) and its language badge.
 */
export function Prose({ html, testId }: { html: string; testId?: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [blocks, setBlocks] = useState<CodeBlock[]>([]);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const found: CodeBlock[] = [];
    for (const pre of root.querySelectorAll<HTMLPreElement>('pre.code-block')) {
      let wrap = pre.parentElement;
      if (!wrap?.classList.contains('fm-code')) {
        wrap = document.createElement('div');
        wrap.className = 'fm-code';
        pre.replaceWith(wrap);
        wrap.appendChild(pre);
      }
      found.push({ host: wrap, code: pre.textContent ?? '', lang: pre.getAttribute('data-lang') });
    }
    setBlocks(found);
  }, [html]);

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
      {blocks.map((block, i) =>
        createPortal(
          <>
            {block.lang && <span className="fm-code__lang">{block.lang}</span>}
            <CodeCopy code={block.code} />
          </>,
          block.host,
          `code-${i}`,
        ),
      )}
    </>
  );
}
