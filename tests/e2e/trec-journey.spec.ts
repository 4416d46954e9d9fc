import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN } from './support/constants';
import { expectNoSeriousA11yViolations, newRealtor, signIn, toast } from './support/helpers';

/** One row of TREC's trecfile.txt: 33 tab-separated cells (trec.md §1.2). */
function trecRow(
  type: string,
  number: number,
  first: string,
  last: string,
  status: string,
  sponsor?: [number, string],
) {
  const cells = new Array<string>(33).fill('');
  cells[0] = type;
  cells[1] = String(number);
  cells[2] = `${first} Sample ${last}`;
  cells[4] = status;
  cells[5] = '20180315';
  cells[6] = '20270331';
  cells[15] = 'Dallas';
  cells[16] = 'TX';
  cells[17] = '75201';
  cells[18] = '057';
  if (sponsor) {
    cells[26] = 'BRK';
    cells[27] = String(sponsor[0]);
    cells[28] = sponsor[1];
    cells[30] = '20200101';
  }
  cells[32] = `${last.toUpperCase()}, ${first.toUpperCase()} SAMPLE`;
  return cells.join('\t');
}

/** A small file in TREC's layout: a broker, an active and an inactive agent, and more agents. */
function trecFile(): Buffer {
  const broker: [number, string] = [8800100, 'Grace Sample Okafor'];
  const rows = [
    trecRow('BRK', 8800100, 'Grace', 'Okafor', '20'),
    trecRow('SALE', 8800001, 'Tomás', 'Ibáñez', '20', broker),
    trecRow('SALE', 8800002, 'Renée', 'Castañeda', '21'),
    ...Array.from({ length: 37 }, (_, i) => trecRow('SALE', 8800010 + i, `Agent${i}`, 'Example', '20', broker)),
  ];
  return Buffer.from(rows.map((r) => `${r}\r\n`).join(''), 'latin1');
}

/** The card's background as the screen shows it, in RGB (Tailwind's colours are lab()/oklch()). */
async function backgroundRgb(card: Locator): Promise<[number, number, number]> {
  return card.evaluate((el) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = getComputedStyle(el).backgroundColor;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!] as [number, number, number];
  });
}

async function verifyNumber(page: Page, number: string) {
  const field = page.getByLabel('TREC License Number');
  await field.fill(number);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

test('an admin uploads TREC’s file; a realtor verifies an active, an inactive and a mistyped number', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
  const panel = admin.getByRole('region', { name: 'TREC License System' });
  await expect(panel.getByText(/Sample data/).first()).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Force Sync' })).toBeDisabled();
  const card = (label: string) => panel.getByRole('listitem').filter({ hasText: label });
  await expect(card('Total Licenses')).toContainText('283');

  await panel
    .getByLabel('TREC license file')
    .setInputFiles({ name: 'trecfile.txt', mimeType: 'text/plain', buffer: trecFile() });
  await panel.getByRole('button', { name: 'Upload and Import' }).click();
  await expect(toast(admin).getByText('TREC Import Started', { exact: true })).toBeVisible();
  // The panel follows the import to its end: 40 licenses, 39 active, from TREC's file.
  await expect(card('Total Licenses')).toContainText('40', { timeout: 30_000 });
  await expect(card('Sync Status')).toContainText('Success');
  await expect(card('Active Licenses')).toContainText('39');
  await expect(panel.getByText(/TREC license-holder file/).first()).toBeVisible();
  await expect(panel.getByRole('table').first()).toContainText('trecfile.txt');

  // A realtor registers with the active number: the dashboard shows the license as verified.
  const tomas = newRealtor('Tomas');
  const res = await request.post('/api/register', {
    data: { ...tomas, phone: '214-555-0161', trecLicenseNumber: '8800001', captchaVerification: true },
  });
  expect(res.status()).toBe(201);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, tomas.email, tomas.password);
  await expect(page.getByText('TREC verified · Sales Agent')).toBeVisible();

  await page.goto('/realtor-dashboard?tool=trec-verification');
  await expect(page.getByRole('heading', { level: 2, name: 'TREC License Verification' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'About this data' })).toContainText('40 licenses');

  await verifyNumber(page, '8800001');
  const active = page.getByRole('region', { name: 'Tomás Sample Ibáñez' });
  await expect(active).toHaveAttribute('data-standing', 'active');
  await expect(active).toContainText('Current and active');
  await expect(active).toContainText(
    'Active: may conduct real estate brokerage in Texas, sponsored by Grace Sample Okafor.',
  );
  const [ar, ag, ab] = await backgroundRgb(active);
  expect(ag > ar && ag > ab && ar < 250, `green, not white: ${ar},${ag},${ab}`).toBe(true);

  await verifyNumber(page, '8800002');
  const inactive = page.getByRole('region', { name: 'Renée Sample Castañeda' });
  await expect(inactive).toHaveAttribute('data-standing', 'inactive');
  await expect(inactive).toContainText('Current and inactive');
  await expect(inactive).toContainText(
    /Inactive: the license is current but this sales agent cannot conduct real estate brokerage/,
  );
  const [yr, yg, yb] = await backgroundRgb(inactive);
  expect(yr > yb + 10 && yg > yb + 10, `yellow: ${yr},${yg},${yb}`).toBe(true);

  // One digit off: not found, with numbers that exist one slip away; one click verifies it.
  await verifyNumber(page, '8800003');
  const failed = page.getByRole('region', { name: 'License not verified' });
  await expect(failed).toContainText('No license 8800003 in TREC');
  await expect(failed.getByRole('link', { name: /Search TREC/ })).toHaveAttribute(
    'href',
    'https://www.trec.texas.gov/apps/license-holder-search/',
  );
  await expectNoSeriousA11yViolations(page);
  const suggestion = failed.getByRole('button', { name: /^Verify \d+$/ }).first();
  const suggested = ((await suggestion.getAttribute('aria-label')) ?? '').replace('Verify ', '');
  expect(suggested).toMatch(/^880\d{4}$/);
  await suggestion.click();
  await expect(page.getByLabel('TREC License Number')).toHaveValue(suggested);
  await expect(page.locator('[data-standing="active"]')).toContainText(suggested);

  // The admin sees the realtor's license as verified in the user table.
  await admin.reload();
  const row = admin.getByRole('row').filter({ hasText: tomas.email });
  await expect(row).toContainText('8800001');
  await expect(row).toContainText('Verified');
});
