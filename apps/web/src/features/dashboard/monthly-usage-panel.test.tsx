import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UNLIMITED_ANALYSES } from '@bluebonnet/domain';
import { MonthlyUsagePanel, type UsageUser } from './components/monthly-usage-panel';

const now = new Date('2026-11-21T12:00:00Z');

function renderUsage(overrides: Partial<UsageUser>) {
  const user: UsageUser = {
    subscriptionPlan: 'starter',
    subscriptionStatus: 'active',
    monthlyContractAnalysisCount: 0,
    monthlyContractAnalysisLimit: 5,
    trialEndsAt: null,
    ...overrides,
  };
  return render(<MonthlyUsagePanel user={user} now={now} />);
}

describe('Monthly Usage panel', () => {
  it.each([3, 5])('starter at %i used shows "n / 5" and no trial message', (used) => {
    renderUsage({ subscriptionPlan: 'starter', monthlyContractAnalysisCount: used });
    expect(screen.getByText(`${used} / 5`)).toBeInTheDocument();
    expect(screen.getByText('Starter')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Contract analyses used this month' })).toHaveAttribute(
      'aria-valuenow',
      String(used * 20),
    );
    expect(screen.getByText(`${5 - used} remaining this month.`)).toBeInTheDocument();
    expect(screen.queryByText('Trial Plan')).not.toBeInTheDocument();
    expect(screen.queryByText(/in your trial|Trial limit reached/)).not.toBeInTheDocument();
  });

  it.each([3, 5])('professional at %i used shows infinity and no bar', (used) => {
    renderUsage({
      subscriptionPlan: 'professional',
      monthlyContractAnalysisCount: used,
      monthlyContractAnalysisLimit: UNLIMITED_ANALYSES,
    });
    expect(screen.getByText(`${used} / ∞`)).toBeInTheDocument();
    expect(screen.getByText('Unlimited contract analyses on your plan.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('test plan at 3 used warns how many analyses remain', () => {
    renderUsage({ subscriptionPlan: 'test', subscriptionStatus: 'trial', monthlyContractAnalysisCount: 3 });
    expect(screen.getByText('Trial Plan')).toBeInTheDocument();
    expect(screen.getByText('3 / 5')).toBeInTheDocument();
    expect(screen.getByText('2 contract analyses remaining in your trial.')).toBeInTheDocument();
  });

  it('test plan at 5 used says the trial limit is reached', () => {
    renderUsage({ subscriptionPlan: 'test', subscriptionStatus: 'trial', monthlyContractAnalysisCount: 5 });
    expect(screen.getByText('5 / 5')).toBeInTheDocument();
    expect(screen.getByText('Trial limit reached. Upgrade to continue using contract analysis.')).toBeInTheDocument();
  });

  it('shows whole trial days left, rounded up, while on a trial', () => {
    renderUsage({ subscriptionStatus: 'trial', trialEndsAt: '2026-11-22T13:00:00Z' });
    expect(screen.getByText('2 days left in your free trial')).toBeInTheDocument();
  });
});
