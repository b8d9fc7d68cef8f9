// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import type { BasketItem } from '../compare-basket';
import { AddToCompare } from './add-to-compare';
import { CompareBar } from './compare-bar';

const model = (n: number, productTypeId = 'area'): BasketItem => ({
  id: `m${n}`,
  modelNumber: `CS-${n}`,
  name: `型号 ${n}`,
  nameEn: `Model ${n}`,
  imageUrl: null,
  productTypeId,
});

function Catalogue({ items }: { items: BasketItem[] }) {
  return (
    <>
      {items.map((item) => (
        <AddToCompare key={item.id} item={item} />
      ))}
      <CompareBar lang="zh-CN" />
    </>
  );
}

// The messages and dialogs (lib/feedback) are antd's, drawn in roots of their own outside the rendered tree: close
// them before this file's browser environment goes, or their timers fire after it (window is not defined).
afterAll(async () => {
  const { message, Modal } = await import('antd');
  message.destroy();
  Modal.destroyAll();
  await new Promise((resolve) => setTimeout(resolve, 500));
});

const addButton = (id: string) =>
  screen.getAllByTestId('add-to-compare').find((b) => b.getAttribute('data-model-id') === id)!;

describe('the compare basket (add buttons and bar)', () => {
  it('collects models of one type, offers the comparison from two, and keeps them across pages', async () => {
    renderWithApp(<Catalogue items={[model(1), model(2), model(3)]} />, {
      path: '/productsAndSolutions/productSeries?id=area',
    });
    const user = userEvent.setup({ delay: null });
    await screen.findAllByTestId('add-to-compare');
    expect(screen.queryByTestId('compare-bar')).toBeNull();

    await user.click(addButton('m1'));
    const bar = await screen.findByTestId('compare-bar');
    expect(within(bar).getByText('至少选择 2 个型号')).toBeTruthy();
    expect(addButton('m1').getAttribute('aria-pressed')).toBe('true');

    await user.click(addButton('m2'));
    const go = await within(bar).findByTestId('compare-go');
    expect(go.textContent).toBe('开始对比（2）');
    expect(go.getAttribute('href')).toBe('/productsAndSolutions/productSeries/contrast?ids=m1,m2');
    // The basket lives in local storage, so another page (or tab) sees it.
    expect(JSON.parse(window.localStorage.getItem('cs.compareBasket')!).items).toHaveLength(2);

    // Clicking an added model removes it again; the bar's own remove button does the same.
    await user.click(addButton('m2'));
    await waitFor(() => expect(addButton('m2').getAttribute('aria-pressed')).toBe('false'));
    await user.click(within(bar).getByRole('button', { name: '从对比中移除 CS-1' }));
    await waitFor(() => expect(screen.queryByTestId('compare-bar')).toBeNull());
  });

  it('holds at most four models', async () => {
    renderWithApp(<Catalogue items={[1, 2, 3, 4, 5].map((n) => model(n))} />);
    const user = userEvent.setup({ delay: null });
    await screen.findAllByTestId('add-to-compare');
    for (const id of ['m1', 'm2', 'm3', 'm4']) await user.click(addButton(id));
    await user.click(addButton('m5'));
    expect(await screen.findByText('对比栏最多容纳 4 个型号，请先移除一个再添加。')).toBeTruthy();
    expect(addButton('m5').getAttribute('aria-pressed')).toBe('false');
    expect(within(screen.getByTestId('compare-bar')).getByText('4/4')).toBeTruthy();
  });

  it('offers to start again when a model of another type is added', async () => {
    renderWithApp(<Catalogue items={[model(1), model(2), model(9, 'lens')]} />);
    const user = userEvent.setup({ delay: null });
    await screen.findAllByTestId('add-to-compare');
    await user.click(addButton('m1'));
    await user.click(addButton('m2'));
    await user.click(addButton('m9'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('只能对比同一类型的产品').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: '清空并加入' }));
    await waitFor(() => expect(addButton('m9').getAttribute('aria-pressed')).toBe('true'));
    expect(addButton('m1').getAttribute('aria-pressed')).toBe('false');
    await user.click(within(screen.getByTestId('compare-bar')).getByTestId('compare-clear'));
    await waitFor(() => expect(screen.queryByTestId('compare-bar')).toBeNull());
  });
});
