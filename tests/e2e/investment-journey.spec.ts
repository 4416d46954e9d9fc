import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, newRealtor, registerViaApi, signIn, toast } from './support/helpers';

test('an agent fills a Plano rental from area data, reads the returns to the cent, and downloads the report', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const realtor = newRealtor('Ines');
  await registerViaApi(request, realtor);
  await signIn(page, realtor.email, realtor.password);
  await page.goto('/realtor-dashboard?tool=investment-analyzer');
  await expect(page.getByRole('heading', { level: 2, name: /Investment Analyzer/ })).toBeVisible();

  // Nothing typed: the spec's toast, nothing computed.
  await page.getByRole('button', { name: 'Analyze Investment' }).click();
  await expect(toast(page).getByText('Missing Information', { exact: true })).toBeVisible();

  // Area data for 75024 fills the rent, the rate and the taxes, each with its source.
  await page.getByLabel('Property Price').fill('400000');
  await page.getByLabel('ZIP').fill('75024');
  await page.getByLabel('Bedrooms').selectOption('3');
  await page.getByRole('button', { name: 'Fill from area data' }).click();
  await expect(page.getByText(/Area data for/)).toBeVisible();
  await expect(page.getByLabel('Monthly Rent')).not.toHaveValue('');
  await expect(page.getByLabel('Interest Rate (%)')).not.toHaveValue('');

  // The agent's own figures: the hand-worked case (see packages/domain rental-figures.test.ts).
  await page.getByLabel('Down Payment').fill('80000');
  await page.getByLabel('Interest Rate (%)').fill('6.5');
  await page.getByLabel('Monthly Rent').fill('3000');
  await page.getByLabel('Annual Property Taxes').fill('8400');
  await page.getByLabel('Annual Insurance').fill('1800');
  await page.getByRole('button', { name: 'Analyze Investment' }).click();

  const breakdown = page.getByRole('region', { name: /Monthly/ }).first();
  await expect(page.getByText('Moderate ROI', { exact: true })).toBeVisible();
  await expect(page.getByText('$2,022.62').first()).toBeVisible(); // principal and interest
  await expect(page.getByText('-$355.95').first()).toBeVisible(); // monthly cash flow
  await expect(page.getByText('-5.34%').first()).toBeVisible(); // cash-on-cash
  await expect(page.getByText('5.00%').first()).toBeVisible(); // cap rate
  await expect(page.getByText('Never at this cash flow', { exact: true })).toBeVisible();
  await expect(breakdown).toBeVisible();
  // Typed figures say so; the projection's price trend comes from Zillow's data for the ZIP, named.
  const assumptions = page.getByRole('region', { name: 'Assumptions and sources' });
  await expect(assumptions).toContainText('You entered');
  await expect(assumptions).toContainText('Area data');
  await expect(assumptions).toContainText(/Zillow/);
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('investment-analysis-75024.pdf');
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
