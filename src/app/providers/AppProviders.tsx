import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { AnswerOf } from '@/contract';
import { AvatarSourcesProvider, DeferredToaster, ThemeProvider, useTheme, type ThemePreference } from '@/design';
import { ApiError, avatarSources, sessionStore, useSession } from '@/lib';
import { activateLanguage, i18n as appI18n, rememberLanguage } from '@/lib/i18n';
import { updatePreferences, userKeys, userQueries } from '@/api';

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
 * A member's theme and language follow them to every device: the ones their own profile carries are
 * applied when it loads (after sign-in, in a new browser, after a change made on another device). A
 * language kept with the account is also remembered on this browser, so the server's next pages are
 * drawn in it.
 */
function MemberPreferences() {
  const session = useSession();
  const own = useQuery({ ...userQueries.ownProfile(session?.username ?? ''), staleTime: 60_000 });
  const saved = own.data?.theme;
  const language = own.data?.language;
  const { setPreference } = useTheme();
  useEffect(() => {
    if (saved) setPreference(saved);
  }, [saved, setPreference]);
  useEffect(() => {
    if (!language) return;
    rememberLanguage(language);
    if (appI18n.locale !== language) void activateLanguage(language).catch(() => undefined);
  }, [language]);
  return null;
}

/**
 * Everything every screen needs: server-state cache, the language (its catalogue already loaded:
 * src/lib/i18n), theme, toasts. Session lives in lib (sessionStorage). The server's render passes
 * its own i18n instance, one per language.
 */
export function AppProviders({ children, queryClient, i18n = appI18n }: { children: ReactNode; queryClient?: QueryClient; i18n?: I18n }) {
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
      <I18nProvider i18n={i18n}>
        <ThemeProvider onPreferenceChange={savePreference}>
          <AvatarSourcesProvider value={avatarSources}>
            <MemberPreferences />
            {children}
            <DeferredToaster />
          </AvatarSourcesProvider>
        </ThemeProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
