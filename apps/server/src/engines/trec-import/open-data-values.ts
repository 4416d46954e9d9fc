// The Open Data Portal's values turned into the flat file's codes (trec.md §1.4): its license types and
// statuses are words, its counties names, its dates MM/DD/YYYY (ISO timestamps in Socrata's JSON).
import {
  type TrecLicenseTypeCode,
  type TrecStatusCode,
  isTrecEducationCode,
  isTrecLicenseTypeCode,
  isTrecStatusCode,
  trecEducationStatuses,
  trecLicenseStatuses,
  trecLicenseTypes,
} from './codes';
import { trecCountyCode, trecCountyName } from './counties';
import { parseTrecDate } from './trec-date';

/** Lower case with single spaces, so "Sales  Agent" and "SALES AGENT" read alike. */
function words(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, ' ');
}

const licenseTypeByWords = new Map<string, TrecLicenseTypeCode>([
  ...Object.entries(trecLicenseTypes).map(([code, t]): [string, TrecLicenseTypeCode] => [
    words(t.label),
    code as TrecLicenseTypeCode,
  ]),
  ['sales agent', 'SALE'],
  ['salesperson', 'SALE'],
  ['broker individual', 'BRK'],
  ['broker', 'BRK'],
  // The portal has one label for every business broker, where the file tells LLC (BLLC), corporation
  // (BCRP) and partnership (6) apart. All three are business real-estate brokers, so standing, licensee
  // type and lookups are the same whichever is picked; BLLC is taken as the likeliest entity form today.
  // Unverified: only the label shown for such a license can be wrong ("Limited Liability Corporation Broker").
  ['broker company', 'BLLC'],
  ['broker business', 'BLLC'],
  ['business broker', 'BLLC'],
]);

/** A license type word ("Sales Agent") or code ("SALE") → its code, or null when unknown. */
export function openDataLicenseType(value: string): TrecLicenseTypeCode | null {
  const code = value.trim().toUpperCase();
  if (isTrecLicenseTypeCode(code)) return code;
  return licenseTypeByWords.get(words(value)) ?? null;
}

const statusByWords = new Map<string, TrecStatusCode>([
  ...Object.entries(trecLicenseStatuses).map(([code, s]): [string, TrecStatusCode] => [
    words(s.label),
    code as TrecStatusCode,
  ]),
  ['active', '20'],
  ['inactive', '21'],
  ['current active', '20'],
  ['current inactive', '21'],
]);

/** A status word ("Active", "Expired - 6 months") or code ("20") → its code, or null when unknown. */
export function openDataStatus(value: string): TrecStatusCode | null {
  const code = value.trim();
  if (isTrecStatusCode(code)) return code;
  const text = words(value);
  const exact = statusByWords.get(text);
  if (exact) return exact;
  // Worded variants ("Expired (within 2 years)", "Probation - Inactive") keep the meaning in the first word.
  if (text.startsWith('expired')) return '45';
  if (text.startsWith('probation')) return /\binactive\b/.test(text) ? '31' : /\bactive\b/.test(text) ? '30' : null;
  return null;
}

/** "Met" or "2" → '2'; blank stays blank; anything else is passed on for the row parser to report. */
export function openDataEducation(value: string): string {
  const code = value.trim();
  if (code === '' || isTrecEducationCode(code)) return code;
  const match = Object.entries(trecEducationStatuses).find(([, label]) => words(label) === words(value));
  return match ? match[0] : code;
}

/** A county name ("HARRIS", "Fort Bend County") or code ("101", "57") → its code; '' for blank; null unknown. */
export function openDataCounty(value: string): string | null {
  const text = value.trim();
  if (text === '') return '';
  if (/^\d{1,3}$/.test(text)) return trecCountyName(text) === null ? null : text.padStart(3, '0');
  return trecCountyCode(text);
}

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]*Z?)?$/;

/** MM/DD/YYYY, ISO (`2015-03-04T00:00:00.000`) or YYYYMMDD → YYYYMMDD; '' for blank; null when not a date. */
export function openDataDate(value: string): string | null {
  const text = value.trim();
  if (text === '') return '';
  let yyyymmdd: string | null = null;
  const us = US_DATE.exec(text);
  const iso = ISO_DATE.exec(text);
  if (us) yyyymmdd = `${us[3]}${us[1]?.padStart(2, '0')}${us[2]?.padStart(2, '0')}`;
  else if (iso) yyyymmdd = `${iso[1]}${iso[2]}${iso[3]}`;
  else if (/^\d{8}$/.test(text)) yyyymmdd = text;
  // Checked here, so a bad date is reported in the portal's words, not as a YYYYMMDD cell.
  if (yyyymmdd === null || parseTrecDate(yyyymmdd) === 'invalid') return null;
  return yyyymmdd;
}

/** Column 32's "LAST, FIRST MIDDLE" from the name parts, upper case as in the flat file; null without a last name. */
export function lastFirstName(last: string, first: string, middle: string): string | null {
  const surname = last.trim();
  if (surname === '') return null;
  const given = [first, middle]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
  return (given ? `${surname}, ${given}` : surname).replace(/\s+/g, ' ').toUpperCase();
}
