import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { expectToast, renderWithProviders } from '@/test/render';
import { RegistrationForm } from './components/registration-form';

// Questions drawn in order: "3 + 9" (12), then "5 − 1" (4), then "3 + 9" again.
const draws = [0.25, 0.85, 0.1, 0.05, 0.45, 0.9];

beforeEach(() => {
  let i = 0;
  vi.spyOn(Math, 'random').mockImplementation(() => draws[i++ % draws.length] ?? 0);
});

function renderForm() {
  const user = userEvent.setup();
  const utils = renderWithProviders(<RegistrationForm />, {
    path: '/register',
    extraRoutes: [{ path: '/realtor-dashboard', element: <h1>Realtor dashboard</h1> }],
  });
  return { user, ...utils };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, answer: string) {
  await user.type(screen.getByLabelText('First Name'), 'James');
  await user.type(screen.getByLabelText('Last Name'), 'Whitaker');
  await user.type(screen.getByLabelText('Email'), 'James@Example.com');
  await user.type(screen.getByLabelText('Phone'), '817-555-0199');
  await user.type(screen.getByLabelText('TREC License Number'), '0712345');
  await user.type(screen.getByLabelText('Password'), 'bluebonnet1');
  await user.type(screen.getByLabelText('Confirm Password'), 'bluebonnet1');
  await user.type(screen.getByLabelText('What is 3 + 9?'), answer);
}

describe('RegistrationForm', () => {
  it('shows every field message of spec §5 on an empty submit', async () => {
    const { calls } = mockFetch({});
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'TREC license number is required',
      'Password must be at least 8 characters',
      'Please complete the verification question',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('says the passwords do not match on Confirm Password', async () => {
    mockFetch({});
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Password'), 'bluebonnet1');
    await user.type(screen.getByLabelText('Confirm Password'), 'bluebonnet2');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const message = await screen.findByText("Passwords don't match");
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription("Passwords don't match");
    expect(message).toBeInTheDocument();
  });

  it('limits the answer to 3 characters and New Question draws another and clears it', async () => {
    mockFetch({});
    const { user } = renderForm();
    const answer = screen.getByLabelText('What is 3 + 9?');
    expect(answer).toHaveAttribute('maxLength', '3');
    await user.type(answer, '12');
    await user.click(screen.getByRole('button', { name: 'New Question' }));
    expect(screen.getByLabelText('What is 5 − 1?')).toHaveValue('');
  });

  it('rejects a wrong answer without calling the server, then asks a new question', async () => {
    const { calls } = mockFetch({});
    const { user } = renderForm();
    await fillValid(user, '13');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectToast('Registration Failed', 'Verification answer is incorrect. Please try again.');
    expect(screen.getByLabelText('What is 5 − 1?')).toHaveValue('');
    expect(calls).toHaveLength(0);
  });

  it('sends only the request fields and goes to the realtor dashboard', async () => {
    const { calls } = mockFetch({ 'POST /api/register': { body: { success: true } } });
    const { user, router } = renderForm();
    await fillValid(user, '12');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectToast('Registration Successful!');
    expect(screen.getByText(/30-day free trial has started/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/realtor-dashboard'));
    expect(calls[0]?.body).toEqual({
      firstName: 'James',
      lastName: 'Whitaker',
      email: 'james@example.com',
      phone: '817-555-0199',
      trecLicenseNumber: '0712345',
      password: 'bluebonnet1',
      captchaVerification: true,
    });
  });

  it('shows the server message for a taken email and asks a new question', async () => {
    const message = 'An account with this email already exists';
    mockFetch({
      'POST /api/register': { status: 409, body: { success: false, error: message, code: 'conflict', message } },
    });
    const { user } = renderForm();
    await fillValid(user, '12');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectToast('Registration Failed', message);
    expect(screen.getByLabelText('What is 5 − 1?')).toHaveValue('');
  });

  it('falls back to "Please try again" when success is false without an error', async () => {
    mockFetch({ 'POST /api/register': { body: { success: false } } });
    const { user } = renderForm();
    await fillValid(user, '12');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectToast('Registration Failed', 'Please try again');
  });
});
