import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type CSSProperties, type MouseEventHandler, type ReactNode } from 'react';
import './icon.css';

export interface IconProps {
  className?: string;
  style?: CSSProperties;
  /** Turns the icon continuously (the loading spinner). */
  spin?: boolean;
  title?: string;
  onClick?: MouseEventHandler<HTMLSpanElement>;
  'aria-label'?: string;
  'aria-hidden'?: boolean | 'true' | 'false';
}

export type IconComponent = (props: IconProps) => ReactNode;

/** React's names for the few SVG attributes the icon set spells in kebab case. */
const attrName = (name: string) => (name === 'fill-rule' ? 'fillRule' : name === 'clip-rule' ? 'clipRule' : name);

function renderNode(node: AbstractNode, key: number): ReactNode {
  const attrs = Object.fromEntries(Object.entries(node.attrs).map(([name, value]) => [attrName(name), value]));
  return createElement(node.tag, { key, ...attrs }, node.children?.map(renderNode));
}

/**
 * An icon of the Ant Design icon set as a component, rendered as antd's own icons are (a `span.anticon` with an
 * inline SVG in the text colour, named by `aria-label`), but without their runtime: the icon's path data only.
 * antd's components lay these out like their own icons (docs/decisions/0017-light-public-pages.md).
 */
export function makeIcon(definition: IconDefinition): IconComponent {
  const root = typeof definition.icon === 'function' ? definition.icon('currentColor', '#e6f4ff') : definition.icon;
  const name = definition.name;
  const children = root.children?.map(renderNode);
  function Icon({ className, spin, 'aria-label': label, 'aria-hidden': hidden, ...rest }: IconProps) {
    const classes = ['anticon', 'cs-icon', `anticon-${name}`, className].filter(Boolean).join(' ');
    return (
      <span
        role="img"
        aria-label={hidden ? undefined : (label ?? name)}
        aria-hidden={hidden}
        className={classes}
        {...rest}
      >
        <svg
          viewBox={root.attrs.viewBox}
          focusable="false"
          data-icon={name}
          width="1em"
          height="1em"
          fill="currentColor"
          aria-hidden="true"
          className={spin || name === 'loading' ? 'anticon-spin' : undefined}
        >
          {children}
        </svg>
      </span>
    );
  }
  Icon.displayName = `Icon(${name})`;
  return Icon;
}
