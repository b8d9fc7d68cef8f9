import { describe, expect, it } from 'vitest';
import { DRAFT_KEY_RE, draftKeyOf, parseEditorParams } from './editor-params';

const parse = (query: string) => parseEditorParams(new URLSearchParams(query));

describe('editor params and draft keys', () => {
  it('derives one key per editor', () => {
    expect(draftKeyOf(parse('operType=create&artType=discuss&plateId=p1')!)).toBe('discuss:create:p1');
    expect(draftKeyOf(parse('operType=create&artType=discuss')!)).toBe('discuss:create:any');
    // Begun from a model page: its own draft, so another draft cannot drop the model it names.
    expect(draftKeyOf(parse('operType=create&artType=discuss&modelId=m-1')!)).toBe('discuss:create:any:m:m-1');
    expect(draftKeyOf(parse('operType=update&artType=discuss&discussId=d-1')!)).toBe('discuss:update:d-1');
    expect(draftKeyOf(parse('operType=create&artType=article&discussId=d1')!)).toBe('article:create:d1:root');
    expect(draftKeyOf(parse('operType=create&artType=article&discussId=d1&parentArticleId=a2')!)).toBe(
      'article:create:d1:a2',
    );
    expect(draftKeyOf(parse('operType=update&artType=article&discussId=d1&articleId=a3')!)).toBe('article:update:a3');
  });

  it('defaults to creating a topic', () => {
    expect(parse('')).toEqual({ operType: 'create', artType: 'discuss', plateId: null, modelId: null });
  });

  it('refuses incomplete or malformed values', () => {
    expect(parse('operType=update&artType=discuss')).toBeNull();
    expect(parse('operType=create&artType=article')).toBeNull();
    expect(parse('operType=update&artType=article&discussId=d1')).toBeNull();
    expect(parse('operType=delete&artType=discuss&discussId=d1')).toBeNull();
    expect(parse('artType=poll')).toBeNull();
    expect(parse('operType=update&artType=discuss&discussId=a%2Fb')).toBeNull();
    expect(parse('operType=create&artType=discuss&plateId=<script>')).toBeNull();
    expect(parse('operType=create&artType=discuss&modelId=a%20b')).toBeNull();
  });

  it('always produces a key the server accepts', () => {
    const long = 'x'.repeat(48);
    const key = draftKeyOf(parse(`operType=create&artType=article&discussId=${long}&parentArticleId=${long}`)!);
    expect(key).toMatch(DRAFT_KEY_RE);
    expect(parse(`operType=update&artType=discuss&discussId=${'y'.repeat(49)}`)).toBeNull();
    expect(draftKeyOf(parse(`operType=create&artType=discuss&plateId=${long}&modelId=${long}`)!)).toMatch(DRAFT_KEY_RE);
    const uuid = '01a1cc30-5862-760d-8e2f-632e7ea96320';
    expect(draftKeyOf(parse(`operType=create&artType=article&discussId=${uuid}&parentArticleId=${uuid}`)!)).toMatch(
      DRAFT_KEY_RE,
    );
  });
});
