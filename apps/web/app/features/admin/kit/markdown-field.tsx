import {
  BoldOutlined,
  CodeOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnorderedListOutlined,
} from '../../../components/icons';
import { Button, Input, Segmented, Tooltip } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useDeferredValue, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { renderMarkdown } from '../../../lib/markdown';
import { useImageInserter } from './uploads';

interface Edit {
  before: string;
  after?: string;
  /** Placeholder text selected when nothing was selected. */
  sample: string;
  /** Applies to the start of each selected line instead of around the selection. */
  linePrefix?: boolean;
}

function applyEdit(text: string, start: number, end: number, edit: Edit): { text: string; start: number; end: number } {
  const selected = text.slice(start, end) || edit.sample;
  if (edit.linePrefix) {
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const block = text.slice(lineStart, end || start) || edit.sample;
    const prefixed = block
      .split('\n')
      .map((line, i) => `${edit.before.replace('1.', `${i + 1}.`)}${line}`)
      .join('\n');
    return {
      text: text.slice(0, lineStart) + prefixed + text.slice(Math.max(end, start)),
      start: lineStart,
      end: lineStart + prefixed.length,
    };
  }
  const after = edit.after ?? edit.before;
  const next = text.slice(0, start) + edit.before + selected + after + text.slice(end);
  return { text: next, start: start + edit.before.length, end: start + edit.before.length + selected.length };
}

/**
 * Markdown with a live preview: side by side on wide screens, a write/preview switch on narrow ones.
 * A few toolbar buttons, and image upload that inserts the image's markdown at the cursor.
 */
export function MarkdownField({
  id,
  value,
  onChange,
  rows = 12,
  placeholder,
}: {
  /** From the Form.Item, so that its label names the text area. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  rows?: number;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const text = value ?? '';
  const area = useRef<TextAreaRef>(null);
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const deferred = useDeferredValue(text);
  const html = useMemo(() => renderMarkdown(deferred), [deferred]);

  const edit = (e: Edit) => {
    const node = area.current?.resizableTextArea?.textArea;
    const start = node?.selectionStart ?? text.length;
    const end = node?.selectionEnd ?? text.length;
    const result = applyEdit(text, start, end, e);
    onChange?.(result.text);
    requestAnimationFrame(() => {
      node?.focus();
      node?.setSelectionRange(result.start, result.end);
    });
  };

  const images = useImageInserter((markdown) => {
    const node = area.current?.resizableTextArea?.textArea;
    const at = node?.selectionEnd ?? text.length;
    onChange?.(`${text.slice(0, at)}${markdown}${text.slice(at)}`);
  });

  const tools: Array<{ key: string; icon: ReactNode; run: () => void }> = [
    {
      key: 'heading',
      icon: <FontSizeOutlined />,
      run: () => edit({ before: '## ', sample: t('admin.markdown.sampleHeading'), linePrefix: true }),
    },
    { key: 'bold', icon: <BoldOutlined />, run: () => edit({ before: '**', sample: t('admin.markdown.sampleText') }) },
    {
      key: 'italic',
      icon: <ItalicOutlined />,
      run: () => edit({ before: '*', sample: t('admin.markdown.sampleText') }),
    },
    {
      key: 'link',
      icon: <LinkOutlined />,
      run: () => edit({ before: '[', after: '](https://)', sample: t('admin.markdown.sampleLink') }),
    },
    { key: 'code', icon: <CodeOutlined />, run: () => edit({ before: '\n```\n', after: '\n```\n', sample: 'code' }) },
    {
      key: 'bullets',
      icon: <UnorderedListOutlined />,
      run: () => edit({ before: '- ', sample: t('admin.markdown.sampleText'), linePrefix: true }),
    },
    {
      key: 'numbers',
      icon: <OrderedListOutlined />,
      run: () => edit({ before: '1. ', sample: t('admin.markdown.sampleText'), linePrefix: true }),
    },
    { key: 'image', icon: <PictureOutlined />, run: images.open },
  ];

  return (
    <div className={`cs-admin-md-field is-${mode}`}>
      {images.picker('image/png,image/jpeg,image/webp,image/gif')}
      <div className="cs-admin-md-field__bar">
        <div className="cs-admin-md-field__tools" role="toolbar" aria-label={t('admin.markdown.toolbar')}>
          {tools.map((tool) => (
            <Tooltip key={tool.key} title={t(`admin.markdown.${tool.key}`)}>
              <Button
                size="small"
                type="text"
                icon={tool.icon}
                onClick={tool.run}
                loading={tool.key === 'image' && images.busy}
                aria-label={t(`admin.markdown.${tool.key}`)}
              />
            </Tooltip>
          ))}
        </div>
        <Segmented
          size="small"
          className="cs-admin-md-field__switch"
          value={mode}
          onChange={(v) => setMode(v as 'write' | 'preview')}
          options={[
            { value: 'write', label: t('admin.markdown.write') },
            { value: 'preview', label: t('admin.markdown.preview') },
          ]}
        />
      </div>
      <div className="cs-admin-md-field__panes">
        <Input.TextArea
          id={id}
          ref={area}
          value={text}
          onChange={(event) => onChange?.(event.target.value)}
          rows={rows}
          placeholder={placeholder ?? t('admin.markdown.placeholder')}
          className="cs-admin-md-field__input"
          spellCheck={false}
        />
        <div className="cs-admin-md-field__preview" aria-live="polite" aria-label={t('admin.markdown.preview')}>
          {text.trim() ? (
            <div className="cs-admin-md" dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <div className="cs-admin-muted">{t('admin.markdown.empty')}</div>
          )}
        </div>
      </div>
    </div>
  );
}
