import { describe, expect, it } from 'vitest';
import { data as pageData, topic } from '../../features/forum/components/topic.test-support';
import type { Route } from './+types/topic';
import { meta } from './topic';

/** The JSON-LD objects among a page's meta tags. */
function structuredData(tags: ReturnType<typeof meta>): Array<Record<string, unknown>> {
  return (tags ?? []).flatMap((tag) =>
    tag && 'script:ld+json' in tag ? [tag['script:ld+json'] as Record<string, unknown>] : [],
  );
}

function metaOf(discuss: typeof topic) {
  const root = { lang: 'zh-CN', origin: 'https://vision.example', config: {} };
  return meta({
    matches: [{ id: 'root', loaderData: root }],
    location: { pathname: `/article/${discuss.id}`, search: '' },
    loaderData: { ...pageData, discuss },
  } as unknown as Route.MetaArgs);
}

describe('a topic page’s structured data', () => {
  it('describes an open topic as a forum posting', () => {
    const types = structuredData(metaOf({ ...topic, solvedAnswer: null })).map((d) => d['@type']);
    expect(types).toEqual(['BreadcrumbList', 'DiscussionForumPosting']);
  });

  it('describes a solved question as a QAPage with its accepted answer', () => {
    const solved = {
      ...topic,
      solvedAnswer: {
        commentId: 'c9',
        rootId: 'c9',
        author: { id: 'u9', userName: 'zhao', nick: '赵版主' },
        excerpt: '同样的需求我们用的 500 万',
      },
    };
    const qa = structuredData(metaOf(solved)).find((d) => d['@type'] === 'QAPage');
    expect(qa).toMatchObject({
      mainEntity: {
        '@type': 'Question',
        name: topic.title,
        answerCount: topic.commentCount,
        acceptedAnswer: {
          '@type': 'Answer',
          text: '同样的需求我们用的 500 万',
          url: `https://vision.example/article/${topic.id}#comment-c9`,
          author: { '@type': 'Person', name: '赵版主' },
        },
      },
    });
    expect(structuredData(metaOf(solved)).some((d) => d['@type'] === 'DiscussionForumPosting')).toBe(false);
  });
});
