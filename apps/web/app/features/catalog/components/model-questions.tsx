import { boardHref, editorHref, topicHref, type ModelTopic } from '@clearsight/contracts';
import { Link } from '../../../components/link';
import { LocalDate } from '../../../components/local-date';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { Lang } from '../../../lib/i18n';

/**
 * The community's questions about a model: the public topics naming it (solved first, then newest), how many
 * there are, and a link that opens the editor with the model named. Plain links: the model page is public and
 * within its script budget, so nothing here needs code in the browser beyond rendering.
 */
export function ModelQuestions({
  modelId,
  questions,
  lang,
}: {
  modelId: string;
  questions: { items: readonly ModelTopic[]; totalCount: number };
  lang: Lang;
}) {
  const { t } = useTranslation();
  return (
    <section id="questions" className="cs-panel" aria-labelledby="questions-title" data-testid="model-questions">
      <h2 id="questions-title">
        {t('corporate.catalog.questions')}{' '}
        <span className="cs-muted">{t('corporate.catalog.questionsCount', { count: questions.totalCount })}</span>
      </h2>
      {questions.items.length === 0 ? (
        <p className="cs-muted">{t('corporate.catalog.noQuestions')}</p>
      ) : (
        <ul className="cs-model-questions">
          {questions.items.map((q) => (
            <li key={q.id}>
              {q.isSolved && <span className="cs-model-questions__solved">{t('corporate.catalog.solved')}</span>}
              <Link to={topicHref(q.id)}>{q.title}</Link>
              <span className="cs-muted">
                {t('corporate.catalog.replies', { count: q.commentCount })} ·{' '}
                <LocalDate iso={q.creationTime} lang={lang} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="cs-panel__more">
        {questions.totalCount > questions.items.length && (
          <>
            <Link to={boardHref(null, { model: modelId })} data-testid="all-model-topics">
              {t('corporate.catalog.allQuestions', { count: questions.totalCount })}
            </Link>
            {' · '}
          </>
        )}
        <Link
          to={editorHref({ operType: 'create', artType: 'discuss', modelId })}
          rel="nofollow"
          data-testid="ask-about-model"
        >
          {t('corporate.catalog.askCommunity')}
        </Link>
      </p>
    </section>
  );
}
