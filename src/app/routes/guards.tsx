import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '@/lib';

/** Editor, dashboard and settings: visitors without an access token go to /signin (SPEC.md). */
export function RequireAuth() {
  const session = useSession();
  return session?.access_token ? <Outlet /> : <Navigate to="/signin" replace />;
}

/** The authentication screen: a visitor who already has an access token goes to /. */
export function RedirectIfSignedIn() {
  const session = useSession();
  return session?.access_token ? <Navigate to="/" replace /> : <Outlet />;
}
