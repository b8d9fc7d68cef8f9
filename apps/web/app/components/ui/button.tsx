import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { LoadingOutlined } from '../icons';

export type ButtonType = 'primary' | 'default' | 'dashed' | 'link' | 'text';
export type ButtonSize = 'small' | 'middle' | 'large';

export interface ButtonLook {
  type?: ButtonType;
  size?: ButtonSize;
  danger?: boolean;
  block?: boolean;
  /** Shows a spinner in place of the icon and ignores clicks until the work is done. */
  loading?: boolean;
  icon?: ReactNode;
  /** A round, icon-only button. */
  shape?: 'default' | 'circle';
  /** Transparent with a light outline, for a dark background (a banner). */
  ghost?: boolean;
}

/** The class names of a button's look, for elements that must be something else (a router link). */
export function buttonClass(
  { type = 'default', size = 'middle', danger, block, shape, ghost }: ButtonLook,
  extra?: string,
) {
  return [
    'cs-btn',
    `cs-btn--${type}`,
    size !== 'middle' && `cs-btn--${size}`,
    danger && 'cs-btn--danger',
    block && 'cs-btn--block',
    shape === 'circle' && 'cs-btn--circle',
    ghost && 'cs-btn--ghost',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The icon (or the spinner while loading) and the label, spaced as a button lays them out. */
export function ButtonContent({
  icon,
  loading,
  children,
}: Pick<ButtonLook, 'icon' | 'loading'> & { children?: ReactNode }) {
  const shown = loading ? <LoadingOutlined aria-hidden /> : icon;
  return (
    <>
      {shown && <span className="cs-btn__icon">{shown}</span>}
      {children !== undefined && children !== null && children !== false && <span>{children}</span>}
    </>
  );
}

type NativeButton = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>;

/**
 * The site's button (docs/decisions/0017-light-public-pages.md): a native `<button>` (or `<a>` with `href`)
 * styled like antd's, so public pages need no component library. `htmlType` is the native type.
 */
export function Button({
  type,
  size,
  danger,
  block,
  loading,
  icon,
  shape,
  ghost,
  htmlType = 'button',
  className,
  children,
  disabled,
  href,
  target,
  rel,
  ...rest
}: ButtonLook &
  NativeButton & {
    htmlType?: 'button' | 'submit' | 'reset';
    href?: string;
    target?: AnchorHTMLAttributes<HTMLAnchorElement>['target'];
    rel?: string;
  }) {
  const classes = buttonClass(
    { type, size, danger, block, shape, ghost },
    [loading && 'is-loading', className].filter(Boolean).join(' '),
  );
  const content = (
    <ButtonContent icon={icon} loading={loading}>
      {children}
    </ButtonContent>
  );
  if (href !== undefined && !disabled) {
    return (
      <a
        href={href}
        target={target}
        rel={rel}
        className={classes}
        {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)}
      >
        {content}
      </a>
    );
  }
  return (
    <button
      type={htmlType}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      {...rest}
      onClick={loading ? (event) => event.preventDefault() : rest.onClick}
    >
      {content}
    </button>
  );
}
