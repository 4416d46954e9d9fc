import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUserKey } from '@/lib/auth';
import { makeUser } from '@/test/fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { expectToast, renderWithProviders } from '@/test/render';
import { makeAnalysis } from '../../test-fixtures';
import { ContractAssistantPanel } from '../assistant/contract-assistant-panel';

const contractText = 'THE PARTIES to this contract are Buyer and Seller. '.repeat(4);

function renderPanel(extra: Parameters<typeof mockFetch>[0] = {}) {
  const mock = mockFetch({ 'GET /api/contract-analyses': { body: [] }, ...extra });
  const utils = renderWithProviders(<ContractAssistantPanel />);
  return { ...mock, ...utils, user: userEvent.setup() };
}

describe('contract analysis form', () => {
  it('asks for a type and text before sending anything', async () => {
    const { user, calls } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Analyze Contract' }));
    await expectToast('Missing Information', 'Please select a contract type and provide contract text.');
    await user.selectOptions(screen.getByLabelText('Contract Type'), 'purchase');
    await user.type(screen.getByLabelText('Contract Text'), '   ');
    await user.click(screen.getByRole('button', { name: 'Analyze Contract' }));
    await expectToast('Missing Information', 'Please select a contract type and provide contract text.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('rejects text under 100 characters', async () => {
    const { user, calls } = renderPanel();
    await user.selectOptions(screen.getByLabelText('Contract Type'), 'lease');
    await user.type(screen.getByLabelText('Contract Text'), 'x'.repeat(99));
    await user.click(screen.getByRole('button', { name: 'Analyze Contract' }));
    await expectToast('Contract Too Short', 'Please provide a more complete contract for accurate analysis.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('analyzes, shows the results with evidence, and refreshes usage and lists', async () => {
    const analysis = makeAnalysis({ filename: null });
    const { user, calls, queryClient } = renderPanel({
      'POST /api/contract-analyses': { status: 201, body: analysis },
    });
    queryClient.setQueryData(currentUserKey, makeUser());
    await user.selectOptions(screen.getByLabelText('Contract Type'), 'purchase');
    await user.click(screen.getByLabelText('Contract Text'));
    await user.paste(contractText);
    await user.click(screen.getByRole('button', { name: 'Analyze Contract' }));
    await expectToast('Enhanced Contract Analysis Complete');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      contractType: 'purchase',
      contractText: contractText.trim(),
      filename: null,
    });
    const results = await screen.findByRole('article', { name: 'Analysis results' });
    const risk = within(results).getByRole('region', { name: 'Risk Dashboard' });
    expect(within(risk).getByText('Moderate Risk')).toBeInTheDocument();
    expect(within(risk).getByText('+10 pts')).toBeInTheDocument();
    expect(within(results).getByText('Not the current form version on the Effective Date.')).toBeInTheDocument();
    expect(within(results).getByText('Evidence: ¶3C')).toBeInTheDocument();
    expect(within(results).getByText('“Sales Price (Sum of A and B): $485,000”', { exact: false })).toBeInTheDocument();
    expect(within(results).getByText('Offline engine · bundled Zillow ZHVI as of 2025-06-30')).toBeInTheDocument();
    const urgent = within(results).getByRole('region', { name: 'Urgent Deadlines' });
    expect(within(urgent).getByLabelText('Due within 3 days')).toBeInTheDocument();
    expect(within(urgent).getByText(/waits for the title commitment/)).toBeInTheDocument();
    expect(queryClient.getQueryState(currentUserKey)?.isInvalidated).toBe(true);
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/contract-analyses' && c.method === 'GET')).toHaveLength(2),
    );
  });

  it('uses the §9 fallbacks only for absent fields', async () => {
    const { riskScore: _omit, ...withoutRisk } = makeAnalysis();
    renderPanel({ 'GET /api/contract-analyses': { body: [withoutRisk] } });
    // Opened from the recent-analyses list below the tabs.
    await userEvent.setup().click(await screen.findByRole('button', { name: '1204-elm-st-resale.pdf' }));
    const risk = await screen.findByRole('region', { name: 'Risk Dashboard' });
    expect(within(risk).getByText('25')).toBeInTheDocument();
    expect(within(risk).getByText('Low Risk')).toBeInTheDocument();
  });

  it('shows the plan-limit message from the server', async () => {
    const message = 'You have used all 5 contract analyses of your plan this month.';
    const { user } = renderPanel({
      'POST /api/contract-analyses': { status: 403, body: { code: 'forbidden', message } },
    });
    await user.selectOptions(screen.getByLabelText('Contract Type'), 'purchase');
    await user.click(screen.getByLabelText('Contract Text'));
    await user.paste(contractText);
    await user.click(screen.getByRole('button', { name: 'Analyze Contract' }));
    await expectToast('Analysis Failed', message);
  });

  it('shows the spec text for any other failure', async () => {
    const { user } = renderPanel({
      'POST /api/contract-analyses': { status: 500, body: { code: 'internal', message: 'boom' } },
    });
    await user.selectOptions(screen.getByLabelText('Contract Type'), 'purchase');
    await user.click(screen.getByLabelText('Contract Text'));
    await user.paste(contractText);
    await user.click(screen.getByRole('button', { name: 'Analyze Contract' }));
    await expectToast('Analysis Failed', 'Failed to analyze contract. Please check your input and try again.');
  });
});

describe('PDF upload', () => {
  const pdf = () => new File(['%PDF-1.7'], 'offer.pdf', { type: 'application/pdf' });

  it('sends the file as multipart field "pdf" and fills in the text', async () => {
    const { user, calls } = renderPanel({
      'POST /api/extract-pdf-text': { body: { text: contractText, pages: 9, requiresManualPaste: false } },
    });
    const input = screen.getByLabelText('Upload PDF');
    expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');
    await user.upload(input, pdf());
    await expectToast('PDF Text Extracted');
    const call = calls.find((c) => c.url === '/api/extract-pdf-text');
    expect(call?.init?.body).toBeInstanceOf(FormData);
    expect((call?.init?.body as FormData).get('pdf')).toBeInstanceOf(File);
    expect(call?.init?.headers).toBeUndefined();
    expect(screen.getByLabelText('Contract Text')).toHaveValue(contractText);
    expect(screen.getByText('From offer.pdf')).toBeInTheDocument();
  });

  it('asks for a manual paste when the PDF has no text', async () => {
    const { user } = renderPanel({
      'POST /api/extract-pdf-text': { body: { text: '', pages: 3, requiresManualPaste: true } },
    });
    await user.upload(screen.getByLabelText('Upload PDF'), pdf());
    await expectToast('PDF Uploaded - Action Required');
    expect(screen.getByRole('alert')).toHaveTextContent(/paste it into the Contract Text box/);
  });

  it('reports a failed extraction', async () => {
    const { user } = renderPanel({
      'POST /api/extract-pdf-text': { status: 422, body: { code: 'x', message: 'bad' } },
    });
    await user.upload(screen.getByLabelText('Upload PDF'), pdf());
    await expectToast(
      'PDF Upload Failed',
      'Failed to extract text from PDF. Please try again or copy/paste the text manually.',
    );
  });
});
