import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectToast } from '@/test/render';
import { makeAnalysis, makeIntake, makePackage } from './test-fixtures';
import { findCard, LIST_URL, renderPortal } from './test-render';

const ana = makeIntake({ id: 501 });
const ANALYZE = 'POST /api/customer-intakes/501/analyze';
const EDUCATION = 'POST /api/customer-intakes/501/education-materials';

async function openAnalysis(handlers: Parameters<typeof renderPortal>[1] = {}) {
  const utils = await renderPortal([ana], { [ANALYZE]: { body: makeAnalysis() }, ...handlers });
  const card = await findCard('Ana Lopez');
  await utils.user.click(card.getByRole('button', { name: 'AI Analyze Ana Lopez' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'AI Client Analysis: Ana Lopez' }));
  return { ...utils, dialog };
}

describe('AI client analysis', () => {
  it('shows score, urgency, profile, insights, actions, market match, factors and the engine', async () => {
    const { dialog, calls } = await openAnalysis();
    await expectToast('AI Analysis Complete');
    expect(dialog.getByText('78%')).toBeInTheDocument();
    expect(dialog.getByRole('progressbar', { name: 'Conversion score' })).toHaveAttribute('aria-valuenow', '78');
    expect(dialog.getByText('High Urgency')).toBeInTheDocument();
    expect(dialog.getByText(/First-time buyer, pre-approved/)).toBeInTheDocument();
    expect(dialog.getByText(/make this a ready buyer/)).toBeInTheDocument();

    const actions = within(dialog.getByRole('heading', { name: 'Recommended Actions' }).parentElement!);
    const first = within(actions.getAllByRole('listitem')[0]!);
    expect(first.getByText('Call within 24 hours')).toBeInTheDocument();
    expect(first.getByText('High Priority')).toBeInTheDocument();
    expect(first.getByText('Within 24 hours')).toBeInTheDocument();
    expect(first.getByText('Ready buyers choose the first agent who calls.')).toBeInTheDocument();

    expect(dialog.getByRole('progressbar', { name: 'Market match likelihood' })).toHaveAttribute('aria-valuenow', '64');
    expect(dialog.getByText('Homes in Frisco under $500K are scarce but available.')).toBeInTheDocument();
    expect(dialog.getByText('Low inventory under $500K')).toBeInTheDocument();
    expect(dialog.getByText('New construction incentives')).toBeInTheDocument();

    expect(dialog.getByText('+20 points')).toBeInTheDocument();
    expect(dialog.getByText('−5 points')).toBeInTheDocument();
    expect(
      dialog.getByText('Made by the offline engine · Data: bundled DFW market snapshot as of 2026-09-30'),
    ).toBeInTheDocument();
    // The list reloads with the stored analysis.
    await waitFor(() => expect(calls.filter((c) => c.url === LIST_URL)).toHaveLength(2));
  });

  it('leaves the market match out when there is none', async () => {
    const { dialog } = await openAnalysis({ [ANALYZE]: { body: makeAnalysis({ marketMatch: null }) } });
    expect(dialog.queryByRole('heading', { name: 'Market Match' })).not.toBeInTheDocument();
    expect(dialog.getByRole('heading', { name: 'Education Materials' })).toBeInTheDocument();
  });

  it('says when the analysis failed', async () => {
    const { user } = await renderPortal([ana], { [ANALYZE]: { status: 500, body: '' } });
    const card = await findCard('Ana Lopez');
    await user.click(card.getByRole('button', { name: 'AI Analyze Ana Lopez' }));
    await expectToast('Analysis Failed', 'Failed to generate client analysis');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('education materials', () => {
  it('generates the email package', async () => {
    const { dialog, user, calls } = await openAnalysis({ [EDUCATION]: { body: makePackage() } });
    await user.click(dialog.getByRole('button', { name: 'Generate Email Package' }));
    await expectToast('Email Package Ready', '2 education materials for Ana Lopez.');
    expect(calls.filter((c) => c.url.endsWith('/education-materials'))).toHaveLength(1);
  });

  it('previews the materials, generating them first when needed', async () => {
    const { dialog, user, calls } = await openAnalysis({ [EDUCATION]: { body: makePackage() } });
    await user.click(dialog.getByRole('button', { name: 'Preview Materials' }));
    const preview = within(await screen.findByRole('dialog', { name: 'Education Materials for Ana Lopez' }));
    expect(preview.getByText('Subject: Your first-time buyer guide, Ana')).toBeInTheDocument();
    expect(preview.getByRole('heading', { name: 'Understanding Earnest Money' })).toBeInTheDocument();
    expect(preview.getByText('Pay the option fee and inspect early.')).toBeInTheDocument();
    // Each topic badge is in words, never the stored key ('buying-process').
    expect(preview.getByText('Buying Process')).toBeInTheDocument();
    expect(preview.getByText('Inspections')).toBeInTheDocument();
    expect(preview.queryByText('buying-process')).not.toBeInTheDocument();
    expect(preview.getByText(/Here is your guide to buying a first home in Texas/)).toBeInTheDocument();
    await expectToast('Preview Opened');
    expect(calls.filter((c) => c.url.endsWith('/education-materials'))).toHaveLength(1);
  });

  it('copies the email template to the clipboard', async () => {
    const { dialog, user } = await openAnalysis({ [EDUCATION]: { body: makePackage() } });
    await user.click(dialog.getByRole('button', { name: 'Copy Template' }));
    await expectToast('Copied to Clipboard');
    expect(await navigator.clipboard.readText()).toBe(
      'Subject: Your first-time buyer guide, Ana\n\nHi Ana,\n\nHere is your guide to buying a first home in Texas.\n\nThe Bluebonnet Team',
    );
  });

  it('says when the clipboard refuses', async () => {
    const { dialog, user } = await openAnalysis({ [EDUCATION]: { body: makePackage() } });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(dialog.getByRole('button', { name: 'Copy Template' }));
    await expectToast('Copy Failed', 'Unable to copy template to clipboard.');
  });

  it('names the failing action when the package cannot be made', async () => {
    const { dialog, user } = await openAnalysis({ [EDUCATION]: { status: 500, body: '' } });
    await user.click(dialog.getByRole('button', { name: 'Generate Email Package' }));
    await expectToast('Generation Failed', 'Unable to generate education materials. Please try again.');
    await user.click(dialog.getByRole('button', { name: 'Preview Materials' }));
    await expectToast('Preview Failed', 'Unable to preview education materials.');
  });

  it('sends the package by email and shows the server message plainly', async () => {
    const message = 'Email is not set up on this server, so nothing was sent: it is in the outbox.';
    const { dialog, user, calls } = await openAnalysis({
      'POST /api/customer-intakes/501/education-materials/send': {
        body: { success: true, status: 'outbox', message },
      },
    });
    await user.click(dialog.getByRole('button', { name: 'Send by Email' }));
    expect(await dialog.findByText(message)).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/send'))?.body).toEqual({});
  });
});
