import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompareContractsResponse } from '@bluebonnet/contracts';
import { mockFetch } from '@/test/fetch-mock';
import { expectToast, renderWithProviders } from '@/test/render';
import { makeAnalysis } from '../../test-fixtures';
import { ContractAssistantPanel } from '../assistant/contract-assistant-panel';

const result: CompareContractsResponse = {
  labelA: 'Our offer',
  labelB: 'Counteroffer',
  summary: 'The counteroffer raises the price and shortens the option period.',
  differences: [
    {
      category: 'money',
      term: 'Sales price',
      a: '$485,000',
      b: '$499,000',
      difference: '+$14,000',
      favours: 'a',
      significance: 'high',
      evidenceA: { paragraph: '3C', quote: '$485,000' },
      evidenceB: { paragraph: '3C', quote: '$499,000' },
    },
    {
      category: 'dates',
      term: 'Option period',
      a: '10 days',
      b: '5 days',
      difference: '5 days shorter',
      favours: 'b',
      significance: 'medium',
      evidenceA: null,
      evidenceB: null,
    },
  ],
  same: ['Closing date'],
  riskA: 20,
  riskB: 45,
  meta: { engine: 'offline', generatedAt: '2026-11-21T00:00:00Z', sources: [] },
};

describe('contract comparison', () => {
  it('compares a saved analysis with pasted text and groups the differences', async () => {
    const { calls } = mockFetch({
      'GET /api/contract-analyses': { body: [makeAnalysis({ id: 4, filename: 'offer.pdf' })] },
      'POST /api/contract-comparisons': { body: result },
    });
    renderWithProviders(<ContractAssistantPanel />);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'offer.pdf' }); // analyses loaded
    await user.click(screen.getByRole('tab', { name: 'Comparison' }));
    const compare = screen.getByRole('button', { name: 'Compare Contracts' });
    expect(compare).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Contract A saved analysis'), '4');
    await user.type(screen.getByLabelText('Contract A label (optional)'), 'Our offer');
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Contract B source' })).getByLabelText('Paste text'),
    );
    await user.click(screen.getByLabelText('Contract B text'));
    await user.paste('B'.repeat(120));
    await user.click(compare);
    await expectToast('Comparison Complete');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      contractA: { analysisId: 4, label: 'Our offer' },
      contractB: { text: 'B'.repeat(120) },
    });
    const money = screen.getByRole('table', { name: 'Money' });
    expect(within(money).getByText('$499,000')).toBeInTheDocument();
    expect(within(money).getAllByText('Our offer').length).toBeGreaterThan(0);
    expect(screen.getByRole('table', { name: 'Dates' })).toHaveTextContent('Counteroffer');
    expect(screen.queryByRole('table', { name: 'Parties' })).not.toBeInTheDocument();
    expect(screen.getByText('Closing date')).toBeInTheDocument();
  });

  it('reports a failure', async () => {
    mockFetch({
      'GET /api/contract-analyses': { body: [] },
      'POST /api/contract-comparisons': { status: 500, body: 'Internal Server Error' },
    });
    renderWithProviders(<ContractAssistantPanel />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Comparison' }));
    await user.click(screen.getByLabelText('Contract A text'));
    await user.paste('A'.repeat(100));
    await user.click(screen.getByLabelText('Contract B text'));
    await user.paste('B'.repeat(100));
    await user.click(screen.getByRole('button', { name: 'Compare Contracts' }));
    await expectToast('Comparison Failed');
  });
});
