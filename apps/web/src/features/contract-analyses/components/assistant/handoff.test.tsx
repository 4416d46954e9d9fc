import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { SELECTED_CONTRACT_KEY, STATUS_FILTER_KEY } from '../../session-keys';
import { makeAnalysis } from '../../test-fixtures';
import { ContractAssistantPanel } from './contract-assistant-panel';

const analyses = [
  makeAnalysis({ id: 7, filename: 'elm.pdf', riskScore: 15 }),
  makeAnalysis({ id: 8, filename: 'pine.pdf', riskScore: 75 }),
  makeAnalysis({ id: 9, filename: 'maple.pdf', riskScore: 92 }),
];

function renderPanel() {
  mockFetch({ 'GET /api/contract-analyses': { body: analyses } });
  renderWithProviders(<ContractAssistantPanel />);
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Contract history' }))
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label'));

// Timers advance on their own (so queries and waits run) and can be jumped ahead by hand.
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('hand-off from the Health Mood Ring', () => {
  it('opens history with the picked contract highlighted for 3 s, then clears it', async () => {
    sessionStorage.setItem(SELECTED_CONTRACT_KEY, '8');
    renderPanel();
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    const card = await screen.findByRole('button', { name: 'Open analysis: pine.pdf' });
    expect(card).toHaveAttribute('data-highlighted', 'true');
    expect(screen.getByText(/Opened from the Health Mood Ring: pine\.pdf is highlighted/)).toBeInTheDocument();
    // Margins leave room for the real time that passes while the list loads.
    act(() => vi.advanceTimersByTime(2000));
    expect(card).toHaveAttribute('data-highlighted', 'true');
    act(() => vi.advanceTimersByTime(1100));
    expect(card).not.toHaveAttribute('data-highlighted');
    expect(screen.queryByText(/Health Mood Ring/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem(SELECTED_CONTRACT_KEY)).toBeNull();
  });

  it('opens history filtered; the stored filter is removed after 10 s', async () => {
    sessionStorage.setItem(STATUS_FILTER_KEY, 'needs-attention');
    renderPanel();
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Open analysis: maple.pdf' })).toBeInTheDocument();
    expect(titles()).toEqual(['Open analysis: pine.pdf', 'Open analysis: maple.pdf']);
    expect(screen.getByLabelText('Status Filter')).toHaveValue('needs-attention');
    expect(screen.getByText(/filtered from the Health Mood Ring/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(9000));
    expect(sessionStorage.getItem(STATUS_FILTER_KEY)).toBe('needs-attention');
    act(() => vi.advanceTimersByTime(1100));
    expect(sessionStorage.getItem(STATUS_FILTER_KEY)).toBeNull();
    expect(titles()).toHaveLength(2); // the agent keeps the filtered view until they clear it
  });

  it('clears the filter at once with the Clear Filter button', async () => {
    sessionStorage.setItem(STATUS_FILTER_KEY, 'healthy');
    const user = renderPanel();
    await screen.findByRole('button', { name: 'Open analysis: elm.pdf' });
    expect(titles()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Clear Filter' }));
    expect(sessionStorage.getItem(STATUS_FILTER_KEY)).toBeNull();
    expect(titles()).toHaveLength(3);
    expect(screen.getByLabelText('Status Filter')).toHaveValue('all');
    expect(screen.queryByText(/Health Mood Ring/)).not.toBeInTheDocument();
  });

  it('ignores a stored filter that is not a known status', async () => {
    sessionStorage.setItem(STATUS_FILTER_KEY, 'bogus');
    renderPanel();
    expect(screen.getByRole('tab', { name: 'Analysis' })).toHaveAttribute('aria-selected', 'true');
  });
});
