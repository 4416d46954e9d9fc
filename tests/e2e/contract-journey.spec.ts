import { expect, test } from '@playwright/test';
import { writeResaleContractPdf } from './support/contract-pdf';
import { newRealtor, registerViaApi, signIn, toast } from './support/helpers';

test('upload a contract PDF, analyse it, work its deadlines, and find it again', async ({ page, request }) => {
  test.setTimeout(120_000);
  const realtor = newRealtor('Carmen');
  await registerViaApi(request, realtor);
  const { file } = writeResaleContractPdf();

  await signIn(page, realtor.email, realtor.password);
  await expect(page).toHaveURL(/\/realtor-dashboard/);
  await page
    .getByRole('navigation', { name: 'Tools' })
    .getByRole('link', { name: /Contract Assistant/ })
    .click();

  // Upload → text extracted into the text area.
  await page.getByLabel('Contract Type').selectOption('purchase');
  await page.getByLabel('Upload PDF').setInputFiles(file);
  await expect(toast(page).getByText('PDF Text Extracted', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Contract Text')).toHaveValue(/ONE TO FOUR FAMILY RESIDENTIAL CONTRACT/);

  // Analyse → results with evidence.
  await page.getByRole('button', { name: 'Analyze Contract' }).click();
  await expect(toast(page).getByText('Enhanced Contract Analysis Complete', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  const results = page.getByRole('article', { name: 'Analysis results' });
  await expect(results.getByText(/20-18/).first()).toBeVisible();
  await expect(results.getByText('$485,000').first()).toBeVisible();
  const evidence = results
    .locator('details')
    .filter({ hasText: /Evidence: ¶?\s*3/ })
    .first();
  await evidence.locator('summary').click();
  await expect(evidence.locator('blockquote')).toContainText('485,000.00');
  await expect(results.getByText(/Option Period/).first()).toBeVisible();

  // The deadline shows in the card; ticking an action item takes it off.
  await page
    .getByRole('navigation', { name: 'Tools' })
    .getByRole('link', { name: /Contract Deadlines/ })
    .click();
  const list = page.getByLabel('Deadline list');
  await expect(list.getByText(/Option Period/).first()).toBeVisible();
  await expect(page.getByText('Urgent (Next 3 Days)')).toBeVisible();
  const checkbox = list.getByRole('checkbox').first();
  const label = (await checkbox.getAttribute('aria-label')) ?? '';
  await checkbox.click();
  await expect(toast(page).getByText('Action Item Updated', { exact: true })).toBeVisible();
  await expect(list.getByRole('checkbox', { name: label, exact: true })).toHaveCount(0);

  // The private calendar address can be replaced; the old one stops answering at once.
  const feedField = page.getByLabel('Calendar feed URL');
  const oldFeed = await feedField.inputValue();
  expect((await request.get(new URL(oldFeed).pathname)).status()).toBe(200);
  await page.getByRole('button', { name: 'New private address' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Create New Address' }).click();
  await expect(toast(page).getByText('New Calendar Address', { exact: true })).toBeVisible();
  await expect(feedField).not.toHaveValue(oldFeed);
  expect((await request.get(new URL(oldFeed).pathname)).status()).toBe(404);
  expect((await request.get(new URL(await feedField.inputValue()).pathname)).status()).toBe(200);

  // The Mood Ring and the Overview reflect the contract.
  await page
    .getByRole('navigation', { name: 'Tools' })
    .getByRole('link', { name: /Contract Health/ })
    .click();
  await expect(page.getByRole('list', { name: 'Contract health rings' }).getByRole('listitem')).toHaveCount(1);
  await page
    .getByRole('navigation', { name: 'Tools' })
    .getByRole('link', { name: /Overview/ })
    .click();
  await expect(page.getByText('Active Contracts')).toBeVisible();
  await expect(page.getByText('1 / 5')).toBeVisible();

  // History finds it.
  await page
    .getByRole('navigation', { name: 'Tools' })
    .getByRole('link', { name: /Contract Assistant/ })
    .click();
  await page.getByRole('tab', { name: /History/ }).click();
  await page.getByLabel('Search Contracts').fill('Hollow Creek');
  await expect(page.getByRole('list', { name: 'Contract history' }).getByRole('listitem')).toHaveCount(1);
});
