import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MarketInsightsResponse } from '@bluebonnet/contracts';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ContractAssistantPanel } from '../assistant/contract-assistant-panel';

const response: MarketInsightsResponse = {
  area: 'Plano, TX',
  zip: '75024',
  figures: [{ label: 'Typical home value', value: '$512,000', asOf: '2025-06-30' }],
  insights: ['Values are up 2.4% over the year.'],
  meta: {
    engine: 'offline',
    generatedAt: '2026-11-21T00:00:00Z',
    sources: [{ name: 'Zillow ZHVI', kind: 'bundled', asOf: '2025-06-30' }],
  },
};

describe('market insights', () => {
  it('asks for an area and shows figures with their date and source', async () => {
    const { calls } = mockFetch({
      'GET /api/contract-analyses': { body: [] },
      'POST /api/contract-market-insights': { body: response },
    });
    renderWithProviders(<ContractAssistantPanel />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Market Insights' }));
    await user.type(screen.getByLabelText('Area (ZIP or city)'), '75024');
    await user.click(screen.getByRole('button', { name: 'Get Market Insights' }));
    expect(await screen.findByText('$512,000')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ area: '75024' });
    expect(screen.getByText('as of 2025-06-30')).toBeInTheDocument();
    expect(screen.getByText('Bundled · Zillow ZHVI · as of 2025-06-30')).toBeInTheDocument();
  });
});
