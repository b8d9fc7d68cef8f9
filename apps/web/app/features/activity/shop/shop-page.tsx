import {
  CrownOutlined,
  CustomerServiceOutlined,
  GiftOutlined,
  ReadOutlined,
  RocketOutlined,
  ShopOutlined,
  StarOutlined,
} from '../../../components/icons';
import { PAGES } from '@clearsight/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { ButtonLink } from '../../../components/button-link';

const OFFERS: ReadonlyArray<{ key: 'merch' | 'courses' | 'support' | 'badges'; icon: ReactNode }> = [
  { key: 'merch', icon: <GiftOutlined /> },
  { key: 'courses', icon: <ReadOutlined /> },
  { key: 'support', icon: <CustomerServiceOutlined /> },
  { key: 'badges', icon: <StarOutlined /> },
];

/** `/shop` (docs/product.md#shop): not open yet; what it will offer, and where to earn money meanwhile. */
export function ShopPage() {
  const { t } = useTranslation();
  return (
    <div className="shop-page" data-testid="shop-page">
      <div className="shop-hero">
        <div className="cs-container">
          <Breadcrumbs items={[{ label: t('nav.home'), to: PAGES.home }, { label: t('activity.shop') }]} />
          <div className="shop-hero__body">
            <span className="shop-hero__icon" aria-hidden="true">
              <ShopOutlined />
            </span>
            <span className="shop-hero__eyebrow">{t('activity.shopPage.eyebrow')}</span>
            <h1>{t('activity.shopPage.title')}</h1>
            <p>{t('activity.shopPage.lead')}</p>
          </div>
        </div>
      </div>
      <div className="cs-container shop-body">
        <section aria-labelledby="shop-offers">
          <h2 id="shop-offers" className="shop-section-title">
            {t('activity.shopPage.offersTitle')}
          </h2>
          <ul className="shop-offers">
            {OFFERS.map((offer) => (
              <li key={offer.key} className="shop-offer">
                <span className="shop-offer__icon" aria-hidden="true">
                  {offer.icon}
                </span>
                <h3>{t(`activity.shopPage.offers.${offer.key}.title`)}</h3>
                <p>{t(`activity.shopPage.offers.${offer.key}.text`)}</p>
                <span className="shop-offer__soon">{t('activity.comingSoon')}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="shop-meanwhile" aria-labelledby="shop-meanwhile">
          <h2 id="shop-meanwhile" className="shop-section-title">
            {t('activity.shopPage.meanwhile')}
          </h2>
          <div className="shop-meanwhile__actions">
            <ButtonLink
              to={PAGES.signIn}
              type="primary"
              size="large"
              icon={<RocketOutlined />}
              data-testid="shop-to-activities"
            >
              {t('activity.shopPage.toActivities')}
            </ButtonLink>
            <ButtonLink to={PAGES.richList} size="large" icon={<CrownOutlined />} data-testid="shop-to-rich-list">
              {t('activity.shopPage.toRichList')}
            </ButtonLink>
          </div>
        </section>
      </div>
    </div>
  );
}
