// License numbers as people type them and as the file holds them (trec.md §1.5): digits, sometimes with a
// type suffix ("826320-SA", "406599-B"). The digits identify the license; the suffix only repeats the type.

/** The suffixes seen on TREC numbers: sales agent, broker, broker individual, broker business. */
export const knownLicenseSuffixes = ['SA', 'B', 'BR', 'BB'] as const;

/** The spec's input rule: 1–10 characters once trimmed. */
export const LICENSE_NUMBER_MAX_LENGTH = 10;

export type LicenseNumber = {
  /** The digits as written, zeros included. */
  digits: string;
  /** Upper-case suffix without the hyphen, or null. */
  suffix: string | null;
  /** What to compare and index on: the digits without leading zeros (zero-padding is unverified, §1.5). */
  key: string;
  /** The tidy form to show: digits, then "-SUFFIX" if there was one. */
  display: string;
};

// Spaces around the hyphen, or a missing hyphen ("826320SA"), are typing slips, not different numbers.
const SHAPE = /^(\d+)(?:\s*(?:-\s*)?([A-Z]{1,3}))?$/;

/** Digits without leading zeros ("0" stays "0"), the lookup key for a run of digits. */
export function licenseKeyOfDigits(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '');
}

/**
 * Reads a license number: trimmed, 1–10 characters, digits with an optional letter suffix. Null when it
 * is not one. Any 1–3 letter suffix is accepted so an unforeseen type code in the file still reads;
 * `hasKnownSuffix` tells whether it is one of the familiar ones.
 */
export function parseLicenseNumber(input: string): LicenseNumber | null {
  const text = input.trim().toUpperCase();
  if (text.length < 1 || text.length > LICENSE_NUMBER_MAX_LENGTH) return null;
  const match = SHAPE.exec(text);
  if (!match) return null;
  const digits = match[1] ?? '';
  const suffix = match[2] ?? null;
  return { digits, suffix, key: licenseKeyOfDigits(digits), display: suffix ? `${digits}-${suffix}` : digits };
}

/** The lookup key of a typed or stored number, or null when it is not a license number. */
export function licenseNumberKey(input: string): string | null {
  return parseLicenseNumber(input)?.key ?? null;
}

export function hasKnownSuffix(number: LicenseNumber): boolean {
  return number.suffix === null || (knownLicenseSuffixes as readonly string[]).includes(number.suffix);
}
