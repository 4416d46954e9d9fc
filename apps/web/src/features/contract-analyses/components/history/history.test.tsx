import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { makeAnalysis } from '../../test-fixtures';
import { ContractAssistantPanel } from '../assistant/contract-assistant-panel';

const longSummary = `${'A'.repeat(150)}BEYOND THE CUT`;
const market = makeAnalysis().marketComparison;
const analyses = [
  makeAnalysis({ id: 1, filename: 'elm.pdf', riskScore: 15, aiAnalysis: longSummary }),
  makeAnalysis({
    id: 2,
    filename: 'oak-lease.pdf',
    contractType: 'lease',
    riskScore: 35,
    marketComparison: { ...market, propertyAddress: '77 Oak Ave, Frisco, TX 75034' },
  }),
  makeAnalysis({ id: 3, filename: 'cedar.pdf', contractType: 'listing', riskScore: 55 }),
  makeAnalysis({ id: 4, filename: 'pine.pdf', riskScore: 75 }),
  makeAnalysis({ id: 5, filename: 'maple.pdf', riskScore: 95 }),
];

async function renderHistory() {
  mockFetch({ 'GET /api/contract-analyses': { body: analyses } });
  renderWithProviders(<ContractAssistantPanel />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'History' }));
  const list = await screen.findByRole('list', { name: 'Contract history' });
  const titles = () =>
    within(list)
      .queryAllByRole('button')
      .map((b) => b.getAttribute('aria-label')?.replace('Open analysis: ', ''));
  return { user, titles };
}

describe('contract history', () => {
  it('cuts card summaries at 150 characters', async () => {
    await renderHistory();
    expect(screen.getByText(`${'A'.repeat(150)}...`)).toBeInTheDocument();
    expect(screen.queryByText(/BEYOND THE CUT/)).not.toBeInTheDocument();
  });

  it('searches file name, summary, address and type', async () => {
    const { user, titles } = await renderHistory();
    const search = screen.getByLabelText('Search Contracts');
    await user.type(search, 'frisco');
    expect(titles()).toEqual(['oak-lease.pdf']);
    await user.clear(search);
    await user.type(search, 'listing');
    expect(titles()).toEqual(['cedar.pdf']);
    await user.clear(search);
    await user.type(search, 'beyond the cut');
    expect(titles()).toEqual(['elm.pdf']);
  });

  it('filters by type and by health band, including the grouped filters', async () => {
    const { user, titles } = await renderHistory();
    await user.selectOptions(screen.getByLabelText('Type Filter'), 'lease');
    expect(titles()).toEqual(['oak-lease.pdf']);
    await user.selectOptions(screen.getByLabelText('Type Filter'), 'all');
    const status = screen.getByLabelText('Status Filter');
    await user.selectOptions(status, 'healthy');
    expect(titles()).toEqual(['elm.pdf', 'oak-lease.pdf']);
    await user.selectOptions(status, 'needs-attention');
    expect(titles()).toEqual(['pine.pdf', 'maple.pdf']);
    await user.selectOptions(status, 'moderate');
    expect(titles()).toEqual(['cedar.pdf']);
    await user.selectOptions(status, 'critical');
    expect(titles()).toEqual(['maple.pdf']);
    expect(screen.getByText('Showing 1 of 5 contracts')).toBeInTheDocument();
  });

  it('opens a card in the analysis tab', async () => {
    const { user } = await renderHistory();
    await user.click(screen.getByRole('button', { name: 'Open analysis: cedar.pdf' }));
    expect(screen.getByRole('tab', { name: 'Analysis' })).toHaveAttribute('aria-selected', 'true');
    const results = screen.getByRole('article', { name: 'Analysis results' });
    // Focus moves to the opened analysis so keyboard and screen-reader users land on it.
    expect(within(results).getByRole('heading', { name: 'cedar.pdf' })).toHaveFocus();
  });
});
