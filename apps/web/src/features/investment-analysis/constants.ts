import { INVESTMENT_FAILED, INVESTMENT_MISSING_FIELDS } from '@bluebonnet/contracts';
import type { ToastInput } from '@/lib/toast';

/** A contract message "Title: description" as the toast that shows it. */
function toastOf(message: string): Pick<ToastInput, 'title' | 'description'> {
  const at = message.indexOf(': ');
  return at < 0 ? { title: message } : { title: message.slice(0, at), description: message.slice(at + 2) };
}

/** Spec §5: 'Missing Information' / 'Please enter property price and monthly rent.' */
export const MISSING_FIELDS_TOAST = toastOf(INVESTMENT_MISSING_FIELDS);

/** Spec §8: the investment failure message. */
export const ANALYSIS_FAILED_TOAST = { title: 'Analysis Failed', description: INVESTMENT_FAILED };

export const AREA_DATA_FAILED_TOAST = {
  title: 'Area Data Unavailable',
  description: 'Unable to load area data for this ZIP. Please try again.',
};

export const PDF_FAILED_TOAST = {
  title: 'Download Failed',
  description: 'Unable to download the PDF report. Please try again.',
};

/** How long the object URL of a downloaded PDF lives after the click hands it to the browser. */
export const DOWNLOAD_URL_LIFETIME_MS = 10_000;

/** The value of `<html data-print>` while the report prints, read by investment-print.css. */
export const PRINT_REPORT = 'investment-report';
