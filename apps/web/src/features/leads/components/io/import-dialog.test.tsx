import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockReply } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { leadsKeys } from '../../api';
import { LeadsIoToolbar } from './leads-io-toolbar';
import { csvFile, makePreview, makeRun } from './test-fixtures';

type Handlers = Parameters<typeof mockFetch>[0];

async function openImport(handlers: Handlers) {
  const fetch = mockFetch(handlers);
  const user = userEvent.setup({ applyAccept: false });
  const utils = renderWithProviders(<LeadsIoToolbar filter="all" />);
  await user.click(screen.getByRole('button', { name: 'Import CSV' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Import Leads from CSV' }));
  return { user, dialog, ...fetch, ...utils };
}

const previewReply: Handlers = { 'POST /api/leads/import/preview': { body: makePreview() } };

describe('Import CSV', () => {
  it('previews the file: its format, the column mapping, the counts, row problems and duplicates', async () => {
    const { user, dialog, calls } = await openImport(previewReply);
    expect(dialog.getByText(/up to 10 MB/)).toBeInTheDocument();
    await user.upload(dialog.getByLabelText('CSV file'), csvFile());

    expect(await dialog.findByText(/Looks like a Follow Up Boss export\./)).toHaveTextContent('5 rows of leads');
    const sent = calls.find((c) => c.url === '/api/leads/import/preview');
    expect((sent?.init?.body as FormData).get('file')).toBeInstanceOf(File);

    const mapping = within(dialog.getByRole('table', { name: 'Column mapping' }));
    expect(mapping.getByRole('row', { name: 'Email 1 Email' })).toBeInTheDocument();
    expect(mapping.getByRole('row', { name: 'Tags Not imported' })).toBeInTheDocument();

    const count = (label: string) => dialog.getByText(label).nextElementSibling?.textContent;
    expect(count('Ready to import')).toBe('3');
    expect(count('Already in your leads (skipped)')).toBe('1');
    expect(count('With problems (skipped)')).toBe('1');

    const rows = within(dialog.getByRole('table', { name: 'All 5 rows' }));
    expect(rows.getByRole('row', { name: /^4 Tom Nguyen/ })).toHaveTextContent(
      'Enter a valid email address, such as maria@example.com',
    );
    expect(rows.getByRole('row', { name: /^3 Maria Garcia/ })).toHaveTextContent('Already in your leads: Maria Garcia');
    expect(dialog.getByRole('button', { name: 'Import 3 leads' })).toBeEnabled();
  });

  it('refuses a file that is not a CSV or is over the limit without uploading it', async () => {
    const { user, dialog, calls } = await openImport(previewReply);
    const input = dialog.getByLabelText('CSV file');
    await user.upload(input, new File(['x'], 'leads.xlsx'));
    expect(dialog.getByRole('alert')).toHaveTextContent('Choose a .csv file.');
    const big = csvFile();
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(input, big);
    expect(dialog.getByRole('alert')).toHaveTextContent('This file is 11.0 MB; the limit is 10 MB.');
    expect(calls).toHaveLength(0);
  });

  it("shows the server's reason when the file cannot be read", async () => {
    const { user, dialog } = await openImport({
      'POST /api/leads/import/preview': {
        status: 400,
        body: { code: 'bad_request', message: 'The file has no header row.' },
      },
    });
    await user.upload(dialog.getByLabelText('CSV file'), csvFile());
    expect(await dialog.findByRole('alert')).toHaveTextContent('The file has no header row.');
  });

  it('imports with a progress bar, then reports and reloads the leads list', async () => {
    const rejected = Array.from({ length: 25 }, (_, i) => ({ line: i + 10, reason: 'Email is required' }));
    const polls: MockReply[] = [
      { body: makeRun({ processedRows: 3 }) },
      {
        body: makeRun({
          status: 'succeeded',
          processedRows: 5,
          created: 3,
          duplicates: 1,
          rejected,
          rejectedCount: 27,
          finishedAt: '2026-11-20T15:00:02.000Z',
        }),
      },
    ];
    const { user, dialog, calls, queryClient } = await openImport({
      ...previewReply,
      'POST /api/leads/import': { status: 201, body: makeRun() },
      'GET /api/leads/import/41': () => polls.shift() ?? polls[0]!,
    });
    const listKey = leadsKeys.list({ filter: 'all', search: '' });
    queryClient.setQueryData(listKey, []);
    queryClient.setQueryData(leadsKeys.stats, { total: 1 });

    await user.upload(dialog.getByLabelText('CSV file'), csvFile());
    await user.click(await dialog.findByRole('button', { name: 'Import 3 leads' }));
    const bar = await dialog.findByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect((calls.find((c) => c.url === '/api/leads/import')?.init?.body as FormData).get('file')).toBeInstanceOf(File);
    await dialog.findByText('Importing leads… 3 of 5 rows', undefined, { timeout: 2000 });
    expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');

    expect(await dialog.findByRole('heading', { name: 'Import complete' }, { timeout: 2000 })).toBeInTheDocument();
    const count = (label: string) => dialog.getByText(label).nextElementSibling?.textContent;
    expect(count('Leads created')).toBe('3');
    expect(count('Duplicates skipped')).toBe('1');
    expect(count('Rejected')).toBe('27');
    const list = within(dialog.getByRole('list', { name: 'Rejected rows' }));
    expect(list.getAllByRole('listitem')).toHaveLength(20);
    expect(list.getByText('Line 10:').parentElement).toHaveTextContent('Line 10: Email is required');
    expect(dialog.getByText('and 7 more')).toBeInTheDocument();
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(leadsKeys.stats)?.isInvalidated).toBe(true);
    expect(dialog.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says why an import failed', async () => {
    const { user, dialog } = await openImport({
      ...previewReply,
      'POST /api/leads/import': {
        status: 201,
        body: makeRun({ status: 'failed', error: 'The database was busy; nothing was imported.' }),
      },
    });
    await user.upload(dialog.getByLabelText('CSV file'), csvFile());
    await user.click(await dialog.findByRole('button', { name: 'Import 3 leads' }));
    expect(await dialog.findByRole('heading', { name: 'Import failed' })).toBeInTheDocument();
    expect(dialog.getByRole('alert')).toHaveTextContent('The database was busy; nothing was imported.');
  });
});
