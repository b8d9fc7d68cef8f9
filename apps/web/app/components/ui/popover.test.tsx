// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { keepOnScreen } from './popover';

/** A panel whose box is where `left` and `width` say (jsdom lays nothing out). */
function panelAt(left: number, width: number): HTMLElement {
  const panel = document.createElement('div');
  panel.getBoundingClientRect = () => {
    const shift = Number.parseFloat(panel.style.translate || '0');
    return { left: left + shift, right: left + shift + width, width } as DOMRect;
  };
  return panel;
}

describe('keepOnScreen', () => {
  it('moves a panel that opens past the left edge back on screen', () => {
    const panel = panelAt(-40, 290);
    keepOnScreen(panel, 390);
    expect(panel.style.translate).toBe('48px 0');
  });

  it('moves a panel that opens past the right edge back, never past the left one', () => {
    const right = panelAt(200, 290);
    keepOnScreen(right, 390);
    expect(right.style.translate).toBe('-108px 0');
    const wide = panelAt(20, 500);
    keepOnScreen(wide, 390);
    expect(wide.style.translate).toBe('-12px 0');
  });

  it('leaves a panel that fits where it is, and forgets an earlier move', () => {
    const panel = panelAt(100, 200);
    panel.style.translate = '30px 0';
    keepOnScreen(panel, 390);
    expect(panel.style.translate).toBe('');
  });
});
