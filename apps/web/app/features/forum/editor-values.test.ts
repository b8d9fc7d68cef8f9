import { describe, expect, it } from 'vitest';
import { topic } from './components/topic.test-support';
import {
  EMPTY_VALUES,
  initialValues,
  toDiscussCreateBody,
  toDiscussUpdateBody,
  toDraftPayload,
  withDraft,
} from './editor-values';

describe('editor values', () => {
  it('round-trips a topic through the draft payload', () => {
    const values = {
      ...EMPTY_VALUES,
      plateId: 'p1',
      title: 'Hello',
      content: 'Body text here',
      tags: ['a'],
      visibility: 'users' as const,
      userIds: ['u1'],
    };
    const params = { operType: 'create', artType: 'discuss', plateId: 'p1', modelId: null } as const;
    const payload = toDraftPayload(values, params);
    expect(payload).toMatchObject({
      title: 'Hello',
      content: 'Body text here',
      tags: ['a'],
      userIds: ['u1'],
      plateId: 'p1',
    });
    expect(withDraft(EMPTY_VALUES, payload)).toMatchObject({ title: 'Hello', visibility: 'users', userIds: ['u1'] });
  });

  it('keeps article drafts to the article fields', () => {
    const params = { operType: 'create', artType: 'article', discussId: 'd1', parentArticleId: 'a1' } as const;
    const payload = toDraftPayload({ ...EMPTY_VALUES, name: 'Ch 1', content: 'x'.repeat(12), parentId: 'a1' }, params);
    expect(payload).toEqual({ content: 'x'.repeat(12), name: 'Ch 1', parentId: 'a1', orderNum: 0, discussId: 'd1' });
  });

  it('ignores fields a draft does not carry', () => {
    const base = { ...EMPTY_VALUES, title: 'Kept', isPinned: true };
    expect(withDraft(base, { content: 'new' })).toMatchObject({ title: 'Kept', isPinned: true, content: 'new' });
  });

  it('sends the visibility lists only for their visibility', () => {
    const body = toDiscussCreateBody({
      ...EMPTY_VALUES,
      plateId: 'p',
      title: ' T ',
      visibility: 'public',
      userIds: ['u1'],
      roleCodes: ['r'],
    });
    expect(body).toMatchObject({ title: 'T', userIds: [], roleCodes: [] });
  });

  it('names the model of the model page’s link, and a topic’s own models when editing', () => {
    const fromModel = initialValues({ operType: 'create', artType: 'discuss', plateId: null, modelId: 'm1' }, {});
    expect(fromModel.modelIds).toEqual(['m1']);
    expect(
      initialValues({ operType: 'create', artType: 'discuss', plateId: null, modelId: null }, {}).modelIds,
    ).toEqual([]);
    const models = [{ id: 'm2', modelNumber: 'CS-200', name: '相机', nameEn: '' }];
    const editing = initialValues(
      { operType: 'update', artType: 'discuss', discussId: topic.id },
      {
        discuss: { ...topic, models },
      },
    );
    expect(editing.modelIds).toEqual(['m2']);
    expect(toDiscussCreateBody({ ...fromModel, plateId: 'p' }).modelIds).toEqual(['m1']);
    expect(toDiscussUpdateBody(editing).modelIds).toEqual(['m2']);
    // A draft carries them, and restores them.
    const payload = toDraftPayload(fromModel, { operType: 'create', artType: 'discuss', plateId: null, modelId: 'm1' });
    expect(withDraft(EMPTY_VALUES, payload).modelIds).toEqual(['m1']);
  });
});
