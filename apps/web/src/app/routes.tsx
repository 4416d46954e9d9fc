import type { RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { RootLayout, RouteError } from './root-layout';

/**
 * The route table of spec §2. Every page is a lazy module exporting `Component`; guards live in the
 * modules; /intake-form is public.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: 'login', lazy: () => import('./routes/login') },
      { path: 'register', lazy: () => import('./routes/register') },
      { path: 'intake-form', lazy: () => import('./routes/intake-form') },
      { path: 'admin-dashboard', lazy: () => import('./routes/admin-dashboard') },
      { path: 'realtor-dashboard', lazy: () => import('./routes/realtor-dashboard') },
      { path: 'customer-intake-dashboard', lazy: () => import('./routes/customer-intake-dashboard') },
      { path: 'home-research-dashboard', lazy: () => import('./routes/home-research-dashboard') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];
