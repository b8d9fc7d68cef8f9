// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { AntdConfig } from './antd-scope';

/** The style elements that define antd's design tokens as CSS variables. */
const tokenStyles = () =>
  [...document.querySelectorAll('style')].filter((s) => (s.textContent ?? '').includes('--ant-color-primary:'));

describe('antd scopes on one page', () => {
  it('share one set of design tokens: one name for their CSS variables, written once', () => {
    render(
      <>
        <AntdConfig lang="zh-CN">
          <Button data-testid="first">保存</Button>
        </AntdConfig>
        <AntdConfig lang="en">
          <Button data-testid="second">Save</Button>
        </AntdConfig>
        <AntdConfig lang="zh-CN">
          <Button data-testid="third">删除</Button>
        </AntdConfig>
      </>,
    );
    const varClass = (testId: string) =>
      [...document.querySelector(`[data-testid="${testId}"]`)!.classList].find((c) => c.startsWith('cs-antd'));
    expect(varClass('first')).toBeTruthy();
    expect(varClass('second')).toBe(varClass('first'));
    expect(varClass('third')).toBe(varClass('first'));
    expect(tokenStyles()).toHaveLength(1);
  });
});
