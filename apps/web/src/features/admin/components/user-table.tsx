import { useId, useState } from 'react';
import { Search } from 'lucide-react';
import type { User } from '@bluebonnet/contracts';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { formatDate } from '@/lib/format';
import { analysesLabel, fullName, planLabels, roleLabel, statusLabels, statusTones } from '../user-labels';
import { UserRowActions } from './user-row-actions';

const columns = ['Name / Email', 'Phone', 'TREC License', 'Role', 'Plan', 'Status', 'Analyses', 'Created', 'Actions'];

function matches(user: User, query: string) {
  const haystack = [fullName(user), user.email, user.phone, user.trecLicenseNumber].join(' ').toLowerCase();
  return haystack.includes(query);
}

/** Every user, filtered by name, email, phone or TREC license as the admin types. */
export function UserTable({ users }: { users: User[] }) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const query = search.trim().toLowerCase();
  const shown = query ? users.filter((u) => matches(u, query)) : users;
  return (
    <Card>
      <section aria-labelledby="users-title">
        <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-end sm:justify-between sm:p-6">
          <div>
            <h2 id="users-title" className="text-lg font-semibold text-slate-900">
              Users
            </h2>
            <p className="text-sm text-slate-600" aria-live="polite">
              Showing {shown.length} of {users.length} users
            </p>
          </div>
          <div className="relative w-full sm:w-80">
            <label htmlFor={searchId} className="sr-only">
              Search users
            </label>
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            />
            <Input
              id={searchId}
              type="search"
              placeholder="Search by name, email, phone or license"
              className="pl-9"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </div>
        <div className="overflow-x-auto border-t border-slate-200">
          <table className="w-full min-w-[60rem] text-left text-sm">
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col" className="px-3 py-3 whitespace-nowrap first:pl-5 sm:first:pl-6">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {shown.map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
            </tbody>
          </table>
          {shown.length === 0 && (
            <p className="px-6 py-12 text-center text-slate-600">
              {users.length === 0 ? 'No users yet.' : 'No users match your search.'}
            </p>
          )}
        </div>
      </section>
    </Card>
  );
}

function UserRow({ user }: { user: User }) {
  const empty = <span className="text-slate-500">—</span>;
  return (
    <tr className="hover:bg-slate-50">
      <th scope="row" className="py-3 pr-3 pl-5 text-left font-normal sm:pl-6">
        <span className="block font-medium text-slate-900">{fullName(user)}</span>
        <span className="block text-slate-600">{user.email}</span>
      </th>
      <td className="px-3 py-3 whitespace-nowrap text-slate-700">{user.phone || empty}</td>
      <td className="px-3 py-3 whitespace-nowrap text-slate-700">{user.trecLicenseNumber || empty}</td>
      <td className="px-3 py-3">
        <Badge tone={user.role === 'admin' ? 'brand' : 'neutral'}>{roleLabel(user.role)}</Badge>
      </td>
      <td className="px-3 py-3 text-slate-700">{planLabels[user.subscriptionPlan]}</td>
      <td className="px-3 py-3">
        <Badge tone={statusTones[user.subscriptionStatus]}>{statusLabels[user.subscriptionStatus]}</Badge>
      </td>
      <td className="px-3 py-3 whitespace-nowrap text-slate-700 tabular-nums">{analysesLabel(user)}</td>
      <td className="px-3 py-3 whitespace-nowrap text-slate-700">{formatDate(user.createdAt) ?? empty}</td>
      <td className="px-3 py-2">
        <UserRowActions user={user} />
      </td>
    </tr>
  );
}
