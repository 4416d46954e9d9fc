import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { expectToast, renderWithProviders } from '@/test/render';
import { dallasDay, makeDeadlineItem } from '../../test-fixtures';
import { ContractDeadlinesPanel } from './contract-deadlines-panel';

const feed = {
  'GET /api/contract-deadlines/calendar-feed': {
    body: {
      url: 'https://app.example.com/api/calendar/abc123.ics',
      note: 'Anyone with this link can see your deadlines.',
    },
  },
};

const items = [
  makeDeadlineItem({
    id: 'd-today',
    title: 'Option period ends',
    daysUntil: 0,
    dueDate: dallasDay(0),
    dueTime: '17:00',
  }),
  makeDeadlineItem({
    id: 'a-1',
    type: 'action_item',
    actionItemId: 'ai-7',
    contractId: 12,
    title: 'Deliver earnest money',
    description: 'Deliver to Lone Star Title.',
    contractType: 'residential_lease',
    daysUntil: 1,
    dueDate: dallasDay(1),
    assignedTo: 'title_company',
  }),
  makeDeadlineItem({ id: 'd-3', title: 'Survey due', daysUntil: 3, dueDate: dallasDay(3), assignedTo: 'realtor' }),
  makeDeadlineItem({ id: 'd-12', title: 'Closing', daysUntil: 12, dueDate: '2031-03-16', urgent: false }),
];

function renderCard(list: unknown, extra: Parameters<typeof mockFetch>[0] = {}) {
  const mock = mockFetch({ 'GET /api/contract-deadlines': { body: list }, ...feed, ...extra });
  renderWithProviders(<ContractDeadlinesPanel />);
  return { ...mock, user: userEvent.setup() };
}

describe('Contract Deadlines card', () => {
  it('groups urgent (3 days or fewer) and upcoming items with their badges', async () => {
    renderCard(items);
    const urgent = await screen.findByRole('region', { name: 'Urgent (Next 3 Days)' });
    const upcoming = screen.getByRole('region', { name: 'Upcoming (Next 30 Days)' });
    expect(within(urgent).getAllByRole('listitem')).toHaveLength(3);
    expect(within(upcoming).getAllByRole('listitem')).toHaveLength(1);
    expect(within(urgent).getByText('Today')).toBeInTheDocument();
    expect(within(urgent).getByText('Tomorrow')).toBeInTheDocument();
    expect(within(urgent).getByText('3 days')).toBeInTheDocument();
    expect(within(upcoming).getByText('12 days')).toBeInTheDocument();
    expect(screen.getByText('3 Urgent')).toBeInTheDocument();
    expect(screen.getByText('4 Total')).toBeInTheDocument();
  });

  it('shows type uppercased, the short due date, cut-off, description, paragraph and assignee', async () => {
    renderCard(items);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming (Next 30 Days)' });
    expect(within(upcoming).getByText(/Due Mar 16, 2031/)).toBeInTheDocument();
    expect(within(upcoming).getByText(/¶5B/)).toBeInTheDocument();
    const urgent = screen.getByRole('region', { name: 'Urgent (Next 3 Days)' });
    expect(within(urgent).getByText('RESIDENTIAL LEASE')).toBeInTheDocument();
    expect(within(urgent).getByText('Deliver to Lone Star Title.')).toBeInTheDocument();
    expect(within(urgent).getByText('Title Company')).toBeInTheDocument();
    expect(within(urgent).getByText(/5:00 p\.m\./)).toBeInTheDocument();
  });

  it('marks an action item complete and refreshes the deadlines', async () => {
    const { user, calls } = renderCard(items, {
      'PATCH /api/contract-analyses/12/action-items/ai-7': { body: { success: true, actionItem: {} } },
    });
    const box = await screen.findByRole('checkbox', { name: 'Mark "Deliver earnest money" complete' });
    expect(box).not.toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1); // only action items have one
    await user.click(box);
    await expectToast('Action Item Updated');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ completed: true });
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/contract-deadlines')).toHaveLength(2));
  });

  it('shows the server message when the update fails', async () => {
    const { user } = renderCard(items, {
      'PATCH /api/contract-analyses/12/action-items/ai-7': {
        status: 404,
        body: { code: 'not_found', message: 'Action item not found' },
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Mark "Deliver earnest money" complete' }));
    await expectToast('Error', 'Action item not found');
  });

  it('shows a 3-row skeleton, then the empty state', async () => {
    let release: (v: { body: unknown[] }) => void = () => {};
    renderCard([], { 'GET /api/contract-deadlines': () => new Promise((resolve) => (release = resolve)) });
    expect(screen.getAllByTestId('deadline-skeleton-row')).toHaveLength(3);
    release({ body: [] });
    expect(await screen.findByText('No upcoming deadlines')).toBeInTheDocument();
    expect(screen.getByText('All contract deadlines are current')).toBeInTheDocument();
  });

  it('offers the private calendar feed with a copy button', async () => {
    const { user } = renderCard([]);
    expect(await screen.findByText('Subscribe in Google Calendar / Outlook')).toBeInTheDocument();
    expect(await screen.findByLabelText('Calendar feed URL')).toHaveValue(
      feed['GET /api/contract-deadlines/calendar-feed'].body.url,
    );
    expect(screen.getByText('Anyone with this link can see your deadlines.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy calendar link' }));
    await expectToast('Copied!');
    await expect(navigator.clipboard.readText()).resolves.toBe(
      feed['GET /api/contract-deadlines/calendar-feed'].body.url,
    );
  });

  it('replaces the private address after a confirmation that says the old one stops working', async () => {
    const fresh = {
      url: 'https://app.example.com/api/calendar/new456.ics',
      note: 'Anyone with this link can see your deadlines.',
    };
    const { user, calls } = renderCard([], {
      'POST /api/contract-deadlines/calendar-feed/rotate': { body: fresh },
    });
    const field = await screen.findByLabelText('Calendar feed URL');
    await user.click(screen.getByRole('button', { name: 'New private address' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Get a New Private Address?' });
    expect(within(dialog).getByText(/current address stops working right away/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    // Cancel changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(field).toHaveValue(feed['GET /api/contract-deadlines/calendar-feed'].body.url);

    await user.click(screen.getByRole('button', { name: 'New private address' }));
    await user.click(await screen.findByRole('button', { name: 'Create New Address' }));
    await expectToast('New Calendar Address', 'The old address no longer works. Subscribe again with the new one.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Calendar feed URL')).toHaveValue(fresh.url);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/contract-deadlines/calendar-feed/rotate',
    ]);
  });

  it('keeps the current address and says so when a new one cannot be made', async () => {
    const { user } = renderCard([], {
      'POST /api/contract-deadlines/calendar-feed/rotate': {
        status: 500,
        body: { code: 'internal', message: 'Something went wrong on our side.' },
      },
    });
    await screen.findByLabelText('Calendar feed URL');
    await user.click(screen.getByRole('button', { name: 'New private address' }));
    await user.click(await screen.findByRole('button', { name: 'Create New Address' }));
    await expectToast('Error', 'Something went wrong on our side.');
    expect(screen.getByLabelText('Calendar feed URL')).toHaveValue(
      feed['GET /api/contract-deadlines/calendar-feed'].body.url,
    );
  });
});
