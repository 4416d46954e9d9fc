import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { TrecVerificationPanel } from './components/trec-verification-panel';
import { sampleSource } from './test-fixtures';

type Handlers = Parameters<typeof mockFetch>[0];

export const VERIFY = 'POST /api/verify-trec-license';
export const SOURCE = 'GET /api/trec-licenses/source';

/** The calls a user's action made (the panel's own question about the loaded data left out). */
export const userCalls = (calls: Array<{ method: string; url: string }>) =>
  calls.filter((c) => `${c.method} ${c.url}` !== SOURCE);

/** The panel with `handlers` answering its calls. */
export async function renderTrecPanel(handlers: Handlers = {}) {
  const fetch = mockFetch({ [SOURCE]: { body: sampleSource }, ...handlers });
  const user = userEvent.setup();
  const utils = renderWithProviders(<TrecVerificationPanel />, { path: '/realtor-dashboard' });
  await screen.findByRole('heading', { level: 2, name: 'TREC License Verification' });
  return { user, ...fetch, ...utils };
}

/** Types a number into the one field and presses Verify. */
export async function verifyTyped(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByLabelText('TREC License Number'), number);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

export const region = (name: string | RegExp) => within(screen.getByRole('region', { name }));
