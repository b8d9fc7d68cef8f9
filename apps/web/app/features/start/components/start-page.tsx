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
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { PageHero } from '../../../components/page-hero';
import { isComingSoon } from '../../../lib/coming-soon';
import { useRootData } from '../../../lib/site-config';
import { messagesFor, translate, type Lang } from '../../../lib/i18n';
import { type Crumb } from '../../../lib/seo';

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

/** Getting started for new members (docs/product.md): real rules and numbers, with links to each place. */
export function StartPage() {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const m = messagesFor(lang).corporate.start;

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
                {s.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
                {s.points.length > 0 && (
                  <ul className="cs-start-points">
                    {s.points.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                )}
                {s.id === 'level' && (
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
                        {m.levels.map((name, n) => (
                          <tr key={name}>
                            <td>Lv.{n + 1}</td>
                            <td>{name}</td>
                            <td>{[10, 30, 100, 300, 600, 1000, 1500, 2000, 2500, 3000][n]}</td>
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
