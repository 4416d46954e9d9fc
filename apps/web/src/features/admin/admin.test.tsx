import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeRun, makeStats } from '@/features/trec-licenses/test-fixtures';
import { makeUser } from '@/test/fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { expectToast, renderApp } from '@/test/render';

const admin = makeUser({ id: 1, firstName: 'Avery', lastName: 'Admin', role: 'admin', email: 'admin@example.com' });
const maria = makeUser({ id: 2, firstName: 'Maria', lastName: 'Gonzalez', email: 'maria@example.com' });
const james = makeUser({
  id: 3,
  firstName: 'James',
  lastName: 'Whitaker',
  email: 'james@example.com',
  subscriptionPlan: 'professional',
  subscriptionStatus: 'active',
  monthlyContractAnalysisLimit: 999999,
});

function renderAdmin(extra: Parameters<typeof mockFetch>[0] = {}) {
  const mock = mockFetch({
    'GET /api/auth/user': { body: admin },
    'GET /api/admin/users': { body: [admin, maria, james] },
    'GET /api/admin/trec-stats': { body: makeStats() },
    'GET /api/admin/trec-sync-runs': { body: { runs: [makeRun()] } },
    ...extra,
  });
  const utils = renderApp('/admin-dashboard');
  return { ...mock, ...utils, user: userEvent.setup() };
}

describe('admin dashboard', () => {
  it('counts users, active, trials and plans', async () => {
    renderAdmin();
    const stats = await screen.findByRole('region', { name: 'User statistics' });
    expect(within(stats).getByText('Total Users').parentElement).toHaveTextContent('3');
    expect(within(stats).getByText('Active').parentElement).toHaveTextContent('1');
    expect(within(stats).getByText('Trials').parentElement).toHaveTextContent('2');
    expect(within(stats).getByText('Professional').parentElement).toHaveTextContent('1');
  });

  it('filters the table as the admin types and offers no Delete for admins', async () => {
    const { user } = renderAdmin();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).queryByRole('button', { name: 'Delete Avery Admin' })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Delete Maria Gonzalez' })).toBeInTheDocument();
    expect(within(table).getByText('0 / ∞')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'whitaker');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('Showing 1 of 3 users')).toBeInTheDocument();
  });

  it('keeps Update Password disabled under 6 characters, then updates it', async () => {
    const { user, calls } = renderAdmin({
      'PATCH /api/admin/users/2/password': { body: { success: true, message: 'Password updated' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Change Password for Maria Gonzalez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    const submit = within(dialog).getByRole('button', { name: 'Update Password' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('New Password'), '12345');
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('New Password'), '6');
    expect(submit).toBeEnabled();
    await user.click(submit);
    await expectToast('Password Updated');
    expect(calls.at(-1)).toMatchObject({ method: 'PATCH', body: { newPassword: '123456' } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server message when the password update fails', async () => {
    const { user } = renderAdmin({
      'PATCH /api/admin/users/2/password': { status: 404, body: { code: 'not_found', message: 'User not found' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Change Password for Maria Gonzalez' }));
    await user.type(await screen.findByLabelText('New Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    await expectToast('Error', 'User not found');
  });

  it('needs both plan and status, then updates the subscription and refetches users', async () => {
    const { user, calls } = renderAdmin({
      'PATCH /api/admin/users/2/subscription': { body: { success: true, message: 'Updated' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Subscription for Maria Gonzalez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Subscription' });
    const submit = within(dialog).getByRole('button', { name: 'Update Subscription' });
    await user.selectOptions(within(dialog).getByLabelText('Subscription Plan'), 'enterprise');
    expect(submit).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Subscription Status'), 'active');
    await user.click(submit);
    await expectToast('Subscription Updated');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      subscriptionPlan: 'enterprise',
      subscriptionStatus: 'active',
    });
    expect(calls.filter((c) => c.url === '/api/admin/users')).toHaveLength(2);
  });

  it('deletes a user after confirmation', async () => {
    const { user, calls } = renderAdmin({
      'DELETE /api/admin/users/3': { body: { success: true, message: 'Deleted' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete James Whitaker' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete User' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    await expectToast('User Deleted');
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/admin/users/3')).toBe(true);
  });

  it('shows every field of the user record', async () => {
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'View Details for Maria Gonzalez' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    for (const label of ['ID', 'TREC License Number', 'Sponsoring Broker', 'Trial Ends At', 'Updated At']) {
      expect(within(dialog).getByText(label)).toBeInTheDocument();
    }
    expect(within(dialog).getAllByText('Not specified').length).toBeGreaterThan(0);
  });
});
