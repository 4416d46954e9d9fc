import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, newRealtor, registerViaApi, signIn, toast } from './support/helpers';

test('a client fills in the form from the realtor’s link; the realtor works the lead through to home matches', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const realtor = newRealtor('Elena');
  await registerViaApi(request, realtor);
  await signIn(page, realtor.email, realtor.password);
  await page.goto('/customer-intake-dashboard');
  await expect(page.getByText('No Customer Intakes')).toBeVisible();
  await expect(page.getByText('Generate a form link to start collecting customer information.')).toBeVisible();

  // The realtor generates the link; the QR image and branded link are shown.
  await page.getByRole('button', { name: 'Generate Form Link' }).first().click();
  const linkDialog = page.getByRole('dialog');
  await expect(linkDialog.getByRole('img', { name: /QR/i })).toBeVisible();
  const displayLink = await linkDialog.locator('input[readonly]').first().inputValue();
  expect(displayLink).toMatch(/\/f\/[a-z2-9]{7}$/);
  // [NAME] is the client's: Send waits for it. Without an SMS provider the text goes to the outbox, and says so.
  await linkDialog.getByLabel('Client Phone Number').fill('(214) 555-0177');
  await expect(linkDialog.getByRole('button', { name: 'Send SMS' })).toBeDisabled();
  await linkDialog.getByLabel('Client Name').fill('Jordan');
  await expect(linkDialog.getByLabel('SMS Message')).toHaveValue(/^Hello \[NAME\], this is Elena /);
  await linkDialog.getByRole('button', { name: 'Send SMS' }).click();
  await expect(
    page.getByText('SMS is not configured on this server; the message was saved to the outbox.').first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // A client opens the short link on their phone and fills in the public form.
  const client = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await client.goto(new URL(displayLink).pathname);
  await expect(client).toHaveURL(/\/intake-form\?realtor=\d+&name=Elena/);
  await expect(client.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(client);
  await client.getByRole('button', { name: /Submit/ }).click();
  await expect(client.getByText('First name is required')).toBeVisible();
  await client.getByLabel('First Name').fill('Jordan');
  await client.getByLabel('Last Name').fill('Nguyen');
  await client.getByLabel('Email Address').fill('jordan.nguyen@example.com');
  await client.getByLabel('Phone Number').fill('(972) 555-0123');
  await client.getByLabel('Real Estate Goal').selectOption('buying');
  await client.getByLabel('Budget Range').selectOption('500k-750k');
  await client.getByLabel('Timeframe').selectOption('1-3-months');
  await client.getByLabel('Preferred Areas').fill('Plano, Frisco');
  await client.getByLabel('Pre-Approval Status').selectOption('pre-approved');
  await client.getByRole('button', { name: /Submit/ }).click();
  await expect(client.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

  // The realtor sees the new lead and moves it along.
  await page.reload();
  const card = page
    .getByRole('list', { name: 'Customer intakes' })
    .getByRole('listitem')
    .filter({ hasText: 'Jordan Nguyen' });
  await expect(card).toBeVisible();
  await card.getByLabel('Status for Jordan Nguyen').selectOption('contacted');
  await expect(toast(page).getByText('Intake Updated', { exact: true })).toBeVisible();
  await page.getByLabel('Status Filter').selectOption('contacted');
  await expect(card).toBeVisible();

  // One click makes the intake a lead; a second click finds the same lead instead of copying it.
  await card.getByRole('button', { name: 'Make Lead for Jordan Nguyen' }).click();
  await expect(toast(page).getByText('Lead Created', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Make Lead for Jordan Nguyen' }).click();
  await expect(toast(page).getByText('Already a Lead', { exact: true })).toBeVisible();

  // AI analysis, then the education package.
  await card.getByRole('button', { name: 'AI Analyze Jordan Nguyen' }).click();
  const analysis = page.getByRole('dialog', { name: /AI Client Analysis: Jordan Nguyen/ });
  await expect(analysis).toBeVisible({ timeout: 20_000 });
  await expect(analysis.getByText(/%/).first()).toBeVisible();
  await expect(analysis.getByText(/Plano|Frisco/).first()).toBeVisible();
  await analysis.getByRole('button', { name: /Generate Email Package/ }).click();
  await analysis.getByRole('button', { name: /Preview Materials/ }).click();
  const preview = page.getByRole('dialog', { name: /Education Materials for/ });
  await expect(preview).toBeVisible();
  await expect(preview.getByText(/option period/i).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await analysis.getByRole('button', { name: 'Close' }).click();
  await expect(analysis).toBeHidden();

  // Start research → redirected to the research dashboard → matches, marked demo.
  await card.getByRole('button', { name: 'Start Research for Jordan Nguyen' }).click();
  await expect(page).toHaveURL(/\/home-research-dashboard/, { timeout: 10_000 });
  await expect(page.getByText(/demo/i).first()).toBeVisible();
  await page.getByRole('button', { name: 'View Details for Jordan Nguyen' }).click();
  const details = page.getByRole('dialog', { name: /Research for Jordan Nguyen/ });
  await expect(details.getByText('Demo listing').first()).toBeVisible();
  await expect(details.getByText(/\$\d{3},\d{3}/).first()).toBeVisible();
});
