import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectToast } from '@/test/render';
import { makeLead } from './test-fixtures';
import { leadReads, LIST_URL, renderLeadsPanel } from './test-render';

const created = makeLead({ id: 720, firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com' });
const posts = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'POST' && c.url === '/api/leads');

async function openDialog(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Add New Lead' }));
  return within(await screen.findByRole('dialog', { name: 'Add New Lead' }));
}

async function fillRequired(dialog: ReturnType<typeof within>, user: UserEvent) {
  await user.type(dialog.getByLabelText('First Name'), 'Ana');
  await user.type(dialog.getByLabelText('Last Name'), 'Lopez');
  await user.type(dialog.getByLabelText('Email'), 'Ana@Example.com');
}

describe('Add New Lead', () => {
  it('refuses blank names and email with the spec toast and marks the fields', async () => {
    const { user, calls } = await renderLeadsPanel([]);
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Add Lead' }));
    await expectToast('Missing required fields', 'Please fill in first name, last name, and email.');
    expect(dialog.getByLabelText('First Name')).toHaveAccessibleDescription('First name is required');
    expect(dialog.getByLabelText('Last Name')).toHaveAccessibleDescription('Last name is required');
    expect(dialog.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(posts(calls)).toHaveLength(0);
  });

  it('shows a mistyped email on its field without the missing-fields toast', async () => {
    const { user, calls } = await renderLeadsPanel([]);
    const dialog = await openDialog(user);
    await user.type(dialog.getByLabelText('First Name'), 'Ana');
    await user.type(dialog.getByLabelText('Last Name'), 'Lopez');
    await user.type(dialog.getByLabelText('Email'), 'ana-at-example');
    await user.click(dialog.getByRole('button', { name: 'Add Lead' }));
    expect(await dialog.findByText('Enter a valid email address, such as maria@example.com')).toBeInTheDocument();
    expect(screen.queryByText('Missing required fields')).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('puts a server 400 issue on its field with the spec error toast', async () => {
    const { user } = await renderLeadsPanel([], {
      'POST /api/leads': {
        status: 400,
        body: {
          code: 'bad_request',
          message: 'Check the highlighted fields.',
          issues: [{ path: 'body.phone', message: 'This number cannot receive calls' }],
        },
      },
    });
    const dialog = await openDialog(user);
    await fillRequired(dialog, user);
    await user.type(dialog.getByLabelText('Phone'), '214-555-0142');
    await user.click(dialog.getByRole('button', { name: 'Add Lead' }));
    await expectToast('Error adding lead', 'Please check all required fields and try again.');
    expect(dialog.getByLabelText('Phone')).toHaveAccessibleDescription('This number cannot receive calls');
  });

  it('explains a duplicate (409) in the dialog and resubmits with allowDuplicate on Add anyway', async () => {
    let answered = 0;
    const { user, calls } = await renderLeadsPanel([], {
      'POST /api/leads': () =>
        answered++ === 0
          ? {
              status: 409,
              body: { code: 'conflict', message: 'Ana Lopez (ana@example.com) is already in your leads.' },
            }
          : { status: 201, body: created },
      ...leadReads(created),
    });
    const dialog = await openDialog(user);
    await fillRequired(dialog, user);
    await user.click(dialog.getByRole('button', { name: 'Add Lead' }));
    expect(await dialog.findByText('Ana Lopez (ana@example.com) is already in your leads.')).toBeInTheDocument();
    expect(screen.queryByText('Error adding lead')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Add anyway' }));
    await expectToast('Lead added successfully!');
    expect(posts(calls).map((c) => (c.body as { allowDuplicate: boolean }).allowDuplicate)).toEqual([false, true]);
  });

  it('sends the payload, then closes, resets, refreshes the list and stats, and opens the new lead', async () => {
    const { user, calls } = await renderLeadsPanel([], {
      'POST /api/leads': { status: 201, body: created },
      ...leadReads(created),
    });
    let dialog = await openDialog(user);
    await fillRequired(dialog, user);
    await user.type(dialog.getByLabelText('Budget'), '$450,000');
    await user.selectOptions(dialog.getByLabelText('Lead Source'), 'referral');
    await user.selectOptions(dialog.getByLabelText('Timeline'), '1_3_months');
    await user.click(dialog.getByRole('checkbox', { name: 'Client agreed to receive text messages' }));
    await user.click(dialog.getByRole('button', { name: 'Add Lead' }));
    await expectToast('Lead added successfully!', 'Ana Lopez is now in your leads.');
    expect(posts(calls)[0]?.body).toEqual({
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana@example.com',
      source: 'referral',
      status: 'new',
      priority: 'medium',
      budget: 450000,
      timeline: '1_3_months',
      preApproval: 'unknown',
      smsConsent: true,
      allowDuplicate: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(calls.filter((c) => c.url === LIST_URL)).toHaveLength(2));
    expect(calls.filter((c) => c.url === '/api/leads/stats')).toHaveLength(2);
    expect(await screen.findByRole('heading', { level: 3, name: 'Ana Lopez' })).toBeInTheDocument();

    dialog = await openDialog(user);
    expect(dialog.getByLabelText('First Name')).toHaveValue('');
    expect(dialog.getByLabelText('Budget')).toHaveValue('');
    expect(dialog.getByLabelText('Lead Source')).toHaveValue('website');
    expect(dialog.getByRole('checkbox', { name: 'Client agreed to receive text messages' })).not.toBeChecked();
  });
});
