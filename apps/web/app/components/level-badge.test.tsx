// @vitest-environment jsdom
import type { DiscussCard } from '@clearsight/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { LevelBadge, levelTier } from './level-badge';
import { TopicCard } from './topic-card';

function card(author: Partial<DiscussCard['author']>): DiscussCard {
  return {
    id: 't1',
    plateId: 'p1',
    plateName: '视觉算法',
    plateNameEn: 'Vision Algorithms',
    title: '相机选型求助',
    introduction: '',
    cover: null,
    coverUrl: null,
    color: null,
    tags: [],
    visibility: 'public',
    isPinned: false,
    isHidden: false,
    isMasked: false,
    commentsDisabled: false,
    viewCount: 1,
    likeCount: 0,
    commentCount: 0,
    orderNum: 0,
    isAgree: false,
    isSolved: false,
    solvedCommentId: null,
    creationTime: '2026-03-01T08:00:00.000Z',
    lastModificationTime: '2026-03-01T08:00:00.000Z',
    author: { id: 'u1', userName: 'alice', nick: '爱丽丝', icon: null, ...author },
  } as DiscussCard;
}

describe('the level badge', () => {
  it('shows "{level}-{name}" with the level named for screen readers', async () => {
    renderWithApp(<LevelBadge level={3} name="大白" />);
    const badge = await screen.findByTestId('level-badge');
    expect(badge.textContent).toBe('等级 3-大白');
    expect(badge.getAttribute('title')).toBe('等级 3-大白');
    expect(badge.className).toContain('cs-level--t1');
  });

  it('speaks English in English and colours the bands of the table', async () => {
    renderWithApp(<LevelBadge level={10} name="Master" size="small" />, { lang: 'en' });
    const badge = await screen.findByTestId('level-badge');
    expect(badge.textContent).toBe('Level 10-Master');
    expect(badge.className).toContain('cs-level--t4');
    expect(badge.className).toContain('cs-level--sm');
    expect([1, 3, 4, 6, 7, 9, 10, 50].map(levelTier)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it('shows nothing when the answer carries no level', async () => {
    renderWithApp(
      <>
        <LevelBadge level={undefined} name={undefined} />
        <span data-testid="after">x</span>
      </>,
    );
    await screen.findByTestId('after');
    expect(screen.queryByTestId('level-badge')).toBeNull();
  });

  it("sits beside the author's name on a topic card, when the card carries it", async () => {
    renderWithApp(
      <ul>
        <TopicCard topic={card({ level: 6, levelName: '高手' })} lang="zh-CN" showPlate={false} />
      </ul>,
    );
    const author = (await screen.findByText('爱丽丝')).closest('a')!;
    expect(author.getAttribute('href')).toBe('/profile/alice');
    expect(author.querySelector('[data-testid="level-badge"]')!.textContent).toBe('等级 6-高手');
  });
});
