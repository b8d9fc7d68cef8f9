import { markdownPreviewRoute } from '@clearsight/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { callApi } from '../../../../lib/http/client';
import { Prose } from '../prose';

const DEBOUNCE_MS = 500;

/**
 * The live preview, rendered by the server exactly as the saved topic will be (sanitised; highlighted
 * code). The editor's own browser preview would render raw HTML typed in the source, so it is not used.
 */
export function ServerPreview({ source }: { source: string }) {
  const { t } = useTranslation();
  const [html, setHtml] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!source.trim()) {
      setHtml('');
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      callApi(markdownPreviewRoute, { body: { content: source }, signal: controller.signal, silent: true })
        .then((rendered) => setHtml(rendered.html))
        .catch(() => undefined)
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [source]);

  return (
    <div className="fm-preview" aria-live="polite" aria-busy={loading} data-testid="editor-preview">
      {html === null || (loading && !html) ? (
        <p className="fm-preview__hint">{t('forum.editor.previewLoading')}</p>
      ) : html === '' ? (
        <p className="fm-preview__hint">{t('forum.editor.previewEmpty')}</p>
      ) : (
        <Prose html={html} />
      )}
    </div>
  );
}
