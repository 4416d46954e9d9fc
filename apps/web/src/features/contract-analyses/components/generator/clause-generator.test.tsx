import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GenerateClausesResponse } from '@bluebonnet/contracts';
import { mockFetch } from '@/test/fetch-mock';
import { expectToast, renderWithProviders } from '@/test/render';
import { ContractAssistantPanel } from '../assistant/contract-assistant-panel';

const notice =
  'A license holder may add only factual business details to a TREC promulgated form, not legal language. Have an attorney draft these clauses.';
const response: GenerateClausesResponse = {
  clauses: [
    {
      id: 'sale-of-other-property',
      type: "Sale of the buyer's current home (TREC 10-6)",
      clause: 'Use the Addendum for Sale of Other Property by Buyer (TREC 10-6).',
      purpose: 'Protects a buyer who must sell first.',
      placement: 'Addendum',
      negotiability: 'Medium',
      whenToUse: 'The buyer needs the proceeds of a sale.',
      matchedNeeds: ['$6,000 in closing costs', 'sell current home'],
    },
  ],
  notice,
  meta: { engine: 'offline', generatedAt: '2026-11-21T00:00:00Z', sources: [] },
};

async function openGenerator(reply: Parameters<typeof mockFetch>[0][string]) {
  const mock = mockFetch({ 'GET /api/contract-analyses': { body: [] }, 'POST /api/generate-clauses': reply });
  renderWithProviders(<ContractAssistantPanel />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Clause Generator' }));
  return { ...mock, user };
}

describe('clause generator', () => {
  it('sends type, client and needs, and shows the notice before the clauses', async () => {
    const { user, calls } = await openGenerator({ body: response });
    await user.selectOptions(screen.getByLabelText('Client Type'), 'investor');
    await user.type(screen.getByLabelText('Specific Needs'), 'must sell current home first');
    await user.click(screen.getByRole('button', { name: 'Generate Clauses' }));
    expect(await screen.findByRole('note')).toHaveTextContent(notice);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      contractType: 'purchase',
      clientType: 'investor',
      specificNeeds: 'must sell current home first',
    });
    const clauses = screen.getByRole('region', { name: 'Suggested Clauses' });
    expect(within(clauses).getByText('Protects a buyer who must sell first.')).toBeInTheDocument();
    // Headline capitals that leave "Buyer's" and the form number "10-6" as written.
    expect(
      within(clauses).getByRole('heading', { name: "Sale of the Buyer's Current Home (TREC 10-6)" }),
    ).toBeInTheDocument();
    expect(
      within(clauses).getByText('Matches your needs: $6,000 in closing costs, sell current home'),
    ).toBeInTheDocument();
    await user.click(
      within(clauses).getByRole('button', { name: "Copy clause Sale of the Buyer's Current Home (TREC 10-6)" }),
    );
    await expectToast('Copied!');
  });

  it('reports a failure', async () => {
    const { user } = await openGenerator({ status: 503, statusText: 'Service Unavailable' });
    await user.click(screen.getByRole('button', { name: 'Generate Clauses' }));
    await expectToast('Generation Failed');
  });
});
