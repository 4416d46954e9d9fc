import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeIntake } from '@/features/customer-intakes/test-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { expectToast, renderApp, renderWithProviders } from '@/test/render';
import { HomeResearchPage } from './components/research-page';
import { countResearch } from './research-counters';
import { makeProfile, makeSample } from './test-fixtures';

const demoStatus = {
  isLiveDataAvailable: false,
  dataSource: {
    provider: 'demo',
    note: 'Live listings are not connected; these are demo homes built from ZIP data, not real homes for sale.',
  },
};
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

type Handlers = Parameters<typeof mockFetch>[0];

async function renderResearch(profiles = [makeProfile()], handlers: Handlers = {}) {
  const fetch = mockFetch({
    'GET /api/home-research-profiles': { body: profiles },
    'GET /api/real-estate-api-status': { body: demoStatus },
    ...handlers,
  });
  const user = userEvent.setup();
  renderWithProviders(<HomeResearchPage />, { path: '/home-research-dashboard' });
  await screen.findByRole('heading', { level: 1, name: 'Home Research Dashboard' });
  return { user, ...fetch };
}

function counter(label: string) {
  const region = screen.getByRole('region', { name: 'Research counts' });
  return within(region).getByText(label).nextElementSibling?.textContent;
}

describe('Home Research Dashboard', () => {
  it('labels demo data and counts profiles, matches and this week', async () => {
    await renderResearch([
      makeProfile({ totalMatches: 6, activeMatches: 4, lastResearchDate: daysAgo(2) }),
      makeProfile({ researchStatus: 'paused', totalMatches: 3, activeMatches: 1, lastResearchDate: daysAgo(9) }),
      makeProfile({ researchStatus: 'pending' }),
    ]);
    expect(await screen.findByText('Demo Data')).toBeInTheDocument();
    expect(screen.getByText(demoStatus.dataSource.note)).toBeInTheDocument();
    await waitFor(() => expect(counter('Active Profiles')).toBe('1'));
    expect(counter('Total Matches')).toBe('9');
    expect(counter('Active Matches')).toBe('5');
    expect(counter('This Week')).toBe('1');
  });

  it('shows a live badge with the provider when live data is on', async () => {
    await renderResearch([], {
      'GET /api/real-estate-api-status': {
        body: { isLiveDataAvailable: true, dataSource: { provider: 'RentCast', note: '' } },
      },
    });
    expect(await screen.findByText('Live Data · RentCast')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No Research Profiles' })).toBeInTheDocument();
  });

  it('counts This Week over the last 7 days only', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    const at = (iso: string) => makeProfile({ lastResearchDate: iso });
    const counts = countResearch(
      [at('2026-11-14T12:00:00Z'), at('2026-11-14T11:59:59Z'), at('2026-11-21T08:00:00Z'), makeProfile()],
      now,
    );
    expect(counts.thisWeek).toBe(2);
  });

  it('requires a client and a frequency, then creates the profile', async () => {
    const ana = makeIntake({ id: 501 });
    const { user, calls } = await renderResearch([], {
      'GET /api/customer-intakes?limit=500': { body: [ana] },
      'POST /api/home-research-profiles': { status: 201, body: makeProfile() },
    });
    await user.click(screen.getByRole('button', { name: 'Start New Research' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Start New Research' }));
    expect(dialog.getByLabelText('Research Frequency')).toHaveValue('weekly');
    await user.selectOptions(dialog.getByLabelText('Research Frequency'), '');
    await user.click(dialog.getByRole('button', { name: 'Start Research' }));
    expect(dialog.getByLabelText('Client')).toHaveAccessibleDescription('Please select a client.');
    expect(dialog.getByLabelText('Research Frequency')).toHaveAccessibleDescription(
      'Choose a research frequency: daily, weekly, bi-weekly or monthly',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await waitFor(() => expect(dialog.getByLabelText('Client')).toBeEnabled());
    await user.selectOptions(dialog.getByLabelText('Client'), String(ana.id));
    await user.selectOptions(dialog.getByLabelText('Research Frequency'), 'bi-weekly');
    await user.click(dialog.getByRole('button', { name: 'Start Research' }));
    await expectToast('Research Profile Created', 'Bi-weekly home research has started for Ana Lopez.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ customerId: 501, researchFrequency: 'bi-weekly' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the analyses readably, the suggestions with a demo notice, and generates matches', async () => {
    const profile = makeProfile({
      id: 1,
      totalMatches: 1,
      criteriaAnalysis: { budgetMax: 500000, mustHaves: ['Pool', 'Home office'], firstTimeBuyer: true, bedrooms: null },
      marketAnalysis: {
        medianPrice: 512000,
        daysOnMarket: 38,
        outlook: { trend: 'Balanced market' },
        // Stored before the server wrote its keys in words.
        'By ZIP': { '75024 Plano': { valueChange1y: '+1.2 %', 'Typical rent': '$2,450/mo' } },
      },
    });
    const { user, calls } = await renderResearch([profile], {
      'GET /api/home-research-profiles/1/portfolio-samples': { body: [makeSample()] },
      'POST /api/home-research-profiles/1/generate-matches': {
        body: { success: true, message: 'Found 2 new demo matches.', newMatches: 2, totalMatches: 3, demo: true },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'View Details for Ana Lopez' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Research for Ana Lopez' }));
    const value = (label: string) => dialog.getByText(label).nextElementSibling?.textContent;
    expect(value('Budget max')).toBe('$500,000');
    expect(value('First time buyer')).toBe('Yes');
    expect(value('Bedrooms')).toBe('Not specified');
    expect(value('Median price')).toBe('$512,000');
    expect(value('Days on market')).toBe('38');
    // Labels in words, never a key name such as "VALUE CHANGE1Y".
    expect(value('1-year value change')).toBe('+1.2 %');
    expect(value('Typical rent')).toBe('$2,450/mo');
    expect(dialog.getByText('Pool')).toBeInTheDocument();
    expect(dialog.getByText('Balanced market')).toBeInTheDocument();
    expect(dialog.queryByText(/[{}"]/)).not.toBeInTheDocument();

    const property = within(await dialog.findByRole('article', { name: '4120 Bluebonnet Trail' }));
    expect(property.getByText('$485,000')).toBeInTheDocument();
    expect(property.getByText('4 beds · 2.5 baths · 2,450 sqft')).toBeInTheDocument();
    expect(property.getByText('87% match')).toBeInTheDocument();
    expect(property.getByText('Demo listing')).toBeInTheDocument();
    expect(property.getByText('Top-rated Frisco ISD schools')).toBeInTheDocument();
    expect(property.getByText('Under budget by $15,000')).toBeInTheDocument();
    expect(property.queryByText('Large backyard')).not.toBeInTheDocument();
    expect(property.getByText(/Frisco values rose faster/)).toBeInTheDocument();
    expect(dialog.getByRole('note')).toHaveTextContent('They are not real homes for sale.');

    await user.click(dialog.getByRole('button', { name: 'Generate Property Matches' }));
    await expectToast('Demo Matches Generated', 'Found 2 new demo matches.');
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/home-research-profiles/1/portfolio-samples')).toHaveLength(2),
    );
    expect(calls.filter((c) => c.url === '/api/home-research-profiles')).toHaveLength(2);
  });

  it('AI Analysis opens the details on the analysis', async () => {
    const { user } = await renderResearch([makeProfile({ id: 1 })], {
      'GET /api/home-research-profiles/1/portfolio-samples': { body: [] },
    });
    await user.click(await screen.findByRole('button', { name: 'AI Analysis for Ana Lopez' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Research for Ana Lopez' }));
    expect(dialog.getByRole('heading', { name: 'AI Analysis' })).toHaveFocus();
    expect(dialog.getAllByText('Not available yet: it appears after the first research run.')).toHaveLength(2);
    expect(await dialog.findByText(/No property suggestions yet/)).toBeInTheDocument();
  });

  it('is the page at /home-research-dashboard for a signed-in realtor', async () => {
    mockFetch({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/home-research-profiles': { body: [] },
      'GET /api/real-estate-api-status': { body: demoStatus },
    });
    renderApp('/home-research-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home Research Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No Research Profiles' })).toBeInTheDocument();
  });
});
