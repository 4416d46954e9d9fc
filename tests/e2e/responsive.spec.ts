import { expect, test } from '@playwright/test';
import { ROSA } from './support/constants';
import { expectNoSeriousA11yViolations, signIn } from './support/helpers';

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
