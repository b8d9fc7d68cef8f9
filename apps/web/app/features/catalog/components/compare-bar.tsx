import { CloseOutlined, SwapOutlined } from '../../../components/icons';
import { COMPARE_MAX, compareHref } from '@clearsight/contracts';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ButtonLink } from '../../../components/button-link';
import type { Lang } from '../../../lib/i18n';
import { localText } from '../../../lib/labels';
import { canCompare, EMPTY_BASKET, removeFromBasket } from '../compare-basket';
import { useBasket, writeBasket } from '../compare-basket-store';

/** The floating compare bar on catalogue pages; it shows once the basket holds a model. */
export function CompareBar({ lang, currentIds }: { lang: Lang; currentIds?: readonly string[] }) {
  const { t } = useTranslation();
  const basket = useBasket();
  if (basket.items.length === 0) return null;
  const ids = basket.items.map((i) => i.id);
  const showingThese =
    currentIds !== undefined && currentIds.length === ids.length && ids.every((id) => currentIds.includes(id));
  const slots = Array.from({ length: COMPARE_MAX }, (_, i) => basket.items[i] ?? null);

  return (
    <aside className="cs-compare-bar" aria-label={t('corporate.compare.barLabel')} data-testid="compare-bar">
      <div className="cs-container cs-compare-bar__inner">
        <div className="cs-compare-bar__title">
          <SwapOutlined aria-hidden="true" />
          <span>
            {t('corporate.compare.barTitle')}{' '}
            <span className="cs-compare-bar__count">
              {basket.items.length}/{COMPARE_MAX}
            </span>
          </span>
        </div>
        <ul className="cs-compare-bar__slots">
          {slots.map((item, i) =>
            item ? (
              <li key={item.id} className="cs-compare-bar__slot">
                {item.imageUrl ? <img src={item.imageUrl} alt="" width={36} height={36} /> : null}
                <span className="cs-compare-bar__model" title={localText(item.name, item.nameEn, lang)}>
                  {item.modelNumber}
                </span>
                <button
                  type="button"
                  className="cs-compare-bar__remove"
                  onClick={() => writeBasket(removeFromBasket(basket, item.id))}
                  aria-label={t('corporate.compare.removeModel', { model: item.modelNumber })}
                >
                  <CloseOutlined />
                </button>
              </li>
            ) : (
              <li key={`empty-${i}`} className="cs-compare-bar__slot is-empty">
                {t('corporate.compare.emptySlot')}
              </li>
            ),
          )}
        </ul>
        <div className="cs-compare-bar__actions">
          <Button type="text" onClick={() => writeBasket(EMPTY_BASKET)} data-testid="compare-clear">
            {t('corporate.compare.clear')}
          </Button>
          {canCompare(basket) && !showingThese ? (
            <ButtonLink to={compareHref(ids)} type="primary" data-testid="compare-go">
              {t('corporate.compare.go', { count: basket.items.length })}
            </ButtonLink>
          ) : (
            !showingThese && <span className="cs-compare-bar__hint">{t('corporate.compare.needTwo')}</span>
          )}
        </div>
      </div>
    </aside>
  );
}
