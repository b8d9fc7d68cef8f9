// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../../test/render';
import { ModelSelect } from './model-select';

const card = (id: string, modelNumber: string, name: string, nameEn = '') => ({
  id,
  modelNumber,
  name,
  nameEn,
  imageUrl: null,
  lifecycle: 'active',
  productTypeId: 't1',
  seriesId: 's1',
  seriesName: '系列',
  seriesNameEn: '',
  summary: '',
  summaryEn: '',
  specSummary: [],
  lastModificationTime: '2026-03-01T08:00:00.000Z',
});

function renderSelect(
  value: string[],
  onChange = vi.fn(),
  known = [] as { id: string; modelNumber: string; name: string; nameEn: string }[],
) {
  return renderWithApp(
    <Form initialValues={{ modelIds: value }} onValuesChange={(changed) => onChange(changed.modelIds)}>
      <Form.Item name="modelIds" label="models">
        <ModelSelect known={known} />
      </Form.Item>
    </Form>,
    { lang: 'en' },
  );
}

describe('the editor’s product models', () => {
  it('labels a model named by the model page’s link, looking it up once by id', async () => {
    signIn();
    const calls = mockApi({
      'GET /catalog/models': { body: { items: [card('m1', 'CS-100', '面阵相机', 'Area camera')], totalCount: 1 } },
    });
    renderSelect(['m1']);
    expect(await screen.findByText('CS-100 Area camera')).toBeTruthy();
    const lookup = calls.find((c) => c.path === '/catalog/models')!;
    expect(lookup.query.get('ids')).toBe('m1');
  });

  it('labels the topic’s own models without asking, and adds one found by search', async () => {
    signIn();
    const calls = mockApi({
      'GET /catalog/models': (call) => ({
        body: {
          items: call.query.get('q') === 'cs-2' ? [card('m2', 'CS-200', '线阵相机')] : [],
          totalCount: 1,
        },
      }),
    });
    const onChange = vi.fn();
    renderSelect(['m1'], onChange, [{ id: 'm1', modelNumber: 'CS-100', name: '面阵相机', nameEn: '' }]);
    expect(screen.getByText('CS-100 面阵相机')).toBeTruthy();
    expect(calls).toHaveLength(0);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('combobox'), 'cs-2');
    await user.click(await screen.findByText('CS-200 线阵相机'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['m1', 'm2']));
  });
});
