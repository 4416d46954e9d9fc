import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { healthMessages } from '@bluebonnet/domain';
import { mockFetch, unauthorized } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { renderApp, renderWithProviders } from '@/test/render';
import { SELECTED_CONTRACT_KEY, STATUS_FILTER_KEY } from '../../session-keys';
import { makeAnalysis, makeHealthRecord } from '../../test-fixtures';
import { ContractHealthPanel } from './contract-health-panel';

const records = [
  makeHealthRecord({ id: 1, overallRiskScore: 12 }),
  makeHealthRecord({ id: 2, overallRiskScore: 38, contractType: 'residential_lease', propertyAddress: null }),
  makeHealthRecord({ id: 3, overallRiskScore: 55 }),
  makeHealthRecord({ id: 4, overallRiskScore: 70 }),
  makeHealthRecord({ id: 5, overallRiskScore: 92 }),
];

function renderRing(reply: Parameters<typeof mockFetch>[0][string]) {
  mockFetch({ 'GET /api/contract-health': reply });
  const utils = renderWithProviders(<ContractHealthPanel />, { path: '/realtor-dashboard' });
  return { ...utils, user: userEvent.setup() };
}

afterEach(() => sessionStorage.clear());

describe('Contract Health Mood Ring', () => {
  it('draws one ring per contract with its band colour, fill and message', async () => {
    renderRing({ body: records });
    const rings = await screen.findByRole('list', { name: 'Contract health rings' });
    const cards = within(rings).getAllByRole('listitem');
    expect(cards.map((c) => c.dataset.band)).toEqual(['excellent', 'good', 'moderate', 'concerning', 'critical']);
    expect(within(cards[0]!).getByText(healthMessages.excellent)).toBeInTheDocument();
    expect(within(cards[4]!).getByText('Urgent action required! Critical issues detected.')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('RESIDENTIAL LEASE')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('55%')).toBeInTheDocument();
    expect(cards[0]!.querySelector('.motion-safe\\:animate-pulse')).not.toBeNull();
  });

  it('counts the tiles and hands a status filter to the Contract Assistant', async () => {
    const { user, router } = renderRing({ body: records });
    const tile = await screen.findByRole('button', { name: 'Needs Attention 2' });
    expect(screen.getByRole('button', { name: 'Total 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Healthy 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Moderate Risk 1' })).toBeInTheDocument();
    await user.click(tile);
    expect(sessionStorage.getItem(STATUS_FILTER_KEY)).toBe('needs-attention');
    expect(router.state.location.search).toBe('?tool=contract-assistance');
  });

  it('hands the picked contract to the Contract Assistant', async () => {
    const { user, router } = renderRing({ body: records });
    await user.click(await screen.findByRole('button', { name: /contract #3/ }));
    expect(sessionStorage.getItem(SELECTED_CONTRACT_KEY)).toBe('3');
    expect(router.state.location.search).toBe('?tool=contract-assistance');
  });

  it('shows the risk band guide', async () => {
    renderRing({ body: records });
    const guide = await screen.findByRole('region', { name: 'Risk Band Guide' });
    expect(within(guide).getByText('0-20%')).toBeInTheDocument();
    expect(within(guide).getByText('81-100%')).toBeInTheDocument();
  });

  it('shows the error state', async () => {
    renderRing({ status: 500, body: { code: 'internal', message: 'x' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load contract health data');
    expect(alert).toHaveTextContent('Please check your connection and try again');
  });

  it('treats 401 as no contracts and offers to start an analysis', async () => {
    const { user, router } = renderRing(unauthorized);
    await user.click(await screen.findByRole('button', { name: 'Start Contract Analysis' }));
    expect(router.state.location.search).toBe('?tool=contract-assistance');
  });
});

describe('Mood Ring inside the dashboard', () => {
  it('opens the Contract Assistant on the history tab with the ring’s contract highlighted', async () => {
    mockFetch({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/contract-health': { body: [makeHealthRecord({ id: 4, overallRiskScore: 70 })] },
      'GET /api/contract-analyses': { body: [makeAnalysis({ id: 4, filename: 'pine.pdf', riskScore: 70 })] },
    });
    renderApp('/realtor-dashboard?tool=contract-health');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /contract #4/ }));
    expect(await screen.findByRole('heading', { name: 'Contract Assistant' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Open analysis: pine.pdf' })).toHaveAttribute(
      'data-highlighted',
      'true',
    );
  });
});
