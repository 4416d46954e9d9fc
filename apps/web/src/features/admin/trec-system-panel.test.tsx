import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrecStats } from '@bluebonnet/contracts';
import { makeRun, makeStats, sampleSource } from '@/features/trec-licenses/test-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { expectToast, renderWithProviders } from '@/test/render';
import { TrecSystemPanel } from './components/trec-system-panel';

type Handlers = Parameters<typeof mockFetch>[0];

const STATS = 'GET /api/admin/trec-stats';
const RUNS = 'GET /api/admin/trec-sync-runs';

async function renderPanel(handlers: Handlers = {}, options: { fakeTimers?: boolean } = {}) {
  const fetch = mockFetch({ [STATS]: { body: makeStats() }, [RUNS]: { body: { runs: [makeRun()] } }, ...handlers });
  const user = options.fakeTimers
    ? userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    : userEvent.setup({ applyAccept: false });
  const utils = renderWithProviders(<TrecSystemPanel />, { path: '/admin-dashboard' });
  const panel = within(await screen.findByRole('region', { name: 'TREC License System' }));
  await panel.findByText('Total Licenses');
  const count = (key: string) => fetch.calls.filter((c) => `${c.method} ${c.url}` === key).length;
  return { user, panel, count, ...fetch, ...utils };
}

const value = (panel: ReturnType<typeof within>, label: string) => panel.getByText(label).nextElementSibling;

afterEach(() => {
  vi.useRealTimers();
});

