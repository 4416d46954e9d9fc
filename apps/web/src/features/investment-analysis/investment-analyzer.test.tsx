import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '@/test/render';
import { ANALYZE, makeAssumption, makeResult } from './test-fixtures';
import { analyze, fill, renderInvestmentPanel, results } from './test-render';

describe('Investment Analyzer: the form', () => {
  it('explains the tool before the first analysis and starts at the spec’s defaults', async () => {
    await renderInvestmentPanel();
    expect(screen.getByText(/Enter the price and the expected monthly rent, then Analyze Investment/)).toBeVisible();
    expect(screen.getByLabelText('Loan Term')).toHaveDisplayValue('30 years');
    expect(screen.getByLabelText('Maintenance Rate')).toHaveDisplayValue('1%');
    expect(screen.getByLabelText('Vacancy Rate')).toHaveDisplayValue('5%');
    expect(Array.from((screen.getByLabelText('Loan Term') as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      '15 years',
      '20 years',
      '25 years',
      '30 years',
    ]);
    expect(
      Array.from((screen.getByLabelText('Maintenance Rate') as HTMLSelectElement).options).map((o) => o.text),
    ).toEqual(['0.5%', '1%', '1.5%', '2%']);
    expect(Array.from((screen.getByLabelText('Vacancy Rate') as HTMLSelectElement).options).map((o) => o.text)).toEqual(
      ['3%', '5%', '8%', '10%'],
    );
  });

  it.each([
    ['the price', { 'Monthly Rent': '2,400' }],
    ['the rent', { 'Property Price': '350,000' }],
  ])('shows the Missing Information toast and sends nothing without %s', async (_, fields) => {
    const { user, calls } = await renderInvestmentPanel();
    for (const [label, text] of Object.entries(fields)) await fill(user, label, text);
    await user.click(screen.getByRole('button', { name: 'Analyze Investment' }));
    await expectToast('Missing Information', 'Please enter property price and monthly rent.');
    expect(calls).toHaveLength(0);
    expect(screen.queryByText('Please enter property price and monthly rent.', { selector: 'p[id]' })).toBeNull();
  });

  it('sends the fields left empty as absent, not as 0', async () => {
    const { user, calls } = await renderInvestmentPanel({ [ANALYZE]: { body: makeResult() } });
    await analyze(user);
    await results();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      propertyPrice: 350000,
      monthlyRent: 2400,
      loanTerm: 30,
      maintenanceRate: 1,
      vacancyRate: 5,
    });
  });

  it('sends every figure typed or chosen, with the ZIP and bedrooms', async () => {
    const { user, calls } = await renderInvestmentPanel({ [ANALYZE]: { body: makeResult() } });
    await fill(user, 'ZIP', '75214');
    await user.selectOptions(screen.getByLabelText('Bedrooms'), '3 bedrooms');
    await user.selectOptions(screen.getByLabelText('Loan Term'), '15 years');
    await user.selectOptions(screen.getByLabelText('Maintenance Rate'), '1.5%');
    await user.selectOptions(screen.getByLabelText('Vacancy Rate'), '8%');
    await analyze(user, {
      'Down Payment': '70,000',
      'Interest Rate (%)': '6.5',
      'Annual Property Taxes': '7,000',
      'Annual Insurance': '0',
    });
    await results();
    expect(calls[0]?.body).toEqual({
      propertyPrice: 350000,
      downPayment: 70000,
      loanTerm: 15,
      interestRate: 6.5,
      monthlyRent: 2400,
      propertyTaxes: 7000,
      insurance: 0,
      maintenanceRate: 1.5,
      vacancyRate: 8,
      zip: '75214',
      bedrooms: 3,
    });
  });

  it('shows the form’s own checks beside the field', async () => {
    const { user, calls } = await renderInvestmentPanel();
    await analyze(user, { 'Down Payment': '400,000' });
    expect(await screen.findByText('Down payment cannot be more than the property price')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('puts the server’s field issues on their fields', async () => {
    const { user } = await renderInvestmentPanel({
      [ANALYZE]: {
        status: 400,
        body: {
          code: 'validation',
          message: 'Invalid',
          issues: [{ path: 'body.interestRate', message: 'Interest rate must be at most 25%' }],
        },
      },
    });
    await analyze(user, { 'Interest Rate (%)': '6.5' });
    expect(await screen.findByText('Interest rate must be at most 25%')).toBeInTheDocument();
    expect(screen.getByLabelText('Interest Rate (%)')).toHaveAccessibleDescription(/at most 25%/);
  });

  it('shows the spec’s failure message when the analysis fails', async () => {
    const { user } = await renderInvestmentPanel({ [ANALYZE]: { status: 500, body: 'Server Error' } });
    await analyze(user);
    await expectToast('Analysis Failed', 'Unable to generate investment analysis. Please try again.');
    expect(screen.getByText(/Enter the price and the expected monthly rent/)).toBeInTheDocument();
  });
});

describe('Investment Analyzer: the result', () => {
  it('shows the four returns, a green Strong ROI badge and the loan', async () => {
    const { user } = await renderInvestmentPanel({ [ANALYZE]: { body: makeResult() } });
    await analyze(user);
    const card = await results();
    expect(card.getByText('Strong ROI')).toHaveClass('bg-emerald-50');
    expect(card.getByText(/Loan \$280,000\.00 at 6\.5% over 30 years · cash invested \$70,000\.00/)).toBeVisible();
    const metric = (name: string) => card.getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(metric('Cash-on-Cash Return')).toHaveTextContent('9.12%');
    expect(metric('Monthly Cash Flow')).toHaveTextContent('$531.98');
    expect(metric('Monthly Cash Flow')).not.toHaveClass('text-red-700');
    expect(metric('Cap Rate')).toHaveTextContent('6.43%');
    expect(metric('Payback Period')).toHaveTextContent('11.0 years');
  });

  it('shows an amber Moderate ROI, a negative cash flow in red and “Never” for no payback', async () => {
    const { user } = await renderInvestmentPanel({
      [ANALYZE]: {
        body: makeResult({
          roiLabel: 'Moderate ROI',
          cashOnCashReturn: -2.37,
          monthlyCashFlow: -138.25,
          paybackPeriod: null,
          capRate: null,
        }),
      },
    });
    await analyze(user);
    const card = await results();
    expect(card.getByText('Moderate ROI')).toHaveClass('bg-amber-50');
    const metric = (name: string) => card.getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(metric('Monthly Cash Flow')).toHaveTextContent('-$138.25');
    expect(metric('Monthly Cash Flow')).toHaveClass('text-red-700');
    expect(metric('Payback Period')).toHaveTextContent('Never at this cash flow');
    expect(metric('Cap Rate')).toHaveTextContent('No data');
    expect(card.getByRole('row', { name: 'Cash Flow -$138.25' }).lastElementChild).toHaveClass('text-red-700');
  });

  it('shows no ROI badge when the server gives none, and says why cash-on-cash is undefined', async () => {
    const { user } = await renderInvestmentPanel({
      [ANALYZE]: {
        body: makeResult({
          roiLabel: null,
          cashOnCashReturn: null,
          cashInvested: 0,
          sensitivity: [{ scenario: 'As entered', monthlyCashFlow: -861.09, cashOnCashReturn: null, capRate: 4.52 }],
        }),
      },
    });
    await analyze(user);
    const card = await results();
    expect(card.queryByText(/ROI$/)).not.toBeInTheDocument();
    const metric = card.getByText('Cash-on-Cash Return', { selector: 'dt' }).nextElementSibling;
    expect(metric).toHaveTextContent('Not defined');
    expect(card.getByText('No cash is invested, so there is no return on it to measure.')).toBeVisible();
    expect(card.getByRole('row', { name: /^As entered/ })).toHaveTextContent('As entered-$861.09Not defined4.52%');
  });

  it('breaks the month down to the cent', async () => {
    const { user } = await renderInvestmentPanel({ [ANALYZE]: { body: makeResult() } });
    await analyze(user);
    const card = await results();
    const table = within(card.getByRole('heading', { name: 'Monthly breakdown' }).parentElement!);
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Monthly Rent$2,400.00',
      'Vacancy Loss-$120.00',
      'Net Rental Income$2,280.00',
      'Mortgage Payment$1,769.79',
      'Taxes$583.33',
      'Insurance$183.33',
      'Maintenance$291.67',
      'Total Expenses$2,828.12',
      'Cash Flow$531.98',
    ]);
  });

  it('charts the five-year projection and gives its numbers in a table', async () => {
    const { user } = await renderInvestmentPanel({ [ANALYZE]: { body: makeResult() } });
    await analyze(user);
    const card = await results();
    expect(card.getByRole('img', { name: /Chart of equity and cumulative cash flow by year/ })).toBeInTheDocument();
    const table = card.getByRole('table', { name: 'Five-year projection by year' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getByRole('row', { name: /^Year 5/ })).toHaveTextContent(
      'Year 5$402,500$264,000$138,500$6,384$31,919$100,419',
    );
  });

  it('lists the scenarios, with a negative cash flow in red', async () => {
    const { user } = await renderInvestmentPanel({ [ANALYZE]: { body: makeResult() } });
    await analyze(user);
    const card = await results();
    const table = card.getByRole('table', { name: 'Sensitivity of the returns' });
    const rentDown = within(table).getByRole('row', { name: /Rent −10 %/ });
    expect(rentDown).toHaveTextContent('Rent −10 %-$96.02-1.65%5.60%');
    expect(within(rentDown).getByText('-$96.02')).toHaveClass('text-red-700');
  });

  it('lists every assumption with its origin, source and note, and the data used', async () => {
    const result = makeResult({
      assumptions: [
        ...makeResult().assumptions,
        makeAssumption({ field: 'vacancyRate', label: 'Vacancy rate', value: 5, note: 'Spec default.' }),
      ],
    });
    const { user } = await renderInvestmentPanel({ [ANALYZE]: { body: result } });
    await analyze(user);
    const card = await results();
    const item = (label: string) => card.getByText(label).closest('li')!;
    expect(item('Annual insurance')).toHaveTextContent('$0.00');
    expect(within(item('Annual insurance')).getByText('No data')).toBeInTheDocument();
    expect(item('Annual insurance')).toHaveTextContent(
      'No insurance data for this ZIP: $0 used. Enter a quote for a truer cash flow.',
    );
    expect(item('Interest rate')).toHaveTextContent('6.5%Area data');
    expect(item('Interest rate')).toHaveTextContent('Freddie Mac PMMS 30-year average, November 19, 2026');
    expect(item('Property price')).toHaveTextContent('Property price$350,000.00You entered');
    expect(item('Vacancy rate')).toHaveTextContent('5%You enteredSpec default.');
    expect(card.getByText('Freddie Mac PMMS (bundled table, as of November 19, 2026)')).toBeInTheDocument();
    expect(card.getByText('DFW property tax rates (bundled table, as of 2025)')).toBeInTheDocument();
    expect(card.getByText(/Computed by: Offline engine/)).toBeInTheDocument();
  });
});
