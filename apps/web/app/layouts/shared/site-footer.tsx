import { MailOutlined, PhoneOutlined } from '../../components/icons';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../components/link';
import { useRootData, useSiteInfo } from '../../lib/site-config';
import { Logo } from '../../components/logo';
import { supportLinks } from './nav-model';
import { type CatalogMenu } from '../../lib/catalog-menu';
import { footerCompanyMarkup, footerProductsMarkup } from './footer-markup';

/**
 * Footer of the main layout: sitemap columns, then the copyright and ICP lines from site config (docs/product.md).
 * The product and company columns are markup written as text (footer-markup.ts).
 */
export function SiteFooter({ catalog }: { catalog: CatalogMenu }) {
  const { t } = useTranslation();
  const site = useSiteInfo();
  const { lang } = useRootData();

  return (
    <footer className="cs-footer" data-testid="site-footer">
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
        <div dangerouslySetInnerHTML={footerProductsMarkup(catalog, lang, t)} />
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
        <div dangerouslySetInnerHTML={footerCompanyMarkup(t)} />
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
    </footer>
  );
}