describe('TREC License System panel', () => {
  it('shows the license counts, the last sync, its status, the data source and the realtors to look at', async () => {
    const { panel } = await renderPanel();
    expect(value(panel, 'Total Licenses')).toHaveTextContent('212,345');
    expect(value(panel, 'Active Licenses')).toHaveTextContent('161,234');
    expect(value(panel, 'Last Sync')).toHaveTextContent(/Nov 21, 2026/);
    expect(value(panel, 'Sync Status')).toHaveTextContent('Success');
    expect(panel.getByText(/Data source: TREC license-holder file, data of November 20, 2026/)).toBeInTheDocument();
    expect(panel.getByText('Realtors whose license is not active: 2')).toBeInTheDocument();
    expect(panel.getByText('Realtors whose license number was not found: 1')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Force Sync' })).toBeEnabled();
  });

  it('says Never and Unknown before the first sync, and marks sample data', async () => {
    const { panel } = await renderPanel({
      [STATS]: { body: makeStats({ lastSyncDate: null, syncStatus: null, source: sampleSource, dataDate: null }) },
      [RUNS]: { body: { runs: [] } },
    });
    expect(value(panel, 'Last Sync')).toHaveTextContent('Never');
    expect(value(panel, 'Sync Status')).toHaveTextContent('Unknown');
    expect(panel.getByText(/^Data source: Sample data \(made-up license holders\)/)).toBeInTheDocument();
    expect(await panel.findByText('No imports yet.')).toBeInTheDocument();
  });

  it('starts a sync, shows its progress while it runs, and refetches the stats after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const started = makeRun({ id: 8, trigger: 'admin', status: 'in_progress', rowsRead: 0, rowsImported: 0 });
    const running: TrecStats = makeStats({ syncStatus: 'in_progress', currentRun: { ...started, rowsRead: 120000 } });
    let phase: 'before' | 'running' | 'done' = 'before';
    const { user, panel, count, calls } = await renderPanel(
      {
        [STATS]: () => ({ body: phase === 'running' ? running : makeStats() }),
        'POST /api/admin/trec-sync': () => {
          phase = 'running';
          return { status: 201, body: { success: true, message: 'Downloading TREC’s file.', run: started } };
        },
      },
      { fakeTimers: true },
    );
    await user.click(panel.getByRole('button', { name: 'Force Sync' }));
    await expectToast('TREC Sync Started', 'Downloading TREC’s file.');
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/admin/trec-sync')).toBe(true);
    expect(panel.getByRole('status')).toHaveTextContent('Importing… 0 rows read');
    expect(panel.getByRole('button', { name: 'Force Sync' })).toBeDisabled();
    expect(count(STATS)).toBe(1);

    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(count(STATS)).toBeGreaterThanOrEqual(2));
    expect(await panel.findByText('Importing… 120,000 rows read')).toBeInTheDocument();

    // Polled every 2 s until the run ends.
    phase = 'done';
    const polled = count(STATS);
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(panel.queryByText(/Importing…/)).not.toBeInTheDocument());
    expect(count(STATS)).toBeGreaterThan(polled);
    expect(value(panel, 'Sync Status')).toHaveTextContent('Success');
    expect(panel.getByRole('button', { name: 'Force Sync' })).toBeEnabled();
  });

  it('shows the server’s reason when the sync cannot start, and still refetches after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, panel, count } = await renderPanel(
      {
        'POST /api/admin/trec-sync': {
          status: 502,
          body: { code: 'upstream', message: 'TREC’s site did not answer.' },
        },
      },
      { fakeTimers: true },
    );
    await user.click(panel.getByRole('button', { name: 'Force Sync' }));
    await expectToast('Sync Failed', 'TREC’s site did not answer.');
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(count(STATS)).toBe(2));
  });

  it('falls back to “Failed to start TREC data sync” when the answer says nothing', async () => {
    const { user, panel } = await renderPanel({ 'POST /api/admin/trec-sync': { status: 500, body: '' } });
    await user.click(panel.getByRole('button', { name: 'Force Sync' }));
    await expectToast('Sync Failed', 'Failed to start TREC data sync');
  });

  it('disables Force Sync with the reason when downloads are off', async () => {
    const { panel } = await renderPanel({ [STATS]: { body: makeStats({ downloadUrl: null }) } });
    const button = panel.getByRole('button', { name: 'Force Sync' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Downloads are off.*Upload the file instead/);
  });

  it('uploads a license file as form data and shows the import starting', async () => {
    const started = makeRun({ id: 9, trigger: 'upload', status: 'in_progress', source: 'trecfile.txt', rowsRead: 0 });
    const { user, panel, calls } = await renderPanel({
      'POST /api/admin/trec-upload': {
        status: 201,
        body: { success: true, message: 'Reading trecfile.txt.', run: started },
      },
    });
    const upload = panel.getByRole('button', { name: 'Upload and Import' });
    expect(upload).toBeDisabled();
    await user.upload(panel.getByLabelText('TREC license file'), new File(['0654321\t…'], 'trecfile.txt'));
    await user.click(upload);
    await expectToast('TREC Import Started', 'Reading trecfile.txt.');
    const sent = calls.find((c) => c.url === '/api/admin/trec-upload');
    expect(sent?.method).toBe('POST');
    const file = (sent?.init?.body as FormData).get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('trecfile.txt');
    expect(panel.getByRole('status')).toHaveTextContent('Importing… 0 rows read');
  });

  it('refuses a file of another kind without uploading it', async () => {
    const { user, panel, calls } = await renderPanel();
    await user.upload(panel.getByLabelText('TREC license file'), new File(['x'], 'licenses.xlsx'));
    expect(panel.getByRole('alert')).toHaveTextContent('a .txt, .zip, .csv or .json file');
    expect(panel.getByRole('button', { name: 'Upload and Import' })).toBeDisabled();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('lists every import and opens a run to show its rejected rows', async () => {
    const failed = makeRun({
      id: 6,
      trigger: 'upload',
      status: 'failed',
      source: 'licenses.csv',
      startedBy: 'admin@example.com',
      startedAt: '2026-11-20T15:00:00.000Z',
      rowsRead: 3,
      rowsImported: 0,
      rowsRejected: 3,
      message: 'No license rows could be read; the current data was kept.',
      errors: [
        { line: 2, message: 'Missing license number' },
        { line: 3, message: 'Unknown license type code' },
      ],
    });
    const { user, panel } = await renderPanel({ [RUNS]: { body: { runs: [makeRun(), failed] } } });
    const log = within(await panel.findByRole('table', { name: 'Sync log' }));
    const rows = log.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/Daily sync.*trecfile\.txt.*Success.*212,400.*212,345.*55/);
    expect(rows[2]).toHaveTextContent(/Upload.*admin@example\.com.*licenses\.csv.*Failed.*the current data was kept/);
    await user.click(log.getByRole('button', { name: /show rejected rows/ }));
    const errors = within(log.getByRole('list', { name: 'Rejected rows' }));
    expect(errors.getByText('Line 2:').parentElement).toHaveTextContent('Line 2: Missing license number');
    expect(errors.getByText('Line 3:').parentElement).toHaveTextContent('Unknown license type code');
  });
});
