import type { TrecRow } from '../../engines/trec-import/index';
import { type NewLicenseRow, nameKeyOf } from './licenses.repository';

/**
 * A person's first and last names as written. Column 32 holds "LAST, FIRST …" in capitals; the full
 * name ends with that last name in its own case ("Linda Sample Rodríguez"), so the tail is cut there.
 */
export function splitPersonName(fullName: string, nameLastFirst: string | null): { first: string; last: string } {
  const lastUpper = nameLastFirst?.split(',')[0]?.trim().toUpperCase();
  if (lastUpper && fullName.toUpperCase().endsWith(lastUpper) && fullName.length > lastUpper.length) {
    const cut = fullName.length - lastUpper.length;
    return { first: fullName.slice(0, cut).trim(), last: fullName.slice(cut).trim() };
  }
  const words = fullName.trim().split(/\s+/);
  return words.length > 1
    ? { first: words.slice(0, -1).join(' '), last: words[words.length - 1] ?? '' }
    : { first: '', last: fullName.trim() };
}

/** An engine row as stored: only what verification and name search need (no phone, e-mail or street). */
export function toLicenseRow(datasetId: number, row: TrecRow): NewLicenseRow {
  const person = row.licenseeType === 'individual' ? splitPersonName(row.fullName, row.nameLastFirst) : null;
  const address = row.physicalAddress.city ? row.physicalAddress : row.mailingAddress;
  return {
    datasetId,
    line: row.line,
    licenseTypeCode: row.licenseTypeCode,
    licenseNumber: row.licenseNumber.slice(0, 20),
    licenseKey: row.licenseNumberKey.slice(0, 20),
    fullName: row.fullName,
    lastName: person?.last || null,
    firstName: person?.first || null,
    nameKey: nameKeyOf(person ? `${person.last}, ${person.first}` : row.fullName),
    suffix: row.suffix?.slice(0, 20) ?? null,
    statusCode: row.statusCode,
    standing: row.standing,
    originalLicenseDate: row.originalLicenseDate,
    expirationDate: row.expirationDate,
    designatedSupervisor: row.designatedSupervisor,
    city: address.city?.slice(0, 100) ?? null,
    countyCode: address.countyCode?.padStart(3, '0').slice(0, 3) ?? null,
    relatedTypeCode: row.relatedLicense?.licenseTypeCode?.slice(0, 4) ?? null,
    relatedNumber: row.relatedLicense?.licenseNumber.slice(0, 20) ?? null,
    relatedName: row.relatedLicense?.fullName ?? null,
    relatedStartDate: row.relatedLicense?.startDate ?? null,
  };
}

/** The newest license or sponsorship date in a batch, up to `today`: roughly when the file was made. */
export function newestDate(rows: TrecRow[], today: string, current: string | null): string | null {
  let newest = current;
  for (const row of rows) {
    for (const d of [row.originalLicenseDate, row.relatedLicense?.startDate ?? null]) {
      if (d && d <= today && (!newest || d > newest)) newest = d;
    }
  }
  return newest;
}
