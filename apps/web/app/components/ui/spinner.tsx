import { LoadingOutlined } from '../icons';

/**
 * Work in progress: a turning icon with a name for screen readers. `block` centres it in an area of its own
 * (a panel or list still loading).
 */
export function Spinner({
  label,
  size = 'default',
  block = false,
  className,
  ...rest
}: {
  /** What is loading, for screen readers (and shown beside the icon when `block`). */
  label: string;
  size?: 'small' | 'default' | 'large';
  block?: boolean;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <span
      role="status"
      className={['cs-spinner', `cs-spinner--${size}`, block ? 'cs-spinner--block' : '', className]
        .filter(Boolean)
        .join(' ')}
      {...rest}
    >
      <LoadingOutlined aria-hidden />
      <span className={block ? 'cs-spinner__label' : 'cs-visually-hidden'}>{label}</span>
    </span>
  );
}
