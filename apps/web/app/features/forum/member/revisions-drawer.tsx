import { Drawer, Empty, Spin } from 'antd';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LocalDate } from '../../../components/local-date';
import { useRootData } from '../../../lib/site-config';
import { useRevisions } from './forum-api';

/** Edit history of a topic or article (staff): who edited, when, and the content before the edit. */
export function RevisionsDrawer({
  kind,
  id,
  open,
  onClose,
}: {
  kind: 'discuss' | 'article';
  id: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const revisions = useRevisions(kind, id, open);
  return (
    <Drawer open={open} onClose={onClose} title={t('forum.moderation.history')} size="large" destroyOnHidden>
      {revisions.isLoading ? (
        <Spin />
      ) : !revisions.data || revisions.data.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('forum.moderation.historyEmpty')} />
      ) : (
        <ol className="fm-revisions" data-testid="revisions">
          {revisions.data.items.map((rev) => (
            <li key={rev.id}>
              <h3>
                {t('forum.moderation.revision', { revision: rev.revision })} · {rev.title}
              </h3>
              <p className="fm-revisions__meta">
                {rev.editor ? t('forum.moderation.revisionBy', { nick: rev.editor.nick }) : null}{' '}
                <LocalDate iso={rev.creationTime} lang={lang} withTime />
              </p>
              <pre className="fm-revisions__content">{rev.content}</pre>
            </li>
          ))}
        </ol>
      )}
    </Drawer>
  );
}
