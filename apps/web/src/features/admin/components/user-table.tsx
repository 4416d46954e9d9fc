import { useId, useState, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import type { User } from '@bluebonnet/contracts';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { formatDate } from '@/lib/format';
import { licenseBadge, licenseCheckOf, licenseFilterLabels, type LicenseFilter } from '../license-labels';
import { analysesLabel, fullName, planLabels, roleLabel, statusLabels, statusTones } from '../user-labels';
import { UserRowActions } from './user-row-actions';

const columns = ['Name / Email', 'Phone', 'License', 'Role', 'Plan', 'Status', 'Analyses', 'Created', 'Actions'];

function matches(user: User, query: string) {
  const haystack = [fullName(user), user.email, user.phone, user.trecLicenseNumber].join(' ').toLowerCase();
  return haystack.includes(query);
}

const licenseFilterOptions = (Object.keys(licenseFilterLabels) as LicenseFilter[]).map((value) => ({
  value,
  label: licenseFilterLabels[value],
}));

/** Every user, filtered by name, email, phone or TREC license as the admin types, and by license check. */
export function UserTable({ users }: { users: User[] }) {
  const [search, setSearch] = useState('');
  const [license, setLicense] = useState<LicenseFilter>('all');
  const searchId = useId();
  const query = search.trim().toLowerCase();
  const shown = users.filter(
    (u) => (!query || matches(u, query)) && (license === 'all' || licenseCheckOf(u) === license),
  );
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
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:items-end">
            <SelectField
              label="License check"
              controlClassName="mt-1.5 sm:w-44"
              options={licenseFilterOptions}
              value={license}
              onChange={(e) => setLicense(e.target.value as LicenseFilter)}
            />
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
        </div>
        <div className="overflow-x-auto border-t border-slate-200">
          <table aria-labelledby="users-title" className="w-full min-w-[60rem] text-left text-sm">
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
              {users.length === 0 ? 'No users yet.' : 'No users match your search and filter.'}
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
      <td className="px-3 py-3 whitespace-nowrap text-slate-700">
        <LicenseCell user={user} empty={empty} />
      </td>
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

function LicenseCell({ user, empty }: { user: User; empty: ReactNode }) {
  const badge = licenseBadge(user);
  return (
    <span className="flex flex-col items-start gap-1">
      {user.trecLicenseNumber || empty}
      <Badge tone={badge.tone}>{badge.label}</Badge>
    </span>
  );
}
