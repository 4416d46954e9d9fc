import { expect, test } from '@playwright/test';
import { ADMIN, ROSA } from './support/constants';
import { expectNoSeriousA11yViolations, signIn } from './support/helpers';

test.describe('axe-core finds no serious or critical violation', () => {
  for (const path of ['/', '/login', '/register', '/no-such-page']) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('on the realtor dashboard', async ({ page }) => {
    await signIn(page, ROSA.email, ROSA.password);
    await expect(page.getByRole('heading', { name: 'Welcome, Rosa' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('on the admin dashboard and its dialogs', async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    const row = page.getByRole('row').filter({ hasText: ROSA.email });
    await expect(row).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('button', { name: /Details/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test('the sign-in form works from the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').focus();
  await page.keyboard.type(ROSA.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(ROSA.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/realtor-dashboard/);
});
