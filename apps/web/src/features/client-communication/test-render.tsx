import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommunicationResult } from '@bluebonnet/contracts';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { CommunicationPanel } from './components/communication-panel';
import { DRAFT_URL, makeResult, MESSAGES_URL } from './test-fixtures';

type Handlers = Parameters<typeof mockFetch>[0];

/** The panel with an empty message list and a draft answer, plus `handlers`. */
export async function renderPanel(handlers: Handlers = {}, result: CommunicationResult = makeResult()) {
  const fetch = mockFetch({
    [MESSAGES_URL]: { body: [] },
    [DRAFT_URL]: { body: result },
    ...handlers,
  });
  const user = userEvent.setup();
  renderWithProviders(<CommunicationPanel />, { path: '/dashboard' });
  await screen.findByRole('heading', { name: 'AI Client Communication' });
  return { user, ...fetch };
}

/** Fills the two required fields and generates; resolves when the tabs show. */
export async function generate(user: ReturnType<typeof userEvent.setup>, name = 'Ana Lopez') {
  // Pasted, not typed: key-by-key typing of long text is slow in jsdom.
  if (name) {
    await user.click(screen.getByLabelText('Client Name'));
    await user.paste(name);
  }
  await user.click(screen.getByLabelText('Context'));
  await user.paste('Toured 1200 Elm St on Saturday.');
  await user.click(screen.getByRole('button', { name: 'Generate Communication' }));
  return within(await screen.findByRole('tablist', { name: 'Drafts' }));
}
