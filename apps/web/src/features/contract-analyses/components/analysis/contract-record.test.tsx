import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@bluebonnet/contracts';
import { describe, expect, it } from 'vitest';
import { currentUserKey } from '@/lib/auth';
import { makeUser } from '@/test/fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { expectToast, renderWithProviders } from '@/test/render';
import { makeAnalysis } from '../../test-fixtures';
import { ContractAssistantPanel } from '../assistant/contract-assistant-panel';

const contractText = 'THE PARTIES to this contract are Buyer and Seller. '.repeat(4);
const message =
  'This looks like Purchase contract #2 for 4512 Elm Grove Ln (analysed November 20, 2026). Update it or save as a new contract.';
const conflict = {
  status: 409,
  body: {
    code: 'conflict',
    message,
    existing: {
      id: 12,
      number: 2,
      title: 'Purchase contract #2',
      contractType: 'purchase',
      filename: null,
      propertyAddress: '4512 Elm Grove Ln, Plano, TX 75024',
      version: 1,
      analysedAt: '2026-11-20T15:00:00.000Z',
    },
  },
};
const updated = makeAnalysis({
  id: 12,
  number: 2,
  filename: null,
  version: 2,
  analysedAt: '2026-11-24T15:00:00.000Z',
  versions: [{ version: 1, analysedAt: '2026-11-20T15:00:00.000Z', riskScore: 48, complianceScore: 70 }],
});

function renderPanel(user: User | null, handlers: Parameters<typeof mockFetch>[0] = {}) {
  const mock = mockFetch({
    'GET /api/contract-analyses': { body: [] },
    'GET /api/auth/user': user ? { body: user } : { status: 401, body: { code: 'unauthorized', message: 'x' } },
    ...handlers,
  });
  return { ...mock, ...renderWithProviders(<ContractAssistantPanel />), user: userEvent.setup() };
}

async function analyse(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Contract Type'), 'purchase');
  await user.click(screen.getByLabelText('Contract Text'));
  await user.paste(contractText);
  await user.click(screen.getByRole('button', { name: /Analyze Contract/ }));
}

