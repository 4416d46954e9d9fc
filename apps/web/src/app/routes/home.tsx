import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '@/components/ui/spinner';
import { LandingPage } from '@/features/landing/landing-page';
import { useAuth } from '@/lib/auth';

// Only the landing page ships with this route; the dashboards download when a signed-in user needs them.
const AdminPage = lazy(() => import('@/features/admin/admin-page').then((m) => ({ default: m.AdminPage })));
const DashboardPage = lazy(() =>
  import('@/features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);

/** `/`: admins see the admin dashboard, realtors theirs, visitors the landing page (spec §2). */
export function Component() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <LandingPage />;
  return (
    <Suspense fallback={<FullPageSpinner />}>{user.role === 'admin' ? <AdminPage /> : <DashboardPage />}</Suspense>
  );
}
