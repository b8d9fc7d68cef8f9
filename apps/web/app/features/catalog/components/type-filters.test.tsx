// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { EMPTY_FILTERS } from '../filters';
import { TypeFilters } from './type-filters';

describe('type page filters', () => {
  it('arrive folded, so a phone never sees them fold after hydration; the stylesheet shows them on wide screens', () => {
    renderWithApp(<TypeFilters typeId="t1" facets={[]} state={EMPTY_FILTERS} lang="zh-CN" />);
    const panel = screen.getByTestId('type-filters');
    expect(panel.tagName).toBe('DETAILS');
    // jsdom has neither ::details-content nor a wide screen: the panel stays as the server sent it.
    expect(panel.hasAttribute('open')).toBe(false);
    expect(panel.querySelector('summary')).not.toBeNull();
    expect(panel.querySelector('form input[name="q"]')).not.toBeNull();
  });
});
