import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { expectToast, renderApp } from '@/test/render';

const created = {
  status: 201,
  body: { success: true, message: 'Thank you! Your realtor will contact you soon.', id: 41 },
};

/** The server's answer for the link's realtor: the form shows this name, whatever the link says. */
const rosa = { 'GET /api/public/realtors/7': { body: { id: 7, name: 'Rosa Martinez' } } };
const mockForm = (handlers: Parameters<typeof mockFetch>[0] = {}) => mockFetch({ ...rosa, ...handlers });
const posts = (calls: ReturnType<typeof mockFetch>['calls']) => calls.filter((c) => c.method === 'POST');

async function openForm(path = '/intake-form?realtor=7&name=Rosa%20Martinez') {
  const user = userEvent.setup();
  const utils = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Real Estate Information Form' });
  return { user, ...utils };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First Name'), ' Ana ');
  await user.type(screen.getByLabelText('Last Name'), 'Lopez');
  await user.type(screen.getByLabelText('Email Address'), 'Ana.Lopez@Example.com');
  await user.type(screen.getByLabelText('Phone Number'), '214-555-0142');
  await user.selectOptions(screen.getByLabelText('Real Estate Goal'), 'buying');
}

describe('public intake form', () => {
  it.each(['/intake-form', '/intake-form?realtor=abc', '/intake-form?realtor=0'])(
    'explains a link without a valid realtor (%s) instead of showing the form',
    async (path) => {
      const { calls } = mockForm();
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'This Form Link Is Incomplete' }),
      ).toBeInTheDocument();
      expect(calls).toHaveLength(0);
      expect(
        screen.getByText('This form link is missing its realtor. Ask your realtor for a new link.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
    },
  );

  it('has the four sections, the starting values and an unchecked SMS consent', async () => {
    mockForm();
    await openForm();
    for (const name of [
      'Contact Information',
      'Real Estate Goals',
      'Location & Preferences',
      'Financing & Background',
    ]) {
      expect(screen.getByRole('group', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('radio', { name: 'Phone Call' })).toBeChecked();
    expect(screen.getByLabelText('Pre-Approval Status')).toHaveValue('unknown');
    expect(screen.getByRole('checkbox', { name: 'Yes, you may text me about my home search' })).not.toBeChecked();
    const goal = screen.getByLabelText('Real Estate Goal');
    expect(
      within(goal)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select your goal', 'Buying a Home', 'Selling a Home', 'Buying and Selling', 'Investing']);
    expect(within(screen.getByLabelText('Budget Range')).getAllByRole('option')).toHaveLength(6);
    expect(within(screen.getByLabelText('How Did You Hear About Us?')).getAllByRole('option')).toHaveLength(7);
  });

  it('hides the honeypot from people, keyboards and screen readers', async () => {
    mockForm();
    const { container } = await openForm();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute('aria-hidden', 'true');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(screen.queryByRole('textbox', { name: /Website/ })).not.toBeInTheDocument();
  });

  it('shows the spec §5 messages, tied to their fields, and focuses the first', async () => {
    const { calls } = mockForm();
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Submit Information' }));
    const expected: Array<[string, string]> = [
      ['First Name', 'First name is required'],
      ['Last Name', 'Last name is required'],
      ['Email Address', 'Valid email is required'],
      ['Phone Number', 'Valid phone number is required'],
      ['Real Estate Goal', 'Please select your real estate goal'],
    ];
    for (const [label, message] of expected) {
      const field = await screen.findByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(posts(calls)).toHaveLength(0);
  });

  it('asks for at least 10 characters of phone number', async () => {
    mockForm();
    const { user } = await openForm();
    await fillRequired(user);
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '555-0142');
    await user.click(screen.getByRole('button', { name: 'Submit Information' }));
    expect(await screen.findByText('Valid phone number is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveFocus();
  });

  it('sends the realtor from the link with the form fields, then thanks the client', async () => {
    const { calls } = mockForm({ 'POST /api/customer-intakes': created });
    const { user } = await openForm();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Budget Range'), '300k-500k');
    await user.type(screen.getByLabelText('Preferred Areas'), 'Frisco, Plano');
    await user.click(screen.getByRole('radio', { name: 'Text Message' }));
    await user.click(screen.getByRole('checkbox', { name: 'Yes, you may text me about my home search' }));
    await user.click(screen.getByRole('button', { name: 'Submit Information' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Thank You!' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/Rosa Martinez will contact you soon/)).toBeInTheDocument();
    await expectToast('Thank you!');
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]?.body).toEqual({
      realtorId: 7,
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana.lopez@example.com',
      phone: '214-555-0142',
      preferredContact: 'text',
      realEstateGoal: 'buying',
      propertyType: null,
      budgetRange: '300k-500k',
      timeframe: null,
      currentSituation: null,
      preferredAreas: 'Frisco, Plano',
      additionalNeeds: '',
      preApprovalStatus: 'unknown',
      hearAboutUs: null,
      notes: '',
      formSource: 'web',
      smsConsent: true,
      website: '',
    });
  });

  it.each(['/intake-form?realtor=7&name=Someone%20Else', '/intake-form?realtor=7'])(
    'shows the name the server gives for the realtor, never the link’s (%s)',
    async (path) => {
      mockForm();
      await openForm(path);
      expect(screen.getByText(/Tell Rosa Martinez about your real estate goals/)).toBeInTheDocument();
      expect(screen.queryByText(/Someone Else/)).not.toBeInTheDocument();
    },
  );

  it('explains a link whose realtor the server does not know, instead of showing the form', async () => {
    mockFetch({
      'GET /api/public/realtors/7': {
        status: 404,
        body: {
          code: 'not_found',
          message: 'This form link does not belong to a Bluebonnet realtor. Ask your realtor for a new link.',
        },
      },
    });
    renderApp('/intake-form?realtor=7&name=Rosa%20Martinez');
    expect(await screen.findByRole('heading', { level: 1, name: 'This Form Link Is Not Valid' })).toBeInTheDocument();
    expect(
      screen.getByText('This form link does not belong to a Bluebonnet realtor. Ask your realtor for a new link.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByText(/Rosa Martinez/)).not.toBeInTheDocument();
  });

  it("says 'Your Realtor' when the name cannot be loaded, and still takes the form", async () => {
    mockFetch({
      'GET /api/public/realtors/7': { status: 429, body: { code: 'too_many_requests', message: 'Slow down' } },
      'POST /api/customer-intakes': created,
    });
    const { user } = await openForm();
    expect(screen.getByText(/Tell Your Realtor about your real estate goals/)).toBeInTheDocument();
    expect(screen.queryByText(/Rosa Martinez/)).not.toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Information' }));
    expect(await screen.findByText(/Your Realtor will contact you soon/)).toBeInTheDocument();
  });

  it.each([
    [404, 'This form link is no longer valid. Ask your realtor for a new link.'],
    [429, 'Too many submissions. Please wait a minute and try again.'],
  ])('shows the server message on a %i', async (status, message) => {
    mockForm({ 'POST /api/customer-intakes': { status, body: { code: 'x', message } } });
    const { user } = await openForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Information' }));
    await expectToast('Submission Failed', message);
    expect(screen.getByRole('heading', { level: 1, name: 'Real Estate Information Form' })).toBeInTheDocument();
  });

  it('shows the spec text on other failures, and a 400 issue beside its field', async () => {
    mockForm({
      'POST /api/customer-intakes': {
        status: 400,
        body: {
          code: 'bad_request',
          message: 'Invalid request',
          issues: [{ path: 'email', message: 'Valid email is required' }],
        },
      },
    });
    const { user } = await openForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Information' }));
    await expectToast('Submission Failed', 'Please try again or contact your realtor directly.');
    await waitFor(() => expect(screen.getByLabelText('Email Address')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Valid email is required');
  });
});
