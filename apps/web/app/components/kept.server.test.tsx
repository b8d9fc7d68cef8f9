import { SiteConfigKeys, type DiscussCard } from '@clearsight/contracts';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../providers';
import type { Lang } from '../lib/i18n';
import { listenToKeys } from '../lib/i18n';
import { areaOfKey } from '../lib/i18n/areas';
import { KeptFragmentsContext } from '../lib/kept-fragments';
import { createRequestFragments, innerHtmlOf, type RequestFragments } from '../lib/kept-fragments.server';
import type { RootData } from '../lib/site-config';
import { TopicCard } from './topic-card';
import type { CommentReply } from '@clearsight/contracts';
import { CommentItem, type CommentHandlers } from '../features/forum/components/comments/comment-item';
import { DesktopNav } from '../layouts/shared/desktop-nav';
import { SiteFooter } from '../layouts/shared/site-footer';
import type { CatalogMenu } from '../lib/catalog-menu';
import { siteInfoOf } from '../lib/site-config';

const topic: DiscussCard = {
  id: 'topic-1',
  plateId: 'plate-1',
  plateName: '机器视觉',
  plateNameEn: 'Machine vision',
  title: '线阵相机的触发方式',
  introduction: '编码器触发还是定时触发？<script>不是标签</script>',
  cover: null,
  coverUrl: null,
  tags: ['线阵', '触发'],
  color: null,
  visibility: 'public',
  isPinned: true,
  orderNum: 0,
  commentsDisabled: false,
  isHidden: false,
  isMasked: false,
  isAgree: false,
  likeCount: 3,
  viewCount: 41,
  commentCount: 2,
  isSolved: false,
  solvedCommentId: null,
  author: { id: 'u-1', userName: 'optics', nick: '光学', icon: null, level: 3, levelName: '大白', levelNameEn: '' },
  creationTime: '2026-11-21T21:57:58.332Z',
  lastModificationTime: '2026-11-21T21:57:58.332Z',
};

const comment: CommentReply = {
  id: 'comment-1',
  discussId: 'topic-1',
  rootId: null,
  parentId: null,
  content: '用 @optics 说的编码器触发，见 https://example.com/a?b=1',
  author: topic.author,
  replyTo: null,
  likeCount: 2,
  isAgree: false,
  isBookmarked: false,
  isAnswer: true,
  isDeleted: false,
  isHidden: false,
  hiddenReason: null,
  canDelete: false,
  creationTime: '2026-11-22T08:00:00.000Z',
  mentions: [{ start: 2, end: 9, userName: 'optics' }],
};

const handlers: CommentHandlers = {
  lang: 'zh-CN',
  canReply: true,
  onReply: () => undefined,
  onLike: async () => undefined,
  onBookmark: async () => undefined,
  onPatched: () => undefined,
};

/** `element` as the server renders it (in the app's providers, at /index), with one render's kept parts. */
function serverRender(
  fragments: RequestFragments,
  element: ReactNode,
  lang: Lang = 'zh-CN',
  config: Record<string, string> = {},
): string {
  const root: RootData = { lang, origin: 'http://localhost', config, signedIn: false };
  const router = createMemoryRouter(
    [{ id: 'root', path: '/index', element: <AppProviders lang={lang}>{element}</AppProviders> }],
    { initialEntries: ['/index'], hydrationData: { loaderData: { root } } },
  );
  // The areas of the strings used while an item is drawn, as entry.server.tsx records them.
  listenToKeys((key) => fragments.recording()?.add(areaOfKey(key)));
  return renderToString(
    <KeptFragmentsContext.Provider value={fragments}>
      <RouterProvider router={router} />
    </KeptFragmentsContext.Provider>,
  );
}

/** A board's list of cards (and a topic's comments) as the server renders them, with one render's kept parts. */
function serverList(
  fragments: RequestFragments,
  cards: DiscussCard[],
  lang: Lang = 'zh-CN',
  comments: CommentReply[] = [],
): string {
  return serverRender(
    fragments,
    <ul>
      {cards.map((card) => (
        <TopicCard key={card.id} topic={card} lang={lang} showPlate island={`topic-${card.id}`} />
      ))}
      {comments.map((item) => (
        <CommentItem key={item.id} comment={item} handlers={handlers} isReply={false} island="thread-1" />
      ))}
    </ul>,
    lang,
  );
}

/** A render's fragments on `store`, counting the items it took from it. */
function counted(store: Map<string, never>) {
  const fragments = createRequestFragments(store);
  const taken: string[] = [];
  const take = fragments.take.bind(fragments);
  fragments.take = (key) => {
    const html = take(key);
    if (html !== undefined) taken.push(key);
    return html;
  };
  return { fragments, taken };
}

afterEach(() => listenToKeys(null));

