import { expect, test } from '@playwright/test';
import { ROSA } from './support/constants';
import { signIn } from './support/helpers';

test('the dashboard lists the sixteen tools; an unbuilt tool says so plainly', async ({ page }) => {
  await signIn(page, ROSA.email, ROSA.password);
  await expect(page).toHaveURL(/\/realtor-dashboard/);
  const sidebar = page.getByRole('navigation', { name: 'Tools' });
  await expect(sidebar.getByRole('link')).toHaveCount(16);

  await sidebar.getByRole('link', { name: /Market Analysis/ }).click();
  await expect(page.getByText('This tool is not available yet.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('This tool is not available yet.')).toBeVisible();

  await sidebar.getByRole('link', { name: /Customer Intake/ }).click();
  await page.getByRole('link', { name: 'Open Full Portal' }).click();
  await expect(page).toHaveURL(/\/customer-intake-dashboard/);
});

test('a trial-plan realtor sees the trial message in Monthly Usage', async ({ page }) => {
  await signIn(page, 'priya@bluebonnet.test', 'bluebonnet-demo-2026');
  await expect(page.getByText('Trial Plan')).toBeVisible();
  await expect(page.getByText('2 contract analyses remaining in your trial.')).toBeVisible();
});
