import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactsUrl, makeContact, makeResult, makeSentMessage, MESSAGES_URL, SEND_URL } from './test-fixtures';
import { generate, renderPanel } from './test-render';
import type { mockFetch } from '@/test/fetch-mock';

type Handlers = Parameters<typeof mockFetch>[0];

const OUTBOX_NOTICE = 'Email is not configured on this server; the message was saved to the outbox and not sent.';

/** Picks Ana (a lead) and generates a draft. */
async function draftForAna(handlers: Handlers = {}, result = makeResult(), contact = makeContact()) {
  const rendered = await renderPanel({ [contactsUrl('Ana')]: { body: [contact] }, ...handlers }, result);
  const { user } = rendered;
  await user.type(screen.getByLabelText('Pick from your leads and clients'), 'Ana');
  await user.click(await screen.findByRole('button', { name: /Ana Lopez/ }));
  await generate(user, '');
  return rendered;
}

const sendBodies = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'POST' && c.url === '/api/ai-client-communication/send').map((c) => c.body);

// Journeys through the whole panel: a generous time limit for a loaded CI machine.
describe('Review and send', () => {
  it('shows exactly what goes to whom, and sends only after approval and with no placeholder left', async () => {
    const withPlaceholder = makeResult({ primaryContent: 'Hi Ana, we close on [CLOSING DATE].' });
    const { user, calls } = await draftForAna(
      {
        [SEND_URL]: { status: 201, body: { message: makeSentMessage({ status: 'outbox' }), notice: OUTBOX_NOTICE } },
      },
      withPlaceholder,
    );
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Review and send' }));
    expect(dialog.getByText('Ana Lopez · ana@example.com')).toBeInTheDocument();
    expect(dialog.getByText('Email')).toBeInTheDocument();
    expect(dialog.getByText('Following up on 1200 Elm St')).toBeInTheDocument();
    const send = dialog.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.click(dialog.getByLabelText('I approve this message'));
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Fill in [CLOSING DATE] before sending.');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    const editor = screen.getByLabelText('Primary message');
    await user.clear(editor);
    await user.click(editor);
    await user.paste('Hi Ana, we close on March 20.');
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Review and send' }));
    expect(dialog.getByText('Hi Ana, we close on March 20.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.click(dialog.getByLabelText('I approve this message'));
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    expect(await dialog.findByText(OUTBOX_NOTICE)).toBeInTheDocument();
    expect(dialog.getByRole('status')).toHaveTextContent('In the outbox (not sent)');
    expect(dialog.queryByText('Sent')).not.toBeInTheDocument();
    expect(sendBodies(calls)).toEqual([
      {
        channel: 'email',
        leadId: 42,
        subject: 'Following up on 1200 Elm St',
        content: 'Hi Ana, we close on March 20.',
        approved: true,
      },
    ]);
    // The messages list is read again after the send.
    await waitFor(() => expect(calls.filter((c) => `GET ${c.url}` === MESSAGES_URL)).toHaveLength(2));
  }, 15_000);

  it('texts an intake client, sends a chosen later time, and shows a refusal in the dialog', async () => {
    const sms = makeResult({ channel: 'sms', subject: '', primaryContent: 'Hi Ana, free to talk today?' });
    const intake = makeContact({ kind: 'intake', id: 7, smsConsent: false });
    const { user, calls } = await draftForAna(
      {
        [SEND_URL]: {
          status: 400,
          body: { code: 'bad_request', message: 'Ana Lopez has not agreed to receive text messages.' },
        },
      },
      sms,
      intake,
    );
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Review and send' }));
    expect(dialog.getByText('Ana Lopez · 214-555-0142')).toBeInTheDocument();
    expect(dialog.getByText('Text message (SMS)')).toBeInTheDocument();
    expect(dialog.getByText(/has not agreed to receive text messages; texts go only/)).toBeInTheDocument();
    const later = dialog.getByLabelText('Send later (optional)');
    await user.type(later, '2020-12-01T09:30');
    await user.click(dialog.getByLabelText('I approve this message'));
    expect(dialog.getByRole('button', { name: 'Send' })).toHaveAccessibleDescription(
      'Choose a later time, or leave Send later empty.',
    );
    await user.clear(later);
    await user.type(later, '2099-12-01T09:30');
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('Ana Lopez has not agreed to receive text messages.');
    expect(sendBodies(calls)).toEqual([
      {
        channel: 'sms',
        intakeId: 7,
        content: 'Hi Ana, free to talk today?',
        approved: true,
        sendAt: new Date('2099-12-01T09:30').toISOString(),
      },
    ]);
  }, 15_000);

  it('shows a scheduled notice as the server words it, and lists messages with their status labels', async () => {
    const notice = 'Scheduled for March 6, 2026 at 8:00 AM: texts are not sent during quiet hours (9 PM to 8 AM).';
    const scheduled = makeSentMessage({ id: 2, status: 'scheduled', scheduledFor: '2026-03-06T14:00:00Z' });
    const { user } = await draftForAna({
      [MESSAGES_URL]: { body: [scheduled, makeSentMessage({ id: 1 })] },
      [SEND_URL]: { status: 201, body: { message: scheduled, notice } },
    });
    const list = within(await screen.findByRole('list', { name: 'Sent and scheduled messages' }));
    expect(list.getByText('Scheduled')).toBeInTheDocument();
    expect(list.getByText('In the outbox (not sent)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Review and send' }));
    await user.click(dialog.getByLabelText('I approve this message'));
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByText(notice)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Done' })).toHaveFocus();
  }, 15_000);
});
