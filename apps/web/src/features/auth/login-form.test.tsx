import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/test/fixtures';
import { mockFetch, unauthorized } from '@/test/fetch-mock';
import { expectToast, renderApp } from '@/test/render';

async function signIn(email = 'maria@example.com', password = 'bluebonnet1') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('Sign In', () => {
  it('requires both email and password', async () => {
    const { calls } = mockFetch({ 'GET /api/auth/user': unauthorized });
    renderApp('/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it.each([
    ['user', '/realtor-dashboard'],
    ['admin', '/admin-dashboard'],
  ] as const)('welcomes a %s back and goes to %s', async (role, target) => {
    const account = makeUser({ firstName: 'Maria', role });
    let signedIn = false;
    const { calls } = mockFetch({
      'GET /api/auth/user': () => (signedIn ? { body: account } : unauthorized),
      'POST /api/login': () => {
        signedIn = true;
        return { body: { success: true, message: 'Login successful', user: account } };
      },
      'GET /api/admin/users': { body: [account] },
    });
    const { router } = renderApp('/login');
    await signIn();
    await expectToast('Login Successful', 'Welcome back, Maria!');
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'maria@example.com',
      password: 'bluebonnet1',
    });
  });

  it('shows the server message for wrong credentials (401)', async () => {
    mockFetch({
      'GET /api/auth/user': unauthorized,
      'POST /api/login': {
        status: 401,
        body: { success: false, code: 'unauthorized', message: 'Invalid email or password' },
      },
    });
    renderApp('/login');
    await signIn();
    await expectToast('Login Failed', 'Invalid email or password');
  });

  it('falls back to the spec texts when the server gives no message', async () => {
    mockFetch({
      'GET /api/auth/user': unauthorized,
      'POST /api/login': { status: 502, statusText: 'Bad Gateway' },
    });
    renderApp('/login');
    await signIn();
    await expectToast('Login Failed', 'Invalid email or password. Please try again.');
  });

  it("says 'Login failed. Please try again.' for success false without a message", async () => {
    mockFetch({ 'GET /api/auth/user': unauthorized, 'POST /api/login': { body: { success: false, message: '' } } });
    renderApp('/login');
    await signIn();
    await expectToast('Login Failed', 'Login failed. Please try again.');
  });

  it("shows 'Signing In...' while the request is pending", async () => {
    mockFetch({ 'GET /api/auth/user': unauthorized, 'POST /api/login': () => new Promise(() => {}) });
    renderApp('/login');
    await signIn();
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
  });
});
