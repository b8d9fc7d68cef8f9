import { MailOutlined, PhoneOutlined } from '../../components/icons';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Kept } from '../../components/kept';
import { Link } from '../../components/link';
import { useRootData, useSiteInfo } from '../../lib/site-config';
import { Logo } from '../../components/logo';
import { aboutLinks, supportLinks } from './nav-model';
import { localName } from '../../lib/labels';
import { PAGES, productTypeHref } from '@clearsight/contracts';
import { type CatalogMenu } from '../../lib/catalog-menu';

/** Footer of the main layout: sitemap columns, then the copyright and ICP lines from site config (docs/product.md). */
export function SiteFooter({ catalog }: { catalog: CatalogMenu }) {
  const { t } = useTranslation();
  const site = useSiteInfo();
  const { lang } = useRootData();

  return (
    // Drawn from the site's settings, the product types and the language only: a server render reuses its HTML
    // (decision 0052).
    <Kept
      as="footer"
      className="cs-footer"
      data-testid="site-footer"
      foundBy="data-testid"
      watch={[lang, site, catalog.productTypes]}
    >
      <div className="cs-container cs-footer__grid">
        <div className="cs-footer__brand">
          <Logo name={site.name} inverted />
          <p>{t('brand.tagline')}</p>
          {site.phone && (
            <p>
              <PhoneOutlined /> {t('footer.hotline', { phone: site.phone })}
            </p>
          )}
          {site.email && (
            <p>
              <MailOutlined /> <a href={`mailto:${site.email}`}>{t('footer.email', { email: site.email })}</a>
            </p>
          )}
        </div>
        <div>
          <h2 className="cs-footer__title">{t('footer.products')}</h2>
          <ul>
            {catalog.productTypes.map((type) => (
              <li key={type.id}>
                <Link to={productTypeHref(type.id)}>{localName(type, lang)}</Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="cs-footer__title">{t('footer.support')}</h2>
          <ul>
            {supportLinks(t, site).map((item) => (
              <li key={item.key}>
                {item.external ? (
                  <a href={item.to} target="_blank" rel="noopener noreferrer">
                    {item.label}
                  </a>
                ) : (
                  <Link to={item.to}>{item.label}</Link>
                )}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="cs-footer__title">{t('footer.company')}</h2>
          <ul>
            {aboutLinks(t).map((item) => (
              <li key={item.key}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
            <li>
              <Link to={PAGES.news}>{t('nav.news')}</Link>
            </li>
            <li>
              <Link to={PAGES.contact}>{t('footer.contactUs')}</Link>
            </li>
            <li>
              <Link to={PAGES.forum}>{t('nav.forum')}</Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="cs-footer__bottom">
        <div className="cs-container cs-footer__lines">
          {site.bottom && <span data-testid="footer-copyright">{site.bottom}</span>}
          {site.icp && (
            <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer" data-testid="footer-icp">
              {site.icp}
            </a>
          )}
        </div>
      </div>
    </Kept>
  );
}
