import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers or an insecure context: the selection fallback.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/** A copy-to-clipboard button for a value shown next to it (SHA-256, a share link). */
export function CopyButton({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      className="cs-copy"
      aria-label={label}
      title={label}
      data-testid={testId}
      onClick={() =>
        void copy(text).then((ok) => {
          if (ok) {
            setDone(true);
            message.success(t('corporate.common.copied'));
            setTimeout(() => setDone(false), 2000);
          } else {
            message.error(t('corporate.common.copyFailed'));
          }
        })
      }
    >
      {done ? <CheckOutlined /> : <CopyOutlined />}
    </button>
  );
}
