import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { leadReads, openLead, renderLeadsPanel } from './test-render';
import { makeFollowUps, makeLead } from './test-fixtures';

const maria = makeLead({ id: 701 });
const ben = makeLead({
  id: 702,
  firstName: 'Ben',
  lastName: 'Carter',
  source: 'realtor_com',
  status: 'nurturing',
  priority: 'low',
  budget: null,
  engagementScore: null,
});

function card(label: string) {
  const region = screen.getByRole('region', { name: 'Lead counts' });
  return within(region).getByText(label).nextElementSibling?.textContent;
}

/** The whole card of a lead in the list: its button names it, the card around it holds the rest. */
function rowDetails(name: string) {
  const row = screen.getByRole('button', { name }).closest('[data-testid="lead-row"]');
  return row?.textContent ?? '';
}

describe('Lead Management panel', () => {
  it("reads 'Select a Lead' until a lead is chosen, and shows or hides the how-to guide", async () => {
    const { user } = await renderLeadsPanel([maria]);
    expect(screen.getByRole('heading', { name: 'Select a Lead' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show How-To Guide' });
    await user.click(toggle);
    expect(screen.getByRole('region', { name: 'How to use Lead Management' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide How-To Guide' }));
    expect(screen.queryByRole('region', { name: 'How to use Lead Management' })).not.toBeInTheDocument();
  });

  it('shows the four stat cards from the stats answer', async () => {
    await renderLeadsPanel([maria]);
    await waitFor(() => expect(card('Total Leads')).toBe('128'));
    expect(card('Qualified')).toBe('34');
    expect(card('High Priority')).toBe('17');
    expect(card('This Week')).toBe('9');
  });

  it('shows labels, never codes, and the budget in whole dollars or Not specified', async () => {
    await renderLeadsPanel([maria, ben]);
    await screen.findByRole('button', { name: 'Maria Gonzalez' });
    const first = rowDetails('Maria Gonzalez');
    expect(first).toContain('New');
    expect(first).toContain('High priority');
    expect(first).toContain('Source: Zillow');
    expect(first).toContain('Budget: $450,000');
    expect(first).toContain('Engagement: 62/100');
    const second = rowDetails('Ben Carter');
    expect(second).toContain('Nurturing');
    expect(second).toContain('Source: Realtor.com');
    expect(second).toContain('Budget: Not specified');
    expect(second).not.toContain('Engagement');
    expect(second).not.toContain('realtor_com');
  });

  it('sends the filter and the debounced search to the server', async () => {
    const { user, calls } = await renderLeadsPanel([maria, ben], {
      'GET /api/leads?filter=high_priority&limit=50': { body: [maria] },
      'GET /api/leads?filter=high_priority&search=maria&limit=50': { body: [maria] },
    });
    const filter = screen.getByLabelText('Filter leads');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['all', 'new', 'contacted', 'qualified', 'nurturing', 'high_priority']);
    await user.selectOptions(filter, 'high_priority');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ben Carter' })).not.toBeInTheDocument());
    await user.type(screen.getByLabelText('Search leads'), 'maria');
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain('/api/leads?filter=high_priority&search=maria&limit=50'),
    );
    // One request for the settled text, not one per keystroke.
    expect(calls.filter((c) => c.url.includes('search=')).map((c) => c.url)).toEqual([
      '/api/leads?filter=high_priority&search=maria&limit=50',
    ]);
  });

  it('explains an empty search result', async () => {
    const { user } = await renderLeadsPanel([maria], { 'GET /api/leads?search=zzz&limit=50': { body: [] } });
    await screen.findByRole('button', { name: 'Maria Gonzalez' });
    await user.type(screen.getByLabelText('Search leads'), 'zzz');
    expect(await screen.findByText('No leads match this filter or search.')).toBeInTheDocument();
  });

  it('loads the next page before the last lead shown', async () => {
    const page = Array.from({ length: 50 }, (_, i) => makeLead({ id: 1000 - i, firstName: `Lead${i}` }));
    const { user, calls } = await renderLeadsPanel(page, {
      'GET /api/leads?limit=50&before=951': { body: [makeLead({ id: 42, firstName: 'Zoe' })] },
    });
    await user.click(await screen.findByText('Load more'));
    expect(await screen.findByText('Zoe Gonzalez')).toBeInTheDocument();
    expect(screen.queryByText('Load more')).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/leads?limit=50&before=951');
  }, 15_000);

  it('lists overdue and due-today follow-ups at the top; clicking one opens the lead', async () => {
    const overdue = makeLead({ id: 710, firstName: 'Olga', lastName: 'Reyes', nextFollowUpDate: '2026-11-18' });
    const today = makeLead({ id: 711, firstName: 'Tom', lastName: 'Hale', nextFollowUpDate: '2026-11-22' });
    const { user } = await renderLeadsPanel([maria], {
      'GET /api/leads/follow-ups': { body: makeFollowUps({ overdue: [overdue], dueToday: [today] }) },
      ...leadReads(today),
    });
    const strip = within(await screen.findByTestId('follow-ups-due'));
    expect(await strip.findByRole('button', { name: 'Olga Reyes Overdue since November 18, 2026' })).toBeVisible();
    await user.click(strip.getByRole('button', { name: 'Tom Hale Due today' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Tom Hale' })).toBeInTheDocument();
  });

  it('closes the detail panel back to Select a Lead', async () => {
    const { user } = await renderLeadsPanel([maria], leadReads(maria));
    const detail = await openLead(user, 'Maria Gonzalez');
    expect(detail.getByRole('link', { name: maria.email })).toHaveAttribute('href', `mailto:${maria.email}`);
    expect(detail.getByRole('link', { name: '(214) 555-0142' })).toHaveAttribute('href', 'tel:(214) 555-0142');
    expect(detail.getByText('$450,000')).toBeInTheDocument();
    await user.click(detail.getByRole('button', { name: 'Close lead details' }));
    expect(await screen.findByRole('heading', { name: 'Select a Lead' })).toBeInTheDocument();
  });
});
