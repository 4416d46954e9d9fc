import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, unauthorized } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { expectToast, renderApp } from '@/test/render';
import { makeIntake, makeSms } from './test-fixtures';
import { findCard, LIST_URL, renderPortal } from './test-render';

const ana = makeIntake({ id: 501 });
const ben = makeIntake({
  id: 502,
  firstName: 'Ben',
  lastName: 'Carter',
  realEstateGoal: 'selling',
  budgetRange: null,
  preferredAreas: null,
  status: 'contacted',
  priority: 'urgent',
});

afterEach(() => {
  vi.useRealTimers();
});

function counter(label: string) {
  const region = screen.getByRole('region', { name: 'Intake counts' });
  return within(region).getByText(label).nextElementSibling?.textContent;
}

describe('Customer Intake Portal', () => {
  it('shows the four counters from the server', async () => {
    await renderPortal([ana]);
    await waitFor(() => expect(counter('Total Intakes')).toBe('12'));
    expect(counter('New Leads')).toBe('5');
    expect(counter('Contacted')).toBe('3');
    expect(counter('Active')).toBe('2');
  });

  it('shows each intake with its badges, contact, goal, budget and areas', async () => {
    await renderPortal([ana, ben]);
    const card = await findCard('Ana Lopez');
    expect(card.getByText('Status:').parentElement).toHaveTextContent('Status: New');
    expect(card.getByText('Medium Priority')).toBeInTheDocument();
    expect(card.getByRole('link', { name: ana.email })).toHaveAttribute('href', `mailto:${ana.email}`);
    expect(card.getByRole('link', { name: '214-555-0142' })).toHaveAttribute('href', 'tel:214-555-0142');
    expect(card.getByText('Buying a Home')).toBeInTheDocument();
    expect(card.getByText('$300K–$500K')).toBeInTheDocument();
    expect(card.getByText('Frisco, Plano')).toBeInTheDocument();
    const other = await findCard('Ben Carter');
    expect(other.getByText('Urgent Priority')).toBeInTheDocument();
    expect(other.getAllByText('Not specified')).toHaveLength(2);
  });

  it('sends the filters to the server and explains an empty filtered list', async () => {
    const { user, calls } = await renderPortal([ana, ben], {
      'GET /api/customer-intakes?status=contacted&limit=50': { body: [ben] },
      'GET /api/customer-intakes?status=contacted&priority=low&limit=50': { body: [] },
    });
    await findCard('Ana Lopez');
    await user.selectOptions(screen.getByLabelText('Status Filter'), 'contacted');
    await findCard('Ben Carter');
    expect(screen.queryByRole('heading', { name: 'Ana Lopez' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Priority Filter'), 'low');
    expect(await screen.findByRole('heading', { name: 'No Customer Intakes' })).toBeInTheDocument();
    expect(screen.getByText('No intakes match your current filters.')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/customer-intakes?status=contacted&priority=low&limit=50');
  });

  it('invites a realtor without intakes to generate a form link', async () => {
    await renderPortal([]);
    expect(await screen.findByRole('heading', { name: 'No Customer Intakes' })).toBeInTheDocument();
    expect(screen.getByText('Generate a form link to start collecting customer information.')).toBeInTheDocument();
  });

  it('loads the next page before the last id shown', async () => {
    const page = Array.from({ length: 100 }, (_, i) => makeIntake({ id: 1000 - i, firstName: `Client${i}` }));
    const { user, calls } = await renderPortal(page, {
      'GET /api/customer-intakes?limit=50&before=901': { body: [makeIntake({ id: 42, firstName: 'Zoe' })] },
    });
    // Text queries: role queries over a hundred cards are slow in jsdom.
    await user.click(await screen.findByText('Load more'));
    expect(await screen.findByText('Zoe Lopez', { selector: 'h3' })).toBeInTheDocument();
    expect(screen.getByText('Showing 101 intakes')).toBeInTheDocument();
    expect(screen.queryByText('Load more')).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/customer-intakes?limit=50&before=901');
  }, 15_000);

  it('keeps the intakes shown when the next page link has expired, and reloads the list on request', async () => {
    const page = Array.from({ length: 50 }, (_, i) => makeIntake({ id: 1000 - i, firstName: `Client${i}` }));
    const { user, calls } = await renderPortal(page, {
      'GET /api/customer-intakes?limit=50&before=951': {
        status: 400,
        body: { code: 'bad_request', message: 'This page link has expired. Reload the list.' },
      },
    });
    await user.click(await screen.findByText('Load more'));
    expect(await screen.findByText('This page link has expired. Reload the list.')).toBeInTheDocument();
    expect(screen.getByText('Showing 50 intakes')).toBeInTheDocument();
    expect(screen.getByText('Client49 Lopez', { selector: 'h3' })).toBeInTheDocument();
    expect(screen.queryByText('Load more')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reload list' }));
    expect(await screen.findByText('Load more')).toBeInTheDocument();
    expect(screen.queryByText('This page link has expired. Reload the list.')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url === LIST_URL)).toHaveLength(2);
  }, 15_000);

  it('changes the status with a PUT, then reloads the list and the counters', async () => {
    const { user, calls } = await renderPortal([ana], {
      'PUT /api/customer-intakes/501': { body: { ...ana, status: 'contacted' } },
    });
    const card = await findCard('Ana Lopez');
    await user.selectOptions(card.getByLabelText('Status for Ana Lopez'), 'contacted');
    await expectToast('Intake Updated', 'Ana Lopez is now Contacted.');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/customer-intakes/501');
    expect(put?.body).toEqual({ status: 'contacted' });
    await waitFor(() => expect(calls.filter((c) => c.url === LIST_URL)).toHaveLength(2));
    expect(calls.filter((c) => c.url === '/api/customer-intakes/stats')).toHaveLength(2);
  });

  it('changes the priority with a PUT of the priority alone', async () => {
    const { user, calls } = await renderPortal([ana], { 'PUT /api/customer-intakes/501': { body: ana } });
    const card = await findCard('Ana Lopez');
    await user.selectOptions(card.getByLabelText('Priority for Ana Lopez'), 'urgent');
    await expectToast('Intake Updated');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ priority: 'urgent' });
  });

  it('deletes only after confirmation', async () => {
    const { user, calls } = await renderPortal([ana], { 'DELETE /api/customer-intakes/501': { status: 204 } });
    const card = await findCard('Ana Lopez');
    await user.click(card.getByRole('button', { name: 'Delete Ana Lopez' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete Intake' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(card.getByRole('button', { name: 'Delete Ana Lopez' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete Intake' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Intake' }));
    await expectToast('Intake Deleted');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/customer-intakes/501']);
  });

  it('shows every detail with Not specified for the empty ones', async () => {
    const { user } = await renderPortal([ana]);
    const card = await findCard('Ana Lopez');
    await user.click(card.getByRole('button', { name: 'Details for Ana Lopez' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ana Lopez' }));
    const value = (label: string) => dialog.getByText(label).nextElementSibling?.textContent;
    expect(value('Preferred Contact')).toBe('Phone Call');
    expect(value('Property Type')).toBe('Single-Family Home');
    expect(value('Timeframe')).toBe('1–3 months');
    expect(value('Current Situation')).toBe('First-Time Buyer');
    expect(value('Pre-Approval Status')).toBe('Pre-Approved');
    expect(value('How They Heard About Us')).toBe('Referral');
    expect(value('Additional Needs')).toBe('Not specified');
    expect(value('Notes')).toBe('Not specified');
    expect(value('Form Source')).toBe('web');
    expect(value('Submitted')).toMatch(/Nov 18, 2026/);
  });

  it('Start Research creates a weekly profile and opens Home Research after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls, router } = await renderPortal([ana], {
      'POST /api/home-research-profiles': { status: 201, body: { id: 9 } },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const card = await findCard('Ana Lopez');
    await user.click(card.getByRole('button', { name: 'Start Research for Ana Lopez' }));
    await expectToast('Research Profile Created');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ customerId: 501, researchFrequency: 'weekly' });
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(router.state.location.pathname).toBe('/customer-intake-dashboard');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(router.state.location.pathname).toBe('/home-research-dashboard');
  });

  it('says so when the research profile cannot be created', async () => {
    const { user, router } = await renderPortal([ana], {
      'POST /api/home-research-profiles': { status: 500, body: { code: 'internal', message: 'Internal error' } },
    });
    const card = await findCard('Ana Lopez');
    await user.click(card.getByRole('button', { name: 'Start Research for Ana Lopez' }));
    await expectToast('Profile Creation Failed', 'Failed to create research profile. Please try again.');
    expect(router.state.location.pathname).toBe('/customer-intake-dashboard');
  });

  it('lists sent and outbox messages with their status', async () => {
    await renderPortal([ana], {
      'GET /api/sms-messages': {
        body: [makeSms({ to: '+12145550142' }), makeSms({ to: '+18175550199', status: 'sent', provider: 'twilio' })],
      },
    });
    const list = await screen.findByRole('list', { name: 'Text messages' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Saved to Outbox')).toBeInTheDocument();
    expect(within(items[0]!).getByText('To +12145550142')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Sent')).toBeInTheDocument();
  });

  it('is the page at /customer-intake-dashboard for a signed-in realtor, and asks others to sign in', async () => {
    mockFetch({
      'GET /api/auth/user': { body: makeUser({ firstName: 'Rosa' }) },
      'GET /api/customer-intakes/stats': { body: { total: 0, new: 0, contacted: 0, active: 0 } },
      [`GET ${LIST_URL}`]: { body: [] },
      'GET /api/sms-messages': { body: [] },
    });
    const { unmount } = renderApp('/customer-intake-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Intake Portal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home Research' })).toHaveAttribute('href', '/home-research-dashboard');
    unmount();

    mockFetch({ 'GET /api/auth/user': unauthorized });
    const { router } = renderApp('/customer-intake-dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
