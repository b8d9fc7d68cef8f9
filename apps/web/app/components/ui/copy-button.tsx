import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { CheckOutlined, CopyOutlined } from '../icons';

/** Puts `text` on the clipboard: the Clipboard API where the page may use it, a selected text area otherwise. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not focused): try the old way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * An icon button that copies a text (a page's address), as antd's `Typography` `copyable` did: its name (also
 * its tooltip) says what it copies, then "Copied" with a tick for three seconds. The caller styles it
 * (`className`).
 */
export function CopyButton({
  text,
  label,
  copiedLabel,
  className,
  ...rest
}: {
  text: string;
  /** What a click does ("Copy link"). */
  label: string;
  copiedLabel?: string;
  className?: string;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const name = copied ? (copiedLabel ?? t('common.copied')) : label;
  return (
    <button
      type="button"
      className={['cs-copy-btn', copied ? 'is-copied' : '', className].filter(Boolean).join(' ')}
      aria-label={name}
      title={name}
      onClick={() => {
        void copyText(text).then((ok) => {
          if (!ok) return;
          setCopied(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setCopied(false), 3000);
        });
      }}
      {...rest}
    >
      {copied ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
    </button>
  );
}
