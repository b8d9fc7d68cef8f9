import { ShareAltOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { copyText } from '../clipboard';

/** Copies the page's address (without the fragment) for sharing. */
export function ShareButton({ path }: { path: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Button
      icon={<ShareAltOutlined />}
      data-testid="topic-share"
      onClick={() =>
        void copyText(`${window.location.origin}${path}`).then((ok) =>
          ok ? message.success(t('forum.topic.shareCopied')) : message.error(t('forum.common.copyFailed')),
        )
      }
    >
      {t('forum.topic.share')}
    </Button>
  );
}
