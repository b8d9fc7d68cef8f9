import '../../../styles/cards.css';
import { ArrowRightOutlined } from '../../../components/icons';
import { type SolutionCard as SolutionCardData, solutionHref } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../components/link';
import type { Lang } from '../../../lib/i18n';
import { localText } from '../../../lib/labels';

export function SolutionCard({
  solution,
  lang,
  headingLevel = 2,
}: {
  solution: SolutionCardData;
  lang: Lang;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as 'h2';
  const title = localText(solution.title, solution.titleEn, lang);
  return (
    <article className="cs-card" data-testid="solution-card">
      <Link to={solutionHref(solution.id)} className="cs-card__media" tabIndex={-1} aria-hidden="true">
        {solution.coverUrl ? <img src={solution.coverUrl} alt="" loading="lazy" width={400} height={225} /> : null}
      </Link>
      <div className="cs-card__body">
        <Heading className="cs-card__title">
          <Link to={solutionHref(solution.id)}>{title}</Link>
        </Heading>
        {solution.summary && <p className="cs-card__text">{localText(solution.summary, solution.summaryEn, lang)}</p>}
        <div className="cs-card__foot">
          <Link to={solutionHref(solution.id)} aria-label={`${t('corporate.solution.view')} ${title}`}>
            {t('corporate.solution.view')} <ArrowRightOutlined aria-hidden="true" />
          </Link>
        </div>
      </div>
    </article>
  );
}
