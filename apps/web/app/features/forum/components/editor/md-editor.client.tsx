import { feedback } from '../../../../lib/feedback';
import { PictureOutlined, SmileOutlined } from '../../../../components/icons';
import MDEditor, { commands, type ICommand, type PreviewType } from '@uiw/react-md-editor/nohighlight';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';

import { uploadFile } from '../../../../lib/http/upload';
import { EmojiGrid } from './emoji-grid';
import type { MarkdownFieldProps } from './markdown-field';
import { ServerPreview } from './server-preview';
import { useEditorMentions } from './use-editor-mentions';

/** `![alt](url)` with an alt text that cannot break out of the brackets. */
export function imageMarkdown(name: string, url: string): string {
  const alt = name
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[[\]\\\n\r]/g, ' ')
    .trim()
    .slice(0, 60);
  return `![${alt}](${url})`;
}

function imagesOf(list: FileList | null | undefined): File[] {
  return list ? [...list].filter((f) => f.type.startsWith('image/')) : [];
}

/**
 * The markdown editor (`@uiw/react-md-editor`): toolbar, live preview rendered by the server, image paste,
 * drop and upload through the files feature (inserting `![](url)`), an emoji picker, and members to mention
 * after `@`.
 */
export default function MdEditorField({
  id,
  value,
  onChange,
  label,
  placeholder,
  invalid,
  describedBy,
}: MarkdownFieldProps) {
  const { t } = useTranslation();
  const wrap = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const latest = useRef(value);
  latest.current = value;
  const [preview, setPreview] = useState<PreviewType>('live');
  const [uploading, setUploading] = useState(0);

  useEffect(() => {
    if (window.matchMedia('(max-width: 768px)').matches) setPreview('edit');
  }, []);

  // The toolbar's buttons carry labels; their icons are decoration (the package marks them role="img").
  useEffect(() => {
    const root = wrap.current;
    if (!root) return;
    const hideIcons = () => {
      for (const svg of root.querySelectorAll('.w-md-editor-toolbar svg:not([aria-hidden])'))
        svg.setAttribute('aria-hidden', 'true');
    };
    hideIcons();
    const observer = new MutationObserver(hideIcons);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  const textarea = () => wrap.current?.querySelector('textarea') ?? null;

  /** Writes text over `start`–`end` and puts the caret after it. */
  const replace = (start: number, end: number, text: string) => {
    const current = latest.current;
    const next = current.slice(0, start) + text + current.slice(end);
    onChange(next);
    latest.current = next;
    requestAnimationFrame(() => {
      const el = textarea();
      if (!el) return;
      el.focus();
      el.setSelectionRange(start + text.length, start + text.length);
    });
  };

  /** Inserts text at the caret (or replaces the selection). */
  const insert = (text: string) => {
    const area = textarea();
    const length = latest.current.length;
    replace(area ? area.selectionStart : length, area ? area.selectionEnd : length, text);
  };

  const mentions = useEditorMentions(wrap, textarea, replace);

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    setUploading((n) => n + files.length);
    const hide = feedback.message.loading(t('forum.editor.uploading'));
    try {
      for (const file of files) {
        try {
          const info = await uploadFile(file, { imagesOnly: true });
          insert(`${imageMarkdown(file.name, info.url)}\n`);
        } catch {
          // The upload already told the visitor why.
        } finally {
          setUploading((n) => n - 1);
        }
      }
    } finally {
      hide();
    }
  };

  const extra = useMemo<ICommand[]>(
    () => [
      commands.divider,
      commands.group([], {
        name: 'emoji',
        groupName: 'emoji',
        icon: <SmileOutlined />,
        buttonProps: { 'aria-label': t('forum.editor.emoji'), title: t('forum.editor.emoji') },
        children: ({ close, textApi }) => (
          <EmojiGrid
            onPick={(emoji) => {
              textApi?.replaceSelection(emoji);
              close();
            }}
          />
        ),
      }),
      {
        name: 'upload-image',
        keyCommand: 'upload-image',
        icon: <PictureOutlined />,
        buttonProps: { 'aria-label': t('forum.editor.image'), title: t('forum.editor.image') },
        execute: () => fileInput.current?.click(),
      },
    ],
    [t],
  );

  return (
    <div
      ref={wrap}
      className={invalid ? 'fm-md is-invalid' : 'fm-md'}
      data-color-mode="light"
      aria-busy={uploading > 0}
    >
      <MDEditor
        value={value}
        onChange={(next) => onChange(next ?? '')}
        preview={preview}
        height={480}
        visibleDragbar={false}
        highlightEnable={false}
        commands={[
          ...commands.getCommands().filter((c) => c.keyCommand !== 'image' && c.keyCommand !== 'comment'),
          ...extra,
        ]}
        extraCommands={[commands.codeEdit, commands.codeLive, commands.codePreview, commands.fullscreen]}
        components={{ preview: (source) => <ServerPreview source={source} /> }}
        textareaProps={{
          id,
          placeholder,
          'aria-label': label,
          'aria-invalid': invalid || undefined,
          'aria-describedby': describedBy,
          onPaste: (event) => {
            const files = imagesOf(event.clipboardData?.files);
            if (files.length === 0) return;
            event.preventDefault();
            void upload(files);
          },
          onDrop: (event) => {
            const files = imagesOf(event.dataTransfer?.files);
            if (files.length === 0) return;
            event.preventDefault();
            void upload(files);
          },
          onDragOver: (event) => {
            if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
          },
          ...({ 'data-testid': 'editor-content' } as object),
        }}
      />
      {mentions.menu}
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        multiple
        className="fm-hidden-input"
        data-testid="editor-image-input"
        aria-label={t('forum.editor.image')}
        onChange={(event) => {
          void upload(imagesOf(event.target.files));
          event.target.value = '';
        }}
      />
    </div>
  );
}
