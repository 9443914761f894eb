import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { DeferredToaster, ThemeProvider } from '@/design';
import { ApiError } from '@/lib';
import { i18n as appI18n } from '@/lib/i18n';

/** A query client for the app: one retry for network faults, none for refusals (4xx). */
export function createAppQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, err) => count < 1 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Everything every screen needs: server-state cache, the language (its catalogue already loaded:
 * src/lib/i18n), theme, toasts. Session lives in lib (sessionStorage). The server's render passes
 * its own i18n instance, one per language.
 */
export function AppProviders({ children, queryClient, i18n = appI18n }: { children: ReactNode; queryClient?: QueryClient; i18n?: I18n }) {
  const [client] = useState(() => queryClient ?? createAppQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <ThemeProvider>
          {children}
          <DeferredToaster />
        </ThemeProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
