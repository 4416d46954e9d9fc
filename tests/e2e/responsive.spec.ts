import { expect, test } from '@playwright/test';
import { ROSA } from './support/constants';
import { expectNoSeriousA11yViolations, newRealtor, registerViaApi, signIn } from './support/helpers';

// Runs in the phone project (Pixel 7 viewport).
test('the landing page fits a phone: no sideways scroll, Sign In hidden, Start Trial shown', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start Trial' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true })).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('on a phone the dashboard sidebar opens from a menu button', async ({ page }) => {
  await signIn(page, ROSA.email, ROSA.password);
  await expect(page.getByRole('heading', { name: 'Welcome, Rosa' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Tools' }).click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /Market Analysis/ })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText('This tool is not available yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('on a phone the lead list and a lead’s details fit the screen', async ({ page, request }) => {
  const realtor = newRealtor('Noor');
  await registerViaApi(request, realtor);
  await signIn(page, realtor.email, realtor.password);
  const created = await page.request.post('/api/leads', {
    data: {
      firstName: 'Rosalind',
      lastName: 'Achterberg-Villanueva',
      email: 'rosalind.av@example.com',
      budget: 615000,
    },
  });
  expect(created.status()).toBe(201);
  await page.goto('/realtor-dashboard?tool=lead-management');
  const row = page
    .getByTestId('lead-list')
    .getByRole('button', { name: 'Rosalind Achterberg-Villanueva', exact: true });
  await row.click();
  await expect(
    page.getByTestId('lead-detail').getByRole('heading', { name: 'Rosalind Achterberg-Villanueva' }),
  ).toBeInViewport();
  await expect(page.getByTestId('lead-insights').getByText('Engagement Score', { exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});