describe('a contract already on file', () => {
  /** 409 for the first try, then the record the chosen mode makes. */
  const answers = (init: RequestInit | undefined) => {
    const body = JSON.parse(String(init?.body)) as { mode?: string };
    if (body.mode === 'update') return { status: 201, body: updated };
    if (body.mode === 'new') return { status: 201, body: makeAnalysis({ id: 13, number: 3, filename: null }) };
    return conflict;
  };

  it('names the record and updates it on "Update existing record"', async () => {
    const { user, calls } = renderPanel(makeUser({ monthlyContractAnalysisCount: 2 }), {
      'POST /api/contract-analyses': answers,
    });
    await analyse(user);
    const choice = await screen.findByRole('alert');
    expect(choice).toHaveTextContent(message);
    expect(choice).toHaveTextContent('Either choice uses one analysis from this month’s allowance.');
    await user.click(within(choice).getByRole('button', { name: 'Update existing record' }));
    await expectToast(
      'Contract Record Updated',
      'Purchase contract #2 is now version 2. Ticked action items stay ticked.',
    );
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.body);
    expect(posts).toEqual([
      { contractType: 'purchase', contractText: contractText.trim(), filename: null },
      { contractType: 'purchase', contractText: contractText.trim(), filename: null, mode: 'update', updateId: 12 },
    ]);
    const results = await screen.findByRole('article', { name: 'Analysis results' });
    expect(within(results).getByRole('heading', { name: 'Purchase contract #2' })).toBeInTheDocument();
    expect(within(results).getByText('Version 2 · updated Nov 24, 2026')).toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('saves a new contract on "Save as new contract"', async () => {
    const { user, calls } = renderPanel(
      makeUser({ subscriptionPlan: 'professional', monthlyContractAnalysisLimit: 999999 }),
      {
        'POST /api/contract-analyses': answers,
      },
    );
    await analyse(user);
    const choice = await screen.findByRole('alert');
    expect(choice).not.toHaveTextContent('allowance'); // unlimited: nothing is used up
    await user.click(within(choice).getByRole('button', { name: 'Save as new contract' }));
    await expectToast('Enhanced Contract Analysis Complete');
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({ mode: 'new' });
    expect(await screen.findByRole('heading', { name: 'Purchase contract #3' })).toBeInTheDocument();
  });

  it('drops the choice when the text changes', async () => {
    const { user } = renderPanel(null, { 'POST /api/contract-analyses': answers });
    await analyse(user);
    await screen.findByRole('alert');
    await user.type(screen.getByLabelText('Contract Text'), ' Amended.');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});

describe('the analysis version', () => {
  it('shows "Version N · updated <date>" and the earlier versions’ dates and risk scores', async () => {
    const third = makeAnalysis({
      version: 3,
      analysedAt: '2026-11-28T15:00:00.000Z',
      versions: [
        { version: 2, analysedAt: '2026-11-24T15:00:00.000Z', riskScore: 41, complianceScore: 72 },
        { version: 1, analysedAt: '2026-11-20T15:00:00.000Z', riskScore: 55, complianceScore: 60 },
      ],
    });
    const { user } = renderPanel(null, { 'GET /api/contract-analyses': { body: [third] } });
    await user.click(await screen.findByRole('button', { name: '1204-elm-st-resale.pdf' }));
    const results = await screen.findByRole('article', { name: 'Analysis results' });
    expect(within(results).getByText('Version 3 · updated Nov 28, 2026')).toBeInTheDocument();
    await user.click(within(results).getByText('Earlier versions (2)'));
    const earlier = within(results).getByRole('list', { name: 'Earlier versions' });
    expect(
      within(earlier)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Version 2 · analyzed Nov 24, 2026 · risk score 41/100',
      'Version 1 · analyzed Nov 20, 2026 · risk score 55/100',
    ]);
  });

  it('shows when a first analysis was made, with no version line', async () => {
    const { user } = renderPanel(null, { 'GET /api/contract-analyses': { body: [makeAnalysis()] } });
    await user.click(await screen.findByRole('button', { name: '1204-elm-st-resale.pdf' }));
    const results = await screen.findByRole('article', { name: 'Analysis results' });
    expect(within(results).getByText(/^Analyzed /)).toBeInTheDocument();
    expect(within(results).queryByText(/^Version/)).not.toBeInTheDocument();
  });
});

describe('the plan limit beside the Analyze button', () => {
  const analyzeButton = () => screen.getByRole('button', { name: /Analyze Contract/ });

  it('turns the button off when the month’s analyses are used up', async () => {
    renderPanel(makeUser({ subscriptionPlan: 'starter', monthlyContractAnalysisCount: 5 }));
    expect(await screen.findByText('5 of 5 analyses used this month — upgrade to continue')).toBeInTheDocument();
    expect(analyzeButton()).toBeDisabled();
    expect(analyzeButton()).toHaveAccessibleDescription('5 of 5 analyses used this month — upgrade to continue');
  });

  it('uses the trial wording on the trial plan', async () => {
    renderPanel(makeUser({ subscriptionPlan: 'test', monthlyContractAnalysisCount: 5 }));
    expect(
      await screen.findByText('Trial limit reached. Upgrade to continue using contract analysis.'),
    ).toBeInTheDocument();
    expect(analyzeButton()).toBeDisabled();
  });

  it('counts the analyses used while some are left', async () => {
    renderPanel(makeUser({ subscriptionPlan: 'starter', monthlyContractAnalysisCount: 3 }));
    expect(await screen.findByText('3 of 5 analyses used this month')).toBeInTheDocument();
    expect(analyzeButton()).toBeEnabled();
  });

  it('says nothing on an unlimited plan', async () => {
    const { queryClient } = renderPanel(
      makeUser({
        subscriptionPlan: 'professional',
        monthlyContractAnalysisLimit: 999999,
        monthlyContractAnalysisCount: 40,
      }),
    );
    await screen.findByRole('button', { name: /Analyze Contract/ });
    await waitFor(() => expect(queryClient.getQueryData(currentUserKey)).toBeTruthy());
    expect(screen.queryByText(/analyses used this month/)).not.toBeInTheDocument();
    expect(analyzeButton()).toBeEnabled();
  });
});
