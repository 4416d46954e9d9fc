import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, newRealtor, registerViaApi, signIn, toast } from './support/helpers';

async function openLeads(page: Page) {
  await page.goto('/realtor-dashboard?tool=lead-management');
  await expect(page.getByRole('heading', { level: 2, name: 'Lead Management' })).toBeVisible();
}

test('add a lead, log a call, watch the insights change, set a follow-up and see it due', async ({ page, request }) => {
  test.setTimeout(120_000);
  const realtor = newRealtor('Dana');
  await registerViaApi(request, realtor);
  await signIn(page, realtor.email, realtor.password);
  await openLeads(page);
  await expect(page.getByText('Select a Lead')).toBeVisible();

  // Missing required fields: the spec's toast, nothing added.
  await page.getByRole('button', { name: 'Add New Lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Lead' });
  await dialog.getByRole('button', { name: 'Add Lead' }).click();
  await expect(toast(page).getByText('Missing required fields', { exact: true })).toBeVisible();

  await dialog.getByLabel('First Name').fill('Marisol');
  await dialog.getByLabel('Last Name').fill('Vega');
  await dialog.getByLabel('Email').fill('marisol.vega@example.com');
  await dialog.getByLabel('Phone').fill('(469) 555-0131');
  await dialog.getByLabel('Budget').fill('450000');
  await dialog.getByLabel('Timeline').selectOption('1_3_months');
  await dialog.getByLabel('Preferred Areas').fill('Frisco');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Add Lead' }).click();
  await expect(toast(page).getByText('Lead added successfully!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const list = page.getByTestId('lead-list');
  await expect(list.getByRole('button', { name: 'Marisol Vega', exact: true })).toBeVisible();
  await expect(list.getByText('$450,000')).toBeVisible();
  const stats = page.getByTestId('lead-stats');
  await expect(stats.getByText('Total Leads')).toBeVisible();

  // A brand-new lead reads "early stage" and is told to make first contact.
  const detail = page.getByTestId('lead-detail');
  await expect(detail.getByRole('heading', { level: 3, name: 'Marisol Vega' })).toBeVisible();
  const insights = page.getByTestId('lead-insights');
  await expect(insights.getByText('Engagement Score', { exact: true })).toBeVisible();
  await expect(insights.getByText(/Early stage: no activity is logged yet/)).toBeVisible();
  const engagementBefore = await insights.getByTestId('engagement-score').textContent();

  // Log a call that went well: the insights are recomputed from it.
  await detail.getByLabel('Activity Type').selectOption('call');
  const add = detail.getByRole('button', { name: 'Add Activity' });
  await expect(add).toBeDisabled();
  await detail.getByLabel('Description').fill('Talked about Frisco ISD schools; wants to tour this weekend');
  await detail.getByLabel('Outcome (optional)').selectOption('positive');
  await add.click();
  await expect(toast(page).getByText('Activity Added', { exact: true })).toBeVisible();
  await expect(page.getByTestId('recent-activities').getByText(/Frisco ISD schools/)).toBeVisible();
  await expect(insights.getByText(/Early stage: no activity is logged yet/)).toHaveCount(0);
  await expect(insights.getByTestId('engagement-score')).not.toHaveText(engagementBefore ?? '');

  // Status from the dropdown.
  await detail.getByLabel('Status').selectOption('contacted');
  await expect(toast(page).getByText('Lead Updated', { exact: true })).toBeVisible();

  // A follow-up for today shows at the top as due.
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date()),
  );
  await detail.getByLabel('Next follow-up', { exact: true }).fill(today);
  await detail.getByRole('button', { name: 'Set follow-up' }).click();
  const due = page.getByTestId('follow-ups-due');
  await expect(due.getByRole('button', { name: /Marisol Vega\s+Due today/ })).toBeVisible();
  await page.reload();
  await expect(
    page.getByTestId('follow-ups-due').getByRole('button', { name: /Marisol Vega\s+Due today/ }),
  ).toBeVisible();
});

test('import a CSV from another CRM, see the leads listed, export them', async ({ page, request }) => {
  test.setTimeout(120_000);
  const realtor = newRealtor('Iker');
  await registerViaApi(request, realtor);
  await signIn(page, realtor.email, realtor.password);
  await openLeads(page);

  const csv = [
    '\uFEFFFirst Name,Last Name,Email 1,Phone 1,Stage,Source,Price,Notes',
    'Jordan,Nguyen,jordan.nguyen@example.com,(972) 555-0123,Lead,Zillow,"$500,000","Plano, Allen"',
    'Keisha,Brown,keisha.brown@example.com,214-555-0199,Hot Prospect,Referral,,',
    '',
    'Jordan,Nguyen,jordan.nguyen@example.com,(972) 555-0123,Lead,Zillow,"$500,000",duplicate row',
    'Nobody,Email,,214-555-0100,Lead,Website,,',
  ].join('\r\n');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Leads from CSV' });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'fub-export.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByText('Looks like a Follow Up Boss export.')).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Column mapping' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Import 2 leads' }).click();
  await expect(dialog.getByRole('heading', { name: 'Import complete' })).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('list', { name: 'Rejected rows' })).toContainText('Email');
  await dialog.getByRole('button', { name: 'Done' }).click();

  const list = page.getByTestId('lead-list');
  await expect(list.getByRole('button', { name: 'Jordan Nguyen', exact: true })).toBeVisible();
  await expect(list.getByRole('button', { name: 'Keisha Brown', exact: true })).toBeVisible();
  await expect(list.getByTestId('lead-row')).toHaveCount(2);

  const downloaded = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await file.path()) ?? '', 'utf8');
  expect(text.split(/\r?\n/)[0]).toContain('First Name');
  expect(text).toContain('jordan.nguyen@example.com');
  expect(text).toContain('keisha.brown@example.com');
});

test('a website form posts to the secret inbound address; the lead arrives without typing, and a replaced address stops working', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const realtor = newRealtor('Wes');
  await registerViaApi(request, realtor);
  await signIn(page, realtor.email, realtor.password);
  await openLeads(page);

  await page.getByRole('button', { name: 'Inbound address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inbound Lead Address' });
  const address = await dialog.getByRole('textbox', { name: 'Inbound lead address' }).inputValue();
  expect(address).toMatch(/\/api\/leads\/inbound\/[A-Za-z0-9_-]{32,}$/);
  await expectNoSeriousA11yViolations(page);

  // What a website form or Zapier sends: no session, just the address.
  const posted = await request.post(new URL(address).pathname, {
    data: {
      name: 'Priya Raman',
      email: 'priya.raman@example.com',
      phone: '(972) 555-0144',
      message: 'Is the Allen house still available?',
    },
  });
  expect(posted.status()).toBe(201);
  await page.keyboard.press('Escape');
  await page.reload();
  await page.getByTestId('lead-list').getByRole('button', { name: 'Priya Raman', exact: true }).click();
  await expect(page.getByTestId('recent-activities').getByText(/Is the Allen house still available\?/)).toBeVisible();

  await page.getByRole('button', { name: 'Inbound address' }).click();
  await page
    .getByRole('dialog', { name: 'Inbound Lead Address' })
    .getByRole('button', { name: 'Replace address' })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Replace the Inbound Address?' })
    .getByRole('button', { name: 'Create New Address' })
    .click();
  await expect(toast(page).getByText('Inbound Address Replaced', { exact: true })).toBeVisible();
  const again = await request.post(new URL(address).pathname, {
    data: { name: 'Late Sender', email: 'late@example.com' },
  });
  expect(again.status()).toBe(404);
});
