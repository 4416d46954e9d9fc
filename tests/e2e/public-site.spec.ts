import { expect, test } from '@playwright/test';

test('the landing page shows plans, trial terms, testimonials and the demo tour', async ({ page }) => {
  await page.goto('/');
  for (const price of ['$49', '$99', '$199']) await expect(page.getByText(price, { exact: true })).toBeVisible();
  await expect(page.getByText('Most Popular')).toBeVisible();
  await expect(page.getByText(/30-day money-back guarantee/i).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveCount(3);

  await page.getByRole('button', { name: 'Watch Demo' }).click();
  const demo = page.getByRole('dialog');
  await expect(demo).toBeVisible();
  await expect(demo.getByRole('heading', { level: 3 })).toHaveCount(4);
  await demo.getByRole('button', { name: 'Close Demo' }).click();
  await expect(demo).toBeHidden();

  await page.getByRole('button', { name: 'Watch Demo' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Start Free Trial' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText('Already have an account? Sign in here')).toBeVisible();
});

test('Start 30-Day Free Trial leads to the sign-in screen with its Back to Homepage link', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Start 30-Day Free Trial' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Back to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a form link for an unknown realtor says so and never shows the name written in the link', async ({ page }) => {
  await page.goto('/intake-form?realtor=2147483000&name=Official%20Bluebonnet%20Support');
  await expect(page.getByRole('heading', { name: 'This Form Link Is Not Valid' })).toBeVisible();
  await expect(page.getByText('Official Bluebonnet Support')).toHaveCount(0);
});
