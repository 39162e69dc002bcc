import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageLoader } from '../pages/FullPageLoader';
import { fromLocation } from '../session/redirect';
import { useSession } from '../session/useSession';

/** Protected routes: an anonymous visitor goes to /login, which brings them back here afterwards. */
export function RequireAuth() {
  const { loaded, profile } = useSession();
  const location = useLocation();
  if (!loaded) return <FullPageLoader />;
  if (!profile) return <Navigate to="/login" replace state={fromLocation(location)} />;
  return <Outlet />;
}
