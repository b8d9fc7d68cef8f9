import type { CompanySection as Section } from '@clearsight/contracts';
import { RichHtml } from '../../../components/rich-html';
import type { Lang } from '../../../lib/i18n';
import { localText } from '../../../lib/labels';
import { Offices } from '../../../components/offices';

export function sectionAnchor(section: Section): string {
  return `section-${section.kind}-${section.id}`;
}

/** One admin-edited section: its rich text, then what its kind adds (timeline, honours, offices). */
export function CompanySectionView({ section, lang }: { section: Section; lang: Lang }) {
  const anchor = sectionAnchor(section);
  return (
    <section
      id={anchor}
      className={`cs-panel cs-company-section cs-company-section--${section.kind}`}
      aria-labelledby={`${anchor}-title`}
      data-testid={`company-${section.kind}`}
    >
      <h2 id={`${anchor}-title`}>{localText(section.title, section.titleEn, lang)}</h2>
      <div className={section.imageUrl && section.kind !== 'offices' ? 'cs-company-section__split' : undefined}>
        <RichHtml html={localText(section.contentHtml, section.contentHtmlEn, lang)} />
        {section.imageUrl && section.kind !== 'offices' && (
          <img
            src={section.imageUrl}
            alt=""
            className="cs-company-section__image"
            width={420}
            height={280}
            loading="lazy"
          />
        )}
      </div>
      {section.timeline.length > 0 && (
        <ol className="cs-timeline">
          {section.timeline.map((entry, i) => (
            <li key={`${entry.year}-${i}`}>
              <span className="cs-timeline__year">{entry.year}</span>
              <div className="cs-timeline__body">
                <h3>{localText(entry.title, entry.titleEn, lang)}</h3>
                {entry.description && <p>{localText(entry.description, entry.descriptionEn, lang)}</p>}
              </div>
            </li>
          ))}
        </ol>
      )}
      {section.honours.length > 0 && (
        <ul className="cs-honours">
          {section.honours.map((honour, i) => (
            <li key={`${honour.title}-${i}`} className="cs-honour">
              {honour.imageUrl && <img src={honour.imageUrl} alt="" width={80} height={80} loading="lazy" />}
              <div>
                <h3>{localText(honour.title, honour.titleEn, lang)}</h3>
                <p>{[honour.year, localText(honour.issuer, honour.issuerEn, lang)].filter(Boolean).join(' · ')}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {section.offices.length > 0 && <Offices offices={section.offices} lang={lang} />}
    </section>
  );
}
