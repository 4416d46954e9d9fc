import { resaleFinanced2026 } from '@bluebonnet/domain/test-fixtures';
import { expect, test } from '@playwright/test';
import { newRealtor, registerViaApi, signIn, toast } from './support/helpers';

test('a half-filled draft keeps its option deadline; filling the blank ¶6D on the analysis adds the rest', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const realtor = newRealtor('Lupe');
  await registerViaApi(request, realtor);
  await signIn(page, realtor.email, realtor.password);
  await page.goto('/realtor-dashboard?tool=contract-assistance');

  // The draft: effective November 20, 2026, a 7-day option, closing December 18, ¶6D left blank.
  const draft = resaleFinanced2026({
    execDay: '20th',
    execMonth: 'November',
    closingMonthDay: 'December 18',
    objectionDays: '',
  });
  await page.getByLabel('Contract Type').selectOption('purchase');
  await page.getByLabel('Contract Text').fill(draft);
  await page.getByRole('button', { name: 'Analyze Contract' }).click();
  await expect(toast(page).getByText('Enhanced Contract Analysis Complete', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  const results = page.getByRole('article', { name: 'Analysis results' });
  await expect(results.getByText('No deadlines could be computed')).toHaveCount(0);
  const timeline = results.getByRole('region', { name: 'Deadline Timeline' });
  await expect(timeline.getByText(/Option Period/i).first()).toBeVisible();
  // ¶6D's deadline is the one the blank blocks; the others are there.
  const objections = timeline.getByRole('listitem').filter({ hasText: '¶6D' });
  await expect(objections).toHaveCount(0);
  const before = await timeline.getByRole('listitem').count();
  expect(before).toBeGreaterThan(5);
  await expect(results.getByText('Not computed until it is filled in: Title objections.').first()).toBeVisible();

  const fill = results.getByRole('region', { name: 'Fill in missing terms' });
  await fill.getByLabel('Title objection days').fill('5');
  await fill.getByRole('button', { name: 'Update deadlines' }).click();
  await expect(toast(page).getByText('Deadlines Updated', { exact: true })).toBeVisible();
  await expect(results.getByText('Not computed until it is filled in: Title objections.')).toHaveCount(0);
  await expect(objections).toHaveCount(1);
  await expect(timeline.getByRole('listitem')).toHaveCount(before + 1);
});
