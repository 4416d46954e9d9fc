import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { InvestmentPanel } from './components/investment-panel';

type Handlers = Parameters<typeof mockFetch>[0];
export type User = ReturnType<typeof userEvent.setup>;

/** jsdom lays nothing out: the chart's container reports a fixed size so recharts draws. */
class FixedSizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const entry = { target, contentRect: { width: 640, height: 256 } } as unknown as ResizeObserverEntry;
    this.callback([entry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

/** The panel with `handlers` answering its calls. */
export async function renderInvestmentPanel(handlers: Handlers = {}) {
  vi.stubGlobal('ResizeObserver', FixedSizeObserver);
  const fetch = mockFetch(handlers);
  const user = userEvent.setup();
  renderWithProviders(<InvestmentPanel />, { path: '/realtor-dashboard' });
  await screen.findByRole('heading', { level: 2, name: 'AI Investment Analyzer' });
  return { user, ...fetch };
}

/** Types into a labelled box (pasted: key-by-key typing is slow in jsdom). */
export async function fill(user: User, label: string, text: string) {
  const box = screen.getByLabelText(label);
  await user.clear(box);
  await user.click(box);
  await user.paste(text);
}

/** Price and rent, then Analyze Investment. */
export async function analyze(user: User, fields: Record<string, string> = {}) {
  const values = { 'Property Price': '350,000', 'Monthly Rent': '2,400', ...fields };
  for (const [label, text] of Object.entries(values)) await fill(user, label, text);
  await user.click(screen.getByRole('button', { name: 'Analyze Investment' }));
}

/** The results card, once it shows an answer. */
export async function results() {
  await screen.findByText('Monthly breakdown');
  return within(screen.getByRole('region', { name: 'Investment analysis' }));
}
