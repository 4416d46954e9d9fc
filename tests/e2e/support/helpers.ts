import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

let counter = 0;
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${++counter}@example.com`;
}

export type NewRealtor = { firstName: string; lastName: string; email: string; password: string };

export function newRealtor(firstName: string): NewRealtor {
  return { firstName, lastName: 'Okafor', email: uniqueEmail(firstName.toLowerCase()), password: 'bluebonnet-pass-1' };
}

/** Registers a realtor through the real API (for journeys that are not about registration). */
export async function registerViaApi(request: APIRequestContext, realtor: NewRealtor): Promise<void> {
  const res = await request.post('/api/register', {
    data: { ...realtor, phone: '214-555-0188', trecLicenseNumber: '0645123', captchaVerification: true },
  });
  expect(res.status()).toBe(201);
}

/** Reads "What is 7 + 3?" off the page and types the answer, as a person would. */
export async function answerVerification(page: Page): Promise<void> {
  const label = page.getByText(/What is \d+ [+−-] \d+\?/);
  const text = (await label.textContent()) ?? '';
  const match = /(\d+) ([+−-]) (\d+)/.exec(text);
  if (!match) throw new Error(`no verification question in "${text}"`);
  const [a, op, b] = [Number(match[1]), match[2], Number(match[3])];
  await page.getByLabel(/What is/).fill(String(op === '+' ? a + b : a - b));
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  // Wait for the answer (and its cookie) so a navigation right after does not race the sign-in.
  const answered = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/login');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await answered;
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** The visible toast (Radix also mirrors its text into a screen-reader live region). */
export function toast(page: Page) {
  return page.locator('li[data-state="open"]');
}
