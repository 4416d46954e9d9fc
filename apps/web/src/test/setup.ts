import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetToasts } from '@/lib/toast';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

// jsdom has no scrolling; React Router's ScrollRestoration calls it.
window.scrollTo = () => {};
