import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/test/fixtures';
import { mockFetch, unauthorized } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

const realtor = makeUser({ firstName: 'Maria', role: 'user' });
const admin = makeUser({ firstName: 'Avery', role: 'admin', email: 'admin@example.com' });

describe('route guards', () => {
  it('shows a spinner while the current user loads', async () => {
    mockFetch({ 'GET /api/auth/user': () => new Promise(() => {}) });
    renderApp('/realtor-dashboard');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  });

  it('sends a signed-out visitor from /realtor-dashboard to the login screen', async () => {
    mockFetch({ 'GET /api/auth/user': unauthorized });
    const { router } = renderApp('/realtor-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Bluebonnet' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('tab', { name: 'Sign In', selected: true })).toBeInTheDocument();
  });

  it('sends a signed-out visitor from /admin-dashboard to /login', async () => {
    mockFetch({ 'GET /api/auth/user': unauthorized });
    const { router } = renderApp('/admin-dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("shows 'Access Denied' to a realtor on /admin-dashboard", async () => {
    mockFetch({ 'GET /api/auth/user': { body: realtor } });
    renderApp('/admin-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/realtor-dashboard');
  });

  it("shows '404 Page Not Found' for an unknown path", async () => {
    mockFetch({ 'GET /api/auth/user': unauthorized });
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('shows the public intake form at /intake-form, signed out', async () => {
    mockFetch({
      'GET /api/auth/user': unauthorized,
      'GET /api/public/realtors/2': { body: { id: 2, name: 'Maria Test' } },
    });
    renderApp('/intake-form?realtor=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Real Estate Information Form' })).toBeInTheDocument();
  });

  it('shows the landing page at / when signed out', async () => {
    mockFetch({ 'GET /api/auth/user': unauthorized });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'The AI toolkit for Texas real estate agents',
    );
    expect(screen.getAllByRole('link', { name: 'Start Free Trial' })).toHaveLength(3);
  });

  it('shows the realtor dashboard at / for a realtor', async () => {
    mockFetch({ 'GET /api/auth/user': { body: realtor } });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Maria' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Admin Panel/ })).not.toBeInTheDocument();
  });

  it('shows the admin dashboard at / for an admin', async () => {
    mockFetch({ 'GET /api/auth/user': { body: admin }, 'GET /api/admin/users': { body: [admin, realtor] } });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  it.each([
    [realtor, '/realtor-dashboard'],
    [admin, '/admin-dashboard'],
  ])('redirects a signed-in user away from /login by role', async (user, target) => {
    mockFetch({ 'GET /api/auth/user': { body: user }, 'GET /api/admin/users': { body: [user] } });
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it('sends a signed-in user from /register to /realtor-dashboard', async () => {
    mockFetch({ 'GET /api/auth/user': { body: realtor } });
    const { router } = renderApp('/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/realtor-dashboard'));
  });
});

describe('realtor dashboard shell', () => {
  it('lists the sixteen tools and keeps the chosen one in the URL', async () => {
    mockFetch({ 'GET /api/auth/user': { body: realtor } });
    const user = userEvent.setup();
    const { router } = renderApp('/realtor-dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Tools' });
    expect(within(nav).getAllByRole('link')).toHaveLength(16);
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'Monthly Usage' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Market Analysis' }));
    expect(router.state.location.search).toBe('?tool=market-analysis');
    expect(await screen.findByText('This tool is not available yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Market Analysis' })).toBeInTheDocument();
  });

  it('opens a tool from the URL and offers the full intake portal', async () => {
    mockFetch({ 'GET /api/auth/user': { body: realtor } });
    renderApp('/realtor-dashboard?tool=customer-intake');
    expect(await screen.findByRole('link', { name: 'Open Full Portal' })).toHaveAttribute(
      'href',
      '/customer-intake-dashboard',
    );
  });

  it('shows Admin Panel to an admin', async () => {
    mockFetch({ 'GET /api/auth/user': { body: admin } });
    renderApp('/realtor-dashboard');
    expect(await screen.findByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin-dashboard');
  });
});
