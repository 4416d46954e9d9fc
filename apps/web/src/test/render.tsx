import type { ReactElement } from 'react';
import { render, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { expect } from 'vitest';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import { createQueryClient } from '@/lib/query-client';

/** The whole app (real route table, guards and lazy pages) at `path`. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}

/** One component inside the providers and a router, with stand-in pages for where it may navigate. */
export function renderWithProviders(ui: ReactElement, { path = '/', extraRoutes = [] as RouteObject[] } = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path, element: ui }, ...extraRoutes], { initialEntries: [path] });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}

/**
 * Waits for the toast with this title (and description) in the notifications region. The region may be
 * aria-hidden behind an open modal; Radix announces the toast through its own live region then.
 */
export async function expectToast(title: string, description?: string) {
  // Found by attribute: an aria-hidden element has no accessible name to query by.
  const region = await waitFor(() => {
    const el = document.querySelector<HTMLElement>('[role="region"][aria-label^="Notifications"]');
    if (!el) throw new Error('No notifications region');
    return el;
  });
  expect(await within(region).findByText(title)).toBeInTheDocument();
  if (description !== undefined) expect(within(region).getByText(description)).toBeInTheDocument();
}
