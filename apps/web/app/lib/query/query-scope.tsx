import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // The HTTP client already told the visitor what failed; a silent retry would tell them twice.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | null = null;

/**
 * The browser's one query cache, shared by every part of the page that uses TanStack Query (the console, the
 * activities, the member-only pieces of public pages), so the bell and a page's list see the same data.
 */
export function browserQueryClient(): QueryClient {
  browserClient ??= makeQueryClient();
  return browserClient;
}

/** Forgets the shared cache (tests, between one rendered page and the next). */
export function resetBrowserQueryClient(): void {
  browserClient?.clear();
  browserClient = null;
}

/** TanStack Query for the part of the page below: the browser's shared cache, or one per server render. */
export function QueryScope({ children }: { children: ReactNode }) {
  const [client] = useState(() => (typeof window === 'undefined' ? makeQueryClient() : browserQueryClient()));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
