import { Globe, LogOut, Shield } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '@bluebonnet/contracts';
import { BrandMark } from '@/components/layouts/brand';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/lib/use-logout';
import type { ToolId } from '../tools';
import { LicenseNotice, type LicenseNoticeUser } from './license-notice';
import { MobileToolMenu } from './mobile-tool-menu';

type DashboardHeaderProps = { user: Pick<User, 'firstName' | 'email' | 'role'> & LicenseNoticeUser; selected: ToolId };

/** Welcome, email, the license's standing, and the Public Site / Admin Panel / Logout buttons (spec §2). */
export function DashboardHeader({ user, selected }: DashboardHeaderProps) {
  const logout = useLogout();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 sm:px-6">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <BrandMark size="md" />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h1 className="truncate text-lg font-bold text-slate-900 sm:text-xl">
                Welcome, {user.firstName || 'User'}
              </h1>
              <LicenseNotice user={user} />
            </div>
            <p className="truncate text-sm text-slate-600">{user.email}</p>
          </div>
        </div>
        <div className="flex w-full items-center gap-2 sm:w-auto">
          <MobileToolMenu selected={selected} />
          <Button asChild variant="outline" size="sm">
            <Link to="/">
              <Globe aria-hidden />
              Public Site
            </Link>
          </Button>
          {user.role === 'admin' && (
            <Button asChild variant="secondary" size="sm">
              <Link to="/admin-dashboard">
                <Shield aria-hidden />
                Admin Panel
              </Link>
            </Button>
          )}
          <Button
            variant="ghost"
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
