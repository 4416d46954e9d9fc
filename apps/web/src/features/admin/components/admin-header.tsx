import { LogOut, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { BrandMark } from '@/components/layouts/brand';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/lib/use-logout';

export function AdminHeader() {
  const logout = useLogout();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-4 sm:px-6 lg:px-8">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <BrandMark size="md" />
          <div>
            <h1 className="text-xl font-bold text-slate-900">Admin Dashboard</h1>
            <p className="text-sm text-slate-600">Manage users, plans and access</p>
          </div>
        </div>
        <div className="flex w-full items-center gap-2 sm:w-auto">
          <Button asChild size="sm">
            <Link to="/realtor-dashboard">
              <Wrench aria-hidden />
              Access Realtor Tools
            </Link>
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="ml-auto sm:ml-0"
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          >
            <LogOut aria-hidden />
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}
