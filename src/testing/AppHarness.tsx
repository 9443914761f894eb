import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { sessionStore, type StoredSession } from '@/lib';

export interface AppHarnessProps {
  children: ReactNode;
  /** Route pattern the child is mounted at, e.g. `/blogs/:blog_id`. */
  path?: string;
  /** The address to start at, e.g. `/blogs/hello-world-x1`. */
  route?: string;
  /** Signed-in user, or null for a visitor. */
  session?: StoredSession | null;
}

/** A fresh QueryClient that neither retries nor refetches: stories and tests stay deterministic. */
export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity }, mutations: { retry: false } } });
}

/** Wraps a screen in what the app gives it: a query client, a router at a route, a session. */
export function AppHarness({ children, path = '/', route = path, session = null }: AppHarnessProps) {
  const [client] = useState(createTestQueryClient);
  const [router] = useState(() => {
    if (session) sessionStore.set(session);
    else sessionStore.clear();
    return createMemoryRouter([{ path, element: children }, { path: '*', element: children }], { initialEntries: [route] });
  });
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
