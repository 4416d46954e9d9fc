import { expect, test } from '@playwright/test';
import { answerVerification, newRealtor, signIn, toast } from './support/helpers';

test('a realtor starts a trial, reaches the dashboard, logs out and signs in again', async ({ page }) => {
  const dana = newRealtor('Dana');
  await page.goto('/');
  await page.getByRole('link', { name: 'Start Trial' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First Name').fill(dana.firstName);
  await page.getByLabel('Last Name').fill(dana.lastName);
  await page.getByLabel('Email').fill(dana.email);
  await page.getByLabel('Phone').fill('(214) 555-0143');
  await page.getByLabel('TREC License Number').fill('0654987');
  await page.getByLabel('Password', { exact: true }).fill(dana.password);
  await page.getByLabel('Confirm Password').fill(dana.password);
  await answerVerification(page);
  await page.getByRole('button', { name: /Create Account|Start Free Trial/ }).click();

  await expect(toast(page).getByText('Registration Successful!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/realtor-dashboard/);
  await expect(page.getByRole('heading', { name: `Welcome, ${dana.firstName}` })).toBeVisible();
  await expect(page.getByText(dana.email)).toBeVisible();
  // A new account is on the starter plan: 0 of 5 analyses used this month.
  await expect(page.getByText('0 / 5')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page).getByText('Logged Out', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Start Trial' })).toBeVisible();

  await signIn(page, dana.email, dana.password);
  await expect(toast(page).getByText('Login Successful', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/realtor-dashboard/);
  await expect(page.getByRole('heading', { name: `Welcome, ${dana.firstName}` })).toBeVisible();
});

test('a wrong verification answer is refused and a new question is asked', async ({ page }) => {
  await page.goto('/register');
  const question = await page.getByText(/What is \d+ [+−-] \d+\?/).textContent();
  await page.getByLabel('First Name').fill('Sam');
  await page.getByLabel('Last Name').fill('Lee');
  await page.getByLabel('Email').fill(newRealtor('Sam').email);
  await page.getByLabel('Phone').fill('2145550100');
  await page.getByLabel('TREC License Number').fill('0612345');
  await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
  await page.getByLabel('Confirm Password').fill('long-enough-1');
  await page.getByLabel(/What is/).fill('99');
  await page.getByRole('button', { name: /Create Account|Start Free Trial/ }).click();
  await expect(toast(page).getByText('Verification answer is incorrect. Please try again.')).toBeVisible();
  await expect(page.getByLabel(/What is/)).toHaveValue('');
  expect(typeof question).toBe('string');
  await expect(page).toHaveURL(/\/register$/);
});

test('a wrong password shows Login Failed with the server message', async ({ page }) => {
  await signIn(page, 'rosa@bluebonnet.test', 'not-her-password');
  await expect(toast(page).getByText('Login Failed', { exact: true })).toBeVisible();
  await expect(toast(page).getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
