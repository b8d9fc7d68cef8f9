import { fileUrl, type FileInfo } from '@clearsight/contracts';
import {
  DeleteOutlined,
  FileOutlined,
  LeftOutlined,
  LoadingOutlined,
  PlusOutlined,
  RightOutlined,
  UploadOutlined,
} from '../../../components/icons';
import { Button, Progress, Space, Tooltip } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { uploadFile, type UploadHandle } from './transfer';

/** What the console knows about files by id (uploaded in this tab, or named by an item being edited). */
const knownFiles = new Map<string, Pick<FileInfo, 'id' | 'name' | 'size'> & Partial<FileInfo>>();

export function rememberFile(info: Pick<FileInfo, 'id' | 'name' | 'size'> & Partial<FileInfo>): void {
  knownFiles.set(info.id, info);
}

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value >= 100 ? 0 : 1)} ${units[unit]}`;
}

/** A hidden file input plus the upload state of one picked file. */
function useUploader(onDone: (info: FileInfo) => void) {
  const input = useRef<HTMLInputElement>(null);
  const handle = useRef<UploadHandle | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  useEffect(() => () => handle.current?.abort(), []);

  const start = (file: File) => {
    setPercent(0);
    handle.current = uploadFile(file, setPercent);
    handle.current.promise
      .then((info) => {
        rememberFile(info);
        onDone(info);
      })
      .catch(() => undefined)
      .finally(() => {
        handle.current = null;
        setPercent(null);
      });
  };

  const picker = (accept: string | undefined, multiple = false) => (
    <input
      ref={input}
      type="file"
      // Some global styles show [hidden] inputs; an inline style cannot be overridden.
      style={{ display: 'none' }}
      tabIndex={-1}
      aria-hidden="true"
      accept={accept}
      multiple={multiple}
      onChange={(event) => {
        for (const file of Array.from(event.target.files ?? [])) start(file);
        event.target.value = '';
      }}
    />
  );

  return { percent, busy: percent !== null, open: () => input.current?.click(), picker, start };
}

function UploadProgress({ percent }: { percent: number | null }) {
  if (percent === null) return null;
  return <Progress percent={percent} size="small" status="active" className="cs-admin-upload__progress" />;
}

/** One image by file id, with its thumbnail. */
export function ImageUpload({
  value,
  onChange,
  disabled,
}: {
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const uploader = useUploader((info) => onChange?.(info.id));
  const src = fileUrl(value);
  return (
    <div className="cs-admin-upload cs-admin-upload--image">
      {uploader.picker('image/png,image/jpeg,image/webp,image/gif')}
      <button
        type="button"
        className="cs-admin-thumb"
        onClick={uploader.open}
        disabled={disabled || uploader.busy}
        aria-label={value ? t('admin.upload.replace') : t('admin.upload.image')}
      >
        {src ? <img src={src} alt="" /> : uploader.busy ? <LoadingOutlined /> : <PlusOutlined />}
        {!src && <span>{t('admin.upload.image')}</span>}
      </button>
      <Space orientation="vertical" size={4}>
        {value && (
          <Space size={4} wrap>
            <Button size="small" icon={<UploadOutlined />} onClick={uploader.open} disabled={disabled || uploader.busy}>
              {t('admin.upload.replace')}
            </Button>
            <Button size="small" danger icon={<DeleteOutlined />} onClick={() => onChange?.(null)} disabled={disabled}>
              {t('admin.common.remove')}
            </Button>
          </Space>
        )}
        <UploadProgress percent={uploader.percent} />
      </Space>
    </div>
  );
}

/** Several images in order (a model's gallery). */
export function ImagesUpload({
  value,
  onChange,
  max = 12,
}: {
  value?: string[];
  onChange?: (value: string[]) => void;
  max?: number;
}) {
  const { t } = useTranslation();
  const list = value ?? [];
  const latest = useRef(list);
  latest.current = list;
  const uploader = useUploader((info) => onChange?.([...latest.current, info.id].slice(0, max)));
  const move = (from: number, to: number) => {
    if (to < 0 || to >= list.length) return;
    const next = [...list];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange?.(next);
  };
  return (
    <div className="cs-admin-upload cs-admin-upload--images">
      {uploader.picker('image/png,image/jpeg,image/webp,image/gif', true)}
      <ul className="cs-admin-gallery">
        {list.map((id, index) => (
          <li key={`${id}-${index}`} className="cs-admin-gallery__item">
            <img src={fileUrl(id) ?? ''} alt="" />
            <div className="cs-admin-gallery__tools">
              <Tooltip title={t('admin.common.moveUp')}>
                <Button
                  size="small"
                  type="text"
                  icon={<LeftOutlined />}
                  onClick={() => move(index, index - 1)}
                  disabled={index === 0}
                  aria-label={t('admin.common.moveUp')}
                />
              </Tooltip>
              <Tooltip title={t('admin.common.remove')}>
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => onChange?.(list.filter((_, i) => i !== index))}
                  aria-label={t('admin.common.remove')}
                />
              </Tooltip>
              <Tooltip title={t('admin.common.moveDown')}>
                <Button
                  size="small"
                  type="text"
                  icon={<RightOutlined />}
                  onClick={() => move(index, index + 1)}
                  disabled={index === list.length - 1}
                  aria-label={t('admin.common.moveDown')}
                />
              </Tooltip>
            </div>
            {index === 0 && <span className="cs-admin-gallery__main">{t('admin.upload.main')}</span>}
          </li>
        ))}
        {list.length < max && (
          <li>
            <button type="button" className="cs-admin-thumb" onClick={uploader.open} disabled={uploader.busy}>
              {uploader.busy ? <LoadingOutlined /> : <PlusOutlined />}
              <span>{t('admin.upload.image')}</span>
            </button>
          </li>
        )}
      </ul>
      <UploadProgress percent={uploader.percent} />
    </div>
  );
}

function describeFile(id: string): ReactNode {
  const info = knownFiles.get(id);
  const href = fileUrl(id) ?? undefined;
  return (
    <a href={href} target="_blank" rel="noreferrer" className="cs-admin-file__name">
      <FileOutlined /> {info ? info.name : `#${id.slice(-8)}`}
      {info && info.size >= 0 && <span className="cs-admin-muted"> · {formatBytes(info.size)}</span>}
    </a>
  );
}

