import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSession } from '../../../lib/session/session-store';
import { entryByKey, holds } from '../menu';
import { Forbidden } from './forbidden';

/**
 * The frame of one console screen: its title, actions, and the screen's own permission check (the layout
 * only checks that the visitor is staff at all).
 */
export function AdminScreen({
  entry,
  title,
  subtitle,
  actions,
  children,
}: {
  entry: string;
  title?: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const menuEntry = entryByKey(entry);
  if (menuEntry && !holds(session, menuEntry.permissions)) return <Forbidden reason="screen" />;
  return (
    <section className="cs-admin-screen" data-testid={`admin-screen-${entry}`}>
      <header className="cs-admin-screen__head">
        <div>
          <h1 className="cs-admin-screen__title">{title ?? t(`admin.menu.${entry}`)}</h1>
          {subtitle && <p className="cs-admin-screen__subtitle">{subtitle}</p>}
        </div>
        {actions && <div className="cs-admin-screen__actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
