import type { ButtonProps } from 'antd';

/** `data-testid` for antd props objects whose types do not list data attributes (okButtonProps…). */
export function testIdProps(id: string): ButtonProps {
  const props: Record<string, string> = { 'data-testid': id };
  return props as ButtonProps;
}