/** One document, installer, CV or video by file id; shows name, size and SHA-256 of new uploads. */
export function FileUpload({
  value,
  onChange,
  accept,
  disabled,
}: {
  value?: string | null;
  onChange?: (value: string | null) => void;
  accept?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const uploader = useUploader((info) => onChange?.(info.id));
  const info = value ? knownFiles.get(value) : undefined;
  return (
    <div className="cs-admin-upload cs-admin-file">
      {uploader.picker(accept)}
      {value ? <div>{describeFile(value)}</div> : <div className="cs-admin-muted">{t('admin.upload.none')}</div>}
      {info?.sha256 && (
        <div className="cs-admin-muted cs-admin-mono" title={info.sha256}>
          SHA-256 {info.sha256.slice(0, 16)}…
        </div>
      )}
      <Space size={4} wrap>
        <Button
          size="small"
          icon={<UploadOutlined />}
          onClick={uploader.open}
          loading={uploader.busy}
          disabled={disabled}
        >
          {value ? t('admin.upload.replace') : t('admin.upload.file')}
        </Button>
        {value && (
          <Button size="small" danger icon={<DeleteOutlined />} onClick={() => onChange?.(null)} disabled={disabled}>
            {t('admin.common.remove')}
          </Button>
        )}
      </Space>
      <UploadProgress percent={uploader.percent} />
    </div>
  );
}

/** Uploads an image and hands its markdown to the caller (the markdown editor's image button). */
export function useImageInserter(insert: (markdown: string) => void) {
  return useUploader((info) => insert(`![${info.name.replace(/[[\]]/g, '')}](${fileUrl(info.id)})`));
}
