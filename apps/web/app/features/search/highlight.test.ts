import { describe, expect, it } from 'vitest';
import { highlight } from './highlight';

describe('search highlighting', () => {
  it('marks every term, case-insensitively, longest first', () => {
    expect(highlight('GigE 相机与 gige 接口', ['gige', '相机'])).toEqual([
      { text: 'GigE', match: true },
      { text: ' ', match: false },
      { text: '相机', match: true },
      { text: '与 ', match: false },
      { text: 'gige', match: true },
      { text: ' 接口', match: false },
    ]);
    expect(
      highlight('面阵相机', ['相', '相机'])
        .filter((s) => s.match)
        .map((s) => s.text),
    ).toEqual(['相机']);
  });

  it('leaves text alone without terms and escapes special characters', () => {
    expect(highlight('a+b (c)', [])).toEqual([{ text: 'a+b (c)', match: false }]);
    expect(highlight('a+b (c)', ['(c)'])).toEqual([
      { text: 'a+b ', match: false },
      { text: '(c)', match: true },
    ]);
    expect(highlight('', ['x'])).toEqual([]);
  });
});
