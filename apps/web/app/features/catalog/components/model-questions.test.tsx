// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ModelQuestions } from './model-questions';

const questions = {
  items: [
    { id: 'q1', title: '曝光怎么设置', isSolved: true, commentCount: 3, creationTime: '2026-03-01T08:00:00.000Z' },
    { id: 'q2', title: 'Linux 驱动', isSolved: false, commentCount: 1, creationTime: '2026-03-02T08:00:00.000Z' },
  ],
  totalCount: 7,
};

describe('the model page’s community questions', () => {
  it('links each topic, marks the solved ones, counts all and asks with the model named', () => {
    renderWithApp(<ModelQuestions modelId="m-1" questions={questions} lang="en" />, { lang: 'en' });
    const section = screen.getByTestId('model-questions');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Community questions 7 topics');
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/article/q1');
    expect(within(items[0]!).getByText('Solved')).toBeTruthy();
    expect(within(items[0]!).getByText(/3 replies/)).toBeTruthy();
    expect(within(items[1]!).queryByText('Solved')).toBeNull();
    expect(within(items[1]!).getByText(/1 reply/)).toBeTruthy();
    expect(screen.getByTestId('ask-about-model').getAttribute('href')).toBe(
      '/editArt?operType=create&artType=discuss&modelId=m-1',
    );
    // More than the five shown: a link to all of them on the board list.
    expect(screen.getByTestId('all-model-topics').getAttribute('href')).toBe('/discuss?model=m-1');
    expect(screen.getByTestId('all-model-topics').textContent).toBe('See all 7 topics');
  });

  it('invites the first question when nobody has asked yet', () => {
    renderWithApp(<ModelQuestions modelId="m-1" questions={{ items: [], totalCount: 0 }} lang="zh-CN" />);
    expect(screen.getByText('还没有人问过这个型号，来提第一个问题吧。')).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryByTestId('all-model-topics')).toBeNull();
    expect(screen.getByTestId('ask-about-model').textContent).toBe('向社区提问这个型号');
  });
});
