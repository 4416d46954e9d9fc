import { expect, test } from '@playwright/test';
import { resaleFinanced2026 } from '../../packages/domain/src/contract-text/fixtures/index';
import { newRealtor, registerViaApi, signIn } from './support/helpers';

test('the comparison, clause generator and market insights tabs work on real data', async ({ page, request }) => {
  test.setTimeout(90_000);
  const realtor = newRealtor('Tomas');
  await registerViaApi(request, realtor);
  await signIn(page, realtor.email, realtor.password);
  await expect(page).toHaveURL(/\/realtor-dashboard/);
  const saved = await page.request.post('/api/contract-analyses', {
    data: { contractType: 'purchase', contractText: resaleFinanced2026(), filename: 'first-offer.pdf' },
  });
  expect(saved.status()).toBe(201);
  await page.goto('/realtor-dashboard?tool=contract-assistance');

  // Comparison: the saved offer against a pasted counter-offer $10,000 higher.
  await page.getByRole('tab', { name: 'Comparison' }).click();
  await page.getByRole('radiogroup', { name: 'Contract A source' }).getByLabel('Saved analysis').check();
  await page.getByLabel('Contract A saved analysis').selectOption({ index: 1 });
  await page.getByRole('radiogroup', { name: 'Contract B source' }).getByLabel('Paste text').check();
  await page
    .getByLabel('Contract B text')
    .fill(resaleFinanced2026({ salesPrice: '495,000.00', cashPortion: '107,000.00' }));
  await page.getByRole('button', { name: 'Compare Contracts' }).click();
  await expect(page.getByText(/\+\$10,000/).first()).toBeVisible({ timeout: 25_000 });

  // Clause generator: promulgated-form notice and clauses for the stated need.
  await page.getByRole('tab', { name: 'Clause Generator' }).click();
  await page.getByLabel('Contract Type').selectOption('purchase');
  await page.getByLabel('Client Type').selectOption('first-time-buyer');
  await page.getByLabel('Specific Needs').fill('The appraisal may come in low');
  await page.getByRole('button', { name: 'Generate Clauses' }).click();
  await expect(page.getByText(/factual statements and business details/).first()).toBeVisible();
  await expect(page.getByText(/49-1/).first()).toBeVisible();

  // Market insights for a ZIP, with dated figures from the bundled data.
  await page.getByRole('tab', { name: 'Market Insights' }).click();
  await page.getByLabel('Area (ZIP or city)').fill('75025');
  await page.getByRole('button', { name: 'Get Market Insights' }).click();
  await expect(page.getByText('Typical home value (Zillow ZHVI)')).toBeVisible();
});
