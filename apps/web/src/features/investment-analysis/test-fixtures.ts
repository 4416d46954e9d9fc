import type { InvestmentAssumption, InvestmentDefaults, InvestmentResult } from '@bluebonnet/contracts';

export const ANALYZE = 'POST /api/ai-investment-analyzer';
export const REPORT_PDF = 'POST /api/investment-analysis/report.pdf';
export const defaultsUrl = (query: string) => `GET /api/investment-analysis/defaults?${query}`;

export function makeAssumption(overrides: Partial<InvestmentAssumption> = {}): InvestmentAssumption {
  return {
    field: 'monthlyRent',
    label: 'Monthly rent',
    value: 2400,
    origin: 'you',
    source: null,
    asOf: null,
    note: '',
    ...overrides,
  };
}

/** A $350,000 rental in 75214 with 20 % down, as the server would answer it; override what a test is about. */
export function makeResult(overrides: Partial<InvestmentResult> = {}): InvestmentResult {
  return {
    cashOnCashReturn: 9.12,
    monthlyCashFlow: 531.98,
    capRate: 6.43,
    paybackPeriod: 11,
    monthlyRent: 2400,
    vacancyLoss: 120,
    netRentalIncome: 2280,
    mortgagePayment: 1769.79,
    monthlyTaxes: 583.33,
    monthlyInsurance: 183.33,
    monthlyMaintenance: 291.67,
    totalExpenses: 2828.12,
    roiLabel: 'Strong ROI',
    loanAmount: 280000,
    cashInvested: 70000,
    interestRate: 6.5,
    assumptions: [
      makeAssumption({ field: 'propertyPrice', label: 'Property price', value: 350000 }),
      makeAssumption(),
      makeAssumption({
        field: 'interestRate',
        label: 'Interest rate',
        value: 6.5,
        origin: 'table',
        source: 'Freddie Mac PMMS 30-year average',
        asOf: '2026-11-19',
        note: 'Filled because the field was left blank.',
      }),
      makeAssumption({
        field: 'insurance',
        label: 'Annual insurance',
        value: 0,
        origin: 'none',
        note: 'No insurance data for this ZIP: $0 used. Enter a quote for a truer cash flow.',
      }),
    ],
    projection: [1, 2, 3, 4, 5].map((year) => ({
      year,
      propertyValue: 350000 + year * 10500,
      loanBalance: 280000 - year * 3200,
      equity: 70000 + year * 13700,
      annualCashFlow: 6383.76,
      cumulativeCashFlow: 6383.76 * year,
      totalReturn: year * 13700 + 6383.76 * year,
    })),
    sensitivity: [
      { scenario: 'Rent −10 %', monthlyCashFlow: -96.02, cashOnCashReturn: -1.65, capRate: 5.6 },
      { scenario: 'Rate +1 point', monthlyCashFlow: 342.5, cashOnCashReturn: 5.87, capRate: 6.43 },
    ],
    detailedReport: [
      'Rental investment analysis\n$350,000 home in Dallas, TX 75214, rent $2,400.00 a month.',
      'Monthly cash flow\nRent                 $2,400.00\nVacancy loss (5 %)   -$120.00\nMonthly cash flow    $531.98',
      'Sources: Freddie Mac PMMS 30-year fixed rate, as of 2026-11-19.',
    ].join('\n\n'),
    meta: {
      engine: 'offline',
      generatedAt: '2026-11-21T15:00:00.000Z',
      sources: [
        { name: 'Freddie Mac PMMS', kind: 'bundled', asOf: '2026-11-19' },
        { name: 'DFW property tax rates', kind: 'bundled', asOf: '2025' },
      ],
    },
    ...overrides,
  };
}

export function makeDefaults(overrides: Partial<InvestmentDefaults> = {}): InvestmentDefaults {
  return {
    zip: '75214',
    place: 'Dallas, TX 75214 (Lakewood)',
    suggestedRent: makeAssumption({
      field: 'monthlyRent',
      label: 'Monthly rent',
      value: 2150,
      origin: 'table',
      source: 'Zillow ZORI',
      asOf: '2026-09',
    }),
    interestRate: makeAssumption({
      field: 'interestRate',
      label: 'Interest rate',
      value: 6.81,
      origin: 'table',
      source: 'Freddie Mac PMMS 30-year average',
      asOf: '2026-11-19',
    }),
    propertyTaxes: makeAssumption({
      field: 'propertyTaxes',
      label: 'Annual property taxes',
      value: 7843.5,
      origin: 'table',
      source: 'Dallas County tax rates',
      asOf: '2025',
    }),
    appreciationRate: makeAssumption({
      field: 'appreciationRate',
      label: 'Yearly appreciation',
      value: 3.2,
      origin: 'table',
      source: 'Zillow ZHVI trend',
      asOf: '2026-09',
    }),
    ...overrides,
  };
}
