import { DeleteOutlined, UploadOutlined } from '../../../../components/icons';
import { fileUrl } from '@clearsight/contracts';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { uploadFile } from '../../../../lib/http/upload';

/** The topic's cover image: upload (images only, re-encoded by the server), preview, remove. */
export function CoverField({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string | null;
  onChange?: (fileId: string | null) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const src = fileUrl(value ?? null);
  return (
    <div className="fm-cover-field" data-testid="cover-field">
      {src && <img src={src} alt={t('forum.topic.cover')} className="fm-cover-field__img" />}
      <div className="fm-cover-field__actions">
        <Button id={id} icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
          {t('forum.editor.uploadCover')}
        </Button>
        {src && (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
            {t('forum.editor.removeCover')}
          </Button>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        className="fm-hidden-input"
        aria-label={t('forum.editor.uploadCover')}
        data-testid="cover-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setBusy(true);
          uploadFile(file, { imagesOnly: true })
            .then((info) => onChange?.(info.id))
            .catch(() => undefined)
            .finally(() => setBusy(false));
        }}
      />
    </div>
  );
}
