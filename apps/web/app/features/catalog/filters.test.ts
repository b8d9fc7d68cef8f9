import type { SpecFacet } from '@clearsight/contracts';
import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  EMPTY_FILTERS,
  hasActiveFilters,
  parseTypeFilters,
  toApiSpec,
  toSearchParams,
  typePageHref,
  withoutFilter,
} from './filters';

const facets: SpecFacet[] = [
  { key: 'frameRate', name: '帧率', nameEn: 'Frame rate', unit: 'fps', kind: 'number', options: [], min: 5, max: 150 },
  {
    key: 'interface',
    name: '接口',
    nameEn: 'Interface',
    unit: '',
    kind: 'enum',
    options: [
      { value: 'GigE', count: 3 },
      { value: 'USB3', count: 2 },
    ],
    min: null,
    max: null,
  },
  { key: 'sensor', name: '传感器', nameEn: 'Sensor', unit: '', kind: 'text', options: [], min: null, max: null },
];

describe('type page filters ↔ URL ↔ API', () => {
  it('reads enum values, number ranges, search, lifecycle and sort from the URL', () => {
    const search = new URLSearchParams(
      'id=t1&f.interface=GigE&f.interface=USB3&f.frameRate.min=100&f.frameRate.max=&q=%20IMX%20&lifecycle=new&sort=frameRate&order=desc',
    );
    const state = parseTypeFilters(search, facets, ['default', 'frameRate']);
    expect(state).toEqual({
      q: 'IMX',
      lifecycle: 'new',
      sort: 'frameRate',
      order: 'desc',
      values: { interface: ['GigE', 'USB3'] },
      ranges: { frameRate: { min: 100 } },
    });
    expect(toApiSpec(state)).toEqual(['interface:GigE,USB3', 'frameRate:100..']);
  });

  it('drops unknown keys, wrong kinds, bad numbers, unknown enum values and unknown sorts', () => {
    const search = new URLSearchParams(
      'f.nope=1&f.interface.min=3&f.frameRate=fast&f.frameRate.max=abc&f.interface=Firewire&f.bad%20key=1&sort=price&lifecycle=zombie',
    );
    const state = parseTypeFilters(search, facets, ['default', 'frameRate']);
    expect(state).toEqual(EMPTY_FILTERS);
    expect(hasActiveFilters(state)).toBe(false);
    expect(toApiSpec(state)).toEqual([]);
  });

  it('swaps a reversed range and keeps a one-sided one', () => {
    const state = parseTypeFilters(new URLSearchParams('f.frameRate.min=200&f.frameRate.max=50'), facets);
    expect(state.ranges.frameRate).toEqual({ min: 50, max: 200 });
    expect(toApiSpec(state)).toEqual(['frameRate:50..200']);
    const upper = parseTypeFilters(new URLSearchParams('f.frameRate.max=60'), facets);
    expect(toApiSpec(upper)).toEqual(['frameRate:..60']);
  });

  it('accepts free text values for text fields and de-duplicates', () => {
    const state = parseTypeFilters(new URLSearchParams('f.sensor=IMX273&f.sensor=IMX273&f.sensor=%20'), facets);
    expect(state.values).toEqual({ sensor: ['IMX273'] });
  });

  it('round-trips through the URL', () => {
    const search = new URLSearchParams(
      'f.interface=GigE&f.frameRate.min=10.5&f.frameRate.max=60&sort=frameRate&order=desc&q=mono',
    );
    const state = parseTypeFilters(search, facets, ['default', 'frameRate']);
    const again = parseTypeFilters(toSearchParams(state), facets, ['default', 'frameRate']);
    expect(again).toEqual(state);
    expect(typePageHref('t 1', state)).toBe(
      '/productsAndSolutions/productSeries?id=t%201&q=mono&f.interface=GigE&f.frameRate.min=10.5&f.frameRate.max=60&sort=frameRate&order=desc',
    );
  });

  it('lists active filters and removes one at a time', () => {
    const state = parseTypeFilters(
      new URLSearchParams('f.interface=GigE&f.interface=USB3&f.frameRate.min=5&q=x'),
      facets,
    );
    const chips = activeFilters(state);
    expect(chips).toHaveLength(4);
    const withoutGigE = withoutFilter(state, { kind: 'value', key: 'interface', value: 'GigE' });
    expect(withoutGigE.values).toEqual({ interface: ['USB3'] });
    expect(state.values.interface).toEqual(['GigE', 'USB3']);
    const bare = [...chips].reduce((s, chip) => withoutFilter(s, chip), state);
    expect(hasActiveFilters(bare)).toBe(false);
  });
});
