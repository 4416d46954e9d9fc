import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
// The DOM RouterProvider enables `flushSync` navigations (logout leaves the guarded page before the user is cleared).
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { routes } from './routes';
import { createQueryClient } from '@/lib/query-client';
import { currentUserQuery } from '@/lib/auth';

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // Ask who is signed in while the route's code downloads, not after it renders.
    void client.prefetchQuery(currentUserQuery);
    return client;
  });
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
