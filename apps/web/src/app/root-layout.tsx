import { Outlet, ScrollRestoration, useRouteError } from 'react-router';
import { StatusScreen } from '@/components/layouts/status-screen';
import { Button } from '@/components/ui/button';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Last resort for a render crash or a chunk that failed to download (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <StatusScreen
      title="Something went wrong"
      text="The page could not be loaded. Check your connection and try again."
      action={<Button onClick={() => window.location.reload()}>Reload Page</Button>}
    />
  );
}
