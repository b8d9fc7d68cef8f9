import './login-layout.css';
import { PAGES } from '@clearsight/contracts';
import { CheckCircleFilled } from '../components/icons';
import { useTranslation } from '../lib/i18n/use-translation';
import { Outlet } from 'react-router';
import { Link } from '../components/link';
import { isExternalUrl, useSiteInfo, useRootData } from '../lib/site-config';
import { messagesFor } from '../lib/i18n';
import { LanguageSwitch } from './shared/language-switch';
import { Logo } from '../components/logo';

function LoginFooter() {
  const { t } = useTranslation();
  const site = useSiteInfo();
  const original = site.originalUrl ?? PAGES.home;
  return (
    <footer className="cs-login-footer" data-testid="login-footer">
      {site.icp && (
        <div>
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer" data-testid="login-footer-icp">
            {t('footer.icp', { icp: site.icp })}
          </a>
        </div>
      )}
      {site.author && <div data-testid="login-footer-owner">{t('footer.owner', { author: site.author })}</div>}
      <nav className="cs-login-footer__links" aria-label={t('footer.aboutSite')}>
        <Link to={PAGES.contact}>{t('footer.contactUs')}</Link>
        <Link to={PAGES.company}>{t('footer.aboutSite')}</Link>
        <Link to={PAGES.contact}>{t('footer.feedback')}</Link>
        {isExternalUrl(original) ? (
          <a href={original} target="_blank" rel="noopener noreferrer">
            {t('footer.originalSite')}
          </a>
        ) : (
          <Link to={original}>{t('footer.originalSite')}</Link>
        )}
      </nav>
    </footer>
  );
}

/** The login layout: the brand panel, the form card, and the footer lines and links. */
export default function LoginLayout() {
  const { t } = useTranslation();
  const site = useSiteInfo();
  const { lang } = useRootData();
  const points = messagesFor(lang).account.panelPoints;
  return (
    <div className="cs-login">
      <div className="cs-login__top">
        <Logo name={site.name} inverted />
        <LanguageSwitch className="cs-lang--inverted" />
      </div>
      <div className="cs-login__body">
        <section className="cs-login__panel">
          <p className="cs-login__panel-title">{t('account.panelTitle')}</p>
          <p className="cs-login__tagline">{t('brand.tagline')}</p>
          <ul>
            {points.map((point) => (
              <li key={point}>
                <CheckCircleFilled /> {point}
              </li>
            ))}
          </ul>
        </section>
        <section className="cs-login__card">
          <Outlet />
        </section>
      </div>
      <LoginFooter />
    </div>
  );
}
