import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetToasts } from '@/lib/toast';

// The first render of a lazy route can take over a second on a loaded 2-core CI machine; findBy*
// and waitFor still return as soon as the element is there.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

// jsdom has no scrolling; React Router's ScrollRestoration calls it.
window.scrollTo = () => {};
