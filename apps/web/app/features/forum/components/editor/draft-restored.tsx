import type { Draft } from '@clearsight/contracts';
import { Alert, Button } from 'antd';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useRootData } from '../../../../lib/site-config';
import { formatDate } from '../../../../lib/format';

/** The form opened on a saved draft: say when it was saved, and offer to throw it away. */
export function DraftRestored({ draft, onDiscard }: { draft: Draft; onDiscard: () => void }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  return (
    <Alert
      type="info"
      showIcon
      className="fm-editor__restored"
      data-testid="draft-restored"
      title={t('forum.editor.draftRestored')}
      description={t('forum.editor.draftRestoredAt', {
        time: formatDate(new Date(draft.updateTime), lang, 'dateTime'),
      })}
      action={
        <Button size="small" onClick={onDiscard} data-testid="draft-discard">
          {t('forum.editor.discardDraft')}
        </Button>
      }
    />
  );
}
