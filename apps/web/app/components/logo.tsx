import { PAGES } from '@clearsight/contracts';
import { Link } from './link';

/** The lens-aperture mark and the configured site name. */
export function Logo({ name, to = PAGES.home, inverted = false }: { name: string; to?: string; inverted?: boolean }) {
  return (
    <Link
      to={to}
      className={inverted ? 'cs-logo cs-logo--inverted' : 'cs-logo'}
      aria-label={name}
      data-testid="site-logo"
    >
      <svg className="cs-logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <circle cx="16" cy="16" r="14.5" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="16" cy="16" r="6" fill="currentColor" />
        <path
          d="M16 1.5 L22 11 M30.5 16 L21 22 M16 30.5 L10 21 M1.5 16 L11 10"
          stroke="currentColor"
          strokeWidth="2.2"
        />
      </svg>
      <span className="cs-logo__name">{name}</span>
    </Link>
  );
}
