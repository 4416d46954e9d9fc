import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MockReply } from '@/test/fetch-mock';
import { expectToast } from '@/test/render';
import { contactsUrl, DRAFT_URL, makeContact, makeResult } from './test-fixtures';
import { generate, renderPanel } from './test-render';

const postBody = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'POST' && c.url === '/api/ai-client-communication').map((c) => c.body);

describe('AI Client Communication form', () => {
  it('offers the spec option lists by label and says what is missing (spec §5)', async () => {
    const { user, calls } = await renderPanel();
    const type = screen.getByLabelText('Communication Type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Email', 'Text message (SMS)', 'Call script', 'Follow-up', 'Thank-you note']);
    expect(screen.getByLabelText('Client Type')).toHaveDisplayValue('Buyer');
    expect(screen.getByRole('radio', { name: 'Normal' })).toBeChecked();

    await user.type(screen.getByLabelText('Client Name'), 'Ana Lopez');
    await user.click(screen.getByRole('button', { name: 'Generate Communication' }));
    await expectToast('Missing Information', 'Please enter client name and context.');
    expect(postBody(calls)).toEqual([]);
  }, 15_000);

  it('sends the form, disables the button while generating, and shows the four tabs', async () => {
    let release: (reply: MockReply) => void = () => {};
    const { user, calls } = await renderPanel({
      [DRAFT_URL]: () => new Promise<MockReply>((resolve) => (release = resolve)),
    });
    await user.type(screen.getByLabelText('Client Name'), 'Ana Lopez');
    await user.type(screen.getByLabelText('Context'), 'Toured 1200 Elm St on Saturday.');
    await user.selectOptions(screen.getByLabelText('Tone'), 'friendly');
    await user.click(screen.getByRole('radio', { name: 'High' }));
    await user.click(screen.getByRole('button', { name: 'Generate Communication' }));
    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(postBody(calls)).toEqual([
      {
        clientName: 'Ana Lopez',
        clientType: 'buyer',
        context: 'Toured 1200 Elm St on Saturday.',
        communicationType: 'email',
        tone: 'friendly',
        urgency: 'high',
      },
    ]);
    release({ body: makeResult() });

    const tabs = within(await screen.findByRole('tablist', { name: 'Drafts' }));
    expect(tabs.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Primary',
      'Alternative',
      'Follow-up',
      'Templates',
    ]);
    expect(screen.getByLabelText('Subject')).toHaveValue('Following up on 1200 Elm St');
    expect(screen.getByLabelText('Primary message')).toHaveValue(makeResult().primaryContent);
    expect(screen.getByText('Written by: Offline engine')).toBeInTheDocument();

    await user.click(tabs.getByRole('tab', { name: 'Alternative' }));
    expect(screen.getByLabelText('Alternative message')).toHaveValue(makeResult().alternativeContent);

    await user.click(tabs.getByRole('tab', { name: 'Follow-up' }));
    const followUps = within(screen.getByRole('list', { name: 'Follow-up drafts' }));
    expect(followUps.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'After 24 hours',
      'After 3 days',
      'After 1 week',
    ]);
    expect(followUps.getByText('Send on March 6, 2026')).toBeInTheDocument();
    expect(followUps.getByText('Send on March 12, 2026')).toBeInTheDocument();
  }, 15_000);

  it('highlights unfilled template placeholders and puts a template into the Primary editor', async () => {
    const { user } = await renderPanel();
    const tabs = await generate(user);
    await user.click(tabs.getByRole('tab', { name: 'Templates' }));
    const templates = within(screen.getByRole('list', { name: 'Templates' }));
    expect(templates.getByText('[OFFER DEADLINE]').tagName).toBe('MARK');
    expect(templates.getByText('To fill in: [OFFER DEADLINE]')).toBeInTheDocument();

    await user.click(templates.getByRole('button', { name: 'Use this: Showing follow-up' }));
    expect(tabs.getByRole('tab', { name: 'Primary' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Primary message')).toHaveValue(
      'Hi Ana, the sellers expect offers by [OFFER DEADLINE].',
    );
    expect(screen.getByLabelText('Subject')).toHaveValue('Your showing at 1200 Elm St');
    expect(screen.getByText(/Still to fill in: \[OFFER DEADLINE\]/)).toBeInTheDocument();
  }, 15_000);

  it('counts SMS characters and segments live as the agent edits', async () => {
    const sms = makeResult({ channel: 'sms', primaryContent: 'a'.repeat(150), subject: '' });
    const { user } = await renderPanel({}, sms);
    await generate(user);
    const editor = screen.getByLabelText('Primary message');
    expect(screen.queryByLabelText('Subject')).not.toBeInTheDocument();
    expect(editor).toHaveAccessibleDescription('150 characters · 1 segment (160 per text, 153 per part when split)');
    await user.type(editor, 'b'.repeat(11));
    expect(editor).toHaveAccessibleDescription('161 characters · 2 segments (160 per text, 153 per part when split)');
    await user.type(editor, '🏡');
    expect(editor).toHaveAccessibleDescription(/^163 characters · 3 segments \(emoji/);
  }, 15_000);

  it('shows talking points for a call script and never offers to send it', async () => {
    const call = makeResult({ channel: 'call', talkingPoints: ['Ask how the lender call went'] });
    const { user } = await renderPanel({}, call);
    await generate(user);
    expect(screen.getByLabelText('Primary call script')).toBeInTheDocument();
    expect(screen.getByText('Ask how the lender call went')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review and send' })).not.toBeInTheDocument();
  }, 15_000);

  it('says when generation fails', async () => {
    const { user } = await renderPanel({ [DRAFT_URL]: { status: 500, body: { code: 'internal', message: 'x' } } });
    await user.type(screen.getByLabelText('Client Name'), 'Ana Lopez');
    await user.type(screen.getByLabelText('Context'), 'Toured on Saturday.');
    await user.click(screen.getByRole('button', { name: 'Generate Communication' }));
    await expectToast('Generation Failed', 'Unable to generate communication. Please try again.');
    expect(screen.getByRole('button', { name: 'Generate Communication' })).toBeEnabled();
  }, 15_000);

  it('copies the draft and says when the clipboard refuses', async () => {
    const { user } = await renderPanel();
    await generate(user);
    await user.click(screen.getByRole('button', { name: 'Copy primary message' }));
    expect(await navigator.clipboard.readText()).toBe(
      `Subject: Following up on 1200 Elm St\n\n${makeResult().primaryContent}`,
    );
    await expectToast('Copied!');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy primary message' }));
    await expectToast('Copy Failed', 'Please select and copy manually.');
  }, 15_000);

  it('prefills from a picked lead, remembers its id, and forgets it when cleared', async () => {
    const ana = makeContact();
    const { user, calls } = await renderPanel({ [contactsUrl('Ana')]: { body: [ana] } });
    await user.type(screen.getByLabelText('Pick from your leads and clients'), 'Ana');
    const matches = within(await screen.findByRole('list', { name: 'Matching leads and clients' }));
    await user.click(matches.getByRole('button', { name: /Ana Lopez/ }));

    expect(screen.getByText('Writing to Ana Lopez')).toBeInTheDocument();
    expect(screen.getByLabelText('Client Name')).toHaveValue('Ana Lopez');
    expect(screen.getByLabelText('Property Address (optional)')).toHaveValue(ana.propertyAddress);
    expect(screen.getByLabelText('Context')).toHaveValue(ana.context);
    await user.click(screen.getByRole('button', { name: 'Generate Communication' }));
    await screen.findByRole('tablist', { name: 'Drafts' });
    expect(postBody(calls)[0]).toMatchObject({ clientName: 'Ana Lopez', leadId: 42 });

    await user.click(screen.getByRole('button', { name: 'Clear Ana Lopez' }));
    expect(screen.getByLabelText('Pick from your leads and clients')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Review and send' })).toBeDisabled();
    expect(screen.getByText(/Pick a lead or client to send this/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Communication' }));
    await waitFor(() => expect(postBody(calls)).toHaveLength(2));
    expect(postBody(calls)[1]).not.toHaveProperty('leadId');
  }, 15_000);
});
