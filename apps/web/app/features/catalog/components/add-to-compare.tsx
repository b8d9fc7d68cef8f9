import { feedback } from '../../../lib/feedback';
import { CheckOutlined, PlusOutlined } from '../../../components/icons';
import { COMPARE_MAX } from '@clearsight/contracts';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { addToBasket, inBasket, removeFromBasket, replaceBasket, type BasketItem } from '../compare-basket';
import { readBasket, useBasket, writeBasket } from '../compare-basket-store';

/**
 * "Add to compare" on a model. Clear messages when the basket is full (4) or holds another product type
 * (then the visitor may start a new comparison with this model).
 */
export function AddToCompare({
  item,
  size = 'middle',
  block = false,
}: {
  item: BasketItem;
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
}) {
  const { t } = useTranslation();
  const { message, modal } = feedback;
  const basket = useBasket();
  const added = inBasket(basket, item.id);

  const onClick = () => {
    const current = readBasket();
    if (inBasket(current, item.id)) {
      writeBasket(removeFromBasket(current, item.id));
      message.info(t('corporate.compare.removed', { model: item.modelNumber }));
      return;
    }
    const outcome = addToBasket(current, item);
    if (outcome.ok) {
      writeBasket(outcome.basket);
      message.success(t('corporate.compare.added', { count: outcome.basket.items.length, max: COMPARE_MAX }));
      return;
    }
    if (outcome.reason === 'full') {
      message.warning(t('corporate.compare.full', { max: COMPARE_MAX }));
    } else if (outcome.reason === 'mixedType') {
      modal.confirm({
        title: t('corporate.compare.mixedTitle'),
        content: t('corporate.compare.mixedText', { model: item.modelNumber }),
        okText: t('corporate.compare.mixedReplace'),
        cancelText: t('corporate.common.cancel'),
        onOk: () => {
          writeBasket(replaceBasket(item));
          message.success(t('corporate.compare.added', { count: 1, max: COMPARE_MAX }));
        },
      });
    }
  };

  return (
    <Button
      size={size}
      block={block}
      type={added ? 'primary' : 'default'}
      ghost={added}
      icon={added ? <CheckOutlined /> : <PlusOutlined />}
      onClick={onClick}
      aria-pressed={added}
      data-testid="add-to-compare"
      data-model-id={item.id}
      aria-label={`${added ? t('corporate.compare.inBasket') : t('corporate.compare.add')} ${item.modelNumber}`}
    >
      {added ? t('corporate.compare.inBasket') : t('corporate.compare.add')}
    </Button>
  );
}
