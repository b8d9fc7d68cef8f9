import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { uiApi } from '../../../lib/ui';
import { copyText } from '../clipboard';

/**
 * Topic and article bodies: HTML rendered and sanitised by the server (allow-list, PRODUCT.md §3) — the
 * only HTML the forum inserts. Code blocks get a copy button once JavaScript runs; the button is built with
 * DOM calls and text, never from HTML.
 */
export function Prose({ html, testId }: { html: string; testId?: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const label = t('forum.topic.copyCode');
    for (const pre of root.querySelectorAll<HTMLPreElement>('pre.code-block')) {
      if (pre.parentElement?.classList.contains('fm-code')) continue;
      const wrap = document.createElement('div');
      wrap.className = 'fm-code';
      pre.replaceWith(wrap);
      wrap.appendChild(pre);
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'fm-code__copy';
      button.textContent = label;
      button.setAttribute('aria-label', label);
      wrap.appendChild(button);
      const lang = pre.getAttribute('data-lang');
      if (lang) {
        const badge = document.createElement('span');
        badge.className = 'fm-code__lang';
        badge.textContent = lang;
        wrap.appendChild(badge);
      }
    }
    const onClick = (event: MouseEvent) => {
      const button = (event.target as HTMLElement).closest('.fm-code__copy');
      if (!button) return;
      const code = button.parentElement?.querySelector('pre')?.textContent ?? '';
      void copyText(code).then((ok) => {
        const api = uiApi();
        if (ok) api?.message.success(t('forum.topic.codeCopied'));
        else api?.message.error(t('forum.common.copyFailed'));
      });
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [html, t]);

  if (!html.trim()) return null;
  return <div ref={ref} className="fm-prose" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
