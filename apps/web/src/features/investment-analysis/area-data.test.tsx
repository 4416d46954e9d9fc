import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '@/test/render';
import { defaultsUrl, makeDefaults } from './test-fixtures';
import { fill, renderInvestmentPanel } from './test-render';

const DEFAULTS_75214 = defaultsUrl('zip=75214&bedrooms=3&propertyPrice=350000');

describe('Investment Analyzer: Fill from area data', () => {
  it('fills rent, rate and taxes from the ZIP, each with its source and date under it', async () => {
    const { user, calls } = await renderInvestmentPanel({ [DEFAULTS_75214]: { body: makeDefaults() } });
    await fill(user, 'Property Price', '350,000');
    await fill(user, 'ZIP', '75214');
    await user.selectOptions(screen.getByLabelText('Bedrooms'), '3 bedrooms');
    await user.click(screen.getByRole('button', { name: 'Fill from area data' }));

    const rent = screen.getByLabelText('Monthly Rent');
    await screen.findByText('Zillow ZORI, Sept 2026 — edit if you know the actual rent');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([DEFAULTS_75214]);
    expect(rent).toHaveValue('2150');
    expect(rent).toHaveAccessibleDescription('Zillow ZORI, Sept 2026 — edit if you know the actual rent');
    expect(screen.getByLabelText('Interest Rate (%)')).toHaveValue('6.81');
    expect(screen.getByLabelText('Interest Rate (%)')).toHaveAccessibleDescription(
      'Freddie Mac PMMS 30-year average, November 19, 2026 — edit if your lender quoted a rate',
    );
    expect(screen.getByLabelText('Annual Property Taxes')).toHaveValue('7843.5');
    expect(screen.getByLabelText('Annual Property Taxes')).toHaveAccessibleDescription(
      'Dallas County tax rates, 2025 — edit if you know the actual tax bill',
    );
    expect(screen.getByText('Dallas, TX 75214 (Lakewood)')).toBeInTheDocument();
    expect(
      screen.getByText('Price trend used in the projection: +3.2% a year (Zillow ZHVI trend, Sept 2026).'),
    ).toBeInTheDocument();
  });

  it('says “No data for this ZIP” where a suggestion is missing and leaves that box empty', async () => {
    const { user } = await renderInvestmentPanel({
      [defaultsUrl('zip=76001')]: {
        body: makeDefaults({
          zip: '76001',
          place: null,
          suggestedRent: null,
          propertyTaxes: null,
          appreciationRate: null,
        }),
      },
    });
    await fill(user, 'ZIP', '76001');
    await user.click(screen.getByRole('button', { name: 'Fill from area data' }));
    await screen.findByText('No data for this ZIP');
    expect(screen.getByLabelText('Monthly Rent')).toHaveValue('');
    expect(screen.getByLabelText('Monthly Rent')).toHaveAccessibleDescription('No data for this ZIP');
    expect(screen.getByLabelText('Interest Rate (%)')).toHaveValue('6.81');
    // No price was entered, so there was no tax figure to ask for.
    expect(screen.getByLabelText('Annual Property Taxes')).toHaveAccessibleDescription(
      'Enter the property price and fill again: taxes are the local rate × the price',
    );
    expect(screen.getByText('ZIP 76001')).toBeInTheDocument();
    expect(screen.getByText('Price trend: no data for this ZIP.')).toBeInTheDocument();
  });

  it('keeps a rent the agent typed, sends the price for the tax estimate, and says what the area suggests', async () => {
    const url = defaultsUrl('zip=75214&propertyPrice=350000');
    const { user } = await renderInvestmentPanel({ [url]: { body: makeDefaults() } });
    await fill(user, 'Property Price', '350,000');
    await fill(user, 'Monthly Rent', '2,400');
    await fill(user, 'ZIP', '75214');
    await user.click(screen.getByRole('button', { name: 'Fill from area data' }));
    const rent = screen.getByLabelText('Monthly Rent');
    await screen.findByText(/Area data suggests \$2,150\.00/);
    expect(rent).toHaveValue('2,400');
    expect(rent).toHaveAccessibleDescription(
      'Area data suggests $2,150.00 (Zillow ZORI, Sept 2026); your figure is used',
    );
  });

  it('asks for a 5-digit ZIP before asking the server', async () => {
    const { user, calls } = await renderInvestmentPanel();
    await fill(user, 'ZIP', '752');
    await user.click(screen.getByRole('button', { name: 'Fill from area data' }));
    expect(await screen.findByText('ZIP must be 5 digits')).toBeInTheDocument();
    expect(screen.getByLabelText('ZIP')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('tells the agent when area data cannot be loaded', async () => {
    const { user } = await renderInvestmentPanel({ [defaultsUrl('zip=75214')]: { status: 500, body: 'oops' } });
    await fill(user, 'ZIP', '75214');
    await user.click(screen.getByRole('button', { name: 'Fill from area data' }));
    await expectToast('Area Data Unavailable', 'Unable to load area data for this ZIP. Please try again.');
  });
});
