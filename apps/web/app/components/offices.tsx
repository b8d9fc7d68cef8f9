import '../styles/cards.css';
import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined, PhoneOutlined, PrinterOutlined } from './icons';
import type { CompanySection } from '@clearsight/contracts';
import { useTranslation } from '../lib/i18n/use-translation';
import type { Lang } from '../lib/i18n';
import { localText } from '../lib/labels';

type Office = CompanySection['offices'][number];

/** Offices with address, phones and emails (company page and /contact). */
export function Offices({
  offices,
  lang,
  headingLevel = 3,
}: {
  offices: readonly Office[];
  lang: Lang;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <ul className="cs-offices" data-testid="offices">
      {offices.map((office) => (
        <li key={`${office.name}-${office.address}`} className="cs-office">
          <Heading className="cs-office__name">
            {localText(office.name, office.nameEn, lang)}
            {office.isHeadquarters && (
              <span className="cs-tag cs-tag--blue">{t('corporate.company.headquarters')}</span>
            )}
          </Heading>
          <address className="cs-office__lines">
            <span>
              <EnvironmentOutlined aria-hidden="true" />{' '}
              <span className="cs-visually-hidden">{t('corporate.company.address')}: </span>
              {localText(office.address, office.addressEn, lang)}
            </span>
            {office.phone && (
              <span>
                <PhoneOutlined aria-hidden="true" />{' '}
                <span className="cs-visually-hidden">{t('corporate.company.phone')}: </span>
                <a href={`tel:${office.phone.replace(/[^\d+]/g, '')}`}>{office.phone}</a>
              </span>
            )}
            {office.email && (
              <span>
                <MailOutlined aria-hidden="true" />{' '}
                <span className="cs-visually-hidden">{t('corporate.company.email')}: </span>
                <a href={`mailto:${office.email}`}>{office.email}</a>
              </span>
            )}
            {office.fax && (
              <span>
                <PrinterOutlined aria-hidden="true" /> {t('corporate.company.fax')}: {office.fax}
              </span>
            )}
            {office.hours && (
              <span>
                <ClockCircleOutlined aria-hidden="true" /> {localText(office.hours, office.hoursEn, lang)}
              </span>
            )}
          </address>
        </li>
      ))}
    </ul>
  );
}
