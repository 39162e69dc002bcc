import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { fromLocation } from '../session/redirect';
import { useWorkspace } from '../session/useWorkspace';

/** Screens work inside one cemetery: without a chosen (and still allowed) one, the user picks it first. */
export function RequireEspace() {
  const workspace = useWorkspace();
  const location = useLocation();
  if (!workspace) return <Navigate to="/switch-espace" replace state={fromLocation(location)} />;
  return <Outlet />;
}
