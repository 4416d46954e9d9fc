import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerIntake } from '@bluebonnet/contracts';
import { mockFetch, type MockReply } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { CustomerIntakePortal } from './components/portal/portal-page';
import { stats } from './test-fixtures';

type Handlers = Parameters<typeof mockFetch>[0];

export const LIST_URL = '/api/customer-intakes?limit=50';

/** The portal with its three start-up reads answered, plus `handlers`; the research page stands in. */
export async function renderPortal(intakes: CustomerIntake[], handlers: Handlers = {}) {
  const fetch = mockFetch({
    'GET /api/customer-intakes/stats': { body: stats },
    [`GET ${LIST_URL}`]: { body: intakes } satisfies MockReply,
    'GET /api/sms-messages': { body: [] },
    ...handlers,
  });
  const user = userEvent.setup();
  const utils = renderWithProviders(<CustomerIntakePortal />, {
    path: '/customer-intake-dashboard',
    extraRoutes: [{ path: '/home-research-dashboard', element: <h1>Home Research Dashboard</h1> }],
  });
  await screen.findByRole('heading', { level: 1, name: 'Customer Intake Portal' });
  return { user, ...fetch, ...utils };
}

/** The card of one intake, found by its name heading. */
export async function findCard(name: string) {
  const heading = await screen.findByRole('heading', { level: 3, name });
  const card = heading.closest<HTMLElement>('[role="article"]');
  if (!card) throw new Error(`no card for ${name}`);
  return within(card);
}
