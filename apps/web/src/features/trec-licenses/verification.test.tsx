import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '@/test/render';
import { makeLicense, makeVerification, notFound, sampleSource } from './test-fixtures';
import { region, renderTrecPanel, userCalls, VERIFY, verifyTyped } from './test-render';

describe('TREC License Verification', () => {
  it('keeps Verify disabled until a number is typed, and caps the field at 10 characters', async () => {
    const { user } = await renderTrecPanel();
    const field = screen.getByLabelText('TREC License Number');
    expect(field).toHaveAttribute('maxLength', '10');
    expect(field).toHaveAccessibleDescription(/usually 6–8 digits.*-SA/);
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await user.type(field, '   ');
    expect(verify).toBeDisabled();
    await user.type(field, '0654321');
    expect(verify).toBeEnabled();
  });

  it('shows an active license in green with what it means, its broker and the data it came from', async () => {
    const { user, calls } = await renderTrecPanel({ [VERIFY]: { body: makeVerification() } });
    await verifyTyped(user, ' 0654321 ');
    const card = await screen.findByRole('region', { name: 'Maria Gonzalez' });
    expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { licenseNumber: '0654321' } });
    expect(card).toHaveClass('bg-emerald-50');
    const result = region('Maria Gonzalez');
    expect(result.getByText(/may conduct real estate brokerage/)).toBeInTheDocument();
    expect(result.getByText('Sponsoring broker')).toBeInTheDocument();
    expect(result.getByText('Lone Star Realty LLC (#9001234), since March 15, 2022')).toBeInTheDocument();
    expect(result.getByText('March 31, 2027')).toBeInTheDocument();
    expect(result.getByText('Plano, Collin County')).toBeInTheDocument();
    expect(
      result.getByText(/TREC license-holder file, data of November 20, 2026 · 212,345 licenses/),
    ).toBeInTheDocument();
    expect(
      region('About this data').getByText(/holds 212,345 licenses, data of November 20, 2026/),
    ).toBeInTheDocument();
  });

  it('shows an inactive license in yellow, its meaning, and the other licenses under the number', async () => {
    const inactive = makeVerification({
      licenseData: makeLicense({
        status: 'Current, Inactive',
        standing: 'inactive',
        canPractice: false,
        statusMeaning: 'Inactive: cannot conduct brokerage until a broker sponsors the license again.',
        sponsoringBroker: null,
        sponsoringBrokerLicenseNumber: null,
      }),
      otherLicenses: [makeLicense({ licenseType: 'Professional Inspector', status: 'Expired', standing: 'expired' })],
    });
    const { user } = await renderTrecPanel({ [VERIFY]: { body: inactive } });
    await verifyTyped(user, '0654321');
    const card = await screen.findByRole('region', { name: 'Maria Gonzalez' });
    expect(card).toHaveClass('bg-amber-50');
    const result = region('Maria Gonzalez');
    expect(result.getByText(/cannot conduct brokerage until a broker sponsors/)).toBeInTheDocument();
    expect(result.getByText('Other licenses under this number')).toBeInTheDocument();
    expect(result.getByText('Professional Inspector')).toBeInTheDocument();
    expect(result.getByText('Sponsoring broker').nextElementSibling).toHaveTextContent('Not listed');
  });

  it('says which data is loaded before any lookup', async () => {
    await renderTrecPanel();
    expect(
      await region('About this data').findByText(/Sample data is loaded: 240 licenses of made-up/),
    ).toBeInTheDocument();
  });

  it('colours an expired license red and marks sample data', async () => {
    const expired = makeVerification({
      licenseData: makeLicense({ status: 'Expired', standing: 'expired', canPractice: false }),
      source: sampleSource,
    });
    const { user } = await renderTrecPanel({ [VERIFY]: { body: expired } });
    await verifyTyped(user, '0654321');
    expect(await screen.findByRole('region', { name: 'Maria Gonzalez' })).toHaveClass('bg-red-50');
    expect(
      region('Maria Gonzalez').getByText(/Sample data \(made-up license holders\) · 240 licenses/),
    ).toBeInTheDocument();
    expect(region('About this data').getByText(/Sample data is loaded: 240 licenses of made-up/)).toBeInTheDocument();
  });

  it('explains a number that is not found, links TREC’s search, and re-verifies a similar number', async () => {
    const { user, calls } = await renderTrecPanel({
      [VERIFY]: (init) => {
        const { licenseNumber } = JSON.parse(String(init?.body)) as { licenseNumber: string };
        return { body: licenseNumber === '0654398' ? makeVerification() : notFound };
      },
    });
    await verifyTyped(user, '0654399');
    const failed = await screen.findByRole('region', { name: 'License not verified' });
    expect(failed).toHaveTextContent('License number 0654399 was not found');
    expect(failed).toHaveTextContent('Search TREC’s license holder records by name or number');
    const link = region('License not verified').getByRole('link', { name: /Search TREC's license holder records/ });
    expect(link).toHaveAttribute('href', 'https://www.trec.texas.gov/apps/license-holder-search/');
    expect(link).toHaveAttribute('target', '_blank');

    await user.click(region('License not verified').getByRole('button', { name: 'Verify 0654398' }));
    expect(await screen.findByRole('region', { name: 'Maria Gonzalez' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { licenseNumber: '0654399' },
      { licenseNumber: '0654398' },
    ]);
    expect(screen.getByLabelText('TREC License Number')).toHaveValue('0654398');
  });

  it('says “License verification failed” when the answer has no error text', async () => {
    const { user } = await renderTrecPanel({
      [VERIFY]: { body: { ...notFound, error: undefined, similarLicenses: [] } },
    });
    await verifyTyped(user, '0654399');
    expect(await screen.findByRole('region', { name: 'License not verified' })).toHaveTextContent(
      'License verification failed',
    );
  });

  it('tells the agent to try again when the request fails', async () => {
    const { user } = await renderTrecPanel({ [VERIFY]: { status: 500, body: 'Server Error' } });
    await verifyTyped(user, '0654321');
    await expectToast('Verification Failed', 'Failed to verify license number. Please try again.');
    expect(screen.queryByRole('region', { name: 'License not verified' })).not.toBeInTheDocument();
  });

  it('puts the server’s field message under the field', async () => {
    const { user } = await renderTrecPanel({
      [VERIFY]: {
        status: 400,
        body: {
          code: 'validation',
          message: 'Invalid',
          issues: [{ path: 'body.licenseNumber', message: 'Use digits' }],
        },
      },
    });
    await verifyTyped(user, '0654321');
    expect(await screen.findByText('Use digits')).toBeInTheDocument();
    expect(screen.getByLabelText('TREC License Number')).toHaveAccessibleDescription(/Use digits/);
  });

  it('puts a 400’s message under the field when it names no field', async () => {
    const { user } = await renderTrecPanel({
      [VERIFY]: { status: 400, body: { code: 'bad_request', message: 'Enter the license number as digits.' } },
    });
    await verifyTyped(user, '0654321');
    expect(await screen.findByText('Enter the license number as digits.')).toBeInTheDocument();
    expect(screen.getByLabelText('TREC License Number')).toHaveFocus();
  });

  it('checks the number’s shape before asking', async () => {
    const { user, calls } = await renderTrecPanel();
    await verifyTyped(user, 'abc');
    expect(await screen.findByText(/Enter the license number as digits/)).toBeInTheDocument();
    expect(userCalls(calls)).toHaveLength(0);
  });
});
