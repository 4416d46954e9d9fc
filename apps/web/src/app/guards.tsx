import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { AccessDenied } from '@/components/layouts/access-denied';
import { useAuth } from '@/lib/auth';

/** Signed-in users only; others go to /login (spec §2). */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Navigate to="/login" replace />;
  return children;
}

/** Admins only: signed out → /login, a signed-in realtor sees 'Access Denied'. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Navigate to="/login" replace />;
  if (user.role !== 'admin') return <AccessDenied />;
  return children;
}

/** Public auth pages: a signed-in user is sent on to `to`. */
export function RedirectIfSignedIn({ to, children }: { to: (role: string) => string; children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (user) return <Navigate to={to(user.role)} replace />;
  return children;
}
