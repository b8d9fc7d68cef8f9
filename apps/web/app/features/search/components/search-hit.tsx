import type { SearchHit as Hit } from '@clearsight/contracts';
import { Link } from '../../../components/link';
import { LocalDate } from '../../../components/local-date';
import type { Lang } from '../../../lib/i18n';
import { highlight } from '../highlight';
import { localText } from '../../../lib/labels';
import { useTranslation } from '../../../lib/i18n/use-translation';

function Marked({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlight(text, terms).map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>))}
    </>
  );
}

export function SearchHit({ hit, terms, lang }: { hit: Hit; terms: readonly string[]; lang: Lang }) {
  const { t } = useTranslation();
  const external = /^https?:\/\//i.test(hit.url);
  // English mode shows the item's English, or its Chinese when it has none (forum topics keep their own language).
  const title = localText(hit.title, hit.titleEn, lang);
  const snippet = localText(hit.snippet, hit.snippetEn, lang);
  return (
    <article
      className="cs-hit"
      data-testid="search-hit"
      data-kind={hit.kind}
      // A forum topic is what a member wrote, in their language (the English pages' check leaves it out).
      data-user-content={hit.kind === 'topic' ? '' : undefined}
    >
      <h3 className="cs-hit__title">
        {hit.solved && (
          <>
            <span className="cs-model-questions__solved" data-testid="search-hit-solved">
              {t('corporate.search.solved')}
            </span>{' '}
          </>
        )}
        {external ? (
          <a href={hit.url}>
            <Marked text={title} terms={terms} />
          </a>
        ) : (
          <Link to={hit.url}>
            <Marked text={title} terms={terms} />
          </Link>
        )}
      </h3>
      {snippet && (
        <p className="cs-hit__snippet">
          <Marked text={snippet} terms={terms} />
        </p>
      )}
      <p className="cs-hit__meta">
        <span className="cs-hit__url">{hit.url.split('?')[0]}</span> ·{' '}
        <LocalDate iso={hit.lastModificationTime} lang={lang} />
      </p>
    </article>
  );
}
