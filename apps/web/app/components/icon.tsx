import type { CSSProperties, MouseEventHandler, ReactNode } from 'react';
import { spriteOf } from 'virtual:icon-sprite';
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

/** `CheckCircleFilled` → `check-circle`: the icon set's own name, which antd's icons read out too. */
function spokenName(symbol: string): string {
  return symbol
    .replace(/(Outlined|Filled|TwoTone)$/, '')
    .replace(/(?<!^)([A-Z])/g, '-$1')
    .toLowerCase();
}

/**
 * An icon of the Ant Design icon set, rendered as antd's own icons are (a `span.anticon` with an SVG in the text
 * colour, named by `aria-label`), drawn from the site's icon sprite (vite-plugins/icon-sprite.ts): no script
 * carries the icon's paths, the browser fetches them once with the sprite (docs/decisions/0017-light-public-pages.md).
 */
export function makeIcon(symbol: string): IconComponent {
  const name = spokenName(symbol);
  const href = `${spriteOf(symbol)}#${symbol}`;
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
          focusable="false"
          data-icon={name}
          width="1em"
          height="1em"
          fill="currentColor"
          aria-hidden="true"
          className={spin || name === 'loading' ? 'anticon-spin' : undefined}
        >
          <use href={href} />
        </svg>
      </span>
    );
  }
  Icon.displayName = `Icon(${symbol})`;
  return Icon;
}
