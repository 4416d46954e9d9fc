// The investment analyzer: fills what the agent left out from named, dated tables (or says there is no
// data and uses zero), runs the exact rental math from @bluebonnet/domain, and writes the report from the
// figures. Pure: the reference data and the time come in as arguments.
import {
  type AiSource,
  DEFAULT_LOAN_TERM,
  DEFAULT_MAINTENANCE_RATE,
  DEFAULT_VACANCY_RATE,
  type InvestmentResult,
  PROJECTION_YEARS,
  STRONG_ROI_CASH_ON_CASH,
  vacancyRates,
} from '@bluebonnet/contracts';
import { rentalAnalysis } from '@bluebonnet/domain';
import type { ReferenceData, ZipMarket } from '../../reference-data/index';
import { appreciation } from './appreciation';
import { type Filled, type InvestmentInput, noData, typed } from './filled';
import { interestRate } from './interest-rate';
import { propertyTaxes } from './property-taxes';
import { rentComparison } from './rent-reference';
import { investmentReport, type Report, reportText } from './report';

/** A value the form starts with (the spec's defaults): said so, since it may not have been a choice. */
function chosen(what: { field: string; label: string }, value: number, standard: number, unit: string): Filled {
  return typed(what, value, value === standard ? `The form’s standard ${value}${unit}.` : 'Entered by you.');
}

export const placeOf = (row: ZipMarket | null, zip: string | undefined): string | null =>
  row ? `${row.city}, TX ${row.zip}` : zip ? `ZIP ${zip}` : null;

function dedupe(sources: AiSource[]): AiSource[] {
  const seen = new Set<string>();
  return sources.filter((s) => (seen.has(s.name) ? false : (seen.add(s.name), true)));
}

function fillInputs(ref: ReferenceData, input: InvestmentInput, row: ZipMarket | null) {
  const compared = rentComparison(ref, row, input.bedrooms);
  const rent = typed({ field: 'monthlyRent', label: 'Monthly rent' }, input.monthlyRent);
  return {
    price: typed({ field: 'propertyPrice', label: 'Property price' }, input.propertyPrice),
    down:
      input.downPayment !== undefined
        ? typed({ field: 'downPayment', label: 'Down payment' }, input.downPayment)
        : noData(
            { field: 'downPayment', label: 'Down payment' },
            'Nothing down entered: the whole price financed. Cash-on-cash return and payback need the cash you put in.',
            'No down payment was entered, so the whole price is financed and there is no cash-on-cash return.',
          ),
    term: chosen({ field: 'loanTerm', label: 'Loan term' }, input.loanTerm, DEFAULT_LOAN_TERM, ' years'),
    rate: interestRate(ref, input.interestRate, input.loanTerm),
    rent: compared
      ? {
          ...rent,
          assumption: { ...rent.assumption, note: `Entered by you. For comparison: ${compared.text}` },
          sources: compared.sources,
        }
      : rent,
    taxes: propertyTaxes(ref, input, row),
    insurance:
      input.insurance !== undefined
        ? typed({ field: 'insurance', label: 'Insurance (a year)' }, input.insurance)
        : noData(
            { field: 'insurance', label: 'Insurance (a year)' },
            'No insurance entered: counted as $0. Enter a landlord policy quote for this home.',
            'Insurance is counted as $0: enter a quote.',
          ),
    maintenance: chosen(
      { field: 'maintenanceRate', label: 'Maintenance (percent of price a year)' },
      input.maintenanceRate,
      DEFAULT_MAINTENANCE_RATE,
      ' %',
    ),
    vacancy: chosen({ field: 'vacancyRate', label: 'Vacancy' }, input.vacancyRate, DEFAULT_VACANCY_RATE, ' %'),
    appreciation: appreciation(ref, input.appreciationRate, row),
    rentGrowth: noData(
      { field: 'rentGrowthRate', label: 'Rent growth (percent a year, projection)' },
      'The projection keeps today’s rent, taxes, insurance and payment; maintenance follows the home’s value.',
    ),
  };
}

export type InvestmentOutcome = { result: InvestmentResult; report: Report };

export function analyseInvestment(ref: ReferenceData, input: InvestmentInput, now: Date): InvestmentOutcome {
  const row = input.zip ? ref.zipMarket(input.zip) : null;
  const filled = fillInputs(ref, input, row);
  const all: Filled[] = Object.values(filled);
  const analysis = rentalAnalysis(
    {
      price: input.propertyPrice,
      downPayment: filled.down.value,
      loanTermYears: input.loanTerm,
      interestRatePct: filled.rate.value,
      monthlyRent: input.monthlyRent,
      annualTaxes: filled.taxes.value,
      annualInsurance: filled.insurance.value,
      maintenanceRatePct: input.maintenanceRate,
      vacancyRatePct: input.vacancyRate,
    },
    {
      strongRoiAt: STRONG_ROI_CASH_ON_CASH,
      appreciationRatePct: filled.appreciation.value,
      rentGrowthRatePct: filled.rentGrowth.value,
      projectionYears: PROJECTION_YEARS,
      vacancyOptions: vacancyRates,
    },
  );
  const assumptions = all.map((f) => f.assumption);
  const sources = dedupe(all.flatMap((f) => f.sources));
  const report = investmentReport({
    analysis,
    input: {
      price: input.propertyPrice,
      loanTerm: input.loanTerm,
      interestRate: filled.rate.value,
      maintenanceRate: input.maintenanceRate,
      vacancyRate: input.vacancyRate,
    },
    appreciationRate: filled.appreciation.value,
    place: placeOf(row, input.zip),
    strongRoiAt: STRONG_ROI_CASH_ON_CASH,
    assumptions,
    sources,
    warnings: all.flatMap((f) => (f.warning ? [f.warning] : [])),
    now,
  });
  const { annualCashFlow: _a, annualNetOperatingIncome: _n, ...shown } = analysis.figures;
  return {
    result: {
      ...shown,
      interestRate: filled.rate.value,
      assumptions,
      projection: analysis.projection,
      sensitivity: analysis.sensitivity,
      detailedReport: reportText(report),
      meta: { engine: 'offline', generatedAt: now.toISOString(), sources },
    },
    report,
  };
}
