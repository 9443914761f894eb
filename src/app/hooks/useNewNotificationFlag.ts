import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { fetchNewNotification } from '@/api';
import { sessionStore, useSession } from '@/lib';

/**
 * SPEC.md: when signed in, GET /new-notification whenever the token or the address changes, and
 * merge the answer into the session (the bell's red dot). Failures are only logged.
 */
export function useNewNotificationFlag() {
  const token = useSession()?.access_token;
  const { pathname } = useLocation();
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetchNewNotification(controller.signal)
      .then((available) => {
        if (sessionStore.get()?.access_token === token) sessionStore.update({ new_notification_available: Boolean(available) });
      })
      .catch((err: unknown) => {
        if ((err as Error).name !== 'AbortError') console.error('new-notification failed', err);
      });
    return () => controller.abort();
  }, [token, pathname]);
}
