// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { AntdConfig } from './antd-scope';
import { noGlobalLinks } from './no-global-links';

const injectedCss = () => [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');

describe('antd inside the site', () => {
  it('draws its components without its global link rule, which would recolour every link of the page', () => {
    render(
      <AntdConfig lang="zh-CN">
        <Button type="primary">保存</Button>
      </AntdConfig>,
    );
    const css = injectedCss();
    expect(css).toContain('.ant-btn');
    expect(css).not.toMatch(/(^|[}\s,])a\s*\{[^}]*--ant-color-link/);
  });

  it('keeps every other rule, including links a component styles itself', () => {
    const own = { '.ant-menu-item': { a: { color: 'inherit' } } };
    expect(noGlobalLinks.visit!(own)).toBe(own);
    const reset = { a: { color: 'blue', '-webkit-text-decoration-skip': 'objects' }, '.x': { margin: 0 } };
    expect(noGlobalLinks.visit!(reset)).toEqual({ '.x': { margin: 0 } });
  });
});
