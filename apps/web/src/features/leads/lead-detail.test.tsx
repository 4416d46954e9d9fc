import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '@/test/render';
import { makeActivity, makeLead } from './test-fixtures';
import { leadReads, LIST_URL, openLead, renderLeadsPanel } from './test-render';

const maria = makeLead({ id: 730 });
/** How many times `url` was read (a POST to the same path does not count). */
const count = (calls: { method: string; url: string }[], url: string) =>
  calls.filter((c) => c.method === 'GET' && c.url === url).length;

describe('lead detail panel', () => {
  it('changes the status with a PATCH of the status alone, then refreshes list, stats and insights', async () => {
    const { user, calls } = await renderLeadsPanel([maria], {
      ...leadReads(maria),
      'PATCH /api/leads/730': { body: { ...maria, status: 'qualified' } },
    });
    const detail = await openLead(user, 'Maria Gonzalez');
    const status = detail.getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['New', 'Contacted', 'Qualified', 'Nurturing', 'Converted', 'Lost']);
    await waitFor(() => expect(count(calls, '/api/leads/730/insights')).toBe(1));
    await user.selectOptions(status, 'qualified');
    await expectToast('Lead Updated', 'Maria Gonzalez is now Qualified.');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'qualified' });
    expect(status).toHaveValue('qualified');
    await waitFor(() => expect(count(calls, LIST_URL)).toBe(2));
    expect(count(calls, '/api/leads/stats')).toBe(2);
    await waitFor(() => expect(count(calls, '/api/leads/730/insights')).toBe(2));
  });

  it('keeps Add Activity disabled until a type and a description are given, then logs it', async () => {
    const logged = makeActivity({ id: 9001, leadId: 730, type: 'call', outcome: 'no_response' });
    const { user, calls } = await renderLeadsPanel([maria], {
      ...leadReads(maria),
      'POST /api/leads/730/activities': { status: 201, body: logged },
    });
    const detail = await openLead(user, 'Maria Gonzalez');
    const button = detail.getByRole('button', { name: 'Add Activity' });
    expect(button).toBeDisabled();
    await user.selectOptions(detail.getByLabelText('Activity Type'), 'call');
    expect(button).toBeDisabled();
    await user.type(detail.getByLabelText('Description'), '   ');
    expect(button).toBeDisabled();
    await user.type(detail.getByLabelText('Description'), 'Left a voicemail about Frisco homes');
    await user.selectOptions(detail.getByLabelText('Outcome (optional)'), 'no_response');
    expect(button).toBeEnabled();
    await waitFor(() => expect(count(calls, '/api/leads/730/activities')).toBe(1));
    await user.click(button);
    await expectToast('Activity Added', 'Call logged for Maria Gonzalez.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      type: 'call',
      description: 'Left a voicemail about Frisco homes',
      outcome: 'no_response',
    });
    await waitFor(() => expect(count(calls, '/api/leads/730/activities')).toBe(2));
    expect(count(calls, '/api/leads/730/insights')).toBe(2);
    expect(detail.getByLabelText('Description')).toHaveValue('');
    expect(detail.getByRole('button', { name: 'Add Activity' })).toBeDisabled();
  }, 15_000);

  it('shows the latest 5 activities with their labels', async () => {
    const activities = Array.from({ length: 7 }, (_, i) =>
      makeActivity({ id: 800 - i, leadId: 730, description: `Touch ${i + 1}` }),
    );
    activities[0] = { ...activities[0]!, type: 'property_showing', outcome: 'no_response' };
    const { user } = await renderLeadsPanel([maria], leadReads(maria, { activities }));
    const detail = await openLead(user, 'Maria Gonzalez');
    const list = within(await detail.findByRole('list', { name: 'Recent activities' }));
    expect(list.getAllByRole('listitem')).toHaveLength(5);
    expect(list.getByText('Property showing')).toBeInTheDocument();
    expect(list.getByText('No response')).toBeInTheDocument();
    expect(list.queryByText('Touch 6')).not.toBeInTheDocument();
    expect(detail.getByText('Showing the latest 5 of 7 activities.')).toBeInTheDocument();
  });

  it('sets and clears the next follow-up date', async () => {
    const { user, calls } = await renderLeadsPanel([maria], {
      ...leadReads(maria),
      'PATCH /api/leads/730': (init) => {
        const body = JSON.parse(String(init?.body)) as { nextFollowUpDate: string | null };
        return { body: { ...maria, nextFollowUpDate: body.nextFollowUpDate } };
      },
    });
    const detail = await openLead(user, 'Maria Gonzalez');
    expect(detail.getByRole('button', { name: 'Clear follow-up' })).toBeDisabled();
    await user.type(detail.getByLabelText('Next follow-up'), '2026-12-01');
    await user.click(detail.getByRole('button', { name: 'Set follow-up' }));
    await expectToast('Lead Updated', 'Follow up with Maria Gonzalez on December 1, 2026.');
    expect(detail.getByText('Saved: December 1, 2026')).toBeInTheDocument();
    await user.click(detail.getByRole('button', { name: 'Clear follow-up' }));
    await expectToast('Lead Updated', 'The follow-up with Maria Gonzalez was cleared.');
    expect(detail.getByLabelText('Next follow-up')).toHaveValue('');
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { nextFollowUpDate: '2026-12-01' },
      { nextFollowUpDate: null },
    ]);
  });

  it('deletes a lead only after confirmation and returns to Select a Lead', async () => {
    const { user, calls } = await renderLeadsPanel([maria], {
      ...leadReads(maria),
      'DELETE /api/leads/730': { body: { success: true, message: 'Lead deleted' } },
    });
    const detail = await openLead(user, 'Maria Gonzalez');
    await user.click(detail.getByRole('button', { name: 'Delete Maria Gonzalez' }));
    let dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Lead' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(detail.getByRole('button', { name: 'Delete Maria Gonzalez' }));
    dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Lead' }));
    await user.click(dialog.getByRole('button', { name: 'Delete Lead' }));
    await expectToast('Lead Deleted');
    expect(await screen.findByRole('heading', { name: 'Select a Lead' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/leads/730']);
  });
});
