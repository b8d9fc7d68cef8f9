import { feedback } from '../../../lib/feedback';
import { CheckOutlined, ShareAltOutlined } from '../../../components/icons';
import { Typography } from 'antd';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** Copies the page's address (without the fragment) for sharing. */
export function ShareButton({ path }: { path: string }) {
  const { t } = useTranslation();
  const { message } = feedback;
  const label = t('forum.topic.share');
  return (
    <Typography.Text
      className="fm-share"
      data-testid="topic-share"
      copyable={{
        text: () => `${window.location.origin}${path}`,
        icon: [
          <span key="share">
            <ShareAltOutlined aria-hidden="true" /> {label}
          </span>,
          <span key="done">
            <CheckOutlined aria-hidden="true" /> {label}
          </span>,
        ],
        tooltips: [label, t('forum.topic.shareCopied')],
        onCopy: () => void message.success(t('forum.topic.shareCopied')),
      }}
    />
  );
}
