import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeRun, makeStats } from '@/features/trec-licenses/test-fixtures';
import { makeUser } from '@/test/fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

const checked = '2026-11-21T09:00:00.000Z';
const admin = makeUser({ id: 1, firstName: 'Avery', lastName: 'Admin', role: 'admin', trecLicenseNumber: null });
const verified = makeUser({
  id: 2,
  firstName: 'Maria',
  lastName: 'Gonzalez',
  trecLicenseNumber: '0654321',
  licenseCheckedAt: checked,
  licenseStanding: 'active',
});
const expired = makeUser({
  id: 3,
  firstName: 'James',
  lastName: 'Whitaker',
  trecLicenseNumber: '0555111',
  licenseCheckedAt: checked,
  licenseStanding: 'expired',
});
const inactive = makeUser({
  id: 4,
  firstName: 'Lena',
  lastName: 'Park',
  trecLicenseNumber: '0777222',
  licenseCheckedAt: checked,
  licenseStanding: 'inactive',
});
const missing = makeUser({
  id: 5,
  firstName: 'Omar',
  lastName: 'Reyes',
  trecLicenseNumber: '0999999',
  licenseCheckedAt: checked,
});

function renderAdmin() {
  mockFetch({
    'GET /api/auth/user': { body: admin },
    'GET /api/admin/users': { body: [admin, verified, expired, inactive, missing] },
    'GET /api/admin/trec-stats': { body: makeStats() },
    'GET /api/admin/trec-sync-runs': { body: { runs: [makeRun()] } },
  });
  renderApp('/admin-dashboard');
  return userEvent.setup();
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getByRole('rowheader', { name: new RegExp(name) })
    .closest('tr') as HTMLElement;

describe('licenses in the admin user table', () => {
  it('places the TREC panel between the stat cards and the user table', async () => {
    renderAdmin();
    const panel = await screen.findByRole('region', { name: 'TREC License System' });
    const stats = await screen.findByRole('region', { name: 'User statistics' });
    const users = screen.getByRole('region', { name: 'Users' });
    expect(stats.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(panel.compareDocumentPosition(users) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows each number with what its last check found', async () => {
    renderAdmin();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByRole('columnheader', { name: 'License' })).toBeInTheDocument();
    expect(within(rowOf(table, 'Maria Gonzalez')).getByText('Verified')).toHaveClass('bg-emerald-50');
    expect(within(rowOf(table, 'James Whitaker')).getByText('Expired')).toHaveClass('bg-red-50');
    expect(within(rowOf(table, 'Lena Park')).getByText('Inactive')).toHaveClass('bg-amber-50');
    expect(rowOf(table, 'Omar Reyes')).toHaveTextContent('0999999Not found');
    expect(rowOf(table, 'Avery Admin')).toHaveTextContent('Not checked');
  });

  it('filters by what the license check found', async () => {
    const user = renderAdmin();
    const table = await screen.findByRole('table', { name: 'Users' });
    const filter = screen.getByLabelText('License check');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Verified', 'Not active', 'Not found', 'Not checked']);
    const names = () =>
      within(table)
        .queryAllByRole('rowheader')
        .map((h) => h.querySelector('span')?.textContent);

    await user.selectOptions(filter, 'not-active');
    expect(names()).toEqual(['James Whitaker', 'Lena Park']);
    expect(screen.getByText('Showing 2 of 5 users')).toBeInTheDocument();
    await user.selectOptions(filter, 'verified');
    expect(names()).toEqual(['Maria Gonzalez']);
    await user.selectOptions(filter, 'not-found');
    expect(names()).toEqual(['Omar Reyes']);
    await user.selectOptions(filter, 'not-checked');
    expect(names()).toEqual(['Avery Admin']);
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zzz');
    expect(screen.getByText('No users match your search and filter.')).toBeInTheDocument();
  });

  it('shows when the license was checked and its standing in the details', async () => {
    const user = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'View Details for James Whitaker' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'User Details' }));
    expect(dialog.getByText('License Checked At').nextElementSibling).toHaveTextContent(/Nov 21, 2026/);
    expect(dialog.getByText('License Standing').nextElementSibling).toHaveTextContent('Expired');
  });

  it('says a number was not found, or not checked yet, in the details', async () => {
    const user = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'View Details for Omar Reyes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'User Details' }));
    expect(dialog.getByText('License Standing').nextElementSibling).toHaveTextContent('Not found in TREC’s data');
  });
});
