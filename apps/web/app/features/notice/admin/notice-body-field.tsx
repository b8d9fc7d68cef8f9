import { previewSiteNoticeRoute } from '@clearsight/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Input, Segmented, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { callApi } from '../../../lib/http/client';

/** How long typing pauses before the preview asks the server again. */
export const PREVIEW_DELAY_MS = 400;
/** The contract's limit: longer bodies are refused on save, so the preview does not ask. */
const MAX_LENGTH = 20_000;

/**
 * A notice body written as HTML, with the server's own sanitising as the preview: staff see exactly the
 * HTML visitors will get (the one allow-list on the server), not a guess made in the browser. Side by side
 * on wide screens, a write/preview switch on phones (the markdown field's frame and styles).
 */
export function NoticeBodyField({
  value,
  onChange,
  rows = 10,
}: {
  value?: string;
  onChange?: (value: string) => void;
  rows?: number;
}) {
  const { t } = useTranslation();
  const text = value ?? '';
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const tooLong = settled.length > MAX_LENGTH;
  const preview = useQuery({
    queryKey: ['admin', 'site-notices', 'preview', settled],
    // Silent: a failed preview must not pop a message at every pause in typing.
    queryFn: ({ signal }) => callApi(previewSiteNoticeRoute, { body: { contentHtml: settled }, signal, silent: true }),
    enabled: settled.trim() !== '' && !tooLong,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });

  let body;
  if (!text.trim()) body = <div className="cs-admin-muted">{t('admin.siteNotice.previewEmpty')}</div>;
  else if (tooLong) body = <div className="cs-admin-muted">{t('admin.siteNotice.previewTooLong')}</div>;
  else if (preview.data && !preview.data.html.replace(/<[^>]*>/g, '').trim() && !/<img\s/i.test(preview.data.html))
    body = <div className="cs-admin-muted">{t('admin.siteNotice.previewBlank')}</div>;
  else if (preview.data)
    body = (
      // Sanitised by the server with the site's allow-list, as every rendered body is.
      <div
        className="cs-admin-md"
        data-testid="notice-preview"
        dangerouslySetInnerHTML={{ __html: preview.data.html }}
      />
    );
  else body = <Spin size="small" />;

  return (
    <div className={`cs-admin-md-field is-${mode}`}>
      <div className="cs-admin-md-field__bar">
        <span className="cs-admin-muted" style={{ padding: '2px 4px' }}>
          {t('admin.siteNotice.contentHint')}
        </span>
        <Segmented
          size="small"
          className="cs-admin-md-field__switch"
          value={mode}
          onChange={(v) => setMode(v as 'write' | 'preview')}
          options={[
            { value: 'write', label: t('admin.siteNotice.write') },
            { value: 'preview', label: t('admin.siteNotice.preview') },
          ]}
        />
      </div>
      <div className="cs-admin-md-field__panes">
        <Input.TextArea
          value={text}
          onChange={(event) => onChange?.(event.target.value)}
          rows={rows}
          placeholder={t('admin.siteNotice.contentPlaceholder')}
          className="cs-admin-md-field__input"
          spellCheck={false}
          aria-label={t('admin.siteNotice.contentLabel')}
          data-testid="notice-body-input"
        />
        <section
          className="cs-admin-md-field__preview"
          aria-live="polite"
          aria-label={t('admin.siteNotice.preview')}
          aria-busy={preview.isFetching}
        >
          <div className="cs-admin-muted" style={{ marginBottom: 6 }}>
            {t('admin.siteNotice.preview')} · {t('admin.siteNotice.previewHint')}
          </div>
          {body}
        </section>
      </div>
    </div>
  );
}
