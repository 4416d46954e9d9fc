import { expect, test } from '@playwright/test';
import { ROSA } from './support/constants';
import { signIn } from './support/helpers';

test('a realtor opening /admin-dashboard sees Access Denied', async ({ page }) => {
  await signIn(page, ROSA.email, ROSA.password);
  await expect(page).toHaveURL(/\/realtor-dashboard/);
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test('signed out, the dashboards lead to the sign-in screen', async ({ page }) => {
  for (const path of ['/realtor-dashboard', '/admin-dashboard']) {
    await page.goto(path);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  }
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('an unknown API path answers JSON, not the web app', async ({ request }) => {
  const res = await request.get('/api/no-such-thing');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ code: 'not_found' });
});
