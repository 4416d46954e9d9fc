import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { IntakeSummaryPanel } from './components/summary/intake-summary-panel';
import { makeIntake, stats } from './test-fixtures';

describe('Customer Intake tool panel', () => {
  it('shows the counters, the latest five intakes and the way to the full portal', async () => {
    const latest = ['Ana', 'Ben', 'Cy', 'Dee', 'Eva'].map((firstName) => makeIntake({ firstName }));
    const { calls } = mockFetch({
      'GET /api/customer-intakes/stats': { body: stats },
      'GET /api/customer-intakes?limit=5': { body: latest },
    });
    renderWithProviders(<IntakeSummaryPanel />);
    const list = await screen.findByRole('list', { name: 'Latest intakes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getByText('Ana Lopez')).toBeInTheDocument();
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Full Portal' })).toHaveAttribute(
      'href',
      '/customer-intake-dashboard',
    );
    expect(calls.map((c) => c.url)).toContain('/api/customer-intakes?limit=5');
  });

  it('keeps the portal link when the intakes cannot be loaded', async () => {
    mockFetch({});
    renderWithProviders(<IntakeSummaryPanel />);
    expect(await screen.findByText('Unable to load your latest intakes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Full Portal' })).toBeInTheDocument();
  });
});
