import { resaleFinanced2026 } from '@bluebonnet/domain/test-fixtures';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, newRealtor, registerViaApi, signIn, toast } from './support/helpers';

test('analysing the same contract again updates its record instead of adding a second', async ({ page, request }) => {
  test.setTimeout(120_000);
  const realtor = newRealtor('Nadia');
  await registerViaApi(request, realtor);
  await signIn(page, realtor.email, realtor.password);
  await page.goto('/realtor-dashboard?tool=contract-assistance');

  // A new realtor's first contract is #1, and the plan limit shows before the click.
  await page.getByLabel('Contract Type').selectOption('purchase');
  await page.getByLabel('Contract Text').fill(resaleFinanced2026());
  await expect(page.getByText('0 of 5 analyses used this month')).toBeVisible();
  await page.getByRole('button', { name: 'Analyze Contract' }).click();
  await expect(toast(page).getByText('Enhanced Contract Analysis Complete', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  const results = page.getByRole('article', { name: 'Analysis results' });
  await expect(results.getByRole('heading', { name: 'Purchase contract #1' })).toBeVisible();
  await expect(page.getByText('1 of 5 analyses used this month')).toBeVisible();

  // The amended contract (a 10-day option) is the same contract: the assistant offers to update it.
  await page.getByLabel('Contract Text').fill(resaleFinanced2026({ optionDays: '10' }));
  await page.getByRole('button', { name: 'Analyze Contract' }).click();
  const choice = page.getByRole('alert').filter({ hasText: 'This contract is already on file' });
  await expect(choice).toContainText('This looks like Purchase contract #1 for 2417 Hollow Creek Drive');
  await expectNoSeriousA11yViolations(page);
  await choice.getByRole('button', { name: 'Update existing record' }).click();
  await expect(toast(page).getByText('Contract Record Updated', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(results.getByRole('heading', { name: 'Purchase contract #1' })).toBeVisible();
  await expect(results.getByText(/^Version 2 · updated /)).toBeVisible();
  await results.getByText('Earlier versions (1)').click();
  await expect(results.getByRole('list', { name: 'Earlier versions' }).getByRole('listitem')).toHaveCount(1);

  // Still one contract in the history.
  await page.getByRole('tab', { name: /History/ }).click();
  await expect(page.getByRole('list', { name: 'Contract history' }).getByRole('listitem')).toHaveCount(1);
});
