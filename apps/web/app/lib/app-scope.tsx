import type { ReactNode } from 'react';
import { AntdConfig, AntdScope } from './antd/antd-scope';
import { useTranslation } from './i18n/use-translation';
import { QueryScope } from './query/query-scope';

/**
 * The app-like parts of the site (the console, the activities, the chat room, the editor, the operators' status
 * page and the member-only pieces of public pages) are built with antd and TanStack Query: their layouts and
 * lazily loaded pieces wrap themselves in this scope. Public pages stay outside it (docs/decisions/0017-light-
 * public-pages.md).
 */
export function AppScope({ children }: { children: ReactNode }) {
  return (
    <AntdScope>
      <QueryScope>{children}</QueryScope>
    </AntdScope>
  );
}

/**
 * A member-only part that a lazily loaded piece hands to a public page's own view, to be drawn in place there (the
 * member's tools on each comment of a forum topic): antd's theme and the shared query cache, as in `AppScope`,
 * without a second set of feedback holders; the piece that made the part sits in an `AppScope`, which draws the
 * messages and dialogs. Cheap enough for one per comment since every scope shares antd's design tokens
 * (lib/antd/antd-scope.tsx).
 */
export function PartScope({ children }: { children: ReactNode }) {
  const { lang } = useTranslation();
  return (
    <AntdConfig lang={lang}>
      <QueryScope>{children}</QueryScope>
    </AntdConfig>
  );
}
