import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lead } from '@bluebonnet/contracts';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { LeadsPanel } from './components/leads-panel';
import { makeActivity, makeFollowUps, makeInsights, stats } from './test-fixtures';

type Handlers = Parameters<typeof mockFetch>[0];

export const LIST_URL = '/api/leads?limit=50';

/** The panel with its start-up reads answered (`leads` as the first page), plus `handlers`. */
export async function renderLeadsPanel(leads: Lead[], handlers: Handlers = {}) {
  const fetch = mockFetch({
    'GET /api/leads/stats': { body: stats },
    'GET /api/leads/follow-ups': { body: makeFollowUps() },
    [`GET ${LIST_URL}`]: { body: leads },
    ...handlers,
  });
  const user = userEvent.setup();
  const utils = renderWithProviders(<LeadsPanel />, { path: '/realtor-dashboard' });
  await screen.findByRole('heading', { level: 2, name: 'Lead Management' });
  return { user, ...fetch, ...utils };
}

/** The reads of one selected lead: the record, its activities and insights. */
export function leadReads(lead: Lead, extra: { activities?: unknown; insights?: unknown } = {}): Handlers {
  return {
    [`GET /api/leads/${lead.id}`]: { body: lead },
    [`GET /api/leads/${lead.id}/activities`]: {
      body: extra.activities ?? [makeActivity({ leadId: lead.id })],
    },
    [`GET /api/leads/${lead.id}/insights`]: { body: extra.insights ?? makeInsights({ leadId: lead.id }) },
  };
}

/** Clicks the lead's row and waits for its detail panel. */
export async function openLead(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name }));
  const heading = await screen.findByRole('heading', { level: 3, name });
  const detail = heading.closest<HTMLElement>('[data-testid="lead-detail"]');
  if (!detail) throw new Error(`no detail panel for ${name}`);
  return within(detail);
}
