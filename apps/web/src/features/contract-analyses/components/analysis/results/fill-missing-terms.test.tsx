import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContractAnalysis, ContractDeadline } from '@bluebonnet/contracts';
import { mockFetch } from '@/test/fetch-mock';
import { expectToast, renderWithProviders } from '@/test/render';
import { makeAnalysis } from '../../../test-fixtures';
import { contractAnalysesQuery } from '../../../api';
import { AnalysisResults } from './analysis-results';

const waitingOption: ContractDeadline = {
  key: 'option-period',
  title: 'Option Period ends: last moment to give notice of termination',
  dueDate: null,
  dueTime: '17:00',
  timeZone: 'America/Chicago',
  status: 'waiting',
  waitingFor: 'the Effective Date',
  paragraph: '5B',
  rule: 'Effective Date + 7 calendar days; ends 5:00 p.m. local time and does not roll for a weekend or holiday.',
  rolledForward: false,
  originalDueDate: null,
  latestDueDate: null,
  daysAfterEffectiveDate: 7,
  note: null,
  assignee: 'client',
  priority: 'high',
};

/** A draft with no Effective Date and blank ¶6D days. */
const draft = makeAnalysis({
  id: 7,
  deadlines: [waitingOption],
  missingTerms: [
    { term: 'effectiveDate', paragraph: 'Effective Date', blocks: 'Earnest money, Option Fee, Option period' },
    { term: 'title.objectionDays', paragraph: '6D', blocks: 'Title objections' },
  ],
});

const filled: ContractAnalysis = {
  ...draft,
  deadlines: [{ ...waitingOption, status: 'scheduled', waitingFor: null, dueDate: '2026-11-27' }],
  missingTerms: [{ term: 'title.objectionDays', paragraph: '6D', blocks: 'Title objections' }],
  enteredTerms: { effectiveDate: '2026-11-20' },
};

function renderDraft(reply: Parameters<typeof mockFetch>[0][string]) {
  const mock = mockFetch({ 'PATCH /api/contract-analyses/7/terms': reply, 'GET /api/contract-analyses': { body: [] } });
  const utils = renderWithProviders(<AnalysisResults analysis={draft} />);
  utils.queryClient.setQueryData(contractAnalysesQuery.queryKey, [draft]);
  return { ...mock, ...utils, user: userEvent.setup() };
}

describe('Fill in missing terms', () => {
  it('shows a counted deadline as days after the blank Effective Date', () => {
    renderDraft({ body: filled });
    const timeline = screen.getByRole('region', { name: 'Deadline Timeline' });
    expect(within(timeline).getByText('7 days after the Effective Date, which is blank')).toBeInTheDocument();
  });

  it('sends only what was typed and lists the new dates', async () => {
    const { user, calls } = renderDraft({ body: filled });
    const section = screen.getByRole('region', { name: 'Fill in missing terms' });
    expect(
      within(section).getByText('Effective Date is blank; needed for: Earnest money, Option Fee, Option period.'),
    ).toBeInTheDocument();
    expect(within(section).getByLabelText('Title objection days')).toBeInTheDocument();
    await user.type(within(section).getByLabelText('Effective Date'), '2026-11-20');
    await user.click(within(section).getByRole('button', { name: 'Update deadlines' }));
    await expectToast('Deadlines Updated');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ effectiveDate: '2026-11-20' });
    const status = within(section).getByRole('status');
    expect(status).toHaveTextContent('Option Period ends: last moment to give notice of termination: Nov 27, 2026');
  });

  it('shows the server’s refusal beside the field and keeps the form', async () => {
    const message = 'The closing date (2026-04-01) cannot be before the Effective Date (2026-04-14).';
    const { user } = renderDraft({
      status: 400,
      body: { code: 'bad_request', message, issues: [{ path: 'body.effectiveDate', message }] },
    });
    const section = screen.getByRole('region', { name: 'Fill in missing terms' });
    await user.type(within(section).getByLabelText('Effective Date'), '2026-04-14');
    await user.click(within(section).getByRole('button', { name: 'Update deadlines' }));
    await expectToast('Error', message);
    expect(within(section).getByLabelText('Effective Date')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
  });

  it('refuses days that are not a whole number before sending anything', async () => {
    const { user, calls } = renderDraft({ body: filled });
    const section = screen.getByRole('region', { name: 'Fill in missing terms' });
    await user.type(within(section).getByLabelText('Title objection days'), '2.5');
    await user.click(within(section).getByRole('button', { name: 'Update deadlines' }));
    expect(await within(section).findByText('Enter a whole number of days')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('asks for at least one term before sending anything', async () => {
    const { user, calls } = renderDraft({ body: filled });
    const section = screen.getByRole('region', { name: 'Fill in missing terms' });
    await user.click(within(section).getByRole('button', { name: 'Update deadlines' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Enter at least one term.');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('is not shown when no term the deadlines need is blank', () => {
    mockFetch({});
    renderWithProviders(<AnalysisResults analysis={makeAnalysis()} />);
    expect(screen.queryByRole('region', { name: 'Fill in missing terms' })).not.toBeInTheDocument();
  });
});
