import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/test/fixtures';
import { expectToast } from '@/test/render';
import { makeLink, makeSms } from './test-fixtures';
import { renderPortal } from './test-render';

const link = makeLink();

async function openLinkDialog(handlers: Parameters<typeof renderPortal>[1] = {}) {
  const utils = await renderPortal([], { 'POST /api/customer-intakes/generate-link': { body: link }, ...handlers });
  await utils.user.click(screen.getByRole('button', { name: 'Generate Form Link' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Customer Intake Form Link' }));
  return { ...utils, dialog };
}

describe('Generate Form Link', () => {
  it('shows the branded link, the working link, the SMS template and the QR code', async () => {
    const { dialog, calls } = await openLinkDialog();
    await expectToast('Form Link Generated');
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/customer-intakes/generate-link');
    expect(dialog.getByLabelText('Branded Link')).toHaveValue(link.displayLink);
    expect(dialog.getByRole('link', { name: /localhost:5000/ })).toHaveAttribute('href', link.workingLink);
    expect(dialog.getByLabelText('SMS Message')).toHaveValue(link.smsTemplate);
    expect(dialog.getByRole('img', { name: 'QR code that opens your customer intake form' })).toHaveAttribute(
      'src',
      link.qrCodeUrl,
    );
  });

  it('says why a link could not be generated', async () => {
    const { user } = await renderPortal([], {
      'POST /api/customer-intakes/generate-link': { status: 500, body: '' },
    });
    await user.click(screen.getByRole('button', { name: 'Generate Form Link' }));
    await expectToast('Error', 'Failed to generate form link. Please try again.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Send SMS disabled until the phone has more than spaces', async () => {
    const { dialog, user } = await openLinkDialog();
    await user.type(dialog.getByLabelText('Client Name'), 'Ana');
    const send = dialog.getByRole('button', { name: 'Send SMS' });
    expect(send).toBeDisabled();
    await user.type(dialog.getByLabelText('Client Phone Number'), '   ');
    expect(send).toBeDisabled();
    await user.type(dialog.getByLabelText('Client Phone Number'), '214');
    expect(send).toBeEnabled();
  });

  it('keeps Send SMS disabled, naming the placeholder, until every one is filled', async () => {
    const { dialog, user, calls } = await openLinkDialog({
      'GET /api/auth/user': { body: makeUser({ firstName: 'Rosa', lastName: 'Martinez' }) },
      'POST /api/send-sms': { body: { success: true, status: 'outbox', message: 'Saved', sms: makeSms() } },
    });
    const message = dialog.getByLabelText('SMS Message');
    const send = dialog.getByRole('button', { name: 'Send SMS' });
    await user.type(dialog.getByLabelText('Client Phone Number'), '2145550142');
    expect(send).toBeDisabled();
    expect(message).toHaveAccessibleDescription(
      "[NAME] is still in the message: replace it with the client's name before sending.",
    );
    await user.type(dialog.getByLabelText('Client Name'), 'Ana');
    expect(send).toBeEnabled();
    // A placeholder we cannot fill, typed by hand, is named too.
    await user.type(message, ' [[CLIENT_PHONE]');
    expect(send).toBeDisabled();
    expect(message).toHaveAccessibleDescription(
      '[CLIENT_PHONE] is still in the message: replace it with the words you mean before sending.',
    );
    await user.clear(message);
    await user.type(message, "Hi [[NAME], it's [[REALTOR]: [[LINK]");
    expect(send).toBeEnabled();
    await user.click(send);
    await dialog.findByText('Saved');
    expect(calls.find((c) => c.url === '/api/send-sms')?.body).toEqual({
      phone: '2145550142',
      message: "Hi Ana, it's Rosa Martinez: https://bluebonnet.example/f/Ab3dE9",
    });
  });

  it('shows the outbox message plainly, without the "sent" toast', async () => {
    const outbox = 'SMS is not configured on this server; the message was saved to the outbox.';
    const { dialog, user, calls } = await openLinkDialog({
      'POST /api/send-sms': { body: { success: true, status: 'outbox', message: outbox, sms: makeSms() } },
    });
    await user.type(dialog.getByLabelText('Client Name'), 'Ana');
    await user.type(dialog.getByLabelText('Client Phone Number'), ' 214-555-0142 ');
    await user.click(dialog.getByRole('button', { name: 'Send SMS' }));
    expect(await dialog.findByText(outbox)).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/send-sms')?.body).toEqual({
      phone: '214-555-0142',
      message: 'Hi Ana, please fill out my quick intake form: https://bluebonnet.example/f/Ab3dE9',
    });
    expect(screen.queryByText('SMS Sent')).not.toBeInTheDocument();
    // The messages list reloads to show the outbox entry.
    expect(calls.filter((c) => c.url === '/api/sms-messages').length).toBeGreaterThanOrEqual(2);
  });

  it("toasts 'SMS Sent' when the provider sent it", async () => {
    const { dialog, user } = await openLinkDialog({
      'POST /api/send-sms': {
        body: { success: true, status: 'sent', message: 'Sent', sms: makeSms({ status: 'sent' }) },
      },
    });
    await user.type(dialog.getByLabelText('Client Name'), 'Ana');
    await user.type(dialog.getByLabelText('Client Phone Number'), '2145550142');
    await user.click(dialog.getByRole('button', { name: 'Send SMS' }));
    await expectToast('SMS Sent', 'Customer intake form link sent to client');
    expect(dialog.getByLabelText('Client Phone Number')).toHaveValue('');
  });

  it('shows the server message for a bad phone number', async () => {
    const message = 'Enter a valid US phone number, e.g. 214-555-0142.';
    const { dialog, user } = await openLinkDialog({
      'POST /api/send-sms': { status: 400, body: { code: 'bad_request', message } },
    });
    await user.type(dialog.getByLabelText('Client Name'), 'Ana');
    await user.type(dialog.getByLabelText('Client Phone Number'), '12345');
    await user.click(dialog.getByRole('button', { name: 'Send SMS' }));
    await expectToast('SMS Failed', message);
  });
});
