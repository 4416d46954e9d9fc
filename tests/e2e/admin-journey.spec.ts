import { expect, test } from '@playwright/test';
import { ADMIN } from './support/constants';
import { newRealtor, registerViaApi, signIn, toast } from './support/helpers';

test('an admin upgrades a realtor, the realtor sees the new limit, then the admin deletes them', async ({
  browser,
  request,
}) => {
  const lena = newRealtor('Lena');
  await registerViaApi(request, lena);

  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, ADMIN.email, ADMIN.password);
  await expect(adminPage).toHaveURL(/\/admin-dashboard/);

  await adminPage.getByRole('searchbox').fill(lena.email);
  const row = adminPage.getByRole('row').filter({ hasText: lena.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /Subscription/ }).click();
  const dialog = adminPage.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Subscription Plan' }).selectOption('professional');
  await dialog.getByRole('combobox', { name: 'Subscription Status' }).selectOption('active');
  await dialog.getByRole('button', { name: 'Update Subscription' }).click();
  await expect(toast(adminPage).getByText('Subscription Updated', { exact: true })).toBeVisible();
  await expect(row).toContainText(/professional/i);

  const realtorPage = await (await browser.newContext()).newPage();
  await signIn(realtorPage, lena.email, lena.password);
  await expect(realtorPage).toHaveURL(/\/realtor-dashboard/);
  await expect(realtorPage.getByText('0 / ∞')).toBeVisible();

  await row.getByRole('button', { name: /Delete/ }).click();
  await adminPage
    .getByRole('alertdialog')
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(toast(adminPage).getByText('User Deleted', { exact: true })).toBeVisible();
  await expect(adminPage.getByRole('row').filter({ hasText: lena.email })).toHaveCount(0);

  // The deleted realtor's session ends at once.
  await realtorPage.reload();
  await expect(realtorPage).toHaveURL(/\/login/);
});

test('an admin cannot delete an admin: no delete button on admin rows', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  const adminRow = page.getByRole('row').filter({ hasText: ADMIN.email });
  await expect(adminRow).toHaveCount(1);
  await expect(adminRow.getByRole('button', { name: /Delete/ })).toHaveCount(0);
});
