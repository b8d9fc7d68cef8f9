import { useEffect, useRef, useState } from 'react';
import { CheckOutlined, ShareAltOutlined } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { feedback } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** Copies the page's address (without the fragment) for sharing. */
export function ShareButton({ path }: { path: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const label = t('forum.topic.share');
  return (
    <Button
      className="fm-share"
      icon={copied ? <CheckOutlined aria-hidden /> : <ShareAltOutlined aria-hidden />}
      title={copied ? t('forum.topic.shareCopied') : label}
      onClick={() => {
        // The clipboard helper comes with the click: the page's first scripts stay within their budget.
        void import('../../../components/ui/copy-button')
          .then(({ copyText }) => copyText(`${window.location.origin}${path}`))
          .then((ok) => {
            if (!ok) return;
            feedback.message.success(t('forum.topic.shareCopied'));
            setCopied(true);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => setCopied(false), 3000);
          });
      }}
      data-testid="topic-share"
    >
      {label}
    </Button>
  );
}
