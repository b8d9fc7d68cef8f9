// @vitest-environment jsdom
import type { PlateItem } from '@clearsight/contracts';
import { screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { TopicHeadFields } from './topic-head-fields';

const plate: PlateItem = {
  id: 'p1',
  name: '机器视觉',
  code: 'vision',
  logo: null,
  logoUrl: null,
  introduction: '',
  nameEn: 'Machine Vision',
  introductionEn: '',
  orderNum: 0,
  isPostingDisabled: false,
  isQuestionBoard: false,
  topicCount: 0,
  canPost: true,
  creationTime: '2024-05-01T08:00:00.000Z',
};

function renderWith(plates: PlateItem[], lang: 'en' | 'zh-CN') {
  return renderWithApp(
    <Form initialValues={{ plateId: 'p1' }}>
      <TopicHeadFields
        params={{ operType: 'create', artType: 'discuss', plateId: 'p1', modelId: null }}
        plates={plates}
      />
    </Form>,
    { lang },
  );
}

describe('the editor’s board field', () => {
  it('names the board in the page’s language, in Chinese where it has no English', () => {
    const { unmount } = renderWith([plate], 'en');
    expect(screen.getByTitle('Machine Vision')).toBeTruthy();
    unmount();
    renderWith([{ ...plate, nameEn: '' }], 'en');
    expect(screen.getByTitle('机器视觉')).toBeTruthy();
  });
});
