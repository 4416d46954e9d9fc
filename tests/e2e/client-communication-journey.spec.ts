import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, newRealtor, registerViaApi, signIn } from './support/helpers';

test('draft a follow-up email for a lead, approve it, find it in the outbox and in the lead’s activities', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const realtor = newRealtor('Tomas');
  await registerViaApi(request, realtor);
  await signIn(page, realtor.email, realtor.password);
  // The lead arrives the way a website form would send it: through the API with the session.
  const created = await page.request.post('/api/leads', {
    data: {
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana.lopez@example.com',
      phone: '(214) 555-0166',
      status: 'contacted',
      preferredAreas: 'McKinney',
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/realtor-dashboard?tool=client-communication');
  await expect(page.getByRole('heading', { name: 'AI Client Communication' })).toBeVisible();

  // Missing name and context: the spec's toast.
  await page.getByRole('button', { name: 'Generate Communication' }).click();
  await expect(page.getByText('Please enter client name and context.').first()).toBeVisible();

  await page.getByLabel('Pick from your leads and clients').fill('Ana');
  await page
    .getByRole('list', { name: 'Matching leads and clients' })
    .getByRole('button', { name: /Ana Lopez/ })
    .click();
  await expect(page.getByText('Writing to Ana Lopez')).toBeVisible();
  await expect(page.getByLabel('Client Name')).toHaveValue('Ana Lopez');
  await page
    .getByLabel('Context')
    .fill('We toured three homes in McKinney on Saturday; she liked the one near the park.');
  await page.getByLabel('Communication Type').selectOption('follow_up');
  await page.getByLabel('Tone').selectOption('friendly');
  await page.getByRole('button', { name: 'Generate Communication' }).click();

  const drafts = page.getByRole('tablist', { name: 'Drafts' });
  await expect(drafts.getByRole('tab', { name: 'Primary' })).toBeVisible({ timeout: 20_000 });
  await expect(drafts.getByRole('tab', { name: 'Alternative' })).toBeVisible();
  const body = page.getByRole('textbox', { name: 'Primary message' });
  await expect(body).toHaveValue(/Ana/);
  await expect(body).toHaveValue(/McKinney/);
  const subject = await page.getByLabel('Subject').inputValue();
  expect(subject.length).toBeGreaterThan(0);
  await drafts.getByRole('tab', { name: 'Follow-up' }).click();
  await expect(page.getByRole('list', { name: 'Follow-up drafts' }).getByRole('listitem')).toHaveCount(3);
  await drafts.getByRole('tab', { name: 'Primary' }).click();
  await expectNoSeriousA11yViolations(page);

  // Nothing goes out without the agent's explicit approval.
  await page.getByRole('button', { name: 'Review and send' }).click();
  const review = page.getByRole('dialog', { name: 'Review and send' });
  await expect(review.getByText('ana.lopez@example.com')).toBeVisible();
  const send = review.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeDisabled();
  await review.getByLabel('I approve this message').check();
  await send.click();
  // No SMTP server on this machine: the email is kept in the outbox, and the screen says it was not sent.
  await expect(review.getByRole('status')).toContainText('In the outbox (not sent)');
  await review.getByRole('button', { name: 'Done' }).click();
  await expect(
    page.getByRole('list', { name: 'Sent and scheduled messages' }).getByText('In the outbox (not sent)').first(),
  ).toBeVisible();

  // The lead's activities show the email.
  await page.goto('/realtor-dashboard?tool=lead-management');
  await page.getByTestId('lead-list').getByRole('button', { name: 'Ana Lopez', exact: true }).click();
  await expect(page.getByTestId('recent-activities').getByText(subject).first()).toBeVisible();
});
