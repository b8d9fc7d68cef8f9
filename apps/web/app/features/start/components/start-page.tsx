import { PAGES } from '@clearsight/contracts';
import {
  CalendarOutlined,
  CommentOutlined,
  GiftOutlined,
  MessageOutlined,
  ReadOutlined,
  RiseOutlined,
  UserAddOutlined,
} from '../../../components/icons';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../components/link';
import { ButtonLink } from '../../../components/button-link';
import { PageHero } from '../../../components/page-hero';
import { isComingSoon } from '../../../lib/coming-soon';
import { useRootData } from '../../../lib/site-config';
import { messagesFor, translate, type Lang } from '../../../lib/i18n';
import { type Crumb } from '../../../lib/seo';
import { localText } from '../../../lib/labels';
import type { StartPageData } from '../start-page.server';

export function crumbs(lang: Lang): Crumb[] {
  return [{ label: translate(lang, 'nav.home'), to: PAGES.home }, { label: translate(lang, 'corporate.start.title') }];
}

const ICONS: Record<string, ReactNode> = {
  account: <UserAddOutlined />,
  forum: <CommentOutlined />,
  sign: <CalendarOutlined />,
  level: <RiseOutlined />,
  tasks: <GiftOutlined />,
  chat: <MessageOutlined />,
  learn: <ReadOutlined />,
};

/** Money as the page writes it: whole amounts without decimals ("50"), others with two ("0.50"). */
function amount(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/**
 * The text with each `{{name}}` replaced by its figure, or null when a figure it names is switched off (the line
 * is then left out rather than stating a rule that does not hold).
 */
function fill(text: string, figures: Readonly<Record<string, string | null>>): string | null {
  let missing = false;
  const filled = text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = figures[name];
    if (value == null) missing = true;
    return value ?? '';
  });
  return missing ? null : filled;
}

const present = (line: string | null): line is string => line !== null;

/**
 * Getting started for new members (docs/product.md): real rules and numbers, with links to each place. The
 * figures staff can change (levels, the wheel, the room's price, the welcome grant) come from the server.
 */
export function StartPage({ data }: { data: StartPageData }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const m = messagesFor(lang).corporate.start;
  const figures: Record<string, string | null> = {
    grant: data.welcomeGrant > 0 ? amount(data.welcomeGrant) : null,
    cost: data.wheel ? amount(data.wheel.cost) : null,
    min: data.wheel ? amount(data.wheel.min) : null,
    max: data.wheel ? amount(data.wheel.max) : null,
    price: amount(data.chatPrice),
  };
  const welcome = fill(m.welcome, figures);

  return (
    <div className="cs-page" data-testid="start-page">
      <PageHero title={m.title} lead={m.lead} crumbs={crumbs(lang)}>
        <div className="cs-hero-contact">
          <ButtonLink to={PAGES.register} type="primary" size="large">
            {m.register}
          </ButtonLink>
          <ButtonLink to={PAGES.login} size="large" ghost>
            {t('header.login')}
          </ButtonLink>
        </div>
      </PageHero>
      <div className="cs-container cs-with-toc">
        <nav className="cs-toc" aria-label={t('corporate.common.onThisPage')}>
          <ul>
            {m.sections.map((s) => (
              <li key={s.id}>
                <a href={`#start-${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="cs-with-toc__main">
          {m.sections.map((s, i) => (
            <section
              key={s.id}
              id={`start-${s.id}`}
              className="cs-panel cs-start-step"
              aria-labelledby={`start-${s.id}-title`}
            >
              <div className="cs-start-step__icon" aria-hidden="true">
                {ICONS[s.id]}
              </div>
              <div>
                <h2 id={`start-${s.id}-title`}>
                  <span className="cs-solution-step__n" aria-hidden="true">
                    {String(i + 1).padStart(2, '0')}
                  </span>
                  {s.title}
                </h2>
                {s.paragraphs
                  .map((p) => fill(p, figures))
                  .filter(present)
                  .map((p) => (
                    <p key={p}>{p}</p>
                  ))}
                <StartPoints
                  points={[...(s.id === 'account' && welcome ? [welcome] : []), ...s.points]
                    .map((p) => fill(p, figures))
                    .filter(present)}
                />
                {s.id === 'level' && data.levels.length > 0 && (
                  <div className="cs-table-wrap">
                    <table className="cs-spec-table cs-levels">
                      <caption className="cs-visually-hidden">{m.levelsCaption}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{m.levelHead}</th>
                          <th scope="col">{m.levelName}</th>
                          <th scope="col">{m.levelExp}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {data.levels.map((l) => (
                          <tr key={l.level}>
                            <td>Lv.{l.level}</td>
                            <td>{localText(l.name, l.nameEn, lang)}</td>
                            <td>{l.minExperience}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
                <ul className="cs-start-links">
                  {s.links.map((l) => (
                    <li key={l.to}>
                      {isComingSoon(l.to) ? (
                        <span className="cs-start-links__soon" data-testid="coming-soon">
                          {l.label} <span className="cs-soon-tag">{t('common.comingSoon')}</span>
                        </span>
                      ) : (
                        <Link to={l.to}>{l.label} →</Link>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

function StartPoints({ points }: { points: string[] }) {
  if (points.length === 0) return null;
  return (
    <ul className="cs-start-points">
      {points.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  );
}
