import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockReply } from '@/test/fetch-mock';
import { expectToast, renderWithProviders } from '@/test/render';
import { LeadsIoToolbar } from './leads-io-toolbar';

afterEach(() => {
  vi.useRealTimers();
});

const address = {
  url: 'https://bluebonnet.example/api/leads/inbound/Xk2pQ9vLm4Rt7wZa',
  createdAt: '2026-11-02T15:00:00.000Z',
};
const newAddress = {
  url: 'https://bluebonnet.example/api/leads/inbound/Nw8sTb3yHc6Jd1Qe',
  createdAt: '2026-11-20T15:00:00.000Z',
};

describe('Export CSV', () => {
  it('downloads the export of the current filter and search', () => {
    renderWithProviders(<LeadsIoToolbar filter="qualified" search=" garcia " />);
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/api/leads/export?filter=qualified&search=garcia');
    expect(link).toHaveAttribute('download');
  });

  it('exports every lead when the list is unfiltered', () => {
    renderWithProviders(<LeadsIoToolbar filter="all" search="" />);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/leads/export');
  });
});

describe('Inbound address', () => {
  // The Copy button's check mark lasts 2 s; time runs on its own otherwise.
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  async function openInbound(rotate: MockReply = { body: newAddress }) {
    const fetch = mockFetch({
      'GET /api/leads/inbound-address': { body: address },
      'POST /api/leads/inbound-address/rotate': rotate,
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<LeadsIoToolbar filter="all" />);
    await user.click(screen.getByRole('button', { name: 'Inbound address' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Inbound Lead Address' }));
    return { user, dialog, ...fetch };
  }

  it('shows the secret address with a how-to and a JSON example, and copies it', async () => {
    const { user, dialog } = await openInbound();
    expect(await dialog.findByLabelText('Inbound lead address')).toHaveValue(address.url);
    expect(dialog.getByText(/Paste this address into your website form, Zapier or lead vendor/)).toBeInTheDocument();
    expect(
      JSON.parse(dialog.getByRole('figure', { name: /^Example lead/ }).querySelector('pre')?.textContent ?? ''),
    ).toMatchObject({
      firstName: 'Maria',
      email: 'maria@example.com',
    });

    await user.click(dialog.getByRole('button', { name: 'Copy inbound address' }));
    await expectToast('Copied!');
    expect(await navigator.clipboard.readText()).toBe(address.url);
    expect(dialog.getByRole('button', { name: 'Copy inbound address' })).toHaveTextContent('Copied');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(dialog.getByRole('button', { name: 'Copy inbound address' })).toHaveTextContent(/^Copy$/);
  });

  it('replaces the address only after a confirmation that the old one stops working', async () => {
    const { user, dialog, calls } = await openInbound();
    await dialog.findByLabelText('Inbound lead address');
    const rotations = () => calls.filter((c) => c.url === '/api/leads/inbound-address/rotate');

    await user.click(dialog.getByRole('button', { name: 'Replace address' }));
    let confirm = within(await screen.findByRole('alertdialog', { name: 'Replace the Inbound Address?' }));
    expect(confirm.getByText(/The current address stops working right away/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(rotations()).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Replace address' }));
    confirm = within(await screen.findByRole('alertdialog', { name: 'Replace the Inbound Address?' }));
    await user.click(confirm.getByRole('button', { name: 'Create New Address' }));
    await expectToast('Inbound Address Replaced');
    expect(rotations().map((c) => c.method)).toEqual(['POST']);
    expect(dialog.getByLabelText('Inbound lead address')).toHaveValue(newAddress.url);
  });

  it('says so when the address cannot be replaced', async () => {
    const { user, dialog } = await openInbound({ status: 500, body: { code: 'internal', message: 'Internal error' } });
    await user.click(await dialog.findByRole('button', { name: 'Replace address' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    await user.click(confirm.getByRole('button', { name: 'Create New Address' }));
    await expectToast('Error', 'Internal error');
    expect(dialog.getByLabelText('Inbound lead address')).toHaveValue(address.url);
  });
});
