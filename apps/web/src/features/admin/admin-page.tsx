import { useQuery } from '@tanstack/react-query';
import { SkipLink } from '@/components/layouts/skip-link';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { adminUsersQuery } from './api';
import { AdminHeader } from './components/admin-header';
import { StatCards } from './components/stat-cards';
import { TrecSystemPanel } from './components/trec-system-panel';
import { UserTable } from './components/user-table';

/** /admin-dashboard: stat cards, the TREC license system panel, and the user table with its dialogs (spec §2, §5). */
export function AdminPage() {
  const users = useQuery(adminUsersQuery);
  return (
    <div className="min-h-screen bg-slate-50">
      <title>Admin Dashboard · Bluebonnet</title>
      <SkipLink />
      <AdminHeader />
      <main id="main" className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
        {users.isPending && <Spinner label="Loading users…" className="py-24" />}
        {users.isError && (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
            <p className="font-semibold">Unable to load users</p>
            <p className="mt-1 text-sm">{users.error.message}</p>
            <Button variant="outline" size="sm" className="mt-4" onClick={() => void users.refetch()}>
              Try Again
            </Button>
          </div>
        )}
        {users.data && <StatCards users={users.data} />}
        <TrecSystemPanel />
        {users.data && <UserTable users={users.data} />}
      </main>
    </div>
  );
}
