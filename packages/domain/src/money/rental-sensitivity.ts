// How the returns move when one input moves: rent 10 % either way, the rate a point either way, and each
// vacancy option. Every row is the same exact calculation on the changed inputs, nothing estimated.
import { formatCurrency } from '../format/currency';
import { formatPercent } from '../format/percent';
import { type RentalInputs, rentalFigures } from './rental-figures';

export type RentalSensitivityRow = {
  scenario: string;
  monthlyCashFlow: number;
  cashOnCashReturn: number | null;
  capRate: number | null;
};

export type SensitivityOptions = {
  /** The vacancy rates the form offers, percent. */
  vacancyOptions: readonly number[];
  strongRoiAt: number;
};

const RENT_STEP = 0.1;
const RATE_STEP_POINTS = 1;

const rate = (pct: number) => formatPercent(pct, { points: true, digits: 2 });
const rent = (dollars: number) => formatCurrency(dollars, { cents: 'if-any' });

export function rentalSensitivity(inputs: RentalInputs, options: SensitivityOptions): RentalSensitivityRow[] {
  const row = (scenario: string, changed: Partial<RentalInputs>): RentalSensitivityRow => {
    const f = rentalFigures({ ...inputs, ...changed }, { strongRoiAt: options.strongRoiAt });
    return { scenario, monthlyCashFlow: f.monthlyCashFlow, cashOnCashReturn: f.cashOnCashReturn, capRate: f.capRate };
  };
  // Rounded to the cent, as the agent would type it.
  const rentAt = (factor: number) => Math.round(inputs.monthlyRent * factor * 100) / 100;
  const lower = Math.max(0, inputs.interestRatePct - RATE_STEP_POINTS);
  const higher = inputs.interestRatePct + RATE_STEP_POINTS;
  return [
    row('As entered', {}),
    row(`Rent 10 % lower (${rent(rentAt(1 - RENT_STEP))} a month)`, { monthlyRent: rentAt(1 - RENT_STEP) }),
    row(`Rent 10 % higher (${rent(rentAt(1 + RENT_STEP))} a month)`, { monthlyRent: rentAt(1 + RENT_STEP) }),
    row(
      lower === inputs.interestRatePct - RATE_STEP_POINTS
        ? `Interest rate 1 point lower (${rate(lower)})`
        : `Interest rate at ${rate(lower)} (cannot go lower)`,
      { interestRatePct: lower },
    ),
    row(`Interest rate 1 point higher (${rate(higher)})`, { interestRatePct: higher }),
    ...options.vacancyOptions.map((v) =>
      row(`Vacancy ${formatPercent(v, { points: true, digits: 0 })}`, { vacancyRatePct: v }),
    ),
  ];
}
