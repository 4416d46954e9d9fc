import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@bluebonnet/contracts';
import { makeUser } from '@/test/fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { DashboardHeader } from './components/dashboard-header';

const checked = '2026-11-21T09:00:00.000Z';

function renderHeader(overrides: Partial<User>) {
  mockFetch({});
  const user = makeUser({ firstName: 'Maria', trecLicenseNumber: '0654321', ...overrides });
  renderWithProviders(<DashboardHeader user={user} selected="overview" />, { path: '/realtor-dashboard' });
  return screen.getByRole('banner');
}

describe('the license beside the welcome', () => {
  it('shows a verified badge with the license type when the license is active', () => {
    const header = renderHeader({ licenseCheckedAt: checked, licenseStanding: 'active', licenseType: 'Sales Agent' });
    expect(header).toHaveTextContent('Welcome, Maria');
    expect(screen.getByText('TREC verified · Sales Agent')).toHaveClass('bg-emerald-50');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says the number was not found in TREC’s data', () => {
    renderHeader({ licenseCheckedAt: checked, licenseStanding: null });
    expect(screen.getByRole('note')).toHaveTextContent("License 0654321 not found in TREC's data");
    expect(screen.queryByText(/TREC verified/)).not.toBeInTheDocument();
  });

  it('says an inactive license cannot be used for brokerage until it is active', () => {
    renderHeader({ licenseCheckedAt: checked, licenseStanding: 'inactive', licenseStatus: 'Inactive' });
    expect(screen.getByRole('note')).toHaveTextContent(
      'Your TREC license is inactive: you cannot conduct brokerage until it is active',
    );
  });

  it('says the same of an expired license', () => {
    renderHeader({ licenseCheckedAt: checked, licenseStanding: 'expired', licenseStatus: 'Expired' });
    expect(screen.getByRole('note')).toHaveTextContent('Your TREC license is expired');
  });

  it('shows nothing before the number has been checked', () => {
    renderHeader({ licenseCheckedAt: null, licenseStanding: null });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByText(/TREC verified/)).not.toBeInTheDocument();
  });
});
