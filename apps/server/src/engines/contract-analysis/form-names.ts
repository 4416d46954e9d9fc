// Which promulgated form to name in a recommendation, on the analysis date (trec.md §2.1).
import { versionRequiredOn } from './reader';

/** Lead-based paint addendum: OP-L, renumbered 56-0 on the TREC index dated 05/28/2026. */
export function leadPaintForm(today: string): string {
  return today >= '2026-05-28' ? 'TREC 56-0 (formerly OP-L)' : 'TREC OP-L';
}

/** The version mandatory on `today` in the series of `sample`, or the series name when not known. */
export function formVersionOn(sample: string, today: string, series: string): string {
  return `TREC ${versionRequiredOn(sample, today) ?? series}`;
}

export const financingForm = (today: string) => formVersionOn('40-11', today, '40');
export const hoaForm = (today: string) => formVersionOn('36-9', today, '36 (current version)');
export const amendmentForm = (today: string) => formVersionOn('39-10', today, '39 (current version)');
