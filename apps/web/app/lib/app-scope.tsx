import type { ReactNode } from 'react';
import { AntdScope } from './antd/antd-scope';
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
