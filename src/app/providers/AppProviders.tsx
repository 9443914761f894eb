<<<<<<< HEAD
import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { DeferredToaster, ThemeProvider } from '@/design';
import { ApiError } from '@/lib';
import { i18n as appI18n } from '@/lib/i18n';
=======
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { AnswerOf } from '@/contract';
import { DeferredToaster, ThemeProvider, useTheme, type ThemePreference } from '@/design';
import { ApiError, sessionStore, useSession } from '@/lib';
import { updatePreferences, userKeys, userQueries } from '@/api';
>>>>>>> h3/theme

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
<<<<<<< HEAD
 * Everything every screen needs: server-state cache, the language (its catalogue already loaded:
 * src/lib/i18n), theme, toasts. Session lives in lib (sessionStorage). The server's render passes
 * its own i18n instance, one per language.
 */
export function AppProviders({ children, queryClient, i18n = appI18n }: { children: ReactNode; queryClient?: QueryClient; i18n?: I18n }) {
=======
 * A member's theme follows them to every device: the one their own profile carries is applied when
 * it loads (after sign-in, in a new browser, after a change made on another device).
 */
function MemberTheme() {
  const session = useSession();
  const own = useQuery({ ...userQueries.ownProfile(session?.username ?? ''), staleTime: 60_000 });
  const saved = own.data?.theme;
  const { setPreference } = useTheme();
  useEffect(() => {
    if (saved) setPreference(saved);
  }, [saved, setPreference]);
  return null;
}

/** Everything every screen needs: server-state cache, theme, toasts. Session lives in lib (sessionStorage). */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
>>>>>>> h3/theme
  const [client] = useState(() => queryClient ?? createAppQueryClient());
  // A member's choice is saved with their account; the one their profile just brought is not sent back.
  const savePreference = useCallback(
    (theme: ThemePreference) => {
      const me = sessionStore.get();
      if (!me || client.getQueryData<AnswerOf<'getProfile'>>(userKeys.ownProfile(me.username))?.theme === theme) return;
      // It applies on this device whatever the answer; a failure costs only the other devices' copy.
      updatePreferences(client, me.username, { theme }).catch(() => undefined);
    },
    [client],
  );
  return (
    <QueryClientProvider client={client}>
<<<<<<< HEAD
      <I18nProvider i18n={i18n}>
        <ThemeProvider>
          {children}
          <DeferredToaster />
        </ThemeProvider>
      </I18nProvider>
=======
      <ThemeProvider onPreferenceChange={savePreference}>
        <MemberTheme />
        {children}
        <DeferredToaster />
      </ThemeProvider>
>>>>>>> h3/theme
    </QueryClientProvider>
  );
}
