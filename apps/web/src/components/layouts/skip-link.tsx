import type { MouseEvent } from 'react';

/** First tab stop on long pages: jumps past the header and sidebar to the `<main id="main">`. */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    // Focus by hand: a hash change would go through the router.
    event.preventDefault();
    main.setAttribute('tabindex', '-1');
    main.focus();
  };
  return (
    <a
      href="#main"
      onClick={skip}
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-bonnet-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to main content
    </a>
  );
}
