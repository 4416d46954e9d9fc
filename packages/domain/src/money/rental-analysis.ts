// A rental investment worked out in full: the monthly figures and returns, a projection of the first
// years and a sensitivity table, all exact math on what was entered (see rental-figures.ts).
import { type RentalFigures, type RentalInputs, rentalFigures } from './rental-figures';
import { type RentalProjectionYear, rentalProjection } from './rental-projection';
import { type RentalSensitivityRow, rentalSensitivity } from './rental-sensitivity';

export type RentalAnalysisOptions = {
  /** Cash-on-cash return, percent, from which the label reads "Strong ROI". */
  strongRoiAt: number;
  appreciationRatePct: number;
  /** 0 unless given: the projection keeps today's rent. */
  rentGrowthRatePct?: number;
  projectionYears: number;
  vacancyOptions: readonly number[];
};

export type RentalAnalysis = {
  figures: RentalFigures;
  projection: RentalProjectionYear[];
  sensitivity: RentalSensitivityRow[];
};

export function rentalAnalysis(inputs: RentalInputs, options: RentalAnalysisOptions): RentalAnalysis {
  const { strongRoiAt, vacancyOptions } = options;
  return {
    figures: rentalFigures(inputs, { strongRoiAt }),
    projection: rentalProjection(inputs, {
      appreciationRatePct: options.appreciationRatePct,
      rentGrowthRatePct: options.rentGrowthRatePct ?? 0,
      years: options.projectionYears,
    }),
    sensitivity: rentalSensitivity(inputs, { vacancyOptions, strongRoiAt }),
  };
}