describe('list items kept between server renders', () => {
  it('are the same bytes as the parts drawn from scratch (a card, a comment), and declare the strings they used', () => {
    const store = new Map<string, never>();
    const first = counted(store);
    const drawn = serverList(first.fragments, [topic], 'zh-CN', [comment]);
    first.fragments.keep(Buffer.from(drawn));
    expect(first.taken).toHaveLength(0);
    expect(store.size).toBe(2);

    const second = counted(store);
    const kept = serverList(second.fragments, [topic], 'zh-CN', [comment]);
    expect(second.taken).toHaveLength(2);
    expect(kept).toBe(drawn);
    expect(kept).toContain('&lt;script&gt;不是标签');
    expect(kept).toContain('href="https://example.com/a?b=1"');
    // The page that reuses the card declares the forum's strings as if it had drawn it.
    expect([...second.fragments.areasUsed]).toContain('forum');
  });

  it('draw a part again when anything it shows changed: a count, the language, a mask, a hidden comment', () => {
    const store = new Map<string, never>();
    const first = counted(store);
    first.fragments.keep(Buffer.from(serverList(first.fragments, [topic])));

    first.fragments.keep(Buffer.from(serverList(first.fragments, [], 'zh-CN', [comment])));

    for (const [changed, lang, comments] of [
      [{ ...topic, likeCount: 4 }, 'zh-CN', []],
      [topic, 'en', []],
      [{ ...topic, isMasked: true }, 'zh-CN', []],
      [{ ...topic, likeCount: 4 }, 'zh-CN', [{ ...comment, likeCount: 3 }]],
      [{ ...topic, likeCount: 4 }, 'zh-CN', [{ ...comment, isHidden: true }]],
    ] as const) {
      const fresh = serverList(createRequestFragments(new Map()), [changed], lang, [...comments]);
      const again = counted(store);
      const html = serverList(again.fragments, [changed], lang, [...comments]);
      expect(again.taken).toHaveLength(0);
      expect(html).toBe(fresh);
    }
  });

  it('find an element by its attribute, with nested ones inside and look-alike tags around it', () => {
    const html = Buffer.from(
      '<ul><li data-island="a"><link rel="x"/><ul><li>one</li><li class="x">two</li></ul>&lt;/li&gt;</li>' +
        '<li data-island="b">b</li></ul><section aria-labelledby="s"><section><h2 id="s">S</h2></section></section>',
    );
    const item = (value: string) => ({ tag: 'li', attribute: 'data-island', value });
    expect(innerHtmlOf(html, item('a'))).toBe('<link rel="x"/><ul><li>one</li><li class="x">two</li></ul>&lt;/li&gt;');
    expect(innerHtmlOf(html, item('b'))).toBe('b');
    expect(innerHtmlOf(html, item('c'))).toBeNull();
    expect(innerHtmlOf(html, { tag: 'section', attribute: 'aria-labelledby', value: 's' })).toBe(
      '<section><h2 id="s">S</h2></section>',
    );
    // On another element than the one named, twice on a page, or a value that would need escaping: not kept.
    expect(innerHtmlOf(html, { tag: 'ul', attribute: 'data-island', value: 'a' })).toBeNull();
    expect(innerHtmlOf(Buffer.from('<li data-island="a">1</li><li data-island="a">2</li>'), item('a'))).toBeNull();
    expect(innerHtmlOf(Buffer.from('<li data-island="a&quot;">1</li>'), item('a"'))).toBeNull();
  });
});

const catalog: CatalogMenu = {
  productTypes: [
    {
      id: 't1',
      name: '面阵相机',
      nameEn: 'Area Scan Cameras',
      productSeries: [{ id: 's1', name: 'MV-CA 系列', nameEn: 'MV-CA series' }],
    },
    { id: 't2', name: '<b>3D</b> 相机', nameEn: '', productSeries: [] },
  ],
  solutionTypes: [{ id: 'v1', name: '缺陷检测', nameEn: 'Defect inspection' }],
} as CatalogMenu;

/** The site's frame as a page draws it: the top menu (with its mega-menu) and the footer. */
function frame(menu: CatalogMenu, lang: Lang, config: Record<string, string>) {
  const site = siteInfoOf(config, lang);
  return (
    <>
      <DesktopNav catalog={menu} site={site} lang={lang} />
      <SiteFooter catalog={menu} />
    </>
  );
}

describe("the site's frame kept between server renders", () => {
  const config = {
    [SiteConfigKeys.companyPhone]: '400-800-1234',
    [SiteConfigKeys.communityUrl]: 'https://bbs.example.com/',
  };

  it('writes the mega-menu and the footer from the kept copies, the same bytes as drawn', () => {
    const store = new Map<string, never>();
    const first = counted(store);
    const drawn = serverRender(first.fragments, frame(catalog, 'zh-CN', config), 'zh-CN', config);
    first.fragments.keep(Buffer.from(drawn));
    expect(first.taken).toHaveLength(0);
    expect(store.size).toBe(2);

    const second = counted(store);
    const kept = serverRender(second.fragments, frame(catalog, 'zh-CN', config), 'zh-CN', config);
    expect(second.taken).toHaveLength(2);
    expect(kept).toBe(drawn);
    expect(kept).toContain('&lt;b&gt;3D&lt;/b&gt; 相机');
    expect(kept).toContain('MV-CA 系列');
    expect(kept).toContain('400-800-1234');
  });

  it("draws them again when what they show changed: the catalogue, the language, the footer's phone", () => {
    const store = new Map<string, never>();
    const first = counted(store);
    first.fragments.keep(Buffer.from(serverRender(first.fragments, frame(catalog, 'zh-CN', config), 'zh-CN', config)));
    const renamed: CatalogMenu = {
      ...catalog,
      productTypes: [{ ...catalog.productTypes[0]!, name: '线阵相机' }, catalog.productTypes[1]!],
    };
    // A new phone number changes the footer only: the mega-menu, which does not show it, is still the kept one.
    for (const [menu, lang, settings, keptParts] of [
      [renamed, 'zh-CN', config, 0],
      [catalog, 'en', config, 0],
      [catalog, 'zh-CN', { ...config, [SiteConfigKeys.companyPhone]: '400-800-9999' }, 1],
    ] as const) {
      const fresh = serverRender(createRequestFragments(new Map()), frame(menu, lang, settings), lang, settings);
      const again = counted(store);
      const html = serverRender(again.fragments, frame(menu, lang, settings), lang, settings);
      expect(again.taken, JSON.stringify([lang, settings])).toHaveLength(keptParts);
      expect(html).toBe(fresh);
    }
  });
});
