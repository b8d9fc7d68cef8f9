import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Tag } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AntdConfig } from './antd-scope';
import { addMemberStyles } from './member-styles.server';

/** The page's map of style paths to style ids, as `extractStyle` writes it for the browser. */
function stylePaths(html: string): string[] {
  return (/data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(html)?.[1] ?? '').split(';').filter(Boolean);
}

/** A render's cache after drawing `ui` as the site does (its theme, in an antd scope). */
function rendered(ui: React.ReactNode) {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <AntdConfig lang="zh-CN">{ui}</AntdConfig>
    </StyleProvider>,
  );
  return cache;
}

describe("the styles of a member's parts in the page", () => {
  it('writes the named parts’ styles with their paths, as if the page had drawn them', () => {
    const cache = createCache();
    addMemberStyles(cache, ['button', 'calendar']);
    const html = extractStyle(cache);
    const paths = stylePaths(html);
    expect(paths.some((path) => path.includes('|Button-Button|ant-btn|'))).toBe(true);
    expect(paths.some((path) => path.includes('|Calendar-Calendar|ant-picker|'))).toBe(true);
    expect(html).toContain('.ant-btn{');
    // The theme's own variables stay out: the browser writes them again under its own id whatever the page holds.
    expect(html).not.toContain('--ant-blue:');
  });

  it('gives the ids the browser would give, and keeps what the page drew itself', () => {
    const page = rendered(<Tag>one</Tag>);
    const before = extractStyle(page, { types: 'style' });
    const drawnHere = rendered(
      <>
        <Tag>one</Tag>
        <Tag color="blue" />
        <Tag color="success" />
      </>,
    );
    addMemberStyles(page, ['tag']);
    // The same paths and ids as a render that drew the coloured tags itself.
    expect(stylePaths(extractStyle(page, { types: 'style' })).sort()).toEqual(
      stylePaths(extractStyle(drawnHere, { types: 'style' })).sort(),
    );
    expect(stylePaths(extractStyle(page)).length).toBeGreaterThan(stylePaths(before).length);
  });

  it('carries the chat room’s text box and tooltips, which draw nothing of their own until used', () => {
    const cache = createCache();
    addMemberStyles(cache, ['input', 'tooltip']);
    const paths = stylePaths(extractStyle(cache));
    expect(paths.some((path) => path.includes('|Input-Component|ant-input|'))).toBe(true);
    expect(paths.some((path) => path.includes('|Tooltip-Tooltip|ant-tooltip|'))).toBe(true);
  });

  it('adds nothing for a page that names no parts', () => {
    const cache = createCache();
    addMemberStyles(cache, []);
    expect(stylePaths(extractStyle(cache))).toEqual([]);
  });
});
