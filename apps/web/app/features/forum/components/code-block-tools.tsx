import { useEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { copyText } from '../../../components/ui/copy-button';
import { useTranslation } from '../../../lib/i18n/use-translation';

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
 * Each code block of a rendered body gets a copy button (rendered into the block through a portal, never built
 * from HTML) and its language badge. Loaded by prose.tsx once the page is interactive, for bodies with code.
 */
export default function CodeBlockTools({ root, html }: { root: RefObject<HTMLDivElement | null>; html: string }) {
  const [blocks, setBlocks] = useState<CodeBlock[]>([]);

  useEffect(() => {
    const body = root.current;
    if (!body) return;
    const found: CodeBlock[] = [];
    for (const pre of body.querySelectorAll<HTMLPreElement>('pre.code-block')) {
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
  }, [root, html]);

  return blocks.map((block, i) =>
    createPortal(
      <>
        {block.lang && <span className="fm-code__lang">{block.lang}</span>}
        <CodeCopy code={block.code} />
      </>,
      block.host,
      `code-${i}`,
    ),
  );
}
